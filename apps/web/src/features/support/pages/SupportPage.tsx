import '../../../components/ui/button.css';
import '../support.css';
import {
  FEEDBACK_CATEGORIES,
  type FeedbackCategory,
  LIMITS,
  normalizeLocale,
  type TSupportImage,
  type TSupportMessage,
  type TSupportThreadSummary,
} from '@app/shared';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageBar } from '../../../components/PageBar';
import { ChipGroup } from '../../../components/ui/ChipGroup';
import { EmptyState } from '../../../components/ui/EmptyState';
import { CardButtonRow, List } from '../../../components/ui/ListRow';
import { SignInPrompt } from '../../../components/ui/SignInPrompt';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import '../../../components/ui/disc.css';
import { CountedTextArea } from '../../../components/ui/TextArea';
import { ApiError, isSignedOut } from '../../../lib/api';
import { toast } from '../../../lib/bridge';
import { QueryProvider } from '../../../lib/query';
import { getUserToken } from '../../../lib/session';
import {
  uploadImage,
  useCreateThread,
  useMarkRead,
  useMyThreads,
  usePostMessage,
  useRate,
  useSupportLive,
  useThread,
} from '../api/support';
import { deviceInfo } from '../lib/device';

function when(iso: string, locale: string, now = new Date()): string {
  const d = new Date(iso);
  if (d.toDateString() === now.toDateString()) return d.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  return d.toLocaleString(locale, { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** Picks up to the limit of images and uploads each; shows thumbnails with a remove button. */
function ImagePicker({ images, onChange }: { images: TSupportImage[]; onChange: (next: TSupportImage[]) => void }) {
  const { t } = useTranslation('support');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])].slice(0, LIMITS.supportImagesPerMessageMax - images.length);
    e.target.value = '';
    if (files.length === 0) return;
    setBusy(true);
    const next = [...images];
    for (const f of files) {
      try {
        const up = await uploadImage(f);
        next.push({ key: up.key, url: up.url });
      } catch (err) {
        if (!(err instanceof ApiError)) toast(t('imageFailed'));
      }
    }
    setBusy(false);
    onChange(next);
  };
  return (
    <div className="sp-images">
      {images.map((img) => (
        <span className="sp-thumb" key={img.key}>
          <img src={img.url} alt="" />
          <button type="button" aria-label={t('removeImage')} onClick={() => onChange(images.filter((i) => i.key !== img.key))}>
            ×
          </button>
        </span>
      ))}
      {images.length < LIMITS.supportImagesPerMessageMax ? (
        <button type="button" className="sp-add-image" onClick={() => input.current?.click()} disabled={busy} aria-label={t('addImage')}>
          {busy ? <Spinner size={18} /> : <span aria-hidden="true">＋</span>}
          <small>{t('imageCount', { count: images.length, max: LIMITS.supportImagesPerMessageMax })}</small>
        </button>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        hidden
        onChange={(e) => void pick(e)}
        data-testid="support-file"
      />
    </div>
  );
}

function NewThread({ onCreated }: { onCreated: (id: number) => void }) {
  const { t, i18n } = useTranslation('support');
  const [category, setCategory] = useState<FeedbackCategory | null>(null);
  const [text, setText] = useState('');
  const [images, setImages] = useState<TSupportImage[]>([]);
  const create = useCreateThread();
  const ready = category !== null && text.trim().length > 0 && !create.isPending;
  const submit = async () => {
    if (!ready) return;
    const t0 = await create.mutateAsync({
      category,
      text: text.trim(),
      images: images.map((i) => i.key),
      language: normalizeLocale(i18n.language) ?? 'en',
      device: await deviceInfo(),
    });
    onCreated(t0.thread.id);
  };
  return (
    <form
      className="sp-form"
      data-testid="support-new"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <section className="sp-card">
        <h2 className="sp-label">{t('category')}</h2>
        <ChipGroup
          label={t('category')}
          options={FEEDBACK_CATEGORIES}
          value={category}
          onChange={setCategory}
          testId={(c) => `support-category-${c}`}
        >
          {(c) => t(`categories.${c}`)}
        </ChipGroup>
      </section>
      <section className="sp-card">
        <label className="sp-label" htmlFor="sp-text">
          {t('describe')}
        </label>
        <CountedTextArea
          id="sp-text"
          rows={6}
          maxLength={LIMITS.supportMessageTextMax}
          placeholder={t('describeHint')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="support-text"
        />
        <h2 className="sp-label">{t('screenshots')}</h2>
        <ImagePicker images={images} onChange={setImages} />
      </section>
      <p className="sp-note">{t('privacyNote')}</p>
      <button type="submit" className="ui-btn ui-btn-block" disabled={!ready} data-testid="support-submit">
        {create.isPending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}

function Bubble({ m, locale }: { m: TSupportMessage; locale: string }) {
  const { t } = useTranslation('support');
  const mine = m.author === 'user';
  return (
    <li className={mine ? 'sp-msg sp-msg-me' : 'sp-msg sp-msg-staff'} data-testid="support-message" data-author={m.author}>
      {mine ? null : (
        <span className="sp-msg-avatar ui-disc" aria-hidden="true">
          CS
        </span>
      )}
      <div className="sp-msg-body">
        {mine ? null : <div className="sp-msg-name">{m.staff_name ? t('staffNamed', { name: m.staff_name }) : t('staff')}</div>}
        {/* what people typed, as text: never markup */}
        {m.text ? <p className="sp-msg-text">{m.text}</p> : null}
        {m.images.length ? (
          <div className="sp-msg-images">
            {m.images.map((img) => (
              <a key={img.key} href={img.url} target="_blank" rel="noopener noreferrer">
                <img src={img.url} alt={t('image')} loading="lazy" />
              </a>
            ))}
          </div>
        ) : null}
        <time className="sp-msg-time" dateTime={m.created_at}>
          {when(m.created_at, locale)}
        </time>
      </div>
    </li>
  );
}

function Stars({ value, onChange }: { value: number; onChange?: (n: number) => void }) {
  const { t } = useTranslation('support');
  return (
    <fieldset className="sp-stars" aria-label={t('rateTitle')}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          className={n <= value ? 'sp-star sp-star-on' : 'sp-star'}
          disabled={!onChange}
          aria-pressed={onChange ? n === value : undefined}
          aria-label={t('stars', { count: n })}
          onClick={() => onChange?.(n)}
          data-testid={`support-star-${n}`}
        >
          ★
        </button>
      ))}
    </fieldset>
  );
}

function ThreadView({ id }: { id: number }) {
  const { t, i18n } = useTranslation('support');
  const q = useThread(id);
  const { mutate: markSeen } = useMarkRead(id);
  const post = usePostMessage(id);
  const rate = useRate(id);
  const [text, setText] = useState('');
  const [images, setImages] = useState<TSupportImage[]>([]);
  const [stars, setStars] = useState(0);
  const end = useRef<HTMLDivElement>(null);
  const count = q.data?.messages.length ?? 0;
  useEffect(() => {
    if (count) end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  // opened, or a reply arrived while open: what the user sees is read
  const unread = q.data?.thread.unread ?? 0;
  useEffect(() => {
    if (unread > 0) markSeen();
  }, [unread, markSeen]);
  if (q.isError) return <p className="sp-center sp-muted">{t('error')}</p>;
  if (!q.data)
    return (
      <div className="sp-pad" aria-busy="true">
        <Skeleton card className="sp-skeleton" />
        <Skeleton card className="sp-skeleton" />
      </div>
    );
  const { thread, messages } = q.data;
  const send = () => {
    if (!text.trim() && images.length === 0) return;
    post.mutate(
      { text: text.trim(), images: images.map((i) => i.key) },
      {
        onSuccess: () => {
          setText('');
          setImages([]);
        },
      },
    );
  };
  return (
    <div className="sp-chat" data-testid="support-thread" data-status={thread.status}>
      <div className="sp-chat-head">
        <span className={`sp-status sp-status-${thread.status}`}>{t(`status.${thread.status}`)}</span>
        <span className="sp-muted">
          {t(`categories.${thread.category}`)} · #{thread.id}
        </span>
      </div>
      <ol className="sp-messages" data-testid="support-messages">
        {messages.map((m) => (
          <Bubble key={m.id} m={m} locale={i18n.language} />
        ))}
      </ol>
      <div ref={end} />
      {thread.status === 'closed' ? (
        <section className="sp-card sp-rate" data-testid="support-rate">
          <h2 className="sp-label">{thread.rating ? t('rated') : t('rateTitle')}</h2>
          {thread.can_rate ? (
            <>
              <Stars value={stars} onChange={setStars} />
              <button
                type="button"
                className="ui-btn ui-btn-block"
                disabled={stars === 0 || rate.isPending}
                onClick={() => rate.mutate({ rating: stars })}
                data-testid="support-rate-submit"
              >
                {t('rateSubmit')}
              </button>
            </>
          ) : (
            <Stars value={thread.rating ?? 0} />
          )}
          <p className="sp-note">{t('closedNote')}</p>
        </section>
      ) : (
        <form
          className="sp-composer"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          {images.length ? <ImagePicker images={images} onChange={setImages} /> : null}
          <div className="sp-composer-row">
            <label className="sp-attach" aria-label={t('addImage')}>
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                hidden
                onChange={async (e) => {
                  const f = e.target.files?.[0];
                  e.target.value = '';
                  if (!f || images.length >= LIMITS.supportImagesPerMessageMax) return;
                  try {
                    const up = await uploadImage(f);
                    setImages((prev) => [...prev, { key: up.key, url: up.url }]);
                  } catch (err) {
                    if (!(err instanceof ApiError)) toast(t('imageFailed'));
                  }
                }}
              />
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                <rect x="3" y="5" width="18" height="14" rx="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
                <circle cx="9" cy="10" r="1.6" fill="currentColor" />
                <path d="M5 17l5-5 4 4 2-2 3 3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
              </svg>
            </label>
            <input
              className="sp-input"
              value={text}
              maxLength={LIMITS.supportMessageTextMax}
              placeholder={t('replyHint')}
              onChange={(e) => setText(e.target.value)}
              data-testid="support-reply"
            />
            <button type="submit" className="ui-btn" disabled={post.isPending || (!text.trim() && !images.length)}>
              {t('send')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

function ThreadRow({ item, onOpen }: { item: TSupportThreadSummary; onOpen: () => void }) {
  const { t, i18n } = useTranslation('support');
  return (
    <CardButtonRow
      className="sp-row"
      testId="support-row"
      data-thread-id={item.id}
      onClick={onOpen}
      lead={<span className={`sp-cat sp-cat-${item.category}`}>{t(`categoryShort.${item.category}`)}</span>}
      title={
        <span className="sp-row-title">
          <span className={`sp-status sp-status-${item.status}`}>{t(`status.${item.status}`)}</span>
          <span className="sp-row-cat">{t(`categories.${item.category}`)}</span>
        </span>
      }
      side={
        <span className="sp-row-side">
          <time dateTime={item.last_message_at}>{when(item.last_message_at, i18n.language)}</time>
          {item.unread > 0 ? (
            <span className="sp-badge" data-testid="support-row-unread">
              {item.unread > 99 ? '99+' : item.unread}
            </span>
          ) : null}
        </span>
      }
    >
      <span className="sp-row-preview">{item.preview}</span>
    </CardButtonRow>
  );
}

function SupportScreen() {
  const { t, ready } = useTranslation('support');
  const token = getUserToken();
  const [params, setParams] = useSearchParams();
  const threadId = Number(params.get('thread')) || null;
  const composing = params.get('new') === '1';
  const list = useMyThreads(Boolean(token) && !threadId && !composing);
  useSupportLive();
  const go = (next: Record<string, string>) => setParams(next);
  const anonymous = isSignedOut(list.error, token);
  if (!ready) return <div className="sp-page ui-light" aria-busy="true" />;
  // the brand's app_name (and the language) stay in the address while moving between views
  const keep: Record<string, string> = {};
  for (const k of ['app_name', 'app-language']) {
    const v = params.get(k);
    if (v) keep[k] = v;
  }
  const back = threadId || composing ? () => go(keep) : undefined;
  const items = list.data?.items ?? [];
  return (
    <div className="sp-page ui-light ui-scope" data-testid="support-page">
      <PageBar title={threadId ? t('chatTitle') : composing ? t('newTitle') : t('title')} {...(back ? { onBack: back } : {})} />
      {anonymous ? (
        <SignInPrompt
          text={t('login')}
          action={t('loginAction')}
          className="sp-center"
          textClassName="sp-muted"
          linkClassName="ui-btn"
          testId="support-login"
        />
      ) : threadId ? (
        <ThreadView id={threadId} />
      ) : composing ? (
        <NewThread onCreated={(id) => go({ ...keep, thread: String(id) })} />
      ) : (
        <main className="sp-home">
          <section className="sp-hero">
            <div>
              <h2 className="sp-hero-title">{t('heroTitle')}</h2>
              <p className="sp-hero-text">{t('heroText')}</p>
            </div>
            <button type="button" className="ui-btn ui-btn-light" onClick={() => go({ ...keep, new: '1' })} data-testid="support-open-new">
              {t('newFeedback')}
            </button>
          </section>
          <div className="sp-section-head">
            <h2>{t('myThreads')}</h2>
            {list.data && list.data.unread_total > 0 ? (
              <span className="sp-badge" data-testid="support-unread-total" role="status">
                {t('unreadTotal', { count: list.data.unread_total })}
              </span>
            ) : null}
          </div>
          {list.isPending ? (
            <div aria-busy="true">
              <Skeleton card className="sp-skeleton" />
              <Skeleton card className="sp-skeleton" />
            </div>
          ) : list.isError ? (
            <p className="sp-center sp-muted">{t('error')}</p>
          ) : items.length === 0 ? (
            <EmptyState className="sp-empty" testId="support-empty">
              {t('empty')}
            </EmptyState>
          ) : (
            <List className="sp-list" testId="support-list">
              {items.map((item) => (
                <ThreadRow key={item.id} item={item} onOpen={() => go({ ...keep, thread: String(item.id) })} />
              ))}
            </List>
          )}
        </main>
      )}
    </div>
  );
}

/** Customer service (spec 2 "/h5/customerservice", the feedback chat): my threads, a new one, the chat. */
export default function SupportPage() {
  return (
    <QueryProvider>
      <SupportScreen />
    </QueryProvider>
  );
}
