import '../gifts.css';
import { type Board, BRANDS, type CpLevel, cpPoints, type Region, type RewardPeriod, rankPoints, scopeOf } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { appState } from '../../../app/startup';
import { AssetIcon } from '../../../components/GiftIcon';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { RewardTable } from '../../../components/ui/RewardTable';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Tabs } from '../../../components/ui/Tabs';
import { formatNumber } from '../../../lib/format';
import { QueryProvider } from '../../../lib/query';
import { useRouteHandle } from '../../../lib/route-handle';
import { useRankRewardsQuery } from '../api/rewards';
import { LastWinners, RewardTiers } from '../components/RankRewards';
import { GAME_BOARDS, RULES_PAGES } from '../lib/boards';
import { utcOffsetLabel } from '../lib/period';

const CP_LEVELS: CpLevel[] = ['normal', 'peerless', 'ultimate'];

function multiplier(level: CpLevel): string {
  const base = 100;
  return `×${cpPoints(base, level) / base}`;
}

function RewardsSection({ boards, region }: { boards: readonly Board[]; region?: Region }) {
  const { t } = useTranslation('ranking');
  const [search, setSearch] = useSearchParams();
  const board = pick<Board>(search.get('board'), boards);
  const period = pick<RewardPeriod>(search.get('period'), ['weekly', 'daily']);
  const q = useRankRewardsQuery({ board, period, appName: appState().brand.id, region });
  const setParam = (k: string, v: string) =>
    setSearch(
      (cur) => {
        const next = new URLSearchParams(cur);
        next.set(k, v);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <div className="rk-periods rk-rewards-switch">
        {boards.length > 1 ? (
          <Tabs
            items={boards.map((b) => ({ value: b, label: t(`board.${b}`), testId: `reward-board-${b}` }))}
            value={board}
            onChange={(b) => setParam('board', b)}
          />
        ) : (
          <span />
        )}
        <Tabs
          items={(['daily', 'weekly'] as const).map((p) => ({ value: p, label: t(`period.${p}`), testId: `reward-period-${p}` }))}
          value={period}
          onChange={(p) => setParam('period', p)}
        />
      </div>
      {q.data ? (
        <>
          <RewardTiers data={q.data} board={board} />
          <LastWinners data={q.data} />
        </>
      ) : q.isError ? (
        <EmptyState>{t('rewards.error')}</EmptyState>
      ) : (
        <div className="rk-loading" aria-busy="true">
          <Skeleton className="rk-skeleton rk-skeleton-row" />
          <Skeleton className="rk-skeleton rk-skeleton-row" />
        </div>
      )}
    </>
  );
}

function pick<T extends string>(value: string | null, allowed: readonly T[]): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : (allowed[0] as T);
}

/** How the board scores (gifts, or a game's own points: `intro`) and when its periods reset. */
function ScoringCard({ region, intro }: { region: Region; intro?: string | undefined }) {
  const { t, i18n } = useTranslation('ranking');
  const fmt = (n: number) => formatNumber(n, i18n.language);
  const brandAsset = BRANDS[appState().brand.id].currency === 'gold' ? 'gold_coin' : 'diamond';
  const rows = [
    { asset: brandAsset, amount: 1, label: t(`asset.${brandAsset}`), points: rankPoints({ asset: brandAsset, total: 1, bonus: false }) },
    {
      asset: 'silver_coin',
      amount: 10,
      label: t('asset.silver_coin'),
      points: rankPoints({ asset: 'silver_coin', total: 10, bonus: false }),
    },
    {
      asset: 'silver_coin',
      amount: 10,
      label: t('rules.silverLimited'),
      points: rankPoints({ asset: 'silver_coin', total: 10, bonus: true }),
    },
  ] as const;
  const tz = utcOffsetLabel(region);
  return (
    <>
      {intro ? (
        <Card title={t('rules.scoring')} testId="scoring-rules">
          <p className="rk-note">{t(intro)}</p>
        </Card>
      ) : (
        <>
          <Card title={t('rules.scoring')} testId="scoring-rules">
            <p className="rk-note">{t('rules.scoringIntro')}</p>
            <RewardTable
              columns={[{ head: t('rules.gift') }, { head: t('rules.points'), numeric: true }]}
              rows={rows.map((r) => ({
                key: r.label,
                cells: [
                  <span key="gift">
                    <AssetIcon asset={r.asset} /> {fmt(r.amount)} {r.label}
                  </span>,
                  <span key="points">+{fmt(r.points)}</span>,
                ],
              }))}
            />
            <p className="rk-note">{t('rules.bonusNote', { bonus: '1.2' })}</p>
          </Card>
          <Card title={t('rules.cp')} testId="cp-rules">
            <p className="rk-note">{t('rules.cpIntro')}</p>
            <RewardTable
              columns={[{}, { numeric: true }]}
              rows={CP_LEVELS.map((lv) => ({ key: lv, cells: [t(`rules.cpLevel.${lv}`), multiplier(lv)] }))}
            />
          </Card>
        </>
      )}
      <Card title={t('rules.periods')} testId="reset-rules">
        <RulesBlock
          marker="disc"
          className="rk-bullets"
          items={[
            { key: 'daily', text: t('rules.daily', { tz }) },
            { key: 'weekly', text: t('rules.weekly', { tz }) },
            { key: 'all', text: t('rules.all') },
            { key: 'previous', text: t('rules.previous') },
            { key: 'ties', text: t('rules.ties') },
          ]}
        />
      </Card>
    </>
  );
}

function RulesScreen() {
  const { ready } = useTranslation('ranking');
  const handle = useRouteHandle();
  const page = (handle.name && RULES_PAGES[handle.name]) || RULES_PAGES.rank_rule_reward!;
  const { region } = scopeOf(appState().brand.id, { region: page.region });
  const gameIntro = page.boards.map((b) => GAME_BOARDS[b]?.intro).find(Boolean);
  if (!ready) return <div className="rk-page" aria-busy="true" />;
  return (
    <div className="rk-page rk-rules" data-testid="rules-page">
      <PageBar />
      <main className="rk-content rk-stack">
        {page.variant === 'rules' ? (
          <>
            <ScoringCard region={region} intro={gameIntro} />
            <RewardsSection boards={page.boards} region={page.region} />
          </>
        ) : (
          <>
            <RewardsSection boards={page.boards} region={page.region} />
            <ScoringCard region={region} intro={gameIntro} />
          </>
        )}
      </main>
    </div>
  );
}

export default function RankRulePage() {
  return (
    <QueryProvider>
      <RulesScreen />
    </QueryProvider>
  );
}
