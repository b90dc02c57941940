import '../gifts.css';
import { type Board, isPairBoard, type Period, previousPeriodKey, type TPublicProfile, type TRankEntry, type TRankings } from '@app/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { appState } from '../../../app/startup';
import { PageBar } from '../../../components/PageBar';
import { QueryProvider, queryClient } from '../../../lib/query';
import { useRouteHandle } from '../../../lib/route-handle';
import { MyCpPanel } from '../../cp/components/MyCpPanel';
import { useViewerQuery } from '../api/me';
import { RANKINGS_QUERY_KEY, type RankingsParams, rankingsQueryKey, useRankingsQuery } from '../api/rankings';
import { MeBar, Podium, RankList } from '../components/Board';
import { GiftSheet } from '../components/GiftSheet';
import { BOARD_CONFIGS, type BoardConfig, DEFAULT_BOARD_CONFIG } from '../lib/boards';
import { boardRegion, formatDay, nextResetAt, periodDays } from '../lib/period';
import { loginHref, SKELETON_KEYS } from '../lib/util';

/** ranks move within ~1 s of a send (a background job): look again after this, and once more if unchanged */
const REFRESH_AFTER_SEND_MS = 1200;
const REFRESH_AGAIN_MS = 1500;

function pick<T extends string>(value: string | null, allowed: readonly T[]): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : (allowed[0] as T);
}

function boardFingerprint(d: TRankings | undefined): string {
  return d ? `${d.total}|${d.me?.score ?? ''}|${d.entries.map((e) => `${e.owner}:${e.score}`).join(',')}` : '';
}

function useTick(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(id);
  }, [ms]);
  return now;
}

function ResetCountdown({ period, region }: { period: Period; region: Parameters<typeof nextResetAt>[2] }) {
  const { t } = useTranslation('ranking');
  const now = useTick(30_000);
  const at = nextResetAt(period, new Date(now), region);
  if (!at) return <span>{t('hero.allTime')}</span>;
  const mins = Math.max(0, Math.floor((at.getTime() - now) / 60_000));
  const d = Math.floor(mins / 1440);
  const h = Math.floor((mins % 1440) / 60);
  const m = mins % 60;
  return (
    <span data-testid="reset-countdown">{t('hero.resetsIn', { time: d > 0 ? t('time.dhm', { d, h, m }) : t('time.hm', { h, m }) })}</span>
  );
}

function Rankings({ config }: { config: BoardConfig }) {
  const { t, i18n, ready } = useTranslation('ranking');
  const brand = appState().brand;
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const viewerQ = useViewerQuery();
  const viewer = viewerQ.data;
  const board = pick<Board>(search.get('board'), config.boards);
  const period = pick<Period>(search.get('period'), config.periods);
  const prevParam = search.get('prev');
  const previous = config.allowPrevious && period !== 'all' && (prevParam === null ? Boolean(config.previous) : prevParam === '1');
  const region = boardRegion(brand.id, config.region, viewer);
  const params: RankingsParams = {
    board,
    period,
    key: previous ? previousPeriodKey(period, new Date(), region) : undefined,
    appName: brand.id,
    region: config.region,
  };
  const rankings = useRankingsQuery(params);
  const data = viewerQ.isPending ? undefined : rankings.data;
  const [receiver, setReceiver] = useState<TPublicProfile | null>(null);

  const setParam = (patch: Record<string, string | null>) =>
    setSearch(
      (cur) => {
        const next = new URLSearchParams(cur);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  const isMine = useCallback((e: TRankEntry) => Boolean(viewer && e.profiles.some((p) => p.id === viewer.id)), [viewer]);

  const onPick = (e: TRankEntry) => {
    const target = e.profiles[0];
    if (isPairBoard(board) || !target || isMine(e)) return;
    if (!viewer) {
      navigate(loginHref(location.search));
      return;
    }
    setReceiver(target);
  };

  const key = rankingsQueryKey(params);
  const afterSend = () => {
    const before = boardFingerprint(queryClient.getQueryData<TRankings>(key));
    window.setTimeout(async () => {
      await queryClient.invalidateQueries({ queryKey: RANKINGS_QUERY_KEY });
      if (boardFingerprint(queryClient.getQueryData<TRankings>(key)) === before) {
        window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: RANKINGS_QUERY_KEY }), REFRESH_AGAIN_MS);
      }
    }, REFRESH_AFTER_SEND_MS);
  };

  const days = data ? periodDays(data.key) : null;
  const entries = data?.entries ?? [];
  const top = useMemo(() => entries.slice(0, 3), [entries]);
  const rest = useMemo(() => entries.slice(3), [entries]);

  if (!ready) return <div className="rk-page" aria-busy="true" />;

  return (
    <div className={`rk-page rk-board-${board}`} data-testid="ranking-page" data-board={board} data-period={period}>
      <PageBar
        action={
          config.rulesPath ? (
            <Link className="rk-rules-link" to={`${config.rulesPath}?app_name=${brand.id}`} data-testid="rules-link">
              {t('board.rules')}
            </Link>
          ) : null
        }
      />
      <section className="rk-hero">
        <div className="rk-hero-title">{t(config.heroKey)}</div>
        <div className="rk-hero-sub">
          {previous ? <span>{t('hero.final')}</span> : <ResetCountdown period={period} region={region} />}
          {days ? (
            <span className="rk-hero-days">
              {formatDay(days[0], i18n.language)}
              {days[1] !== days[0] ? ` – ${formatDay(days[1], i18n.language)}` : ''}
            </span>
          ) : null}
        </div>
      </section>

      {config.boards.length > 1 ? (
        <div className="rk-tabs" role="tablist">
          {config.boards.map((b) => (
            <button
              key={b}
              type="button"
              role="tab"
              aria-selected={b === board}
              className={`rk-tab${b === board ? ' is-active' : ''}`}
              onClick={() => setParam({ board: b })}
              data-testid={`board-${b}`}
            >
              {t(`board.${b}`)}
            </button>
          ))}
        </div>
      ) : null}

      <div className="rk-periods">
        {config.periods.length > 1 ? (
          <div className="rk-seg" role="tablist">
            {config.periods.map((p) => (
              <button
                key={p}
                type="button"
                role="tab"
                aria-selected={p === period}
                className={`rk-seg-item${p === period ? ' is-active' : ''}`}
                onClick={() => setParam({ period: p })}
                data-testid={`period-${p}`}
              >
                {t(`period.${p}`)}
              </button>
            ))}
          </div>
        ) : (
          <span />
        )}
        {config.allowPrevious && period !== 'all' ? (
          <button
            type="button"
            className={`rk-chip${previous ? ' is-active' : ''}`}
            onClick={() => setParam({ prev: previous ? '0' : '1' })}
            data-testid="toggle-previous"
            aria-pressed={previous}
          >
            {previous ? t(`current.${period}`) : t(`previous.${period}`)}
          </button>
        ) : null}
      </div>

      {config.rulesPath && period !== 'all' ? (
        <Link
          className="rk-winners-link"
          to={`${config.rulesPath}?app_name=${brand.id}&board=${board}&period=${period}#winners`}
          data-testid="winners-link"
        >
          {t('rewards.lastWinners')} <span aria-hidden="true">›</span>
        </Link>
      ) : null}

      {board === 'cp' ? <MyCpPanel appName={brand.id} loginTo={loginHref(location.search)} /> : null}

      <main className="rk-content" aria-busy={!data}>
        {!data ? (
          <div className="rk-loading">
            <div className="rk-skeleton rk-skeleton-podium" />
            {SKELETON_KEYS.slice(0, 5).map((k) => (
              <div key={k} className="rk-skeleton rk-skeleton-row" />
            ))}
          </div>
        ) : (
          <>
            <Podium entries={top} board={board} onPick={onPick} isMine={isMine} past={previous} />
            <RankList entries={rest} board={board} onPick={onPick} isMine={isMine} />
            {entries.length === 0 ? (
              <p className="rk-empty" data-testid="rank-empty">
                {t(previous ? 'board.emptyPrevious' : 'board.empty')}
              </p>
            ) : (
              <p className="rk-footnote">
                {t(board === 'cp' ? 'board.tapHintCp' : board === 'buddy' ? 'board.tapHintBuddy' : 'board.tapHint')}
              </p>
            )}
          </>
        )}
      </main>

      <MeBar
        board={board}
        data={data}
        viewer={viewerQ.isPending ? undefined : viewer}
        loginTo={loginHref(location.search)}
        past={previous}
      />

      {receiver ? (
        <GiftSheet
          receiver={receiver}
          appName={brand.id}
          onClose={() => setReceiver(null)}
          onSent={() => {
            setReceiver(null);
            afterSend();
          }}
        />
      ) : null}
    </div>
  );
}

function RankingScreen() {
  const handle = useRouteHandle();
  const config = (handle.name && BOARD_CONFIGS[handle.name]) || DEFAULT_BOARD_CONFIG;
  return <Rankings key={handle.name} config={config} />;
}

export default function RankingPage() {
  return (
    <QueryProvider>
      <RankingScreen />
    </QueryProvider>
  );
}
