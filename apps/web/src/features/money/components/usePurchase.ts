import type { PaymentMethod, TProduct } from '@app/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isInApp } from '../../../lib/bridge';
import { usableMethods } from './MethodSelector';
import { useCheckout } from './useCheckout';

/**
 * The state every purchase page shares: the chosen product and method, the checkout, and the
 * landing state (?order_id=… after the provider or the app returns).
 */
export function usePurchase(products: TProduct[], preferredIndex = 0) {
  const [search, setSearch] = useSearchParams();
  const orderId = search.get('order_id');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const inApp = isInApp();

  const product = products.find((p) => p.id === selectedId) ?? products[Math.min(preferredIndex, products.length - 1)] ?? null;
  const methods = product ? usableMethods(product.methods, inApp) : [];
  const chosenMethod = method && methods.includes(method) ? method : (methods[0] ?? null);

  const checkout = useCheckout((id) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.set('order_id', id);
      return next;
    }),
  );

  const closeLanding = () =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('order_id');
        next.delete('app-language');
        return next;
      },
      { replace: true },
    );

  return {
    orderId,
    product,
    selectProduct: (p: TProduct) => setSelectedId(p.id),
    methods,
    method: chosenMethod,
    selectMethod: setMethod,
    pay: () => (product && chosenMethod ? checkout.start(product, chosenMethod) : Promise.resolve()),
    busy: checkout.busy,
    notice: checkout.notice,
    closeNotice: checkout.closeNotice,
    closeLanding,
  };
}
