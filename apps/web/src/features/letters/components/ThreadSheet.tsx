import { countLetterWords, LIMITS } from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useToast } from '../../../components/ui/Toast';
import { newRequestId } from '../../../lib/request-id';
import { useBlock, useMarkRead, useReply, useReport, useReveal, useThread } from '../api';
import { AliasAvatar, errorText, useAliasName, when } from './parts';

/** A letter thread: the letter, the replies (text only), reply, reveal, report, block. */
export function ThreadSheet({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('letters');
  const toast = useToast();
  const aliasName = useAliasName();
  const q = useThread(id);
  const markRead = useMarkRead(id);
  const reply = useReply(id);
  const reveal = useReveal(id);
  const report = useReport();
  const block = useBlock();
  const [text, setText] = useState('');
  const [requestId, setRequestId] = useState(() => newRequestId('lr'));
  const end = useRef<HTMLDivElement>(null);
  const words = countLetterWords(text);
  const count = q.data?.replies.length ?? 0;

  useEffect(() => {
    if (count) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  // opened, or a reply arrived while open: what the user sees is read (a failed call is not retried in a loop)
  const unread = q.data?.thread.unread ?? 0;
  const { mutate: markSeen } = markRead;
  useEffect(() => {
    if (unread > 0) markSeen();
  }, [unread, markSeen]);

  const send = () => {
    if (!text.trim() || words > LIMITS.letterWordsMax) return;
    reply.mutate(
      { request_id: requestId, text },
      {
        onSuccess: () => {
          setText('');
          setRequestId(newRequestId('lr'));
        },
        onError: (err) => toast(errorText(err, t('error'))),
      },
    );
  };

  const th = q.data?.thread;
  return (
    <Sheet
      onClose={onClose}
      closeLabel={t('close')}
      labelledBy="letters-thread-title"
      className="letters-sheet ui-light ui-scope"
      panelTestId="letters-thread"
    >
      {!th ? (
        <div aria-busy="true">
          <Skeleton card className="letters-skeleton" />
        </div>
      ) : (
        <>
          <header className="letters-thread-head">
            {th.peer_profile ? (
              th.peer_profile.avatar_url ? (
                <img className="letters-peer-photo" src={th.peer_profile.avatar_url} alt="" width={40} height={40} />
              ) : (
                <AliasAvatar alias={th.peer} />
              )
            ) : (
              <AliasAvatar alias={th.peer} />
            )}
            <div className="letters-thread-who">
              <h2 id="letters-thread-title" className="letters-thread-name" data-testid="letters-thread-peer">
                {th.peer_profile ? th.peer_profile.nickname : aliasName(th.peer)}
              </h2>
              <p className="letters-thread-sub">
                {th.peer_profile
                  ? t('thread.revealedAs', { id: th.peer_profile.public_id })
                  : th.i_revealed
                    ? t('thread.waitingPeer')
                    : th.peer_revealed
                      ? t('thread.peerWants')
                      : t('thread.anonymous', { me: aliasName(th.me) })}
              </p>
            </div>
            {!th.i_revealed && !th.blocked ? (
              <button
                type="button"
                className="letters-chip"
                disabled={reveal.isPending}
                onClick={() => reveal.mutate(undefined, { onError: (err) => toast(errorText(err, t('error'))) })}
                data-testid="letters-reveal"
              >
                {t('thread.reveal')}
              </button>
            ) : null}
          </header>
          <blockquote className="letters-quote">
            <span className="letters-quote-label">{th.i_wrote ? t('thread.yourLetter') : t('thread.theirLetter')}</span>
            <span className="letters-quote-text">{th.letter_text}</span>
          </blockquote>
          <div className="letters-bubbles" data-testid="letters-replies">
            {(q.data?.replies ?? []).map((r) => (
              <div key={r.id} className={r.mine ? 'letters-bubble letters-bubble-mine' : 'letters-bubble'} data-testid="letters-reply">
                <p className="letters-bubble-text">{r.text}</p>
                <time className="letters-bubble-time" dateTime={r.created_at}>
                  {when(r.created_at, i18n.language)}
                </time>
              </div>
            ))}
            <div ref={end} />
          </div>
          {th.blocked ? (
            <p className="letters-muted letters-center" data-testid="letters-blocked">
              {t('thread.blocked')}
            </p>
          ) : (
            <div className="letters-compose">
              <textarea
                className="letters-compose-input"
                value={text}
                maxLength={LIMITS.letterTextMax}
                rows={2}
                placeholder={t('thread.placeholder')}
                aria-label={t('thread.placeholder')}
                onChange={(e) => setText(e.target.value)}
                data-testid="letters-reply-input"
              />
              <button
                type="button"
                className="letters-btn letters-btn-primary letters-compose-send"
                disabled={!text.trim() || words > LIMITS.letterWordsMax || reply.isPending}
                onClick={send}
                data-testid="letters-reply-send"
              >
                {t('thread.send')}
              </button>
            </div>
          )}
          <div className="letters-safety">
            <button
              type="button"
              className="letters-link"
              onClick={() =>
                report.mutate(
                  { thread_id: id, category: 'harassment' },
                  { onSuccess: () => toast(t('reported')), onError: (err) => toast(errorText(err, t('error'))) },
                )
              }
              data-testid="letters-thread-report"
            >
              {t('report')}
            </button>
            {!th.blocked ? (
              <button
                type="button"
                className="letters-link"
                onClick={() =>
                  block.mutate(
                    { thread_id: id },
                    { onSuccess: () => toast(t('blocked')), onError: (err) => toast(errorText(err, t('error'))) },
                  )
                }
                data-testid="letters-thread-block"
              >
                {t('block')}
              </button>
            ) : null}
          </div>
        </>
      )}
    </Sheet>
  );
}
