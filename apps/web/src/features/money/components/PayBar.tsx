import { useTranslation } from 'react-i18next';

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
