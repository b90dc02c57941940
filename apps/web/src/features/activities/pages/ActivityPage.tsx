import '../../../components/ui/button.css';
import '../activities.css';
import { ErrorCode, type TActivityPage } from '@app/shared';
import { type CSSProperties, lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBar } from '../../../components/PageBar';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Tabs } from '../../../components/ui/Tabs';
import { ApiError } from '../../../lib/api';
import { useAppName } from '../../../lib/app-name';
import { usePinnedLocale } from '../../../lib/i18n';
import { getUserToken } from '../../../lib/session';
import { useActivityPage } from '../api';
import { BlockView } from '../blocks';
import { type ActivityCtx, ActivityProvider, useActivity, useServerNow } from '../context';
import { clockOffset, dayRange, defaultStage, phaseAt, zoneOf } from '../model';

const MyRewardsSheet = lazy(() => import('../components/MyRewardsSheet'));

// one hashed asset file per artwork (never inlined into the page's code); a missing file shows no art
const ART = import.meta.glob<string>('../art/*.svg', { query: '?url&no-inline', import: 'default', eager: true });
const artUrl = (art: string): string | undefined => ART[`../art/${art}.svg`];

function Hero() {
  const { t, i18n } = useTranslation('activities');
  const { page, zone, signedIn } = useActivity();
  const phase = phaseAt(page, useServerNow());
  const [mine, setMine] = useState(false);
  const art = artUrl(page.definition.theme.art);
  const days = dayRange(page.starts_at, page.ends_at, i18n.language, zone);
  return (
    <header className="act-hero">
      {art ? <img className="act-hero-art" src={art} alt="" decoding="async" /> : null}
      <span className={`act-phase is-${phase}`} data-testid="activity-phase">
        {t(`phase.${phase}`)}
      </span>
      <h1 className="act-title">{page.text.title}</h1>
      <p className="act-tagline">{page.text.tagline}</p>
      <p className="act-dates">
        {t('range', days)} <small>({t(`zone.${page.region}`)})</small>
      </p>
      {signedIn ? (
        <button type="button" className="act-mine-btn" onClick={() => setMine(true)} data-testid="activity-my-rewards">
          {t('mine.title')}
        </button>
      ) : null}
      {mine ? (
        <Suspense fallback={null}>
          <MyRewardsSheet onClose={() => setMine(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}

function BlockedNotice() {
  const { t } = useTranslation('activities');
  const { page } = useActivity();
  const reason = page.me?.blocked;
  if (!reason) return null;
  return (
    <div className="act-blocked" role="status" data-testid="activity-blocked" data-reason={reason}>
      <b>{t('blocked.title')}</b>
      <span>{t(`blocked.${reason}`)}</span>
    </div>
  );
}

/**
 * An event's page drawn from `page`. `preview`: the console's phone preview (ActivityPreview), with
 * no viewer, no actions and no fetches of the event's boards, results or rewards.
 */
export function Loaded({
  page,
  receivedAt,
  view,
  preview = false,
}: {
  page: TActivityPage;
  receivedAt: number;
  view: string | null;
  preview?: boolean;
}) {
  const { t } = useTranslation('activities');
  const brand = useAppName();
  const signedIn = !preview && Boolean(getUserToken()) && page.me !== null;
  const shown = page.definition.views.find((v) => v.id === view) ?? page.definition.views[0];
  const tabs = shown?.tabs ?? [];
  const [tabId, setTabId] = useState(tabs[0]?.id ?? '');
  const tab = tabs.find((x) => x.id === tabId) ?? tabs[0];
  const [chosenStage, setStage] = useState<string | undefined>(undefined);
  const offset = clockOffset(page, receivedAt);
  const theme = page.definition.theme;

  const ctx = useMemo<ActivityCtx>(() => {
    const boardsShown = new Set((tab?.blocks ?? []).flatMap((b) => (b.type === 'leaderboard' ? [b.board] : [])));
    return {
      page,
      brand,
      signedIn,
      canAct: signedIn && !page.me?.blocked,
      offset,
      zone: zoneOf(page),
      stage: chosenStage ?? defaultStage(page.stages),
      setStage,
      boardsShown,
      preview,
    };
  }, [page, brand, signedIn, offset, chosenStage, tab, preview]);

  const blocks = (tab?.blocks ?? []).map((block, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a tab's blocks are fixed in number and order
    <BlockView key={`${tab?.id}:${i}`} block={block} />
  ));

  const style = {
    '--act-from': theme.from,
    '--act-to': theme.to,
    '--act-accent': theme.accent,
  } as CSSProperties;

  return (
    <ActivityProvider value={ctx}>
      <PhaseRoot style={style}>
        <PageBar title={page.text.title} />
        <Hero />
        <BlockedNotice />
        {tabs.length > 1 ? (
          <Tabs
            className="act-tabs"
            ariaLabel={page.text.title}
            idPrefix="act"
            value={tab?.id ?? ''}
            onChange={setTabId}
            items={tabs.map((x) => ({ value: x.id, label: page.text.labels[`tab.${x.id}`] ?? x.id, testId: `activity-tab-${x.id}` }))}
          />
        ) : null}
        {tab ? (
          tabs.length > 1 ? (
            <div className="act-panel" role="tabpanel" id={`act-panel-${tab.id}`} aria-labelledby={`act-tab-${tab.id}`}>
              {blocks}
            </div>
          ) : (
            <div className="act-panel">{blocks}</div>
          )
        ) : (
          <EmptyState className="act-empty">{t('state.notFound')}</EmptyState>
        )}
      </PhaseRoot>
    </ActivityProvider>
  );
}

/** The page root: the theme's variables and the live phase (data-phase) on it. */
function PhaseRoot({ style, children }: { style: CSSProperties; children: React.ReactNode }) {
  const { page } = useActivity();
  const phase = phaseAt(page, useServerNow());
  return (
    <main className="act-page ui-scope" style={style} data-testid="activity-page" data-event={page.event} data-phase={phase}>
      {children}
    </main>
  );
}

function Frame({ children, event }: { children: React.ReactNode; event: string | null }) {
  return (
    <main className="act-page ui-scope" data-testid="activity-page" data-event={event ?? ''} data-phase="">
      <PageBar />
      {children}
    </main>
  );
}

/** Any event's page: the hero from its theme, the route's view, its tabs and their blocks. */
export function ActivityPage({ event, view, pinJapanese = false }: { event: string | null; view: string | null; pinJapanese?: boolean }) {
  const { t } = useTranslation('activities');
  usePinnedLocale(pinJapanese ? 'ja' : null);
  const brand = useAppName();
  const q = useActivityPage(event, brand);

  if (event === null) {
    return (
      <Frame event={event}>
        <EmptyState className="act-empty act-state" testId="activity-not-found">
          {t('state.notFound')}
        </EmptyState>
      </Frame>
    );
  }
  if (q.isPending) {
    return (
      <Frame event={event}>
        <div className="act-loading" aria-busy="true" data-testid="activity-loading">
          <Skeleton className="act-hero-skeleton" />
          <Skeleton card className="act-block-skeleton" />
          <Skeleton card className="act-block-skeleton" />
        </div>
      </Frame>
    );
  }
  if (q.isError) {
    const code = q.error instanceof ApiError ? q.error.code : null;
    const missing = code === ErrorCode.ACTIVITY_NOT_FOUND || code === ErrorCode.NOT_FOUND;
    return (
      <Frame event={event}>
        <EmptyState className="act-empty act-state" testId={missing ? 'activity-not-found' : 'activity-error'}>
          {missing ? t('state.notFound') : q.error.message || t('state.error')}
          {missing ? null : (
            <button type="button" className="ui-btn act-btn act-retry" onClick={() => void q.refetch()}>
              {t('state.retry')}
            </button>
          )}
        </EmptyState>
      </Frame>
    );
  }
  return <Loaded key={event} page={q.data} receivedAt={q.dataUpdatedAt} view={view} />;
}
