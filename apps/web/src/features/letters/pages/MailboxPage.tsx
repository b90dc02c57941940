import '../../../components/ui/page.css';
import '../letters.css';
import type { TLetterReceived, TLetterSent, TLetterThread } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBar } from '../../../components/PageBar';
import { EmptyState } from '../../../components/ui/EmptyState';
import { CardButtonRow, List } from '../../../components/ui/ListRow';
import { SignInPrompt } from '../../../components/ui/SignInPrompt';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Tabs } from '../../../components/ui/Tabs';
import { isSignedOut } from '../../../lib/api';
import { QueryProvider } from '../../../lib/query';
import { getUserToken } from '../../../lib/session';
import { useLettersLive, useMailbox } from '../api';
import { AliasAvatar, useAliasName, when } from '../components/parts';
import { ThreadSheet } from '../components/ThreadSheet';

type Tab = 'received' | 'sent' | 'threads';

function ThreadRow({ th, onOpen }: { th: TLetterThread; onOpen: () => void }) {
  const { t, i18n } = useTranslation('letters');
  const aliasName = useAliasName();
  return (
    <CardButtonRow
      className={th.unread ? 'letters-row letters-row-unread' : 'letters-row'}
      testId="letters-thread-row"
      data-thread-id={th.id}
      onClick={onOpen}
      lead={
        <span className="letters-row-lead">
          <AliasAvatar alias={th.peer} />
          {th.unread ? <span className="letters-dot" role="img" aria-label={t('unread', { count: th.unread })} /> : null}
        </span>
      }
      title={<span className="letters-row-title">{th.peer_profile ? th.peer_profile.nickname : aliasName(th.peer)}</span>}
      side={
        <span className="letters-row-side">
          <time dateTime={th.last_at}>{when(th.last_at, i18n.language)}</time>
          {th.unread ? (
            <span className="letters-badge" data-testid="letters-thread-unread">
              {th.unread}
            </span>
          ) : null}
        </span>
      }
    >
      <span className="letters-row-body">{th.last_text ?? th.letter_text}</span>
    </CardButtonRow>
  );
}

function ReceivedRow({ r, onOpen }: { r: TLetterReceived; onOpen: () => void }) {
  const { t, i18n } = useTranslation('letters');
  const aliasName = useAliasName();
  return (
    <CardButtonRow
      className="letters-row"
      testId="letters-received-row"
      onClick={onOpen}
      lead={<AliasAvatar alias={r.author} />}
      title={<span className="letters-row-title">{aliasName(r.author)}</span>}
      side={
        <span className="letters-row-side">
          <time dateTime={r.received_at}>{when(r.received_at, i18n.language)}</time>
          {r.thread_id ? <span className="letters-tag">{t('box.replied')}</span> : null}
        </span>
      }
    >
      <span className="letters-row-body">{r.text}</span>
    </CardButtonRow>
  );
}

function SentRow({ l }: { l: TLetterSent }) {
  const { t, i18n } = useTranslation('letters');
  return (
    <li className="letters-sent-row" data-testid="letters-sent-row">
      <p className="letters-row-body letters-sent-text">{l.text}</p>
      <p className="letters-sent-meta">
        <time dateTime={l.created_at}>{when(l.created_at, i18n.language)}</time>
        <span>{t('box.readers', { count: l.readers })}</span>
        <span>{t('box.threads', { count: l.threads })}</span>
      </p>
    </li>
  );
}

function MailboxScreen() {
  const { t, ready } = useTranslation('letters');
  const token = getUserToken();
  const box = useMailbox(Boolean(token));
  const [tab, setTab] = useState<Tab>('threads');
  const [thread, setThread] = useState<number | null>(null);
  const [reading, setReading] = useState<TLetterReceived | null>(null);
  useLettersLive();
  if (!ready) return <div className="letters-page ui-page" aria-busy="true" />;
  const anonymous = isSignedOut(box.error, token);
  const d = box.data;
  const count = (n: number) => (n ? ` ${n}` : '');
  return (
    <div className="letters-page ui-page ui-scope" data-testid="mailbox-page">
      <PageBar
        action={
          <Link to="/h5/letters" className="letters-bar-link">
            {t('write.short')}
          </Link>
        }
      />
      {anonymous ? (
        <SignInPrompt
          text={t('signIn')}
          action={t('signInAction')}
          className="letters-center"
          textClassName="letters-muted"
          linkClassName="letters-btn letters-btn-primary"
          testId="letters-login"
        />
      ) : (
        <main className="letters-content">
          <p className="letters-box-sub">{t('box.sub')}</p>
          <Tabs
            items={[
              {
                value: 'threads',
                label: (
                  <>
                    {t('box.threadsTab')}
                    {d?.unread ? (
                      <span className="letters-badge" data-testid="mailbox-unread">
                        {d.unread > 99 ? '99+' : d.unread}
                      </span>
                    ) : null}
                  </>
                ),
                testId: 'mailbox-tab-threads',
              },
              { value: 'received', label: `${t('box.receivedTab')}${count(d?.received.length ?? 0)}`, testId: 'mailbox-tab-received' },
              { value: 'sent', label: `${t('box.sentTab')}${count(d?.sent.length ?? 0)}`, testId: 'mailbox-tab-sent' },
            ]}
            value={tab}
            onChange={setTab}
            ariaLabel={t('mailbox')}
            className="letters-tabs"
          />
          {!d ? (
            box.isError ? (
              <div className="letters-center">
                <p className="letters-muted">{t('error')}</p>
                <button type="button" className="letters-btn letters-btn-ghost" onClick={() => void box.refetch()}>
                  {t('retry')}
                </button>
              </div>
            ) : (
              <div aria-busy="true">
                <Skeleton card className="letters-skeleton" />
                <Skeleton card className="letters-skeleton" />
              </div>
            )
          ) : tab === 'threads' ? (
            d.threads.length ? (
              <List className="letters-list" testId="mailbox-threads">
                {d.threads.map((th) => (
                  <ThreadRow key={th.id} th={th} onOpen={() => setThread(th.id)} />
                ))}
              </List>
            ) : (
              <EmptyState className="letters-empty">{t('box.noThreads')}</EmptyState>
            )
          ) : tab === 'received' ? (
            d.received.length ? (
              <List className="letters-list" testId="mailbox-received">
                {d.received.map((r) => (
                  <ReceivedRow key={r.receipt_id} r={r} onOpen={() => (r.thread_id ? setThread(r.thread_id) : setReading(r))} />
                ))}
              </List>
            ) : (
              <EmptyState className="letters-empty">{t('box.noReceived')}</EmptyState>
            )
          ) : d.sent.length ? (
            <ul className="letters-sent-list" data-testid="mailbox-sent">
              {d.sent.map((l) => (
                <SentRow key={l.id} l={l} />
              ))}
            </ul>
          ) : (
            <EmptyState className="letters-empty">{t('box.noSent')}</EmptyState>
          )}
        </main>
      )}
      {thread !== null ? <ThreadSheet id={thread} onClose={() => setThread(null)} /> : null}
      {reading ? <ReadSheet r={reading} onClose={() => setReading(null)} /> : null}
    </div>
  );
}

function ReadSheet({ r, onClose }: { r: TLetterReceived; onClose: () => void }) {
  const { t } = useTranslation('letters');
  const aliasName = useAliasName();
  return (
    <div className="ui-sheet-layer" data-testid="letters-read">
      <button type="button" className="ui-sheet-scrim" aria-label={t('close')} onClick={onClose} />
      <div className="letters-read-paper" role="dialog" aria-label={aliasName(r.author)}>
        <div className="letters-from">
          <AliasAvatar alias={r.author} size={32} />
          <span className="letters-from-name">{t('receive.from', { name: aliasName(r.author) })}</span>
        </div>
        <p className="letters-card-text">{r.text}</p>
        <Link to="/h5/letters" className="letters-btn letters-btn-ghost" onClick={onClose}>
          {t('close')}
        </Link>
      </div>
    </div>
  );
}

/** The mailbox (issue 14): threads with unread counts (live), letters received and sent. */
export default function MailboxPage() {
  return (
    <QueryProvider>
      <MailboxScreen />
    </QueryProvider>
  );
}
