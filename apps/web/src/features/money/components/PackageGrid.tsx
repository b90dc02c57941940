import type { CurrencyFlavour, TProduct } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { formatPrice } from '../format';
import { CurrencyIcon } from './CurrencyIcon';
import { ProductChoices } from './ProductChoices';

/** Coin packages as tiles: amount (bonus included), a "+N" badge for the bonus, the price. */
export function PackageGrid({
  products,
  flavour,
  selectedId,
  onSelect,
  locale,
  blockedReason,
}: {
  products: TProduct[];
  flavour: CurrencyFlavour;
  selectedId: number | null;
  onSelect: (p: TProduct) => void;
  locale: string;
  /** why a package cannot be bought now (a minor's limits), or null */
  blockedReason?: (p: TProduct) => string | null;
}) {
  const { t } = useTranslation('money');
  return (
    <ProductChoices
      products={products}
      selectedId={selectedId}
      onSelect={onSelect}
      kind="tile"
      testId={(p) => `package-${p.id}`}
      disabled={blockedReason ? (p) => blockedReason(p) !== null : undefined}
    >
      {(p) => (
        <>
          {p.bonus > 0 ? <span className="money-tile-bonus">{`+${formatNumber(p.bonus, locale)}`}</span> : null}
          <span className="money-tile-amount">
            <CurrencyIcon flavour={flavour} size={22} />
            {formatNumber(p.amount, locale)}
          </span>
          <span className="money-tile-unit">{t(`currency.${flavour}`)}</span>
          <span className="money-tile-price">{formatPrice(p.price_minor, p.currency, locale)}</span>
          {blockedReason?.(p) ? <span className="money-tile-reason">{blockedReason(p)}</span> : null}
        </>
      )}
    </ProductChoices>
  );
}
