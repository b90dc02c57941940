import { type Board, isPairBoard, type TRankRewards, type TRewardItem } from '@app/shared';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryAvatars } from '../../../components/Avatar';
import { formatDay, periodDays } from '../lib/period';
import { formatNumber } from '../lib/util';
import { AssetIcon } from './GiftIcon';

function MedalIcon({ size = 14 }: { size?: number }) {
  return (
    <svg className="rk-asset" width={size} height={size} viewBox="0 0 16 16" aria-hidden="true">
      <path d="M4 1h3l1 4 1-4h3l-2 6H6z" fill="#ff6b6b" />
      <circle cx="8" cy="10.5" r="4.5" fill="#ffc53d" stroke="#d48806" strokeWidth="1" />
      <path d="M8 8l.9 1.8 2 .3-1.4 1.4.3 2L8 12.6l-1.8.9.3-2-1.4-1.4 2-.3z" fill="#fff7d6" />
    </svg>
  );
}

function ItemIcon({ asset }: { asset: string }) {
  return asset === 'medal_fragment' ? <MedalIcon /> : <AssetIcon asset={asset} />;
}

/** "500 coins + 100 medal fragments" for toasts and sentences */
export function itemsText(t: TFunction, items: TRewardItem[], locale: string): string {
  return items.map((it) => t(`rewards.asset.${it.asset}`, { n: formatNumber(it.amount, locale) })).join(' + ');
}

function Items({ items }: { items: TRewardItem[] }) {
  const { t, i18n } = useTranslation('ranking');
  return (
    <ul className="rk-reward-items">
      {items.map((it) => (
        <li key={it.asset}>
          <ItemIcon asset={it.asset} /> {t(`rewards.asset.${it.asset}`, { n: formatNumber(it.amount, i18n.language) })}
        </li>
      ))}
    </ul>
  );
}

const tierKey = (from: number, to: number) => (from === to ? String(from) : `${from}_${to}`);

/** The reward table of one board and period, as the server pays it. */
export function RewardTiers({ data, board }: { data: TRankRewards; board: Board }) {
  const { t } = useTranslation('ranking');
  return (
    <section className="rk-card" data-testid="reward-table">
      <h2 className="rk-card-title">{t(board === 'newer' ? 'rules.rewardsNewer' : 'rules.rewards')}</h2>
      <table className="rk-table rk-rewards">
        <thead>
          <tr>
            <th>{t('rules.rank')}</th>
            <th>{t('rules.reward')}</th>
          </tr>
        </thead>
        <tbody>
          {data.tiers.map((row) => (
            <tr key={row.from} data-testid="reward-tier">
              <td>
                <span className={`rk-tier rk-tier-${tierKey(row.from, row.to)}`}>
                  {t(`rules.tier.${tierKey(row.from, row.to)}`, { defaultValue: `${row.from}–${row.to}` })}
                </span>
              </td>
              <td>
                <Items items={row.items} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {isPairBoard(board) ? <p className="rk-note">{t('rewards.each')}</p> : null}
      {board === 'newer' ? <p className="rk-note">{t('rules.rewardNoteNewer')}</p> : null}
      <p className="rk-note">{t('rewards.paid')}</p>
    </section>
  );
}

/** The last closed period's paid winners, and what the viewer won. */
export function LastWinners({ data }: { data: TRankRewards }) {
  const { t, i18n } = useTranslation('ranking');
  const last = data.last;
  const days = last ? periodDays(last.key) : null;
  const ref = useRef<HTMLElement>(null);
  // the ranking page links here with #winners: bring the list into view once it is drawn
  useEffect(() => {
    if (window.location.hash === '#winners') ref.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <section className="rk-card" data-testid="last-winners" id="winners" ref={ref}>
      <h2 className="rk-card-title">
        {t('rewards.winners')}
        {days ? (
          <span className="rk-days" data-testid="winners-period">
            {formatDay(days[0], i18n.language)}
            {days[1] !== days[0] ? ` – ${formatDay(days[1], i18n.language)}` : ''}
          </span>
        ) : null}
      </h2>
      {!last ? (
        <p className="rk-note">{t('rewards.notYet')}</p>
      ) : last.winners.length === 0 ? (
        <p className="rk-note">{t('rewards.noWinners')}</p>
      ) : (
        <ol className="rk-winners">
          {last.winners.map((w) => (
            <li key={w.owner} className="rk-winner" data-testid="winner-row" data-owner={w.owner}>
              <span className={`rk-tier rk-tier-${w.rank <= 3 ? w.rank : '4_10'}`}>{w.rank}</span>
              <EntryAvatars profiles={w.profiles} size={36} />
              <span className="rk-winner-main">
                <span className="rk-winner-name">{w.profiles.map((p) => p.nickname).join(' & ')}</span>
                <span className="rk-winner-items">{itemsText(t, w.items, i18n.language)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {last && data.me ? (
        <p className={`rk-note rk-you${data.me.rank ? ' is-winner' : ''}`} data-testid="my-reward">
          {data.me.rank
            ? t('rewards.youWon', { rank: data.me.rank, items: itemsText(t, data.me.items, i18n.language) })
            : t('rewards.youDidNot')}
        </p>
      ) : null}
    </section>
  );
}
