import '../invite.css';
import {
  BRANDS,
  ErrorCode,
  isReferralCode,
  LINK_BUDDY_DAYS,
  priceAsset,
  REFERRAL_REWARDS,
  type TReferralInviteePage,
  type TReferralMe,
} from '@app/shared';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { cx } from '../../../components/ui/cx';
import { EmptyState } from '../../../components/ui/EmptyState';
import { List, ListRow } from '../../../components/ui/ListRow';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { StateCard } from '../../../components/ui/StateCard';
import { useToast } from '../../../components/ui/Toast';
import { ApiError, isSignedOut } from '../../../lib/api';
import { useAppName } from '../../../lib/app-name';
import { copyText } from '../../../lib/bridge';
import { formatDate, formatNumber } from '../../../lib/format';
import { useRouteHandle } from '../../../lib/route-handle';
import { getUserToken } from '../../../lib/session';
import { bindInviter, useReferralInvitees, useReferralMe } from '../api/invite';

// the QR encoder loads after the page paints (it is not needed for the first frame)
const QrCode = lazy(() => import('../../../components/ui/QrCode').then((m) => ({ default: m.QrCode })));

type View = 'intro' | 'record' | 'buddy';
const VIEWS: Record<string, View> = {
  intro_invite_friends: 'intro',
  auth_japan_invite: 'intro',
  record_invite_friends: 'record',
  auth_japan_invite_history: 'record',
  auth_japan_link_buddy: 'buddy',
  auth_cn_link_buddy: 'buddy',
};

/** Where the family's other pages are, in this brand's table (wakoo's live under /h5/auth/). */
function paths(routeName: string) {
  const wakoo = routeName.startsWith('auth_');
  return {
    intro: wakoo ? '/h5/auth/japan/invite' : '/h5/intro_invite_friends',
    record: wakoo ? '/h5/auth/japan/invite/history' : '/h5/record_invite_friends',
    buddy: wakoo ? (routeName === 'auth_cn_link_buddy' ? '/h5/auth/cn/link_buddy' : '/h5/auth/japan/link_buddy') : null,
  };
}

/** The full invite link (the site's origin, the brand kept for a shared host name). */
export function fullLink(path: string, brand: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${path}${brand === 'default' ? '' : `?app_name=${encodeURIComponent(brand)}`}`;
}

function Icon({ d, size = 18 }: { d: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
const COPY = 'M9 9h10v11H9zM5 15V4h10';
const SHARE = 'M12 3v12M7 8l5-5 5 5M5 14v6h14v-6';
const GIFT = 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0';
const CHEVRON = 'M9 6l6 6-6 6';

// ---- intro: my code, link, QR, share, rules, totals -------------------------------------------

function Totals({ me }: { me: TReferralMe }) {
  const { t, i18n } = useTranslation('referral');
  const fmt = (n: number) => formatNumber(n, i18n.language);
  const items = [
    { key: 'invited', value: me.totals.invited },
    { key: 'rewarded', value: me.totals.rewarded },
    { key: 'coins', value: me.totals.coins },
    { key: 'points', value: me.totals.points },
  ];
  return (
    <dl className="inv-totals" data-testid="invite-totals">
      {items.map((i) => (
        <div key={i.key} className="inv-total" data-testid={`invite-total-${i.key}`} data-value={i.value}>
          <dt>{t(`invite.totals.${i.key}`)}</dt>
          <dd>{fmt(i.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function RewardRules() {
  const { t, i18n } = useTranslation('referral');
  const fmt = (n: number) => formatNumber(n, i18n.language);
  const r = REFERRAL_REWARDS;
  const unit = t(`asset.${priceAsset(useAppName())}`);
  const items = [
    { key: 'share', text: t('invite.rules.share') },
    { key: 'join', text: t('invite.rules.join', { days: LINK_BUDDY_DAYS }) },
    { key: 'recharge', text: t('invite.rules.recharge', { coins: fmt(r.recharge.amount), unit }) },
    { key: 'host', text: t('invite.rules.host', { threshold: fmt(r.host.threshold), points: fmt(r.host.amount) }) },
    { key: 'once', text: t('invite.rules.once') },
    { key: 'self', text: t('invite.rules.self') },
  ];
  return (
    <Card className="inv-card" title={t('invite.rules.title')} testId="invite-rules">
      <RulesBlock items={items} />
    </Card>
  );
}

function Intro({ me, where }: { me: TReferralMe; where: ReturnType<typeof paths> }) {
  const { t, i18n } = useTranslation('referral');
  const brand = useAppName();
  const app = BRANDS[brand].displayName;
  const toast = useToast();
  const { search } = useLocation();
  const link = fullLink(me.link_path, brand);
  const shareText = t('invite.shareText', { app, code: me.code, link });
  const copy = async (text: string, done: string) => toast((await copyText(text)) ? done : t('invite.copyFailed'));
  const share = async () => {
    if (typeof navigator !== 'undefined' && 'share' in navigator) {
      try {
        await navigator.share({ text: shareText });
        return;
      } catch {
        // cancelled or refused: copy instead
      }
    }
    await copy(shareText, t('invite.shareCopied'));
  };
  const r = REFERRAL_REWARDS;
  return (
    <>
      <section className="inv-hero" data-testid="invite-hero">
        <p className="inv-hero-kicker">
          <Icon d={GIFT} size={16} /> {t('invite.kicker', { app })}
        </p>
        <h2 className="inv-hero-title">
          {t('invite.title', { coins: formatNumber(r.recharge.amount, i18n.language), unit: t(`asset.${priceAsset(brand)}`) })}
        </h2>
        <p className="inv-hero-sub">{t('invite.subtitle')}</p>
        <div className="inv-code-box">
          <span className="inv-code-label">{t('invite.myCode')}</span>
          <strong className="inv-code" data-testid="invite-code">
            {me.code}
          </strong>
          <button
            type="button"
            className="inv-chip"
            data-testid="invite-copy-code"
            onClick={() => void copy(me.code, t('invite.codeCopied'))}
          >
            <Icon d={COPY} size={14} /> {t('invite.copy')}
          </button>
        </div>
        <div className="inv-qr">
          <Suspense fallback={<span className="inv-qr-slot" aria-hidden="true" />}>
            <QrCode value={link} size={148} label={t('invite.qrLabel')} testId="invite-qr" />
          </Suspense>
          <p className="inv-link" data-testid="invite-link">
            {link}
          </p>
        </div>
        <div className="inv-actions">
          <button
            type="button"
            className="inv-btn inv-btn-ghost"
            data-testid="invite-copy-link"
            onClick={() => void copy(link, t('invite.linkCopied'))}
          >
            <Icon d={COPY} size={16} /> {t('invite.copyLink')}
          </button>
          <button type="button" className="inv-btn" data-testid="invite-share" onClick={() => void share()}>
            <Icon d={SHARE} size={16} /> {t('invite.share')}
          </button>
        </div>
      </section>
      <Card className="inv-card" title={t('invite.totals.title')}>
        <Totals me={me} />
        <List className="inv-links">
          <ListRow
            variant="plain"
            title={
              <Link to={`${where.record}${search}`} data-testid="invite-record-link">
                {t('invite.seeRecord')}
              </Link>
            }
            side={<Icon d={CHEVRON} size={16} />}
          />
          <ListRow
            variant="plain"
            title={t('invite.hostLink')}
            subs={[t('invite.hostLinkNote')]}
            side={
              <button
                type="button"
                className="inv-chip inv-chip-soft"
                data-testid="invite-copy-host-link"
                onClick={() => void copy(fullLink(me.host_link_path, brand), t('invite.linkCopied'))}
              >
                <Icon d={COPY} size={14} /> {t('invite.copy')}
              </button>
            }
          />
          {where.buddy && me.can_bind ? (
            <ListRow
              variant="plain"
              title={
                <Link to={`${where.buddy}${search}`} data-testid="invite-buddy-link">
                  {t('invite.haveCode')}
                </Link>
              }
              side={<Icon d={CHEVRON} size={16} />}
            />
          ) : null}
        </List>
      </Card>
      <RewardRules />
    </>
  );
}

// ---- record: the accounts I invited ------------------------------------------------------------

type Invitee = TReferralInviteePage['items'][number];

function InviteeRow({ item }: { item: Invitee }) {
  const { t, i18n } = useTranslation('referral');
  const paid = item.rewards.filter((w) => w.state === 'rewarded');
  return (
    <ListRow
      variant="card"
      className="inv-row"
      testId="invitee-row"
      data-state={item.state}
      lead={
        <span className="inv-avatar" aria-hidden="true">
          {Array.from(item.nickname)[0]}
        </span>
      }
      title={item.nickname}
      subs={[t('record.joined', { date: formatDate(item.registered_at, i18n.language) }), item.reason ? t(`reason.${item.reason}`) : null]}
      side={
        <span className="inv-row-side">
          <span className={cx('inv-state', `inv-state-${item.state}`)} data-testid="invitee-state">
            {t(`state.${item.state}`)}
          </span>
          {paid.map((w) => (
            <span key={w.kind} className="inv-row-reward">
              +{formatNumber(w.amount, i18n.language)} {t(`asset.${w.asset}`)}
            </span>
          ))}
        </span>
      }
    />
  );
}

function Record({ me }: { me: TReferralMe }) {
  const { t } = useTranslation('referral');
  const list = useReferralInvitees();
  const items = list.items;
  return (
    <>
      <Card className="inv-card inv-summary">
        <Totals me={me} />
      </Card>
      <Card className="inv-card" title={t('record.title')} testId="invitee-list">
        {list.isPending ? (
          <Skeleton className="inv-skeleton" />
        ) : list.isError ? (
          <p className="inv-error" role="alert">
            {t('loadFailed')}{' '}
            <button type="button" className="inv-chip" onClick={() => void list.refetch()}>
              {t('retry')}
            </button>
          </p>
        ) : items.length === 0 ? (
          <EmptyState className="inv-empty" testId="invitee-empty">
            <p>{t('record.empty')}</p>
          </EmptyState>
        ) : (
          <>
            <List className="inv-list">
              {items.map((i) => (
                <InviteeRow key={`${i.registered_at}:${i.nickname}`} item={i} />
              ))}
            </List>
            {list.hasMore ? (
              <button
                type="button"
                className="inv-btn inv-btn-ghost inv-more"
                disabled={list.loadingMore}
                data-testid="invitee-more"
                onClick={() => void list.fetchMore().catch(() => undefined)}
              >
                {t('record.more')}
              </button>
            ) : (
              <p className="inv-end">{t('record.end')}</p>
            )}
          </>
        )}
      </Card>
    </>
  );
}

// ---- link buddy: bind an inviter by code --------------------------------------------------------

function Buddy({ me, market, onBound }: { me: TReferralMe; market: 'japan' | 'cn'; onBound: (me: TReferralMe) => void }) {
  const { t, i18n } = useTranslation('referral');
  const [pending, setPending] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!isReferralCode(value)) {
      setError(t('buddy.invalid'));
      return;
    }
    setError(null);
    setPending(true);
    bindInviter(value).then(onBound, (err: unknown) => {
      setPending(false);
      setError(err instanceof ApiError && err.code !== ErrorCode.NETWORK ? err.message : t('loadFailed'));
    });
  };
  if (me.inviter)
    return (
      <Card className="inv-card inv-bound" testId="buddy-bound">
        <span className="inv-avatar inv-avatar-lg" aria-hidden="true">
          {Array.from(me.inviter.nickname)[0]}
        </span>
        <p className="inv-bound-label">{t('buddy.boundTitle')}</p>
        <p className="inv-bound-name" data-testid="buddy-inviter">
          {me.inviter.nickname}
        </p>
        <p className="inv-bound-meta">
          ID {me.inviter.public_id} · {t('buddy.boundAt', { date: formatDate(me.inviter.bound_at, i18n.language) })}
        </p>
      </Card>
    );
  if (!me.can_bind)
    return (
      <Card className="inv-card inv-bound" testId="buddy-closed">
        <p className="inv-bound-label">{t('buddy.closedTitle')}</p>
        <p className="inv-bound-meta">{t('buddy.closedBody', { days: LINK_BUDDY_DAYS })}</p>
      </Card>
    );
  return (
    <Card className="inv-card" title={t(`buddy.title.${market}`)} testId="buddy-form-card">
      <p className="inv-muted">{t('buddy.body', { days: LINK_BUDDY_DAYS, date: formatDate(me.bind_until, i18n.language) })}</p>
      <form className="inv-form" onSubmit={submit} noValidate>
        <label className="inv-label" htmlFor="buddy-code">
          {t('buddy.label')}
        </label>
        <input
          id="buddy-code"
          className={cx('inv-input', error && 'is-invalid')}
          inputMode="text"
          autoComplete="off"
          maxLength={10}
          placeholder={t('buddy.placeholder')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'buddy-error' : undefined}
          data-testid="buddy-code"
        />
        {error ? (
          <p id="buddy-error" className="inv-field-error" role="alert" data-testid="buddy-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="inv-btn inv-btn-block" disabled={pending || code.trim() === ''} data-testid="buddy-submit">
          {t('buddy.submit')}
        </button>
      </form>
      <RulesBlock
        marker="disc"
        className="inv-buddy-rules"
        items={[
          { key: 'once', text: t('buddy.rules.once') },
          { key: 'self', text: t('buddy.rules.self') },
          { key: 'cycle', text: t('buddy.rules.cycle') },
        ]}
      />
    </Card>
  );
}

function LoadingView() {
  return (
    <div aria-busy="true">
      <Skeleton className="inv-skeleton-hero" />
      <Skeleton className="inv-skeleton" />
    </div>
  );
}

function InviteScreen() {
  const { t, ready } = useTranslation('referral');
  const handle = useRouteHandle();
  const view = VIEWS[handle.name ?? ''] ?? 'intro';
  const where = paths(handle.name ?? '');
  const token = getUserToken();
  const me = useReferralMe();
  const state = isSignedOut(me.error, token) ? 'signed-out' : me.isError ? 'error' : me.data ? 'ready' : 'loading';
  if (!ready) return <div className="inv-page ui-light" data-testid="invite-page" data-state="loading" aria-busy="true" />;
  return (
    <div className="inv-page ui-light ui-scope" data-testid="invite-page" data-view={view} data-state={state}>
      <PageBar />
      <main className="inv-content">
        {state === 'signed-out' || state === 'error' ? (
          <StateCard
            state={state}
            fetching={me.isPending}
            onRetry={() => void me.refetch()}
            text={{
              signedOut: t('signedOut'),
              signIn: t('signIn'),
              notAllowedTitle: '',
              notAllowedBody: '',
              errorTitle: t('errorTitle'),
              errorBody: t('loadFailed'),
              retry: t('retry'),
            }}
          />
        ) : !me.data ? (
          <LoadingView />
        ) : view === 'record' ? (
          <Record me={me.data} />
        ) : view === 'buddy' ? (
          <Buddy me={me.data} market={handle.name === 'auth_cn_link_buddy' ? 'cn' : 'japan'} onBound={(next) => me.setData(() => next)} />
        ) : (
          <Intro me={me.data} where={where} />
        )}
      </main>
    </div>
  );
}

/**
 * Invite friends (`/h5/intro_invite_friends`, wakoo `/h5/auth/japan/invite`), the invite record
 * (`/h5/record_invite_friends`, `/h5/auth/japan/invite/history`) and link buddy
 * (`/h5/auth/japan/link_buddy`, `/h5/auth/cn/link_buddy`): one page, its view chosen by the route.
 */
export default function InvitePage() {
  return <InviteScreen />;
}
