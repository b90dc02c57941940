import type { CurrencyFlavour } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { CurrencyIcon } from './CurrencyIcon';

/** The hero card: the brand currency's balance. */
export function BalanceCard({ flavour, balance, locale }: { flavour: CurrencyFlavour; balance: number | null; locale: string }) {
  const { t } = useTranslation('money');
  return (
    <section className="money-hero" data-testid="balance-card">
      <div className="money-hero-label">{t('recharge.balance', { unit: t(`currency.${flavour}`) })}</div>
      <div className="money-hero-value">
        <CurrencyIcon flavour={flavour} size={30} />
        <span data-testid="balance" data-value={balance ?? ''}>
          {balance === null ? '—' : formatNumber(balance, locale)}
        </span>
      </div>
      <div className="money-hero-deco" aria-hidden="true">
        <CurrencyIcon flavour={flavour} size={96} />
      </div>
    </section>
  );
}
