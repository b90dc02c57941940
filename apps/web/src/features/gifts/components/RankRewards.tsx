import { type Board, isPairBoard, type TRankRewards, type TRewardItem } from '@app/shared';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryAvatars } from '../../../components/Avatar';
import { AssetIcon } from '../../../components/GiftIcon';
import { Card } from '../../../components/ui/Card';
import { RankList, RankRow } from '../../../components/ui/RankList';
import { RewardTable } from '../../../components/ui/RewardTable';
import { formatNumber } from '../../../lib/format';
import { formatDays, periodDays } from '../lib/period';

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
          <AssetIcon asset={it.asset} /> {t(`rewards.asset.${it.asset}`, { n: formatNumber(it.amount, i18n.language) })}
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
    <Card title={t(board === 'newer' ? 'rules.rewardsNewer' : 'rules.rewards')} testId="reward-table">
      <RewardTable
        className="rk-rewards"
        columns={[{ head: t('rules.rank') }, { head: t('rules.reward') }]}
        rows={data.tiers.map((row) => ({
          key: row.from,
          testId: 'reward-tier',
          cells: [
            <span key="tier" className={`rk-tier rk-tier-${tierKey(row.from, row.to)}`}>
              {t(`rules.tier.${tierKey(row.from, row.to)}`, { defaultValue: `${row.from}–${row.to}` })}
            </span>,
            <Items key="items" items={row.items} />,
          ],
        }))}
      />
      {isPairBoard(board) ? <p className="rk-note">{t('rewards.each')}</p> : null}
      {board === 'newer' ? <p className="rk-note">{t('rules.rewardNoteNewer')}</p> : null}
      <p className="rk-note">{t('rewards.paid')}</p>
    </Card>
  );
}

/** The last closed period's paid winners, and what the viewer won. */
export function LastWinners({ data }: { data: TRankRewards }) {
  const { t, i18n } = useTranslation('ranking');
  const last = data.last;
  const days = last ? periodDays(last.key) : null;
  // the ranking page links here with #winners: bring the list into view once it is drawn
  useEffect(() => {
    if (window.location.hash === '#winners') document.getElementById('winners')?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <Card
      title={
        <>
          {t('rewards.winners')}
          {days ? (
            <span className="rk-days" data-testid="winners-period">
              {formatDays(days, i18n.language)}
            </span>
          ) : null}
        </>
      }
      testId="last-winners"
      id="winners"
    >
      {!last ? (
        <p className="rk-note">{t('rewards.notYet')}</p>
      ) : last.winners.length === 0 ? (
        <p className="rk-note">{t('rewards.noWinners')}</p>
      ) : (
        <RankList className="rk-winners">
          {last.winners.map((w) => (
            <RankRow
              key={w.owner}
              testId="winner-row"
              data-owner={w.owner}
              lead={
                <>
                  <span className={`rk-tier rk-tier-${w.rank <= 3 ? w.rank : '4_10'}`}>{w.rank}</span>
                  <EntryAvatars profiles={w.profiles} size={36} />
                </>
              }
              title={w.profiles.map((p) => p.nickname).join(' & ')}
              subs={[itemsText(t, w.items, i18n.language)]}
            />
          ))}
        </RankList>
      )}
      {last && data.me ? (
        <p className={`rk-note rk-you${data.me.rank ? ' is-winner' : ''}`} data-testid="my-reward">
          {data.me.rank
            ? t('rewards.youWon', { rank: data.me.rank, items: itemsText(t, data.me.items, i18n.language) })
            : t('rewards.youDidNot')}
        </p>
      ) : null}
    </Card>
  );
}
