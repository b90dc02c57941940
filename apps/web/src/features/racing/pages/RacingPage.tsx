import '../../../components/ui/button.css';
import '../racing.css';
import {
  type BrandId,
  FRAGMENT_PRICE,
  RACING_CARS,
  RACING_FUEL_MAX_LITRES,
  RACING_RECORD_FILTERS,
  type RacingRecordFilter,
  racingPhaseOf,
  racingReturnRate,
  type TRacingState,
} from '@app/shared';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { ChipGroup } from '../../../components/ui/ChipGroup';
import { useNow } from '../../../components/ui/Countdown';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadMore } from '../../../components/ui/LoadMore';
import { PullToRefresh } from '../../../components/ui/PullToRefresh';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { Sheet } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { PageLoading } from '../../../components/ui/Spinner';
import { Tabs } from '../../../components/ui/Tabs';
import { useAppName, useLoginHref } from '../../../lib/app-name';
import { formatNumber } from '../../../lib/format';
import { usePinnedLocale } from '../../../lib/i18n';
import { QueryProvider } from '../../../lib/query';
import { useRouteHandle } from '../../../lib/route-handle';
import { getUserToken } from '../../../lib/session';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { refreshRacingRecords, useAddFuel, useBuyFragments, useConfirmFuel, useRacingLive, useRacingRecords, useRacingState } from '../api';
import { CarIcon } from '../components/CarIcon';
import { Track } from '../components/Track';

type Tab = 'race' | 'records' | 'rules';
const LITRE_STEPS = [10, 100, 500, 1000] as const;
const FRAGMENT_PACKS = [100, 500, 1000, 5000] as const;
const LOW_FUEL = 100;

/** The server's clock on this device: the page counts down in server time. */
function useServerNow(state: TRacingState | undefined): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (state) setOffset(state.server_time - Date.now());
  }, [state]);
  return useNow(250) + offset;
}

/** The round as of now: its phase follows the clock between the server's answers. */
function phased(state: TRacingState, nowMs: number) {
  return { ...state.round, phase: racingPhaseOf(state.round.round_id, nowMs) };
}

function RaceTab({ brand, state, nowMs }: { brand: BrandId; state: TRacingState; nowMs: number }) {
  const { t, i18n } = useTranslation('games');
  const loginHref = useLoginHref();
  const reduced = useReducedMotion();
  const round = phased(state, nowMs);
  const me = state.me;
  const [car, setCar] = useState<number>(1);
  const [litres, setLitres] = useState<number>(100);
  const [buying, setBuying] = useState(false);
  const addFuel = useAddFuel(brand);
  const confirm = useConfirmFuel(brand);
  const open = round.phase === 'waiting' && round.state === 'open';
  const mine = (id: number) => me?.fuel.find((f) => f.car === id);
  const unconfirmed = me?.fuel.some((f) => !f.confirmed) ?? false;
  const selected = mine(car);
  const left = RACING_FUEL_MAX_LITRES - (selected?.litres ?? 0);
  const n = (x: number) => formatNumber(x, i18n.language);

  return (
    <>
      <Track round={round} nowMs={nowMs} reduced={reduced} />
      <p className="rc-proof">
        <span>{t('racing.commitment')}</span>
        <code data-testid="racing-seed-hash">{round.seed_hash ? `${round.seed_hash.slice(0, 16)}…` : '—'}</code>
      </p>
      {state.last?.winner ? (
        <p className="rc-last" data-testid="racing-last">
          {t('racing.last', { id: state.last.round_id })}
          <span className="rc-chip" style={{ background: RACING_CARS[state.last.winner - 1]!.colour }}>
            {t(`racing.cars.${RACING_CARS[state.last.winner - 1]!.key}`)}
          </span>
        </p>
      ) : null}

      <section className="rc-cars" aria-label={t('racing.cars.title')}>
        {RACING_CARS.map((c) => {
          const pool = round.pools.find((p) => p.car === c.id);
          const f = mine(c.id);
          return (
            <button
              key={c.id}
              type="button"
              className="rc-car-card"
              aria-pressed={car === c.id}
              onClick={() => setCar(c.id)}
              data-testid={`racing-car-${c.id}`}
              style={{ '--car': c.colour } as React.CSSProperties}
            >
              <CarIcon colour={c.colour} size={40} />
              <span className="rc-car-name">{t(`racing.cars.${c.key}`)}</span>
              <span className="rc-car-odds">×{(c.payoutTenths / 10).toFixed(1)}</span>
              <span className="rc-car-pool">{t('racing.pool', { litres: n(pool?.litres ?? 0) })}</span>
              {f ? (
                <span className={`rc-car-mine${f.confirmed ? ' rc-confirmed' : ''}`} data-testid={`racing-mine-${c.id}`}>
                  {f.confirmed ? t('racing.mineConfirmed', { litres: n(f.litres) }) : t('racing.mine', { litres: n(f.litres) })}
                </span>
              ) : null}
            </button>
          );
        })}
      </section>

      {me ? (
        <Card className="rc-fuel" testId="racing-fuel">
          <div className="rc-fuel-head">
            <span>
              {t('racing.tank')} <strong data-testid="racing-fragments">{n(me.fragments)}</strong> {t('racing.litres')}
            </span>
            <button type="button" className="ui-btn ui-btn-ghost" onClick={() => setBuying(true)} data-testid="racing-buy-open">
              {t('racing.buy.open')}
            </button>
          </div>
          {me.fragments < LOW_FUEL ? <p className="rc-warn">{t('racing.lowFuel')}</p> : null}
          <ChipGroup
            label={t('racing.amount')}
            options={LITRE_STEPS}
            value={litres}
            onChange={setLitres}
            testId={(o) => `racing-litres-${o}`}
            className="rc-steps"
          >
            {(o) => `${n(o)} L`}
          </ChipGroup>
          <p className="rc-hint">{t('racing.cap', { max: n(RACING_FUEL_MAX_LITRES), left: n(Math.max(0, left)) })}</p>
          <div className="rc-actions">
            <button
              type="button"
              className="ui-btn ui-btn-ghost ui-btn-block"
              disabled={!open || addFuel.isPending || selected?.confirmed}
              onClick={() => addFuel.mutate({ round_id: round.round_id, car, litres })}
              data-testid="racing-add"
            >
              {t('racing.add', { name: t(`racing.cars.${RACING_CARS[car - 1]!.key}`), litres: n(litres) })}
            </button>
            <button
              type="button"
              className="ui-btn ui-btn-block"
              disabled={!open || !unconfirmed || confirm.isPending}
              onClick={() => confirm.mutate(round.round_id)}
              data-testid="racing-confirm"
            >
              {t('racing.confirm')}
            </button>
          </div>
          {!open ? (
            <p className="rc-hint">{t('racing.closed')}</p>
          ) : unconfirmed ? (
            <p className="rc-hint">{t('racing.confirmHint')}</p>
          ) : null}
          {me.medal_until && Date.parse(me.medal_until) > nowMs ? (
            <p className="rc-medal" data-testid="racing-medal">
              {t('racing.medal', { date: new Date(me.medal_until).toLocaleDateString(i18n.language) })}
            </p>
          ) : null}
        </Card>
      ) : (
        <Card className="rc-fuel rc-center" testId="racing-login">
          <p>{t('racing.login')}</p>
          <Link className="ui-btn" to={loginHref}>
            {t('racing.loginAction')}
          </Link>
        </Card>
      )}

      {buying && me ? <BuySheet brand={brand} me={me} onClose={() => setBuying(false)} /> : null}
    </>
  );
}

function BuySheet({ brand, me, onClose }: { brand: BrandId; me: NonNullable<TRacingState['me']>; onClose: () => void }) {
  const { t, i18n } = useTranslation('games');
  const [pack, setPack] = useState<number>(500);
  const buy = useBuyFragments(brand);
  const cost = pack * FRAGMENT_PRICE;
  const currency = t(me.price_asset === 'diamond' ? 'racing.buy.diamonds' : 'racing.buy.coins');
  return (
    <Sheet onClose={onClose} closeLabel={t('racing.buy.close')} labelledBy="rc-buy-title" className="rc-sheet" testId="racing-buy-sheet">
      <h2 id="rc-buy-title">{t('racing.buy.title')}</h2>
      <p className="rc-hint">{t('racing.buy.rate', { currency })}</p>
      <ChipGroup label={t('racing.buy.title')} options={FRAGMENT_PACKS} value={pack} onChange={setPack} testId={(o) => `racing-pack-${o}`}>
        {(o) => formatNumber(o, i18n.language)}
      </ChipGroup>
      <p className="rc-hint">{t('racing.buy.balance', { balance: formatNumber(me.price_balance, i18n.language), currency })}</p>
      <button
        type="button"
        className="ui-btn ui-btn-block"
        disabled={buy.isPending || me.price_balance < cost}
        onClick={() => buy.mutate(pack, { onSuccess: onClose })}
        data-testid="racing-buy"
      >
        {me.price_balance < cost
          ? t('racing.buy.short', { currency })
          : t('racing.buy.action', { cost: formatNumber(cost, i18n.language), currency })}
      </button>
    </Sheet>
  );
}

function RecordsTab() {
  const { t, i18n } = useTranslation('games');
  const [filter, setFilter] = useState<RacingRecordFilter>('all');
  const signedIn = Boolean(getUserToken());
  const q = useRacingRecords(filter, signedIn);
  const rows = q.data?.pages.flatMap((p) => p.records) ?? [];
  const n = (x: number) => formatNumber(x, i18n.language);
  return (
    <PullToRefresh onRefresh={() => refreshRacingRecords(filter)} disabled={!signedIn} testId="racing-pull">
      <section data-testid="racing-records">
        <Tabs
          variant="underline"
          items={RACING_RECORD_FILTERS.map((f) => ({ value: f, label: t(`racing.records.${f}`), testId: `racing-filter-${f}` }))}
          value={filter}
          onChange={setFilter}
          className="rc-filters"
        />
        {!signedIn ? (
          <EmptyState>{t('racing.login')}</EmptyState>
        ) : q.isPending ? (
          <Skeleton card />
        ) : rows.length === 0 ? (
          <EmptyState testId="racing-records-empty">{t('racing.records.empty')}</EmptyState>
        ) : (
          <ul className="rc-records">
            {rows.map((r) => {
              const w = r.winner ? RACING_CARS[r.winner - 1] : null;
              const paid = r.mine.reduce((s, m) => s + (m.payout ?? 0), 0);
              const fuel = r.mine.reduce((s, m) => s + m.litres, 0);
              return (
                <li key={r.round_id} className="rc-record" data-testid="racing-record" data-outcome={r.outcome}>
                  <div>
                    <strong>{t('racing.round', { id: r.round_id })}</strong>
                    <small>{new Date(r.starts_at).toLocaleString(i18n.language, { hour12: false })}</small>
                  </div>
                  <div className="rc-record-mid">
                    {w ? (
                      <span className="rc-chip" style={{ background: w.colour }}>
                        {t(`racing.cars.${w.key}`)}
                      </span>
                    ) : (
                      <span className="rc-chip rc-chip-void">
                        {t(r.state === 'void' ? 'racing.records.void' : 'racing.records.pending')}
                      </span>
                    )}
                  </div>
                  <div className="rc-record-end">
                    <span className={`rc-outcome rc-outcome-${r.outcome}`}>{t(`racing.outcome.${r.outcome}`)}</span>
                    {fuel ? <small>{t('racing.records.fuelPaid', { fuel: n(fuel), paid: n(paid) })}</small> : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <LoadMore
          hasMore={Boolean(q.hasNextPage)}
          loading={q.isFetchingNextPage}
          onMore={() => void q.fetchNextPage()}
          label={t('racing.records.more')}
        />
      </section>
    </PullToRefresh>
  );
}

/** What the app puts under the rules: a round verifier (features/fairness, composed in app/routes). */
export type RenderVerify = (p: { brand: BrandId; round: number | undefined }) => ReactNode;

/** the newest round with a result: the current one once it is settled, else the one before */
function lastFinished(state: TRacingState | undefined) {
  if (!state) return undefined;
  return state.round.state !== null && state.round.state !== 'open' ? state.round : (state.last ?? undefined);
}

function RulesTab({ brand, state, renderVerify }: { brand: BrandId; state: TRacingState | undefined; renderVerify?: RenderVerify }) {
  const { t } = useTranslation('games');
  const total = RACING_CARS.reduce((s, c) => s + c.weight, 0);
  const rules = ['round', 'fuel', 'confirm', 'result', 'pay', 'medal', 'minors', 'fair'].map((k) => ({
    key: k,
    text: t(`racing.rules.${k}`, { max: RACING_FUEL_MAX_LITRES }),
  }));
  return (
    <section data-testid="racing-rules">
      <Card title={t('racing.rules.title')} titleAs="h3">
        <RulesBlock items={rules} />
      </Card>
      <Card title={t('racing.odds.title')} titleAs="h3" testId="racing-odds">
        <table className="rc-odds">
          <thead>
            <tr>
              <th>{t('racing.odds.car')}</th>
              <th>{t('racing.odds.chance')}</th>
              <th>{t('racing.odds.payout')}</th>
              <th>{t('racing.odds.return')}</th>
            </tr>
          </thead>
          <tbody>
            {RACING_CARS.map((c) => (
              <tr key={c.id}>
                <td>
                  <span className="rc-dot" style={{ background: c.colour }} />
                  {t(`racing.cars.${c.key}`)}
                </td>
                <td>{((c.weight / total) * 100).toFixed(1)}%</td>
                <td>×{(c.payoutTenths / 10).toFixed(1)}</td>
                <td>{(racingReturnRate(c) * 100).toFixed(1)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="rc-hint">
          {t('racing.odds.hash')} <code className="rc-code">{state?.config_hash ?? '—'}</code>
        </p>
      </Card>
      {renderVerify?.({ brand, round: lastFinished(state)?.round_id })}
    </section>
  );
}

const TAB_OF_ROUTE: Record<string, Tab> = {
  hash_racing_history: 'records',
  hash_racing_rules: 'rules',
  racing_about: 'rules',
};

function RacingScreen({ renderVerify }: { renderVerify?: RenderVerify }) {
  const { t, ready } = useTranslation('games');
  const handle = useRouteHandle();
  const brand = useAppName();
  const name = handle.name ?? '';
  usePinnedLocale(name.endsWith('_ja') ? 'ja' : null);
  const [tab, setTab] = useState<Tab>(TAB_OF_ROUTE[name] ?? 'race');
  const signedIn = Boolean(getUserToken());
  const state = useRacingState(brand);
  useRacingLive(brand, signedIn);
  const nowMs = useServerNow(state.data);
  const half = name.includes('half');
  const tabs = useMemo(
    () => (['race', 'records', 'rules'] as const).map((v) => ({ value: v, label: t(`racing.tabs.${v}`), testId: `racing-tab-${v}` })),
    [t],
  );

  if (!ready) return <PageLoading className="rc-page" />;
  return (
    <div className={`rc-page ui-scope${half ? ' rc-half' : ''}`} data-testid="racing-page">
      {half ? null : <PageBar />}
      <Tabs items={tabs} value={tab} onChange={setTab} className="rc-tabs" />
      <div className="rc-body">
        {tab === 'race' ? (
          state.data ? (
            <RaceTab brand={brand} state={state.data} nowMs={nowMs} />
          ) : state.isError ? (
            <EmptyState testId="racing-unavailable">{t('racing.unavailable')}</EmptyState>
          ) : (
            <Skeleton card className="rc-skeleton" />
          )
        ) : tab === 'records' ? (
          <RecordsTab />
        ) : (
          <RulesTab brand={brand} state={state.data} renderVerify={renderVerify} />
        )}
      </div>
    </div>
  );
}

/** Speed racing (spec 1, 4, 5, 9): the live round, fuel and confirm, records and rules with the odds and a verifier. */
export default function RacingPage({ renderVerify }: { renderVerify?: RenderVerify }) {
  return (
    <QueryProvider>
      <RacingScreen renderVerify={renderVerify} />
    </QueryProvider>
  );
}
