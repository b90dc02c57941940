import '../club.css';
import { CLUB_PRIVILEGES, CLUB_RICH_THRESHOLD, type ClubPrivilege, type TClubHall, type TClubStatus } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { HydrateLater } from '../../../components/ui/HydrateLater';
import { List, ListRow } from '../../../components/ui/ListRow';
import { RankList, RankRow } from '../../../components/ui/RankList';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { PageLoading } from '../../../components/ui/Spinner';
import { Switch } from '../../../components/ui/Switch';
import { Tabs } from '../../../components/ui/Tabs';
import { useViewerQuery } from '../../../entities/viewer';
import { isSignedOut } from '../../../lib/api';
import { useAppName, useLoginHref } from '../../../lib/app-name';
import { formatDate, formatNumber } from '../../../lib/format';
import { QueryProvider } from '../../../lib/query';
import { getUserToken } from '../../../lib/session';
import { useClubHallQuery, useClubStatusQuery, useToggleClubPrivilege } from '../api/club';
import { ClubAvatar } from '../components/ClubAvatar';
import { Emblem } from '../components/Emblem';
import { CrownIcon, LockIcon, PrivilegeIcon } from '../components/PrivilegeIcon';
import { clubProgress, coinsForPoints, POINTS_PER_GOLD_COIN } from '../lib/progress';

const TABS = ['privileges', 'hall', 'rules'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

// ---- membership card ------------------------------------------------------------------------

function LoginCard() {
  const { t } = useTranslation('club');
  return (
    <Card className="club-status club-login" testId="club-login">
      <div className="club-login-icon" aria-hidden="true">
        <LockIcon size={22} />
      </div>
      <div className="club-login-text">
        <h2 className="club-status-title">{t('login.title')}</h2>
        <p className="club-muted">{t('login.body')}</p>
      </div>
      <Link className="club-btn club-btn-gold" to={useLoginHref()} data-testid="club-login-link">
        {t('login.action')}
      </Link>
    </Card>
  );
}

function MemberCard({ status }: { status: TClubStatus }) {
  const { t, i18n } = useTranslation('club');
  const locale = i18n.language;
  return (
    <Card className="club-status club-member" testId="club-member">
      <div className="club-member-head">
        <span className="club-badge">
          <CrownIcon size={14} />
          {t('status.memberBadge')}
        </span>
        {status.source ? (
          <span className="club-chip" data-testid="club-source">
            {t(`status.source.${status.source}`)}
          </span>
        ) : null}
      </div>
      <h2 className="club-status-title">{t('status.welcome')}</h2>
      <dl className="club-member-facts">
        <div>
          <dt>{t('status.since')}</dt>
          <dd data-testid="club-since">{status.joined_at ? formatDate(status.joined_at, locale) : '—'}</dd>
        </div>
        <div>
          <dt>{t('status.richTotal')}</dt>
          <dd>{formatNumber(status.rich_total, locale)}</dd>
        </div>
      </dl>
    </Card>
  );
}

function ProgressCard({ status, appName }: { status: TClubStatus; appName: string }) {
  const { t, i18n } = useTranslation('club');
  const locale = i18n.language;
  const fmt = (n: number) => formatNumber(n, locale);
  const progress = clubProgress(status.rich_total, status.threshold);
  return (
    <Card className="club-status club-progress-card" testId="club-progress">
      <div className="club-member-head">
        <span className="club-chip club-chip-dim">{t('status.notMember')}</span>
        <span className="club-percent">{`${Math.floor(progress.percent)}%`}</span>
      </div>
      <h2 className="club-status-title">{t('status.progressTitle')}</h2>
      <div
        className="club-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={status.threshold}
        aria-valuenow={Math.min(status.rich_total, status.threshold)}
        aria-label={t('status.progressTitle')}
      >
        <div className="club-progress-fill" style={{ width: `${Math.max(progress.percent, 1.5)}%` }} />
      </div>
      <div className="club-progress-legend">
        <span>{t('status.current', { points: fmt(status.rich_total) })}</span>
        <span>{fmt(status.threshold)}</span>
      </div>
      <p className="club-remaining" data-testid="club-remaining">
        {t('status.remaining', { points: fmt(progress.remaining) })}
      </p>
      <p className="club-muted club-small">{t('status.remainingCoins', { coins: fmt(progress.remainingCoins) })}</p>
      <div className="club-actions">
        <Link className="club-btn club-btn-gold" to={`/h5/whole_rank?app_name=${encodeURIComponent(appName)}`} data-testid="club-link-rank">
          {t('status.toRanking')}
        </Link>
        <Link className="club-btn club-btn-ghost" to={`/h5/recharge_ja/${encodeURIComponent(appName)}`} data-testid="club-link-recharge">
          {t('status.toRecharge')}
        </Link>
      </div>
    </Card>
  );
}

function StatusError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('club');
  return (
    <Card className="club-status club-center" testId="club-error">
      <p className="club-muted">{t('status.error')}</p>
      <button type="button" className="club-btn club-btn-ghost" onClick={onRetry}>
        {t('status.retry')}
      </button>
    </Card>
  );
}

// ---- tabs -----------------------------------------------------------------------------------

function PrivilegesPanel({ status, anonymous }: { status: TClubStatus | undefined; anonymous: boolean }) {
  const { t } = useTranslation('club');
  const toggle = useToggleClubPrivilege();
  const settings = status?.member ? status.settings : null;
  const pending = toggle.isPending ? toggle.variables?.privilege : undefined;
  const onToggle = (privilege: ClubPrivilege, on: boolean) => toggle.mutate({ privilege, on });
  return (
    <>
      <p className="club-panel-note" data-testid="privileges-note">
        {settings ? t('privileges.memberNote') : anonymous ? t('privileges.loginNote') : t('privileges.lockedNote')}
      </p>
      <List className="club-privileges">
        {CLUB_PRIVILEGES.map((p) => {
          const on = settings ? settings[p] : false;
          return (
            <ListRow
              key={p}
              variant="card"
              className={`club-privilege${settings ? '' : ' is-locked'}${on ? ' is-on' : ''}`}
              testId={`privilege-${p}`}
              data-on={settings ? String(on) : undefined}
              lead={
                <span className="club-privilege-icon">
                  <PrivilegeIcon privilege={p} />
                </span>
              }
              title={t(`privilege.${p}.name`)}
              subs={[t(`privilege.${p}.desc`)]}
              side={
                settings ? (
                  <Switch
                    on={on}
                    label={t(`privilege.${p}.name`)}
                    busy={pending === p}
                    onChange={(next) => onToggle(p, next)}
                    testId={`switch-${p}`}
                  />
                ) : (
                  <span className="club-lock" role="img" aria-label={t('privileges.locked')} data-testid={`locked-${p}`}>
                    <LockIcon size={16} />
                  </span>
                )
              }
            />
          );
        })}
      </List>
    </>
  );
}

function HallPanel({ hall, pending, failed, viewerId }: { hall?: TClubHall; pending: boolean; failed: boolean; viewerId?: number }) {
  const { t, i18n } = useTranslation('club');
  const locale = i18n.language;
  if (pending) {
    return (
      <List className="club-hall" aria-busy="true">
        {['a', 'b', 'c', 'd'].map((k) => (
          <Skeleton key={k} as="li" className="club-skeleton-row" />
        ))}
      </List>
    );
  }
  if (failed) return <EmptyState>{t('status.error')}</EmptyState>;
  const members = hall?.members ?? [];
  if (members.length === 0) return <EmptyState testId="hall-empty">{t('hall.empty')}</EmptyState>;
  return (
    <>
      <p className="club-panel-note">{t('hall.note')}</p>
      <RankList className="club-hall" testId="hall-list">
        {members.map((m) => {
          const top = m.rank <= 3 ? ` is-top is-top${m.rank}` : '';
          const me = viewerId === m.profile.id;
          return (
            <RankRow
              key={m.profile.id}
              variant="card"
              className={`club-hall-row${top}${me ? ' is-me' : ''}`}
              testId="hall-member"
              data-rank={m.rank}
              rank={
                <>
                  {m.rank <= 3 ? <CrownIcon size={18} /> : null}
                  <span className="club-rank-num">{m.rank}</span>
                </>
              }
              lead={
                <span className="club-hall-avatar">
                  <ClubAvatar profile={m.profile} size={m.rank <= 3 ? 48 : 42} />
                  {me ? <span className="club-me-tag">{t('hall.you')}</span> : null}
                </span>
              }
              title={<span data-testid="hall-nickname">{m.profile.nickname}</span>}
              subs={[t('hall.since', { date: formatDate(m.joined_at, locale) })]}
              side={
                <span className="club-hall-points">
                  <b>{formatNumber(m.rich_total, locale)}</b>
                  <span>{t('hall.points')}</span>
                </span>
              }
            />
          );
        })}
      </RankList>
    </>
  );
}

function RulesPanel() {
  const { t, i18n } = useTranslation('club');
  const fmt = (n: number) => formatNumber(n, i18n.language);
  const rules = [
    { key: 'join', text: t('rules.join', { points: fmt(CLUB_RICH_THRESHOLD), coins: fmt(coinsForPoints(CLUB_RICH_THRESHOLD)) }) },
    { key: 'rate', text: t('rules.rate', { points: fmt(POINTS_PER_GOLD_COIN) }) },
    { key: 'staff', text: t('rules.staff') },
    { key: 'keep', text: t('rules.keep') },
    { key: 'settings', text: t('rules.settings') },
    { key: 'minors', text: t('rules.minors') },
  ];
  return (
    <Card titleAs="h3" title={t('rules.title')} testId="club-rules">
      <div className="club-threshold">
        <div>
          <b>{fmt(CLUB_RICH_THRESHOLD)}</b>
          <span>{t('rules.pointsUnit')}</span>
        </div>
        <span className="club-threshold-eq">=</span>
        <div>
          <b>{fmt(coinsForPoints(CLUB_RICH_THRESHOLD))}</b>
          <span>{t('rules.coinsUnit')}</span>
        </div>
      </div>
      <RulesBlock items={rules} className="club-rule-list" />
    </Card>
  );
}

// ---- page -----------------------------------------------------------------------------------

function ClubScreen() {
  const { t, ready } = useTranslation('club');
  const appName = useAppName();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = isTab(search.get('tab')) ? (search.get('tab') as Tab) : 'privileges';
  const hasToken = Boolean(getUserToken());
  const status = useClubStatusQuery(hasToken);
  const hall = useClubHallQuery(appName);
  const viewer = useViewerQuery();

  if (!ready) return <PageLoading className="club-page club-center" />;

  const anonymous = isSignedOut(status.error);
  const state = anonymous ? 'anonymous' : status.data ? (status.data.member ? 'member' : 'guest') : status.isError ? 'error' : 'loading';

  const selectTab = (next: Tab) => {
    const params = new URLSearchParams(search);
    if (next === 'privileges') params.delete('tab');
    else params.set('tab', next);
    setSearch(params, { replace: true });
  };

  return (
    <div className="club-page" data-testid="club-page" data-state={state}>
      <PageBar />
      <header className="club-hero">
        <div className="club-hero-glow" aria-hidden="true" />
        <Emblem size={104} />
        <p className="club-hero-kicker">FIRST CLASS</p>
        <h2 className="club-hero-title">{t('hero.title')}</h2>
        <p className="club-hero-tagline">{t('hero.tagline')}</p>
      </header>

      <div className="club-content">
        {state === 'anonymous' ? (
          <LoginCard />
        ) : state === 'loading' ? (
          <Skeleton card className="club-skeleton-status" aria-busy="true" />
        ) : state === 'error' ? (
          <StatusError onRetry={() => void status.refetch()} />
        ) : status.data?.member ? (
          <HydrateLater>
            <MemberCard status={status.data} />
          </HydrateLater>
        ) : status.data ? (
          <HydrateLater>
            <ProgressCard status={status.data} appName={appName} />
          </HydrateLater>
        ) : null}

        <Tabs
          items={TABS.map((k) => ({ value: k, label: t(`tabs.${k}`), testId: `club-tab-${k}` }))}
          value={tab}
          onChange={selectTab}
          ariaLabel={t('hero.title')}
          idPrefix="club"
        />

        {/* below the fold: taken over after the rest (a server-rendered page, one task each) */}
        <HydrateLater>
          <section className="club-panel" role="tabpanel" id={`club-panel-${tab}`} aria-labelledby={`club-tab-${tab}`}>
            {tab === 'privileges' ? (
              <PrivilegesPanel status={status.data} anonymous={anonymous} />
            ) : tab === 'hall' ? (
              <HallPanel hall={hall.data} pending={hall.isPending} failed={hall.isError} viewerId={viewer.data?.id} />
            ) : (
              <RulesPanel />
            )}
          </section>
        </HydrateLater>
      </div>
    </div>
  );
}

export default function ClubPage() {
  return (
    <QueryProvider>
      <ClubScreen />
    </QueryProvider>
  );
}
