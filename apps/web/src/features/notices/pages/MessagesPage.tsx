import '../../../components/ui/page.css';
import '../notices.css';
import type { MessageCategory, TMessageItem, TMessageUnread } from '@app/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { routeTables } from '../../../app/routes/registry';
import { appState } from '../../../app/startup';
import { PageBar } from '../../../components/PageBar';
import { EmptyState } from '../../../components/ui/EmptyState';
import { CardButtonRow, List } from '../../../components/ui/ListRow';
import { LoadMore } from '../../../components/ui/LoadMore';
import { PullToRefresh } from '../../../components/ui/PullToRefresh';
import { Sheet } from '../../../components/ui/Sheet';
import { LoadingCards, StateCard } from '../../../components/ui/StateCard';
import { Tabs } from '../../../components/ui/Tabs';
import { isSignedOut } from '../../../lib/api';
import { QueryProvider } from '../../../lib/query';
import { getUserToken } from '../../../lib/session';
import { refreshCentre, useCentreLive, useCentreQuery, useCentreRead, useCentreUnreadQuery } from '../api/notices';
import { KindIcon } from '../components/KindIcon';
import { messageHref, type RouteTable } from '../lib/targets';

const TABS = ['all', 'official', 'letters', 'system'] as const satisfies readonly MessageCategory[];
const isTab = (v: string | null): v is (typeof TABS)[number] => (TABS as readonly string[]).includes(v ?? '');

/** "14:05" today, "昨日 14:05" yesterday, "11/20 14:05" this year, else the date — on the reader's region's clock. */
function when(iso: string, locale: string, timeZone: string, yesterday: string, now = new Date()): string {
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  const d = new Date(iso);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(d);
  if (day(d) === day(now)) return time;
  if (day(d) === day(new Date(now.getTime() - 86_400_000))) return `${yesterday} ${time}`;
  const sameYear = day(d).slice(0, 4) === day(now).slice(0, 4);
  return new Intl.DateTimeFormat(locale, {
    ...(sameYear ? {} : { year: 'numeric' }),
    month: 'numeric',
    day: 'numeric',
    ...(sameYear ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    timeZone,
  }).format(d);
}

const fullTime = (iso: string, locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone }).format(new Date(iso));

/** The brand's route table (registered by the router), for links to pages this brand has. */
function useRouteTable(): RouteTable | null {
  const [table, setTable] = useState<RouteTable | null>(null);
  useEffect(() => {
    const brand = appState().brand.id;
    routeTables()
      .then((all) => setTable({ brand, routes: all[brand] ?? [] }))
      .catch(() => setTable({ brand, routes: [] }));
  }, []);
  return table;
}

function Badge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span className="notices-badge" data-testid={testId}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** An item opened in the page: an official message, a restriction, or a notice whose page this brand lacks. */
function ItemSheet({
  item,
  table,
  timeZone,
  onClose,
}: {
  item: TMessageItem;
  table: RouteTable | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('notices');
  const link = table ? messageHref(item.target, table) : null;
  const support = item.kind === 'risk' && table?.routes.some((r) => r.path === '/h5/customerservice');
  return (
    <Sheet
      onClose={onClose}
      closeLabel={t('h5.close')}
      labelledBy="notice-title"
      className="notices-sheet ui-light ui-scope"
      panelTestId="notice-sheet"
    >
      <div className="notices-sheet-head">
        <KindIcon kind={item.kind} size={36} />
        <div>
          <div className="notices-sheet-from">{t(`centre.kind.${item.kind}`)}</div>
          <time className="notices-sheet-time" dateTime={item.at}>
            {fullTime(item.at, i18n.language, timeZone)}
          </time>
        </div>
      </div>
      {/* server text and staff's words as text: never markup */}
      <h2 id="notice-title" className="notices-sheet-title" data-testid="notice-sheet-title">
        {item.title}
      </h2>
      <p className="notices-sheet-body" data-testid="notice-sheet-body">
        {item.body}
      </p>
      {item.risk ? (
        <dl className="notices-facts" data-testid="notice-risk">
          <div>
            <dt>{t('centre.risk.reason')}</dt>
            <dd>{item.risk.reason_text}</dd>
          </div>
          {item.risk.ends_text ? (
            <div>
              <dt>{t('centre.risk.ends')}</dt>
              <dd>{item.risk.ends_text}</dd>
            </div>
          ) : null}
          <p className="notices-facts-note">{t('centre.risk.note')}</p>
        </dl>
      ) : null}
      <div className="notices-sheet-actions">
        {link?.external ? (
          <a
            className="notices-btn notices-btn-primary"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="notice-link"
          >
            {t('h5.open')}
          </a>
        ) : link ? (
          <Link className="notices-btn notices-btn-primary" to={link.href} data-testid="notice-link">
            {t('h5.open')}
          </Link>
        ) : support ? (
          <Link className="notices-btn notices-btn-ghost" to="/h5/customerservice" data-testid="notice-support">
            {t('centre.risk.appeal')}
          </Link>
        ) : null}
        <button type="button" className="notices-btn notices-btn-primary-soft" onClick={onClose} data-testid="notice-close">
          {item.risk ? t('centre.gotIt') : t('h5.close')}
        </button>
      </div>
    </Sheet>
  );
}

function MessageRow({ item, timeZone, onOpen }: { item: TMessageItem; timeZone: string; onOpen: () => void }) {
  const { t, i18n } = useTranslation('notices');
  return (
    <CardButtonRow
      className={item.read ? 'notices-row' : 'notices-row notices-row-unread'}
      testId="notice-row"
      data-notice-id={item.id}
      data-kind={item.kind}
      data-read={item.read}
      onClick={onOpen}
      lead={
        <span className="notices-row-lead">
          <KindIcon kind={item.kind} />
          {item.read ? null : <span className="notices-dot" role="img" aria-label={t('h5.unread')} />}
        </span>
      }
      title={
        <span className="notices-row-head">
          <span className="notices-row-title">{item.title}</span>
          <time className="notices-row-time" dateTime={item.at}>
            {when(item.at, i18n.language, timeZone, t('centre.yesterday'))}
          </time>
        </span>
      }
    >
      <span className="notices-row-body">{item.body}</span>
    </CardButtonRow>
  );
}

function MessagesScreen() {
  const { t, ready } = useTranslation('notices');
  const token = getUserToken();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab = isTab(asked) ? asked : 'all';
  const list = useCentreQuery(tab, Boolean(token));
  const unreadQuery = useCentreUnreadQuery(Boolean(token));
  const read = useCentreRead();
  const table = useRouteTable();
  const [open, setOpen] = useState<TMessageItem | null>(null);
  useCentreLive();

  const anonymous = isSignedOut(list.error, token) || isSignedOut(unreadQuery.error, token);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const timeZone = list.data?.pages[0]?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const unread: TMessageUnread = unreadQuery.data ?? list.data?.pages[0]?.unread ?? { total: 0, official: 0, letters: 0, system: 0 };
  const tabUnread = tab === 'all' ? unread.total : unread[tab];
  const state = anonymous ? 'anonymous' : list.data ? (items.length ? 'list' : 'empty') : list.isError ? 'error' : 'loading';

  const setTab = (next: (typeof TABS)[number]) => {
    const params = new URLSearchParams(search);
    if (next === 'all') params.delete('tab');
    else params.set('tab', next);
    setSearch(params, { replace: true });
  };

  const openItem = (item: TMessageItem) => {
    if (!item.read) read.mutate({ id: item.id });
    const link = table ? messageHref(item.target, table) : null;
    // an official message and a restriction open here; a notice opens the page it is about
    if (item.kind !== 'official' && link && !link.external) navigate(link.href);
    else setOpen(item);
  };

  if (!ready) return <div className="notices-page ui-light ui-light-page" aria-busy="true" />;
  return (
    <div className="notices-page ui-light ui-light-page ui-scope" data-testid="notices-page" data-state={state} data-tab={tab}>
      <PageBar
        title={t('centre.title')}
        action={
          tabUnread > 0 ? (
            <button
              type="button"
              className="notices-bar-action"
              disabled={read.isPending}
              onClick={() => read.mutate({ all: tab })}
              data-testid="notices-read-all"
            >
              {t('h5.readAll')}
            </button>
          ) : null
        }
      />
      {state === 'anonymous' ? null : (
        <nav className="notices-tabs-wrap" aria-label={t('centre.tabsLabel')}>
          <Tabs
            className="notices-tabs"
            variant="underline"
            value={tab}
            onChange={setTab}
            idPrefix="notices"
            ariaLabel={t('centre.tabsLabel')}
            items={TABS.map((c) => ({
              value: c,
              testId: `notices-tab-${c}`,
              label: (
                <span className="notices-tab-label">
                  {t(`centre.tab.${c}`)}
                  <Badge count={c === 'all' ? unread.total : unread[c]} testId={c === 'all' ? 'notices-unread' : `notices-unread-${c}`} />
                </span>
              ),
            }))}
          />
        </nav>
      )}
      <PullToRefresh onRefresh={() => refreshCentre(tab)} disabled={state === 'anonymous'} testId="notices-pull">
        <main className="notices-content" id={`notices-panel-${tab}`} role="tabpanel" aria-labelledby={`notices-tab-${tab}`}>
          {state === 'anonymous' || state === 'error' ? (
            <StateCard
              state={state === 'anonymous' ? 'signed-out' : state}
              fetching={list.isFetching}
              onRetry={() => void list.refetch()}
              testId="notices"
              text={{
                signedOut: t('centre.login'),
                signIn: t('h5.loginAction'),
                errorTitle: t('h5.error'),
                errorBody: t('h5.errorBody'),
                retry: t('h5.retry'),
              }}
            />
          ) : state === 'loading' ? (
            <LoadingCards className="notices-skeletons" cards={['notices-skeleton', 'notices-skeleton', 'notices-skeleton']} />
          ) : state === 'empty' ? (
            <EmptyState className="notices-empty" testId="notices-empty">
              {t(`centre.empty.${tab}`)}
            </EmptyState>
          ) : (
            <>
              <List className="notices-list" testId="notices-list">
                {items.map((item) => (
                  <MessageRow key={item.id} item={item} timeZone={timeZone} onOpen={() => openItem(item)} />
                ))}
              </List>
              <LoadMore
                hasMore={Boolean(list.hasNextPage)}
                loading={list.isFetchingNextPage}
                onMore={() => void list.fetchNextPage()}
                label={t('h5.more')}
                loadingLabel={t('h5.loading')}
                end={t('h5.end')}
                testId="notices-more"
              />
            </>
          )}
        </main>
      </PullToRefresh>
      {open ? <ItemSheet item={open} table={table} timeZone={timeZone} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

/**
 * The message centre (issue 14; the app's message tab opens it): official messages, letter
 * replies and system notices in one list with category tabs, unread badges, live updates and
 * mark-all-read; each item opens where it belongs.
 */
export default function MessagesPage() {
  return (
    <QueryProvider>
      <MessagesScreen />
    </QueryProvider>
  );
}
