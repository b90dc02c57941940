import type { DrawGameDef } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { RewardTable } from '../../../components/ui/RewardTable';
import { formatNumber } from '../../../lib/format';
import { formatOdds, oneIn, type PriceAsset, prizeIcon, prizeView } from '../model';
import { PrizeIcon } from './PrizeIcon';
import { usePrizeText } from './usePrizeText';

/** The odds from the definition the server draws with: prize, chance (%, and 1 in N). */
export function OddsTable({ game, priceAsset }: { game: DrawGameDef; priceAsset: PriceAsset }) {
  const { t, i18n } = useTranslation('draws');
  const label = usePrizeText(priceAsset);
  const total = game.prizes.reduce((s, p) => s + p.weight, 0);
  return (
    <RewardTable
      className="dg-odds"
      columns={[{ head: t('odds.prize') }, { head: t('odds.chance'), numeric: true }]}
      rows={game.prizes.map((p) => {
        const view = prizeView(p);
        return {
          key: p.id,
          testId: `draws-odds-${p.id}`,
          cells: [
            <span key="p" className="dg-odds-prize">
              <PrizeIcon kind={prizeIcon(view, priceAsset)} size={22} />
              {label(view)}
            </span>,
            <span key="c" className="dg-odds-chance">
              {formatOdds(p.weight, total)}
              {p.weight * 2 <= total ? <small>{t('odds.oneIn', { n: formatNumber(oneIn(p.weight, total), i18n.language) })}</small> : null}
            </span>,
          ],
        };
      })}
    />
  );
}
