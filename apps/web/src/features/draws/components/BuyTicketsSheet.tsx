import { DRAW_TICKET_PRICES, type DrawTicket, FRAGMENT_PRICE, type TDrawMe } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipGroup } from '../../../components/ui/ChipGroup';
import { Sheet } from '../../../components/ui/Sheet';
import { formatNumber } from '../../../lib/format';
import { useBuyFragments, useBuyTickets } from '../api';
import { PrizeIcon } from './PrizeIcon';

const COUNTS = [1, 5, 10, 50] as const;
const FRAGMENT_PACKS = [10, 50, 100, 500] as const;

/**
 * Buys draw tickets: scratch tickets with the medal fragments held and the shortfall in the brand's
 * currency (or fragments bought first, on the racing endpoint), wish tickets with the currency.
 */
export function BuyTicketsSheet({ ticket, me, need, onClose }: { ticket: DrawTicket; me: TDrawMe; need: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('draws');
  const n = (x: number) => formatNumber(x, i18n.language);
  const [count, setCount] = useState<number>(COUNTS.find((c) => c >= need) ?? COUNTS[COUNTS.length - 1]!);
  const price = DRAW_TICKET_PRICES[ticket];
  const cost = count * price.amount;
  const currency = t(`assets.${me.price_asset}`);
  const payName = price.pay === 'medal_fragment' ? t('assets.medal_fragment') : currency;
  const byFragments = price.pay === 'medal_fragment';
  // scratch tickets take the fragments held first and the rest in the currency, 1 for 1 (server)
  const fromFragments = byFragments ? Math.min(cost, me.fragments) : 0;
  const fromCurrency = cost - fromFragments;
  const held = byFragments ? me.fragments : me.price_balance;
  const short = fromCurrency > me.price_balance;
  const buy = useBuyTickets();
  // the smallest pack that covers the shortfall, until the user picks one
  const [picked, setPack] = useState<number | null>(null);
  const pack = picked ?? FRAGMENT_PACKS.find((p) => p >= cost - me.fragments) ?? FRAGMENT_PACKS[FRAGMENT_PACKS.length - 1]!;
  const buyFragments = useBuyFragments();
  const packCost = pack * FRAGMENT_PRICE;

  return (
    <Sheet onClose={onClose} closeLabel={t('buy.close')} labelledBy="dg-buy-title" className="dg-sheet" testId="draws-buy-sheet">
      <h2 id="dg-buy-title" className="dg-sheet-title">
        <PrizeIcon kind="ticket" size={28} />
        {t('buy.title', { name: t(`assets.${ticket}`) })}
      </h2>
      <p className="dg-hint">{t(`buy.rate.${ticket}`, { amount: n(price.amount), currency })}</p>
      <ChipGroup label={t('buy.count')} options={COUNTS} value={count} onChange={setCount} testId={(c) => `draws-buy-count-${c}`}>
        {(c) => `×${n(c)}`}
      </ChipGroup>
      <dl className="dg-buy-sum">
        <div>
          <dt>{t('buy.cost')}</dt>
          <dd>
            {n(cost)} {payName}
          </dd>
        </div>
        <div>
          <dt>{t('buy.balance')}</dt>
          <dd data-testid="draws-buy-held">
            {n(held)} {payName}
          </dd>
        </div>
      </dl>
      {byFragments && fromCurrency > 0 ? (
        <div className="dg-buy-fragments" data-testid="draws-fragments-short">
          <p className="dg-warn">{t('buy.fragmentsShort', { need: n(fromCurrency), currency })}</p>
          <ChipGroup
            label={t('buy.fragmentsPack')}
            options={FRAGMENT_PACKS}
            value={pack}
            onChange={setPack}
            testId={(p) => `draws-fragment-pack-${p}`}
          >
            {(p) => n(p)}
          </ChipGroup>
          <button
            type="button"
            className="ui-btn ui-btn-ghost ui-btn-block"
            disabled={buyFragments.isPending || me.price_balance < packCost}
            onClick={() => buyFragments.mutate(pack)}
            data-testid="draws-buy-fragments"
          >
            {me.price_balance < packCost
              ? t('buy.currencyShort', { currency })
              : t('buy.fragmentsAction', { count: n(pack), cost: n(packCost), currency })}
          </button>
          <p className="dg-hint">{t('buy.currencyBalance', { balance: n(me.price_balance), currency })}</p>
        </div>
      ) : short ? (
        <p className="dg-warn" data-testid="draws-currency-short">
          {t('buy.currencyShort', { currency })}
        </p>
      ) : null}
      <button
        type="button"
        className="ui-btn ui-btn-block"
        disabled={short || buy.isPending}
        onClick={() => buy.mutate({ ticket, count }, { onSuccess: onClose })}
        data-testid="draws-buy-tickets"
      >
        {byFragments && fromCurrency > 0
          ? t('buy.actionMixed', { count: n(count), fragments: n(fromFragments), cost: n(fromCurrency), currency })
          : t('buy.action', { count: n(count), cost: n(cost), currency: payName })}
      </button>
    </Sheet>
  );
}
