import type { PaymentMethod } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { WEB_METHODS } from '../constants';
import type { usePurchase } from './usePurchase';

const APP_ONLY: readonly PaymentMethod[] = ['apple', 'google'];

/** In a browser only web checkouts and customer service make sense; the app can use every method. */
export function usableMethods(methods: readonly PaymentMethod[], inApp: boolean): PaymentMethod[] {
  return methods.filter((m) => (inApp ? true : !APP_ONLY.includes(m) && (WEB_METHODS.includes(m) || m === 'customer_service')));
}

/** a letter for the wallets; cards, customer service and Apple get a small glyph */
const LETTER: Partial<Record<PaymentMethod, string>> = {
  wechat: 'W',
  alipay: 'A',
  street_pay: 'S',
  line_pay: 'L',
  paypal: 'P',
  google: 'G',
};

function MethodBadge({ method }: { method: PaymentMethod }) {
  return (
    <span className={`money-method-badge money-method-${method}`} aria-hidden="true">
      {method === 'card' ? (
        <svg width="16" height="16" viewBox="0 0 24 24" focusable="false">
          <rect x="2.5" y="5" width="19" height="14" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
          <path d="M2.5 10h19" stroke="#fff" strokeWidth="2.4" />
        </svg>
      ) : method === 'customer_service' ? (
        <svg width="16" height="16" viewBox="0 0 24 24" focusable="false">
          <path d="M4 13v-1a8 8 0 0 1 16 0v1" fill="none" stroke="#fff" strokeWidth="2" />
          <rect x="3" y="12" width="4" height="6" rx="1.5" fill="#fff" />
          <rect x="17" y="12" width="4" height="6" rx="1.5" fill="#fff" />
        </svg>
      ) : method === 'apple' ? (
        <svg width="16" height="16" viewBox="0 0 24 24" focusable="false">
          <path
            d="M16.37 12.5c.02 2.45 2.15 3.27 2.17 3.28-.02.06-.34 1.16-1.12 2.3-.67.99-1.37 1.97-2.48 1.99-1.08.02-1.43-.64-2.67-.64s-1.63.62-2.65.66c-1.07.04-1.88-1.07-2.56-2.05-1.39-2.01-2.45-5.68-1.03-8.16.71-1.23 1.97-2.01 3.34-2.03 1.04-.02 2.03.7 2.67.7.64 0 1.84-.87 3.1-.74.53.02 2.01.21 2.96 1.6-.08.05-1.77 1.03-1.75 3.08M14.34 5.47c.57-.69.95-1.64.84-2.6-.82.03-1.81.55-2.4 1.23-.53.61-.99 1.58-.86 2.52.91.07 1.85-.46 2.42-1.15"
            fill="#fff"
          />
        </svg>
      ) : (
        LETTER[method]
      )}
    </span>
  );
}

export function MethodSelector({
  methods,
  value,
  onChange,
}: {
  methods: PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (m: PaymentMethod) => void;
}) {
  const { t } = useTranslation('money');
  return (
    <div className="money-methods">
      {methods.map((m) => {
        const selected = m === value;
        return (
          <button
            key={m}
            type="button"
            aria-pressed={selected}
            className={selected ? 'money-method money-method-selected' : 'money-method'}
            onClick={() => onChange(m)}
            data-testid={`method-${m}`}
          >
            <MethodBadge method={m} />
            <span className="money-method-name">{t(`method.${m}`)}</span>
            {m === 'customer_service' ? <span className="money-method-note">{t('method.customerServiceNote')}</span> : null}
            <span className="money-radio" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}

/** The "payment method" section of a purchase page (nothing when no method is usable here). */
export function PaymentMethods({ purchase }: { purchase: ReturnType<typeof usePurchase> }) {
  const { t } = useTranslation('money');
  if (purchase.methods.length === 0) return null;
  return (
    <Card plain title={t('pay.methodTitle')}>
      <MethodSelector methods={purchase.methods} value={purchase.method} onChange={purchase.selectMethod} />
    </Card>
  );
}
