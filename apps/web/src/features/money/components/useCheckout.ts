import type { PaymentMethod, TProduct } from '@app/shared';
import { useRef, useState } from 'react';
import { isInApp, pay } from '../../../lib/bridge';
import { currentLocale } from '../../../lib/i18n';
import { newRequestId } from '../../../lib/request-id';
import { useCreateOrderMutation } from '../api/createOrder';

/** The provider's hosted page in the page's language (it sends the language back on return). */
function checkoutHref(url: string): string {
  const sep = url.includes('?') ? '&' : '?';
  return `${url}${sep}lang=${encodeURIComponent(currentLocale())}`;
}

/**
 * Buying a product: create the order (one request_id per purchase intent, reused when the call is
 * retried), then pay — the app's bridge in a web view, the provider's hosted checkout in a browser.
 * Customer service has no checkout: the page shows a contact notice instead.
 */
export function useCheckout(onOrder: (orderId: string) => void) {
  const create = useCreateOrderMutation();
  const intent = useRef<{ key: string; requestId: string } | null>(null);
  const [notice, setNotice] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  async function start(product: TProduct, method: PaymentMethod): Promise<void> {
    if (method === 'customer_service') {
      setNotice(true);
      return;
    }
    const key = `${product.id}:${method}`;
    if (intent.current?.key !== key) intent.current = { key, requestId: newRequestId('po') };
    let order: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      order = await create.mutateAsync({ product_id: product.id, method, request_id: intent.current.requestId });
    } catch {
      return; // the api client showed the message; a retry reuses the same request_id
    }
    intent.current = null;
    if (isInApp()) {
      await pay({
        product_id: String(product.id),
        method,
        order_id: order.order_id,
        amount: order.amount,
        price_minor: order.price_minor,
        currency: order.currency,
        checkout_url: order.checkout_url,
      });
      onOrder(order.order_id);
      return;
    }
    if (order.checkout_url) {
      setRedirecting(true);
      window.location.assign(checkoutHref(order.checkout_url));
      return;
    }
    onOrder(order.order_id);
  }

  return { start, busy: create.isPending || redirecting, notice, closeNotice: () => setNotice(false) };
}
