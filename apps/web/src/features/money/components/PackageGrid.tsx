import type { CurrencyFlavour, TProduct } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPrice } from '../format';
import { CurrencyIcon } from './CurrencyIcon';

/** Coin packages as tiles: amount (bonus included), a "+N" badge for the bonus, the price. */
export function PackageGrid({
  products,
  flavour,
  selectedId,
  onSelect,
  locale,
}: {
  products: TProduct[];
  flavour: CurrencyFlavour;
  selectedId: number | null;
  onSelect: (p: TProduct) => void;
  locale: string;
}) {
  const { t } = useTranslation('money');
  return (
    <div className="money-grid">
      {products.map((p) => {
        const selected = p.id === selectedId;
        return (
          <button
            key={p.id}
            type="button"
            aria-pressed={selected}
            className={selected ? 'money-tile money-tile-selected' : 'money-tile'}
            onClick={() => onSelect(p)}
            data-testid={`package-${p.id}`}
            data-amount={p.amount}
          >
            {p.bonus > 0 ? <span className="money-tile-bonus">+{formatCount(p.bonus, locale)}</span> : null}
            <span className="money-tile-amount">
              <CurrencyIcon flavour={flavour} size={22} />
              {formatCount(p.amount, locale)}
            </span>
            <span className="money-tile-unit">{t(`currency.${flavour}`)}</span>
            <span className="money-tile-price">{formatPrice(p.price_minor, p.currency, locale)}</span>
          </button>
        );
      })}
    </div>
  );
}
