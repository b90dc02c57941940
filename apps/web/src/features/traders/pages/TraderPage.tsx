import '../traders.css';
import { ErrorCode, type TTraderMe, type TTraderRecipient, type TTraderTransfer } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { List, ListRow } from '../../../components/ui/ListRow';
import { LoadMore } from '../../../components/ui/LoadMore';
import { PullToRefresh } from '../../../components/ui/PullToRefresh';
import { Sheet } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { LoadingCards, NoticeCard, StateCard } from '../../../components/ui/StateCard';
import { ApiError, isSignedOut } from '../../../lib/api';
import { QueryProvider } from '../../../lib/query';
import { newRequestId } from '../../../lib/request-id';
import { getUserToken } from '../../../lib/session';
import { lookupRecipient, refreshTrader, useTraderMe, useTraderTransfer, useTraderTransfers } from '../api';

type Asset = TTraderMe['asset'];

/** The brand's coin or diamond, drawn inline. */
function AssetIcon({ asset, size = 18 }: { asset: Asset; size?: number }) {
  if (asset === 'diamond')
    return (
      <svg className="tr-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6.2 3h11.6l4.2 5.6L12 21 2 8.6z" fill="#5cc8ff" />
        <path d="M2 8.6h20L12 21z" fill="#2f9be8" />
        <path d="M7.6 8.6 12 3l4.4 5.6L12 21z" fill="#8fdcff" opacity="0.9" />
      </svg>
    );
  return (
    <svg className="tr-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="#f5a623" />
      <circle cx="12" cy="12" r="8.2" fill="#ffd34d" stroke="#f7b731" strokeWidth="1.2" />
      <path d="M12 6.8l1.55 3.15 3.45.5-2.5 2.44.6 3.44L12 14.7l-3.1 1.63.6-3.44L7 10.45l3.45-.5z" fill="#f5a623" />
    </svg>
  );
}

function Avatar({ url, name, size = 40 }: { url: string | null; name: string; size?: number }) {
  return url ? (
    <img className="tr-avatar" src={url} alt="" width={size} height={size} />
  ) : (
    <span
      className="tr-avatar tr-avatar-letter"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
      aria-hidden="true"
    >
      {[...name][0] ?? '?'}
    </span>
  );
}

const fmt = (n: number, locale: string) => n.toLocaleString(locale);
const messageOf = (err: unknown, fallback: string) => (err instanceof ApiError && err.message ? err.message : fallback);

const LOCK = (
  <svg
    width={26}
    height={26}
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.9}
    strokeLinecap="round"
  >
    <rect x="5" y="10.5" width="14" height="10" rx="3" />
    <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5M12 14.5v2" />
  </svg>
);
const PAUSE = (
  <svg
    width={26}
    height={26}
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.9}
    strokeLinecap="round"
  >
    <circle cx="12" cy="12" r="8.5" />
    <path d="M10 9v6M14 9v6" />
  </svg>
);

function Summary({ me }: { me: TTraderMe }) {
  const { t, i18n } = useTranslation('traders');
  const share = me.daily_limit > 0 ? Math.min(1, me.used_today / me.daily_limit) : 0;
  return (
    <section className="tr-hero" data-testid="trader-summary">
      <p className="tr-hero-label">{t('stock')}</p>
      <p className="tr-hero-balance" data-testid="trader-balance">
        <AssetIcon asset={me.asset} size={26} />
        <span>{fmt(me.balance, i18n.language)}</span>
      </p>
      <div className="tr-limit">
        <div className="tr-limit-row">
          <span>{t('todayUsed')}</span>
          <span className="tr-num" data-testid="trader-used">
            {fmt(me.used_today, i18n.language)} / {fmt(me.daily_limit, i18n.language)}
          </span>
        </div>
        <div
          className="tr-bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={me.daily_limit}
          aria-valuenow={me.used_today}
          aria-label={t('todayUsed')}
        >
          <span style={{ width: `${share * 100}%` }} />
        </div>
        <div className="tr-limit-row tr-limit-foot">
          <span>{t('remaining', { amount: fmt(me.remaining_today, i18n.language) })}</span>
          <span>{t('perRecipient', { amount: fmt(me.per_recipient_limit, i18n.language) })}</span>
        </div>
      </div>
    </section>
  );
}

interface Draft {
  recipient: TTraderRecipient;
  amount: number;
  requestId: string;
}

function TransferForm({ me, onDraft }: { me: TTraderMe; onDraft: (d: Draft) => void }) {
  const { t, i18n } = useTranslation('traders');
  const [publicId, setPublicId] = useState('');
  const [recipient, setRecipient] = useState<TTraderRecipient | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async (e?: FormEvent) => {
    e?.preventDefault();
    const id = publicId.trim();
    if (!id) return;
    setBusy(true);
    setError(null);
    setRecipient(null);
    try {
      setRecipient(await lookupRecipient(id));
    } catch (err) {
      setError(err instanceof ApiError && err.code === ErrorCode.NOT_FOUND ? t('notFound') : messageOf(err, t('error')));
    } finally {
      setBusy(false);
    }
  };

  const n = Number(amount);
  const valid = recipient !== null && Number.isInteger(n) && n > 0 && n <= recipient.max_amount;
  const tooMuch = recipient !== null && Number.isInteger(n) && n > recipient.max_amount;
  const chips = [100, 500, 1_000].filter((c) => recipient && c <= recipient.max_amount);

  return (
    <Card className="tr-card" title={t('sendTitle')} testId="trader-form">
      <form className="tr-lookup" onSubmit={find}>
        <label className="tr-field">
          <span className="tr-field-label">{t('recipientId')}</span>
          <input
            className="tr-input"
            value={publicId}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('recipientPlaceholder')}
            onChange={(e) => {
              setPublicId(e.target.value);
              setRecipient(null);
              setError(null);
            }}
            data-testid="trader-recipient-id"
          />
        </label>
        <button type="submit" className="tr-btn tr-btn-ghost tr-lookup-btn" disabled={busy || !publicId.trim()} data-testid="trader-lookup">
          {t('lookup')}
        </button>
      </form>
      {recipient ? (
        <div className="tr-recipient" data-testid="trader-recipient">
          <Avatar url={recipient.user.avatar_url} name={recipient.user.nickname} />
          <div className="tr-recipient-text">
            <strong>{recipient.user.nickname}</strong>
            <span>ID {recipient.user.public_id}</span>
          </div>
          <span className="tr-recipient-max">{t('maxToday', { amount: fmt(recipient.max_amount, i18n.language) })}</span>
        </div>
      ) : null}
      {recipient ? (
        <>
          <label className="tr-field">
            <span className="tr-field-label">{t('amount')}</span>
            <span className="tr-amount">
              <AssetIcon asset={me.asset} />
              <input
                className="tr-input tr-input-amount"
                value={amount}
                inputMode="numeric"
                placeholder={t('amountPlaceholder')}
                onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, '').slice(0, 9))}
                data-testid="trader-amount"
              />
            </span>
          </label>
          {chips.length ? (
            <div className="tr-chips">
              {chips.map((c) => (
                <button key={c} type="button" className="tr-chip" onClick={() => setAmount(String(c))}>
                  {fmt(c, i18n.language)}
                </button>
              ))}
            </div>
          ) : null}
          {tooMuch ? <p className="tr-hint tr-hint-warn">{t('overMax', { amount: fmt(recipient.max_amount, i18n.language) })}</p> : null}
        </>
      ) : null}
      {error ? (
        <p className="tr-hint tr-hint-warn" role="alert" data-testid="trader-error">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="tr-btn tr-btn-primary tr-send"
        disabled={!valid}
        onClick={() => recipient && onDraft({ recipient, amount: n, requestId: newRequestId('tt') })}
        data-testid="trader-next"
      >
        {t('next')}
      </button>
    </Card>
  );
}

function ConfirmSheet({
  draft,
  asset,
  onClose,
  onDone,
}: {
  draft: Draft;
  asset: Asset;
  onClose: () => void;
  onDone: (t: TTraderTransfer) => void;
}) {
  const { t, i18n } = useTranslation('traders');
  const send = useTraderTransfer();
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setError(null);
    send.mutate(
      { request_id: draft.requestId, public_id: draft.recipient.user.public_id, amount: draft.amount },
      { onSuccess: onDone, onError: (err) => setError(messageOf(err, t('error'))) },
    );
  };
  const u = draft.recipient.user;
  return (
    <Sheet
      onClose={send.isPending ? undefined : onClose}
      closeLabel={t('cancel')}
      labelledBy="tr-confirm-title"
      className="tr-sheet ui-light ui-scope"
      panelTestId="trader-confirm"
    >
      <h2 id="tr-confirm-title" className="tr-sheet-title">
        {t('confirmTitle')}
      </h2>
      <div className="tr-sheet-who">
        <Avatar url={u.avatar_url} name={u.nickname} size={56} />
        <strong>{u.nickname}</strong>
        <span className="tr-sheet-id">ID {u.public_id}</span>
      </div>
      <p className="tr-sheet-amount">
        <AssetIcon asset={asset} size={24} />
        <span data-testid="trader-confirm-amount">{fmt(draft.amount, i18n.language)}</span>
      </p>
      <p className="tr-hint">{t('confirmNote')}</p>
      {error ? (
        <p className="tr-hint tr-hint-warn" role="alert" data-testid="trader-confirm-error">
          {error}
        </p>
      ) : null}
      <div className="tr-sheet-actions">
        <button type="button" className="tr-btn tr-btn-ghost" onClick={onClose} disabled={send.isPending}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className="tr-btn tr-btn-primary"
          onClick={confirm}
          disabled={send.isPending}
          data-testid="trader-confirm-send"
        >
          {send.isPending ? t('sending') : t('confirm')}
        </button>
      </div>
    </Sheet>
  );
}

function ResultSheet({ transfer, onClose }: { transfer: TTraderTransfer; onClose: () => void }) {
  const { t, i18n } = useTranslation('traders');
  return (
    <Sheet
      onClose={onClose}
      closeLabel={t('done')}
      labelledBy="tr-done-title"
      className="tr-sheet ui-light ui-scope"
      panelTestId="trader-result"
      placement="center"
    >
      <span className="tr-done-mark" aria-hidden="true">
        <svg
          width={30}
          height={30}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.6}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h2 id="tr-done-title" className="tr-sheet-title">
        {t('doneTitle')}
      </h2>
      <p className="tr-hint" data-testid="trader-result-text">
        {t('doneBody', { name: transfer.recipient.nickname, amount: fmt(transfer.amount, i18n.language) })}
      </p>
      <button type="button" className="tr-btn tr-btn-primary tr-send" onClick={onClose} data-testid="trader-done">
        {t('done')}
      </button>
    </Sheet>
  );
}

function History({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useTranslation('traders');
  const list = useTraderTransfers(enabled);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card className="tr-card" title={t('history')} testId="trader-history">
      {list.isPending ? (
        <Skeleton className="tr-skeleton-row" />
      ) : items.length === 0 ? (
        <EmptyState testId="trader-history-empty">{t('historyEmpty')}</EmptyState>
      ) : (
        <>
          <List className="tr-list">
            {items.map((x) => (
              <ListRow
                key={x.id}
                testId="trader-transfer-row"
                lead={<Avatar url={x.recipient.avatar_url} name={x.recipient.nickname} size={36} />}
                title={x.recipient.nickname}
                subs={[
                  `ID ${x.recipient.public_id} · ${new Date(x.created_at).toLocaleString(i18n.language, { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' })}`,
                ]}
                side={
                  <span className="tr-row-amount">
                    −{fmt(x.amount, i18n.language)}
                    <AssetIcon asset={x.asset} size={14} />
                  </span>
                }
              />
            ))}
          </List>
          <LoadMore
            hasMore={Boolean(list.hasNextPage)}
            loading={list.isFetchingNextPage}
            onMore={() => void list.fetchNextPage()}
            label={t('more')}
            loadingLabel={t('loading')}
            end={t('end')}
          />
        </>
      )}
    </Card>
  );
}

function TraderScreen() {
  const { t, ready } = useTranslation('traders');
  const token = getUserToken();
  const me = useTraderMe(Boolean(token));
  const [draft, setDraft] = useState<Draft | null>(null);
  const [done, setDone] = useState<TTraderTransfer | null>(null);
  const [formKey, setFormKey] = useState(0);

  const data = me.data;
  const state = isSignedOut(me.error, token)
    ? 'signed-out'
    : data
      ? data.status === 'active'
        ? 'active'
        : data.status === 'suspended'
          ? 'suspended'
          : data.status === 'pending'
            ? 'pending'
            : 'not-trader'
      : me.isError
        ? 'error'
        : 'loading';

  if (!ready) return <div className="tr-page ui-light" aria-busy="true" />;
  return (
    <div className="tr-page ui-light ui-scope" data-testid="trader-page" data-state={state}>
      <PageBar />
      <PullToRefresh onRefresh={refreshTrader} disabled={state === 'signed-out'} testId="trader-pull">
        <main className="tr-content">
          {state === 'signed-out' || state === 'error' ? (
            <StateCard
              state={state}
              fetching={me.isFetching}
              onRetry={() => void me.refetch()}
              testId="trader"
              text={{
                signedOut: t('signIn'),
                signIn: t('signInAction'),
                errorTitle: t('error'),
                errorBody: t('errorBody'),
                retry: t('retry'),
              }}
            />
          ) : state === 'loading' ? (
            <LoadingCards cards={['tr-skeleton-hero', 'tr-skeleton-card']} />
          ) : state === 'not-trader' || state === 'pending' ? (
            <NoticeCard
              icon={LOCK}
              title={state === 'pending' ? t('pendingTitle') : t('notTraderTitle')}
              body={state === 'pending' ? t('pendingBody') : t('notTraderBody')}
              testId="trader-not-trader"
            />
          ) : state === 'suspended' ? (
            <>
              <NoticeCard icon={PAUSE} title={t('suspendedTitle')} body={t('suspendedBody')} testId="trader-suspended" />
              <History enabled />
            </>
          ) : data ? (
            <>
              <Summary me={data} />
              <TransferForm key={formKey} me={data} onDraft={setDraft} />
              <History enabled />
              <ul className="tr-rules">
                <li>{t('rule1')}</li>
                <li>{t('rule2')}</li>
                <li>{t('rule3')}</li>
              </ul>
            </>
          ) : null}
        </main>
      </PullToRefresh>
      {draft && data ? (
        <ConfirmSheet
          draft={draft}
          asset={data.asset}
          onClose={() => setDraft(null)}
          onDone={(x) => {
            setDraft(null);
            setDone(x);
            setFormKey((k) => k + 1);
          }}
        />
      ) : null}
      {done ? <ResultSheet transfer={done} onClose={() => setDone(null)} /> : null}
    </div>
  );
}

/** A coin trader's page (issue 13): stock, today's limit, a transfer with look-up and confirm, history. */
export default function TraderPage() {
  return (
    <QueryProvider>
      <TraderScreen />
    </QueryProvider>
  );
}
