import { type DrawGameDef, drawCostValue } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { PriceAsset } from '../model';

/** The ticket a game costs, or null when it is paid in the brand's currency. */
export const ticketOf = (game: DrawGameDef) => ('ticket' in game.cost ? game.cost : null);

/** "1 scratch ticket" or "100 coins": what `count` draws cost. */
export function useCostText(game: DrawGameDef, priceAsset: PriceAsset) {
  const { t, i18n } = useTranslation('draws');
  return (count: number) => {
    const ticket = ticketOf(game);
    const amount = formatNumber(ticket ? ticket.amount * count : drawCostValue(game) * count, i18n.language);
    return ticket
      ? t('cost.ticket', { amount, name: t(`assets.${ticket.ticket}`) })
      : t('cost.currency', { amount, currency: t(`assets.${priceAsset}`) });
  };
}
