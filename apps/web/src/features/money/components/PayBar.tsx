import type { TProduct } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { HydrateLater } from '../../../components/ui/HydrateLater';
import { formatPrice } from '../format';
import { CustomerServiceNotice } from './CustomerServiceNotice';
import type { usePurchase } from './usePurchase';

/** The sticky bottom bar: what the user pays and the button. */
export function PayBar({
  price,
  label,
  disabled,
  busy,
  onPay,
  note,
}: {
  price: string | null;
  label: string;
  disabled: boolean;
  busy: boolean;
  onPay: () => void;
  note?: string;
}) {
  const { t } = useTranslation('money');
  return (
    <div className="money-paybar">
      <div className="money-paybar-sum">
        <span className="money-paybar-label">{t('pay.total')}</span>
        <span className="money-paybar-price" data-testid="pay-total">
          {price ?? '—'}
        </span>
        {note ? <span className="money-paybar-note">{note}</span> : null}
      </div>
      <button
        type="button"
        className="money-btn money-btn-primary money-paybar-btn"
        disabled={disabled || busy}
        onClick={onPay}
        data-testid="pay-button"
      >
        {busy ? <span className="money-btn-spinner" aria-hidden="true" /> : null}
        {label}
      </button>
    </div>
  );
}

/**
 * The checkout footer every money page ends with: the pay bar for the chosen product and the
 * customer-service notice, both driven by usePurchase.
 */
export function PurchaseFooter({
  purchase,
  product,
  locale,
  label,
  note,
}: {
  purchase: ReturnType<typeof usePurchase>;
  product: TProduct | undefined | null;
  locale: string;
  label: string;
  note?: string;
}) {
  return (
    <>
      {/* taken over after the rest of a server-rendered page, in a task of its own */}
      <HydrateLater>
        <PayBar
          price={product ? formatPrice(product.price_minor, product.currency, locale) : null}
          note={product ? note : undefined}
          label={label}
          disabled={!product || !purchase.method}
          busy={purchase.busy}
          onPay={() => void purchase.pay()}
        />
      </HydrateLater>
      <CustomerServiceNotice open={purchase.notice} onClose={purchase.closeNotice} />
    </>
  );
}
