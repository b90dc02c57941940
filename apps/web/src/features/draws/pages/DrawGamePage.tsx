import '../../../components/ui/button.css';
import '../draws.css';
import {
  type BrandId,
  DRAW_TICKET_PRICES,
  type DrawGameDef,
  type DrawGameId,
  drawCapWarning,
  drawCostValue,
  type TDrawMe,
  type TDrawRecord,
  type TDrawState,
} from '@app/shared';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { cx } from '../../../components/ui/cx';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Sheet } from '../../../components/ui/Sheet';
import { SignInPrompt } from '../../../components/ui/SignInPrompt';
import { Skeleton } from '../../../components/ui/Skeleton';
import { PageLoading } from '../../../components/ui/Spinner';
import { Tabs } from '../../../components/ui/Tabs';
import { useAppName } from '../../../lib/app-name';
import { formatNumber } from '../../../lib/format';
import { QueryProvider } from '../../../lib/query';
import { useRouteHandle } from '../../../lib/route-handle';
import { local } from '../../../lib/storage';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { useDraw, useDrawState } from '../api';
import { OddsTable } from '../components/OddsTable';
import { PrizeIcon } from '../components/PrizeIcon';
import type { RenderDrawVerify } from '../components/RulesTab';
import { ticketOf, useCostText } from '../components/useCostText';
import { DRAW_POOLS, type DrawTab, gameDef, type PriceAsset, routeDraw } from '../model';

export type { RenderDrawVerify };

/** Each game's colour mood, mixed into the brand's tokens (draws.css). */
const TONE: Record<DrawGameId, string> = {
  scratch: 'gold',
  lucky_wheel: 'candy',
  wish_wheel: 'star',
  dragon_wish: 'dragon',
  ferris_wheel: 'sky',
  blind_box: 'candy',
  cp_blind_box: 'love',
  dragon_blind_box: 'dragon',
  koi_card: 'koi',
  magpie: 'love',
  anchor_fight: 'fire',
};

function Balances({ game, me, onBuy }: { game: DrawGameDef; me: TDrawMe; onBuy: () => void }) {
  const { t, i18n } = useTranslation('draws');
  const n = (x: number) => formatNumber(x, i18n.language);
  const ticket = ticketOf(game);
  const currency = (
    <span className="dg-balance" data-testid="draws-balance-currency">
      <PrizeIcon kind={me.price_asset === 'diamond' ? 'diamond' : 'coin'} size={20} />
      <span className="dg-balance-name">{t(`assets.${me.price_asset}`)}</span>
      <strong>{n(me.price_balance)}</strong>
    </span>
  );
  return (
    <div className="dg-balances" data-testid="draws-balances">
      {ticket ? (
        <span className="dg-balance" data-testid="draws-balance-tickets">
          <PrizeIcon kind="ticket" size={20} />
          <span className="dg-balance-name">{t(`assets.${ticket.ticket}`)}</span>
          <strong>{n(me.tickets[ticket.ticket])}</strong>
        </span>
      ) : null}
      {ticket && DRAW_TICKET_PRICES[ticket.ticket].pay === 'medal_fragment' ? (
        <span className="dg-balance" data-testid="draws-balance-fragments">
          <PrizeIcon kind="fragment" size={20} />
          <span className="dg-balance-name">{t('assets.medal_fragment')}</span>
          <strong>{n(me.fragments)}</strong>
        </span>
      ) : (
        currency
      )}
      {ticket ? (
        <button type="button" className="ui-btn ui-btn-light dg-buy-open" onClick={onBuy} data-testid="draws-buy-open">
          {t('buy.open')}
        </button>
      ) : null}
    </div>
  );
}

function MedalProgress({ game, me }: { game: DrawGameDef; me: TDrawMe }) {
  const { t, i18n } = useTranslation('draws');
  if (!game.medal) return null;
  const per = game.medal.perDay;
  const done = me.medal_progress ?? 0;
  return (
    <div className="dg-medal" data-testid="draws-medal" data-progress={done}>
      <div className="dg-medal-head">
        <span className="dg-medal-badge" aria-hidden="true">
          ★
        </span>
        <span>{t('medal.progress', { done, per, left: per - done })}</span>
      </div>
      <div className="dg-medal-dots" role="progressbar" aria-valuemin={0} aria-valuemax={per} aria-valuenow={done}>
        {Array.from({ length: per }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed steps
          <span key={i} className={i < done ? 'is-on' : undefined} />
        ))}
      </div>
      {me.medal_until ? (
        <p className="dg-hint">
          {t('medal.until', { date: new Date(me.medal_until).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
      ) : null}
    </div>
  );
}

// sheets open on a tap: their code loads then (the result sheet's while the stage animates)
const ResultSheet = lazy(() => import('../components/ResultSheet').then((m) => ({ default: m.ResultSheet })));
const BuyTicketsSheet = lazy(() => import('../components/BuyTicketsSheet').then((m) => ({ default: m.BuyTicketsSheet })));

// the records and rules tabs load when they are opened (a route that starts on one loads it at once)
const RecordsTab = lazy(() => import('../components/RecordsTab').then((m) => ({ default: m.RecordsTab })));
const RulesTab = lazy(() => import('../components/RulesTab').then((m) => ({ default: m.RulesTab })));

// one look per game: each stage is its own chunk, loaded with the page that shows it
const ScratchStage = lazy(() => import('../components/ScratchStage').then((m) => ({ default: m.ScratchStage })));
const WheelStage = lazy(() => import('../components/WheelStage').then((m) => ({ default: m.WheelStage })));
const BoxStage = lazy(() => import('../components/BoxStage').then((m) => ({ default: m.BoxStage })));
const CardStage = lazy(() => import('../components/CardStage').then((m) => ({ default: m.CardStage })));
const FightStage = lazy(() => import('../components/FightStage').then((m) => ({ default: m.FightStage })));
const FightBoard = lazy(() => import('../components/FightStage').then((m) => ({ default: m.FightBoard })));

/** The host a cheering game backs: the address's `anchor_id` (a live room's link), else the last one picked here. */
const FIGHT_HOST_KEY = 'draws_fight_host';
function initialHost(): number | null {
  const fromUrl = Number(new URLSearchParams(window.location.search).get('anchor_id'));
  if (Number.isSafeInteger(fromUrl) && fromUrl > 0) return fromUrl;
  const kept = Number(local.get(FIGHT_HOST_KEY));
  return Number.isSafeInteger(kept) && kept > 0 ? kept : null;
}

function PlayTab({ game, brand, state }: { game: DrawGameDef; brand: BrandId; state: TDrawState }) {
  const { t, i18n } = useTranslation('draws');
  const n = (x: number) => formatNumber(x, i18n.language);
  const me = state.me;
  const priceAsset: PriceAsset = state.price_asset;
  const reduced = useReducedMotion();
  const draw = useDraw(game.id as DrawGameId, brand);
  const costText = useCostText(game, priceAsset);
  const runs = useRef(0);
  const [run, setRun] = useState<{ id: number; results: TDrawRecord[]; done: boolean } | null>(null);
  const [sheet, setSheet] = useState(false);
  const [confirm, setConfirm] = useState<number | null>(null);
  const [buying, setBuying] = useState<number | null>(null);
  const [hostId, setHostId] = useState<number | null>(() => (game.support ? initialHost() : null));
  const [picking, setPicking] = useState(false);
  const pickHost = useCallback((id: number) => {
    setHostId(id);
    local.set(FIGHT_HOST_KEY, String(id));
  }, []);
  const ticket = ticketOf(game);
  const unit = drawCostValue(game);
  const capOf = (count: number) => (me ? drawCapWarning(me.spent_today, unit * count, me.daily_cap) : 'ok');
  const left = me && me.daily_cap !== null ? Math.max(0, me.daily_cap - me.spent_today) : null;
  const busy = draw.isPending || (run !== null && !run.done);

  const go = (count: number) => {
    setConfirm(null);
    setSheet(false);
    void import('../components/ResultSheet'); // ready by the time the stage finishes
    draw.mutate(
      { count, anchorId: game.support ? (hostId ?? undefined) : undefined },
      {
        onSuccess: (r) => {
          runs.current += 1;
          setRun({ id: runs.current, results: r.draws, done: false });
        },
      },
    );
  };
  const start = (count: number, confirmed = false) => {
    if (!me || busy) return;
    if (game.support && hostId === null) {
      setPicking(true);
      return;
    }
    if (ticket && me.tickets[ticket.ticket] < ticket.amount * count) {
      setBuying(ticket.amount * count - me.tickets[ticket.ticket]);
      return;
    }
    const cap = capOf(count);
    if (cap === 'over') return;
    if (cap === 'warn' && !confirmed) {
      setConfirm(count);
      return;
    }
    go(count);
  };
  const onDone = useCallback(() => {
    setRun((r) => (r ? { ...r, done: true } : r));
    setSheet(true);
  }, []);

  const stage = { results: run?.results ?? null, runId: run?.id ?? 0, priceAsset, reduced, onDone };
  const minOver = game.batches.every((b) => capOf(b) === 'over');

  return (
    <>
      <Suspense fallback={<div className="dg-stage-wait" data-look={game.look} aria-busy="true" />}>
        {game.look === 'scratch' ? (
          <ScratchStage {...stage} />
        ) : game.look === 'wheel' ? (
          <WheelStage {...stage} game={game} />
        ) : game.look === 'box' ? (
          <BoxStage {...stage} tone={TONE[game.id as DrawGameId]} />
        ) : game.look === 'fight' && game.support ? (
          <FightStage
            {...stage}
            brand={state.brand}
            hostId={hostId}
            onHost={pickHost}
            points={game.support.points}
            picking={picking}
            onPicking={setPicking}
          />
        ) : (
          <CardStage {...stage} motif={game.id} />
        )}
      </Suspense>

      {me ? (
        <Card className="dg-play" testId="draws-play">
          <Balances game={game} me={me} onBuy={() => setBuying(1)} />
          <div className="dg-batches">
            {game.batches.map((b, i) => {
              const over = capOf(b) === 'over';
              return (
                <button
                  key={b}
                  type="button"
                  className={cx('ui-btn dg-batch', i === 0 && game.batches.length > 1 && 'ui-btn-ghost')}
                  disabled={busy || over}
                  onClick={() => start(b)}
                  data-testid={`draws-play-${b}`}
                  data-cap={capOf(b)}
                >
                  <span className="dg-batch-main">{t(`play.${game.look}`, { count: b })}</span>
                  <span className="dg-batch-cost">{costText(b)}</span>
                </button>
              );
            })}
          </div>
          {left !== null ? (
            <p className={minOver ? 'dg-warn' : 'dg-hint'} data-testid="draws-cap-left" data-left={left}>
              {minOver ? t('cap.over', { cap: n(me.daily_cap ?? 0) }) : t('cap.left', { left: n(left), cap: n(me.daily_cap ?? 0) })}
            </p>
          ) : null}
          <MedalProgress game={game} me={me} />
        </Card>
      ) : (
        <Card className="dg-play dg-center" testId="draws-visitor">
          <SignInPrompt
            text={t('signIn.text')}
            action={t('signIn.action')}
            className="dg-signin"
            textClassName="dg-hint"
            linkClassName="ui-btn"
            testId="draws-signin"
            linkTestId="draws-signin-link"
          />
        </Card>
      )}

      {game.look === 'fight' ? (
        <Suspense fallback={null}>
          <FightBoard brand={state.brand} hostId={hostId} onHost={pickHost} />
        </Suspense>
      ) : null}

      {me ? null : (
        <Card title={t('odds.title')} titleAs="h3" testId="draws-visitor-odds">
          <OddsTable game={game} priceAsset={priceAsset} />
          <p className="dg-hint">{t('odds.cost', { cost: costText(1) })}</p>
        </Card>
      )}

      {confirm !== null && me ? (
        <Sheet
          placement="center"
          role="alertdialog"
          onClose={() => setConfirm(null)}
          closeLabel={t('cap.cancel')}
          labelledBy="dg-cap-title"
          className="dg-sheet"
          testId="draws-cap-confirm"
        >
          <h2 id="dg-cap-title" className="dg-sheet-title">
            {t('cap.warnTitle')}
          </h2>
          <p className="dg-hint">
            {t('cap.warn', { after: n(me.spent_today + unit * confirm), cap: n(me.daily_cap ?? 0), left: n(left ?? 0) })}
          </p>
          <div className="dg-sheet-actions">
            <button
              type="button"
              className="ui-btn ui-btn-ghost ui-btn-block"
              onClick={() => setConfirm(null)}
              data-testid="draws-cap-cancel"
            >
              {t('cap.cancel')}
            </button>
            <button type="button" className="ui-btn ui-btn-block" onClick={() => start(confirm, true)} data-testid="draws-cap-continue">
              {t('cap.continue')}
            </button>
          </div>
        </Sheet>
      ) : null}

      <Suspense fallback={null}>
        {sheet && run ? (
          <ResultSheet
            results={run.results}
            priceAsset={priceAsset}
            onClose={() => setSheet(false)}
            onAgain={() => start(run.results.length)}
            againDisabled={draw.isPending || capOf(run.results.length) === 'over'}
          />
        ) : null}

        {buying !== null && me && ticket ? (
          <BuyTicketsSheet ticket={ticket.ticket} me={me} need={buying} onClose={() => setBuying(null)} />
        ) : null}
      </Suspense>
    </>
  );
}

function DrawScreen({ route, renderVerify }: { route: ReturnType<typeof routeDraw>; renderVerify?: RenderDrawVerify }) {
  const { t, ready } = useTranslation('draws');
  const brand = useAppName();
  const [tab, setTab] = useState<DrawTab>(route.tab);
  const [gameId, setGameId] = useState<DrawGameId>(route.game);
  const [verifyId, setVerifyId] = useState<number | undefined>();
  const game = gameDef(gameId);
  const pools = DRAW_POOLS[route.game];
  const state = useDrawState(gameId, brand);
  const tabs = useMemo(
    () => (['play', 'records', 'rules'] as const).map((v) => ({ value: v, label: t(`tabs.${v}`), testId: `draws-tab-${v}` })),
    [t],
  );
  const priceAsset: PriceAsset = state.data?.price_asset ?? 'gold_coin';

  if (!ready) return <PageLoading className="dg-page" />;
  return (
    <div
      className={cx('dg-page ui-scope ui-light', `dg-look-${game.look}`, `dg-tone-${TONE[gameId]}`)}
      data-testid="draws-page"
      data-game={gameId}
      data-tab={tab}
    >
      <PageBar />
      <header className="dg-hero">
        <h2 className="dg-title">{t(`games.${gameId}.name`)}</h2>
        <p className="dg-tagline">{t(`games.${gameId}.tagline`)}</p>
        {pools ? (
          <Tabs
            items={pools.map((p) => ({ value: p, label: t(`games.${p}.short`), testId: `draws-pool-${p}` }))}
            value={gameId}
            onChange={setGameId}
            className="dg-pools"
            ariaLabel={t('pools')}
          />
        ) : null}
      </header>
      <Tabs items={tabs} value={tab} onChange={setTab} className="dg-tabs" idPrefix="dg" />
      <div className="dg-body" role="tabpanel" id={`dg-panel-${tab}`} aria-labelledby={`dg-tab-${tab}`}>
        {tab === 'play' ? (
          state.data ? (
            <PlayTab key={gameId} game={game} brand={brand} state={state.data} />
          ) : state.isError ? (
            <EmptyState testId="draws-unavailable">{t('unavailable')}</EmptyState>
          ) : (
            <Skeleton card className="dg-skeleton dg-skeleton-stage" />
          )
        ) : (
          <Suspense fallback={<Skeleton card className="dg-skeleton" />}>
            {tab === 'records' ? (
              <RecordsTab
                game={game}
                priceAsset={priceAsset}
                onVerify={(id) => {
                  setVerifyId(id);
                  setTab('rules');
                }}
              />
            ) : (
              <RulesTab game={game} state={state.data} verifyId={verifyId} renderVerify={renderVerify} />
            )}
          </Suspense>
        )}
      </div>
    </div>
  );
}

function DrawRouteScreen({ renderVerify }: { renderVerify?: RenderDrawVerify }) {
  const handle = useRouteHandle();
  const route = routeDraw(handle.name);
  // a new route (scratch play → its rules page) starts fresh
  return <DrawScreen key={handle.name} route={route} renderVerify={renderVerify} />;
}

/** The per-user draw games (spec 1, 5, 9): play, records with the backpack, and rules with odds, seeds and a verifier. */
export default function DrawGamePage({ renderVerify }: { renderVerify?: RenderDrawVerify }) {
  return (
    <QueryProvider>
      <DrawRouteScreen renderVerify={renderVerify} />
    </QueryProvider>
  );
}
