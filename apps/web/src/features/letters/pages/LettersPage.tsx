import '../../../components/ui/page.css';
import '../letters.css';
import { countLetterWords, LIMITS, type TLetterReceived } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBar } from '../../../components/PageBar';
import { SignInPrompt } from '../../../components/ui/SignInPrompt';
import { Tabs } from '../../../components/ui/Tabs';
import { useToast } from '../../../components/ui/Toast';
import { isSignedOut } from '../../../lib/api';
import { QueryProvider } from '../../../lib/query';
import { newRequestId } from '../../../lib/request-id';
import { getUserToken } from '../../../lib/session';
import { useBlock, useLettersLive, useMailbox, useReceiveLetter, useReplyToLetter, useReport, useWriteLetter } from '../api';
import { AliasAvatar, errorText, useAliasName, when } from '../components/parts';
import { ThreadSheet } from '../components/ThreadSheet';

type Mode = 'write' | 'receive';

function WritePane() {
  const { t } = useTranslation('letters');
  const toast = useToast();
  const write = useWriteLetter();
  const [text, setText] = useState('');
  const [requestId, setRequestId] = useState(() => newRequestId('lw'));
  const [sent, setSent] = useState(false);
  const words = countLetterWords(text);
  const over = words > LIMITS.letterWordsMax;

  const send = () =>
    write.mutate(
      { request_id: requestId, text },
      {
        onSuccess: () => {
          setText('');
          setRequestId(newRequestId('lw'));
          setSent(true);
        },
        onError: (err) => toast(errorText(err, t('error'))),
      },
    );

  if (sent)
    return (
      <section className="letters-paper letters-sent" data-testid="letters-sent">
        <div className="letters-envelope-fly" aria-hidden="true">
          <EnvelopeIcon />
        </div>
        <h2 className="letters-paper-title">{t('write.sentTitle')}</h2>
        <p className="letters-muted">{t('write.sentBody')}</p>
        <button type="button" className="letters-btn letters-btn-ghost" onClick={() => setSent(false)}>
          {t('write.again')}
        </button>
      </section>
    );
  return (
    <section className="letters-paper" aria-labelledby="letters-write-title">
      <h2 id="letters-write-title" className="letters-paper-title">
        {t('write.title')}
      </h2>
      <p className="letters-paper-hint">{t('write.hint')}</p>
      <textarea
        className="letters-paper-input"
        value={text}
        rows={9}
        maxLength={LIMITS.letterTextMax}
        placeholder={t('write.placeholder')}
        aria-label={t('write.title')}
        aria-describedby="letters-word-count"
        onChange={(e) => setText(e.target.value)}
        data-testid="letters-write-input"
      />
      <div className="letters-paper-foot">
        <span
          id="letters-word-count"
          className={over ? 'letters-count letters-count-over' : 'letters-count'}
          data-testid="letters-word-count"
          aria-live="polite"
        >
          {t('write.count', { count: words, max: LIMITS.letterWordsMax })}
        </span>
        <button
          type="button"
          className="letters-btn letters-btn-primary"
          disabled={!text.trim() || over || write.isPending}
          onClick={send}
          data-testid="letters-send"
        >
          {write.isPending ? t('sending') : t('write.send')}
        </button>
      </div>
    </section>
  );
}

function EnvelopeIcon() {
  return (
    <svg viewBox="0 0 64 48" width="64" height="48" aria-hidden="true" focusable="false">
      <rect x="2" y="4" width="60" height="40" rx="6" fill="#fff8ec" stroke="#d9b98a" strokeWidth="2" />
      <path d="M4 8l28 20L60 8" fill="none" stroke="#d9b98a" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="32" cy="27" r="7" fill="var(--letters-seal, #c8553d)" />
    </svg>
  );
}

function ReceivePane({ onThread }: { onThread: (id: number) => void }) {
  const { t, i18n } = useTranslation('letters');
  const toast = useToast();
  const aliasName = useAliasName();
  const receive = useReceiveLetter();
  const replyTo = useReplyToLetter();
  const report = useReport();
  const block = useBlock();
  const [letter, setLetter] = useState<TLetterReceived | null>(null);
  const [reply, setReply] = useState('');
  const [replyId, setReplyId] = useState(() => newRequestId('lr'));
  const [done, setDone] = useState<'reported' | 'blocked' | null>(null);
  const words = countLetterWords(reply);

  const draw = () =>
    receive.mutate(
      { request_id: newRequestId('ld') },
      {
        onSuccess: (r) => {
          setLetter(r.letter);
          setDone(null);
          setReply('');
        },
        onError: (err) => toast(errorText(err, t('error'))),
      },
    );

  const sendReply = () => {
    if (!letter) return;
    replyTo.mutate(
      { receipt_id: letter.receipt_id, request_id: replyId, text: reply },
      {
        onSuccess: (d) => {
          setReply('');
          setReplyId(newRequestId('lr'));
          onThread(d.thread.id);
        },
        onError: (err) => toast(errorText(err, t('error'))),
      },
    );
  };

  return (
    <section className="letters-receive">
      <div
        className={letter ? 'letters-card letters-card-flipped' : 'letters-card'}
        data-testid="letters-card"
        data-flipped={Boolean(letter)}
      >
        <div className="letters-card-inner">
          <div className="letters-card-face letters-card-back" aria-hidden={Boolean(letter)}>
            <EnvelopeIcon />
            <p className="letters-card-back-text">{t('receive.prompt')}</p>
          </div>
          <div className="letters-card-face letters-card-front" aria-hidden={!letter}>
            {letter ? (
              <>
                <div className="letters-from">
                  <AliasAvatar alias={letter.author} size={32} />
                  <span className="letters-from-name">{t('receive.from', { name: aliasName(letter.author) })}</span>
                  <time className="letters-from-time" dateTime={letter.written_at}>
                    {when(letter.written_at, i18n.language)}
                  </time>
                </div>
                {/* the writer's text as text: never markup */}
                <p className="letters-card-text" data-testid="letters-card-text">
                  {letter.text}
                </p>
              </>
            ) : null}
          </div>
        </div>
      </div>
      <button
        type="button"
        className="letters-btn letters-btn-primary letters-draw"
        disabled={receive.isPending}
        onClick={draw}
        data-testid="letters-draw"
      >
        {receive.isPending ? t('receive.opening') : letter ? t('receive.another') : t('receive.open')}
      </button>
      {letter && !done ? (
        <div className="letters-paper letters-reply-box">
          <textarea
            className="letters-paper-input"
            rows={3}
            value={reply}
            maxLength={LIMITS.letterTextMax}
            placeholder={t('receive.replyPlaceholder')}
            aria-label={t('receive.replyPlaceholder')}
            onChange={(e) => setReply(e.target.value)}
            data-testid="letters-first-reply"
          />
          <div className="letters-paper-foot">
            <span className="letters-count">{t('write.count', { count: words, max: LIMITS.letterWordsMax })}</span>
            <button
              type="button"
              className="letters-btn letters-btn-primary"
              disabled={!reply.trim() || words > LIMITS.letterWordsMax || replyTo.isPending}
              onClick={sendReply}
              data-testid="letters-first-reply-send"
            >
              {t('receive.reply')}
            </button>
          </div>
          <div className="letters-safety">
            <button
              type="button"
              className="letters-link"
              onClick={() =>
                report.mutate(
                  { receipt_id: letter.receipt_id, category: 'spam' },
                  { onSuccess: () => setDone('reported'), onError: (err) => toast(errorText(err, t('error'))) },
                )
              }
              data-testid="letters-report"
            >
              {t('report')}
            </button>
            <button
              type="button"
              className="letters-link"
              onClick={() =>
                block.mutate(
                  { receipt_id: letter.receipt_id },
                  { onSuccess: () => setDone('blocked'), onError: (err) => toast(errorText(err, t('error'))) },
                )
              }
              data-testid="letters-block"
            >
              {t('block')}
            </button>
          </div>
        </div>
      ) : done ? (
        <p className="letters-muted letters-center">{t(done)}</p>
      ) : null}
    </section>
  );
}

function LettersScreen() {
  const { t, ready } = useTranslation('letters');
  const token = getUserToken();
  const box = useMailbox(Boolean(token));
  const [mode, setMode] = useState<Mode>('write');
  const [thread, setThread] = useState<number | null>(null);
  useLettersLive();
  if (!ready) return <div className="letters-page ui-page" aria-busy="true" />;
  const anonymous = isSignedOut(box.error, token);
  const quota = box.data?.quota;
  return (
    <div className="letters-page ui-page ui-scope" data-testid="letters-page">
      <PageBar
        action={
          <Link to="/h5/mailbox" className="letters-bar-link" data-testid="letters-mailbox-link">
            {t('mailbox')}
            {box.data?.unread ? <span className="letters-badge">{box.data.unread > 99 ? '99+' : box.data.unread}</span> : null}
          </Link>
        }
      />
      <section className="letters-hero">
        <h2 className="letters-hero-title">{t('hero.title')}</h2>
        <p className="letters-hero-sub">{t('hero.sub')}</p>
      </section>
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
          <Tabs
            items={[
              { value: 'write', label: t('tabs.write'), testId: 'letters-tab-write' },
              { value: 'receive', label: t('tabs.receive'), testId: 'letters-tab-receive' },
            ]}
            value={mode}
            onChange={setMode}
            ariaLabel={t('hero.title')}
            className="letters-tabs"
          />
          {quota ? (
            <p className="letters-quota" data-testid="letters-quota">
              {mode === 'write'
                ? t('quota.write', { used: quota.written, max: quota.write_max })
                : t('quota.receive', { used: quota.received, max: quota.receive_max })}
            </p>
          ) : null}
          {mode === 'write' ? <WritePane /> : <ReceivePane onThread={setThread} />}
          <p className="letters-rules">{t('rules')}</p>
        </main>
      )}
      {thread !== null ? <ThreadSheet id={thread} onClose={() => setThread(null)} /> : null}
    </div>
  );
}

/** Letters to the world (issue 14): write one, or open a random one (card flip) and reply anonymously. */
export default function LettersPage() {
  return (
    <QueryProvider>
      <LettersScreen />
    </QueryProvider>
  );
}
