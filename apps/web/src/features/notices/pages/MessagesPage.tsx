import '../notices.css';
import type { TNoticeItem } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBar } from '../../../components/PageBar';
import { EmptyState } from '../../../components/ui/EmptyState';
import { CardButtonRow, List } from '../../../components/ui/ListRow';
import { Sheet } from '../../../components/ui/Sheet';
import { SignInPrompt } from '../../../components/ui/SignInPrompt';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isSignedOut } from '../../../lib/api';
import { QueryProvider } from '../../../lib/query';
import { getUserToken } from '../../../lib/session';
import { useMarkNoticeRead, useNoticesLive, useNoticesQuery, useUnreadNoticesQuery } from '../api/notices';
import { OfficialAvatar } from '../components/OfficialAvatar';

/** "14:05" today, "11/20 14:05" this year, else the date. */
function when(iso: string, locale: string, now = new Date()): string {
  const d = new Date(iso);
  const sameDay = d.toDateString() === now.toDateString();
  if (sameDay) return d.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (d.getFullYear() === now.getFullYear())
    return d.toLocaleString(locale, { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  return d.toLocaleDateString(locale);
}

/** The message's link: a page of this site in the router, anything else (https) outside it. */
function MessageLink({ href }: { href: string }) {
  const { t } = useTranslation('notices');
  if (href.startsWith('/h5/'))
    return (
      <Link className="notices-btn notices-btn-primary" to={href} data-testid="notice-link">
        {t('h5.open')}
      </Link>
    );
  return (
    <a className="notices-btn notices-btn-primary" href={href} target="_blank" rel="noopener noreferrer" data-testid="notice-link">
      {t('h5.open')}
    </a>
  );
}

function MessageSheet({ item, onClose }: { item: TNoticeItem; onClose: () => void }) {
  const { t, i18n } = useTranslation('notices');
  return (
    <Sheet
      onClose={onClose}
      closeLabel={t('h5.close')}
      labelledBy="notice-title"
      className="notices-sheet ui-light ui-scope"
      panelTestId="notice-sheet"
    >
      <div className="notices-sheet-head">
        <OfficialAvatar size={36} />
        <div>
          <div className="notices-sheet-from">{t('h5.official')}</div>
          <time className="notices-sheet-time" dateTime={item.sent_at}>
            {new Date(item.sent_at).toLocaleString(i18n.language)}
          </time>
        </div>
      </div>
      {/* the staff's text as text: never markup */}
      <h2 id="notice-title" className="notices-sheet-title" data-testid="notice-sheet-title">
        {item.title}
      </h2>
      <p className="notices-sheet-body" data-testid="notice-sheet-body">
        {item.body}
      </p>
      <div className="notices-sheet-actions">
        {item.link ? <MessageLink href={item.link} /> : null}
        <button type="button" className="notices-btn notices-btn-ghost" onClick={onClose} data-testid="notice-close">
          {t('h5.close')}
        </button>
      </div>
    </Sheet>
  );
}

function MessageRow({ item, onOpen }: { item: TNoticeItem; onOpen: () => void }) {
  const { t, i18n } = useTranslation('notices');
  return (
    <CardButtonRow
      className={item.read ? 'notices-row' : 'notices-row notices-row-unread'}
      testId="notice-row"
      data-notice-id={item.id}
      data-read={item.read}
      onClick={onOpen}
      lead={
        <span className="notices-row-lead">
          <OfficialAvatar size={40} />
          {item.read ? null : <span className="notices-dot" role="img" aria-label={t('h5.unread')} />}
        </span>
      }
      title={<span className="notices-row-title">{item.title}</span>}
      side={<time dateTime={item.sent_at}>{when(item.sent_at, i18n.language)}</time>}
    >
      <span className="notices-row-body">{item.body}</span>
    </CardButtonRow>
  );
}

function MessagesScreen() {
  const { t, ready } = useTranslation('notices');
  const token = getUserToken();
  const list = useNoticesQuery(Boolean(token));
  const markRead = useMarkNoticeRead();
  const unreadCount = useUnreadNoticesQuery(Boolean(token));
  const [open, setOpen] = useState<TNoticeItem | null>(null);
  useNoticesLive();

  const anonymous = isSignedOut(list.error, token);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = unreadCount.data ?? list.data?.pages[0]?.unread ?? 0;
  const state = anonymous ? 'anonymous' : list.data ? (items.length ? 'list' : 'empty') : list.isError ? 'error' : 'loading';

  const openItem = (item: TNoticeItem) => {
    setOpen(item);
    if (!item.read) markRead.mutate({ id: item.id });
  };

  if (!ready) return <div className="notices-page ui-light" aria-busy="true" />;
  return (
    <div className="notices-page ui-light ui-scope" data-testid="notices-page" data-state={state}>
      <PageBar
        action={
          unread > 0 ? (
            <button
              type="button"
              className="notices-bar-action"
              onClick={() => markRead.mutate({ all: true })}
              data-testid="notices-read-all"
            >
              {t('h5.readAll')}
            </button>
          ) : null
        }
      />
      <section className="notices-hero">
        <OfficialAvatar size={52} />
        <div className="notices-hero-text">
          <h2 className="notices-hero-name">{t('h5.official')}</h2>
          <p className="notices-hero-tag">{t('h5.tagline')}</p>
        </div>
        {unread > 0 ? (
          <span className="notices-badge" data-testid="notices-unread" role="status" aria-label={t('h5.unreadCount', { count: unread })}>
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </section>
      <main className="notices-content">
        {state === 'anonymous' ? (
          <SignInPrompt
            text={t('h5.login')}
            action={t('h5.loginAction')}
            className="notices-center"
            textClassName="notices-muted"
            linkClassName="notices-btn notices-btn-primary"
            testId="notices-login"
          />
        ) : state === 'loading' ? (
          <div className="notices-skeletons" aria-busy="true">
            <Skeleton card className="notices-skeleton" />
            <Skeleton card className="notices-skeleton" />
            <Skeleton card className="notices-skeleton" />
          </div>
        ) : state === 'error' ? (
          <div className="notices-center">
            <p className="notices-muted">{t('h5.error')}</p>
            <button type="button" className="notices-btn notices-btn-ghost" onClick={() => void list.refetch()}>
              {t('h5.retry')}
            </button>
          </div>
        ) : state === 'empty' ? (
          <EmptyState className="notices-empty" testId="notices-empty">
            {t('h5.empty')}
          </EmptyState>
        ) : (
          <>
            <List className="notices-list" testId="notices-list">
              {items.map((item) => (
                <MessageRow key={item.id} item={item} onOpen={() => openItem(item)} />
              ))}
            </List>
            {list.hasNextPage ? (
              <button
                type="button"
                className="notices-btn notices-btn-ghost notices-more"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? t('h5.loading') : t('h5.more')}
              </button>
            ) : (
              <p className="notices-end">{t('h5.end')}</p>
            )}
          </>
        )}
      </main>
      {open ? <MessageSheet item={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

/** The user's official messages (spec 2 "official messages"; the app's message tab opens it). */
export default function MessagesPage() {
  return (
    <QueryProvider>
      <MessagesScreen />
    </QueryProvider>
  );
}
