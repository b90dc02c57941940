import '../gifts.css';
import { type Board, BRANDS, type CpLevel, cpPoints, type Region, type RewardPeriod, rankPoints } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { appState } from '../../../app/startup';
import { PageBar } from '../../../components/PageBar';
import { QueryProvider } from '../../../lib/query';
import { useRouteHandle } from '../../../lib/route-handle';
import { useRankRewardsQuery } from '../api/rewards';
import { AssetIcon } from '../components/GiftIcon';
import { LastWinners, RewardTiers } from '../components/RankRewards';
import { RULES_PAGES } from '../lib/boards';
import { utcOffsetLabel } from '../lib/period';
import { formatNumber } from '../lib/util';

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
          <div className="rk-seg" role="tablist">
            {boards.map((b) => (
              <button
                key={b}
                type="button"
                role="tab"
                aria-selected={b === board}
                className={`rk-seg-item${b === board ? ' is-active' : ''}`}
                onClick={() => setParam('board', b)}
                data-testid={`reward-board-${b}`}
              >
                {t(`board.${b}`)}
              </button>
            ))}
          </div>
        ) : (
          <span />
        )}
        <div className="rk-seg" role="tablist">
          {(['daily', 'weekly'] as const).map((p) => (
            <button
              key={p}
              type="button"
              role="tab"
              aria-selected={p === period}
              className={`rk-seg-item${p === period ? ' is-active' : ''}`}
              onClick={() => setParam('period', p)}
              data-testid={`reward-period-${p}`}
            >
              {t(`period.${p}`)}
            </button>
          ))}
        </div>
      </div>
      {q.data ? (
        <>
          <RewardTiers data={q.data} board={board} />
          <LastWinners data={q.data} />
        </>
      ) : q.isError ? (
        <p className="rk-empty">{t('rewards.error')}</p>
      ) : (
        <div className="rk-loading" aria-busy="true">
          <div className="rk-skeleton rk-skeleton-row" />
          <div className="rk-skeleton rk-skeleton-row" />
        </div>
      )}
    </>
  );
}

function pick<T extends string>(value: string | null, allowed: readonly T[]): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : (allowed[0] as T);
}

function ScoringCard({ region }: { region: Region }) {
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
      <section className="rk-card" data-testid="scoring-rules">
        <h2 className="rk-card-title">{t('rules.scoring')}</h2>
        <p className="rk-note">{t('rules.scoringIntro')}</p>
        <table className="rk-table">
          <thead>
            <tr>
              <th>{t('rules.gift')}</th>
              <th>{t('rules.points')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <td>
                  <AssetIcon asset={r.asset} /> {fmt(r.amount)} {r.label}
                </td>
                <td className="rk-num">+{fmt(r.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="rk-note">{t('rules.bonusNote', { bonus: '1.2' })}</p>
      </section>
      <section className="rk-card" data-testid="cp-rules">
        <h2 className="rk-card-title">{t('rules.cp')}</h2>
        <p className="rk-note">{t('rules.cpIntro')}</p>
        <table className="rk-table">
          <tbody>
            {CP_LEVELS.map((lv) => (
              <tr key={lv}>
                <td>{t(`rules.cpLevel.${lv}`)}</td>
                <td className="rk-num">{multiplier(lv)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="rk-card" data-testid="reset-rules">
        <h2 className="rk-card-title">{t('rules.periods')}</h2>
        <ul className="rk-bullets">
          <li>{t('rules.daily', { tz })}</li>
          <li>{t('rules.weekly', { tz })}</li>
          <li>{t('rules.all')}</li>
          <li>{t('rules.previous')}</li>
          <li>{t('rules.ties')}</li>
        </ul>
      </section>
    </>
  );
}

function RulesScreen() {
  const { ready } = useTranslation('ranking');
  const handle = useRouteHandle();
  const page = (handle.name && RULES_PAGES[handle.name]) || RULES_PAGES.rank_rule_reward!;
  const region: Region = page.region ?? appState().brand.defaultRegion;
  if (!ready) return <div className="rk-page" aria-busy="true" />;
  return (
    <div className="rk-page rk-rules" data-testid="rules-page">
      <PageBar />
      <main className="rk-content rk-stack">
        {page.variant === 'rules' ? (
          <>
            <ScoringCard region={region} />
            <RewardsSection boards={page.boards} region={page.region} />
          </>
        ) : (
          <>
            <RewardsSection boards={page.boards} region={page.region} />
            <ScoringCard region={region} />
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
