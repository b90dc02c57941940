import '../gifts.css';
import { type Board, isPairBoard, type Period, previousPeriodKey, type TPublicProfile, type TRankEntry, type TRankings } from '@app/shared';
import { type ComponentType, lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { appState } from '../../../app/startup';
import { PageBar } from '../../../components/PageBar';
import { Countdown } from '../../../components/ui/Countdown';
import { EmptyState } from '../../../components/ui/EmptyState';
import { HydrateLater } from '../../../components/ui/HydrateLater';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Tabs } from '../../../components/ui/Tabs';
import { useViewerQuery } from '../../../entities/viewer';
import { QueryProvider, queryClient } from '../../../lib/query';
import { useRouteHandle } from '../../../lib/route-handle';
import { RANKINGS_QUERY_KEY, type RankingsParams, rankingsQueryKey, useRankingsQuery } from '../api/rankings';
import { MeBar, Podium, RankList } from '../components/Board';
import type { ReceiverAction } from '../components/GiftSheet';
import type { GiftBurst } from '../effect/GiftEffect';
import { BOARD_CONFIGS, type BoardConfig, DEFAULT_BOARD_CONFIG, GAME_BOARDS } from '../lib/boards';
import { boardRegion, formatDays, nextResetAt, periodDays } from '../lib/period';
import { loginHref, SKELETON_KEYS } from '../lib/util';

// the gift sheet (catalogue, wallet, send) loads when a row is tapped, not with the board
const GiftSheet = lazy(() => import('../components/GiftSheet').then((m) => ({ default: m.GiftSheet })));
// the celebration after a send: its own chunk, fetched while the sheet is open
const loadEffect = () => import('../effect/GiftEffect');
const GiftEffect = lazy(loadEffect);
/** the same gift to the same person again within this long counts as a combo */
const COMBO_WINDOW_MS = 5000;

/** ranks move within ~1 s of a send (a background job): look again after this, and once more if unchanged */
const REFRESH_AFTER_SEND_MS = 1200;
const REFRESH_AGAIN_MS = 1500;

function pick<T extends string>(value: string | null, allowed: readonly T[]): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : (allowed[0] as T);
}

function boardFingerprint(d: TRankings | undefined): string {
  return d ? `${d.total}|${d.me?.score ?? ''}|${d.entries.map((e) => `${e.owner}:${e.score}`).join(',')}` : '';
}

function ResetCountdown({ period, region }: { period: Period; region: Parameters<typeof nextResetAt>[2] }) {
  const { t } = useTranslation('ranking');
  if (period === 'all') return <span>{t('hero.allTime')}</span>;
  return (
    <Countdown
      testId="reset-countdown"
      until={(now) => nextResetAt(period, now, region) ?? now}
      format={({ d, h, m }) => t('hero.resetsIn', { time: d > 0 ? t('time.dhm', { d, h, m }) : t('time.hm', { h, m }) })}
    />
  );
}

/** What other features add to the page; the app composes them (app/routes/RankingPage.tsx). */
export interface RankingExtras {
  /** a panel above a board, e.g. "My CP" on the CP board */
  boardPanels?: Partial<Record<Board, ComponentType<{ appName: string; loginTo: string }>>>;
  /** shown next to the receiver's name in the gift sheet, e.g. follow */
  receiverAction?: ReceiverAction;
}

function Rankings({ config, extras }: { config: BoardConfig; extras: RankingExtras }) {
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
  const [burst, setBurst] = useState<GiftBurst | null>(null);
  const lastSend = useRef<{ to: number; gift: number; at: number; combo: number } | null>(null);
  const endBurst = useCallback(() => setBurst(null), []);
  const celebrate = (to: TPublicProfile, gift: { id: number; code: string; name: string }, count: number) => {
    const now = Date.now();
    const prev = lastSend.current;
    const combo = prev && prev.to === to.id && prev.gift === gift.id && now - prev.at < COMBO_WINDOW_MS ? prev.combo + 1 : 1;
    lastSend.current = { to: to.id, gift: gift.id, at: now, combo };
    setBurst({ id: now, gift: { code: gift.code, name: gift.name }, count, receiver: to, combo });
  };

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
      navigate(loginHref(location));
      return;
    }
    setReceiver(target);
    void loadEffect();
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
  const BoardPanel = extras.boardPanels?.[board];
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
          {days ? <span className="rk-hero-days">{formatDays(days, i18n.language)}</span> : null}
        </div>
      </section>

      {config.boards.length > 1 ? (
        <Tabs
          variant="underline"
          items={config.boards.map((b) => ({ value: b, label: t(`board.${b}`), testId: `board-${b}` }))}
          value={board}
          onChange={(b) => setParam({ board: b })}
        />
      ) : null}

      <div className="rk-periods">
        {config.periods.length > 1 ? (
          <Tabs
            items={config.periods.map((p) => ({ value: p, label: t(`period.${p}`), testId: `period-${p}` }))}
            value={period}
            onChange={(p) => setParam({ period: p })}
          />
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
          {`${t('rewards.lastWinners')} `}
          <span aria-hidden="true">›</span>
        </Link>
      ) : null}

      {BoardPanel ? <BoardPanel appName={brand.id} loginTo={loginHref(location)} /> : null}

      <main className="rk-content" aria-busy={!data}>
        {!data ? (
          <div className="rk-loading">
            <Skeleton className="rk-skeleton rk-skeleton-podium" />
            {SKELETON_KEYS.slice(0, 5).map((k) => (
              <Skeleton key={k} className="rk-skeleton rk-skeleton-row" />
            ))}
          </div>
        ) : (
          <>
            <Podium entries={top} board={board} onPick={onPick} isMine={isMine} past={previous} />
            {/* (an empty list draws nothing: only a drawn one is taken over later, in a task of its own) */}
            {rest.length > 0 ? (
              <HydrateLater>
                <RankList entries={rest} board={board} onPick={onPick} isMine={isMine} />
              </HydrateLater>
            ) : null}
            {entries.length === 0 ? (
              <EmptyState testId="rank-empty">
                {t(previous ? 'board.emptyPrevious' : (GAME_BOARDS[board]?.empty ?? 'board.empty'))}
              </EmptyState>
            ) : (
              <p className="rk-footnote">
                {t(board === 'cp' ? 'board.tapHintCp' : board === 'buddy' ? 'board.tapHintBuddy' : 'board.tapHint')}
              </p>
            )}
          </>
        )}
      </main>

      <MeBar board={board} data={data} viewer={viewerQ.isPending ? undefined : viewer} loginTo={loginHref(location)} past={previous} />

      {receiver ? (
        <Suspense fallback={null}>
          <GiftSheet
            receiver={receiver}
            appName={brand.id}
            receiverAction={extras.receiverAction}
            onClose={() => setReceiver(null)}
            onSent={(_result, sent) => {
              setReceiver(null);
              celebrate(receiver, sent.gift, sent.count);
              afterSend();
            }}
          />
        </Suspense>
      ) : null}
      {burst ? (
        <Suspense fallback={null}>
          <GiftEffect burst={burst} onDone={endBurst} />
        </Suspense>
      ) : null}
    </div>
  );
}

function RankingScreen({ extras }: { extras: RankingExtras }) {
  const handle = useRouteHandle();
  const config = (handle.name && BOARD_CONFIGS[handle.name]) || DEFAULT_BOARD_CONFIG;
  return <Rankings key={handle.name} config={config} extras={extras} />;
}

/** Every ranking route (the route's name picks the board config, lib/boards.ts). */
export function RankingPage(extras: RankingExtras) {
  return (
    <QueryProvider>
      <RankingScreen extras={extras} />
    </QueryProvider>
  );
}
