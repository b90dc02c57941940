import '../../../components/ui/page.css';
import '../hosts.css';
import { HOST_RULES, REGION_TIME_ZONES, type THostIncome } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { cx } from '../../../components/ui/cx';
import { List, ListRow } from '../../../components/ui/ListRow';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Tabs } from '../../../components/ui/Tabs';
import { isSignedOut } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { QueryProvider } from '../../../lib/query';
import { getUserToken } from '../../../lib/session';
import { useHostIncome } from '../api';
import { HostIcon, type HostIconName, HostStateCard, NoticeCard } from '../components/HostIcon';
import {
  barHeights,
  dayName,
  dayRange,
  dayTick,
  eventTime,
  formatDuration,
  HOST_PERIODS,
  type HostPeriod,
  isEmptyPeriod,
  isHostOnly,
  kindShares,
  minutesOf,
  parsePeriod,
  pointsOn,
  showDayTick,
} from '../lib';

type Recent = THostIncome['recent'][number];

// ---- icons ----------------------------------------------------------------------------------

/** The icon of a recent event: its medium for a call, else its kind. */
const eventIcon = (r: Recent): HostIconName => (r.kind === 'call' ? (r.media ?? 'call') : r.kind);

// ---- hero and switch ------------------------------------------------------------------------

function Hero({ income, period, busy }: { income: THostIncome; period: HostPeriod; busy: boolean }) {
  const { t, i18n } = useTranslation('hosts');
  const locale = i18n.language;
  const fmt = (n: number) => formatNumber(n, locale);
  const showToday = income.today >= income.from && income.today <= income.to;
  return (
    <section className="hosts-hero" aria-busy={busy || undefined}>
      <div className="hosts-hero-shine" aria-hidden="true" />
      <p className="hosts-hero-label">
        <HostIcon name="coin" size={16} />
        {t('hero.balance')}
      </p>
      <p className="hosts-hero-balance" data-testid="host-balance" data-points={income.balance}>
        {fmt(income.balance)}
      </p>
      <p className="hosts-hero-note">{t('hero.balanceNote')}</p>
      <div className="hosts-hero-stats">
        <div className="hosts-hero-stat">
          <span className="hosts-hero-stat-label">{t(`hero.total.${period}`)}</span>
          <b data-testid="host-total" data-points={income.totals.points}>
            {fmt(income.totals.points)}
          </b>
          <span className="hosts-hero-stat-sub">{dayRange(income.from, income.to, locale)}</span>
        </div>
        {showToday ? (
          <div className="hosts-hero-stat">
            <span className="hosts-hero-stat-label">{t('hero.today')}</span>
            <b data-testid="host-today">{fmt(pointsOn(income.days, income.today))}</b>
            <span className="hosts-hero-stat-sub">{dayName(income.today, locale)}</span>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function PeriodSwitch({ period, onChange }: { period: HostPeriod; onChange: (p: HostPeriod) => void }) {
  const { t } = useTranslation('hosts');
  return (
    <Tabs
      className="hosts-tabs"
      items={HOST_PERIODS.map((p) => ({ value: p, label: t(`period.${p}`), testId: `host-period-${p}` }))}
      value={period}
      onChange={onChange}
      ariaLabel={t('period.label')}
    />
  );
}

// ---- chart ----------------------------------------------------------------------------------

function DailyChart({ income, period }: { income: THostIncome; period: HostPeriod }) {
  const { t, i18n } = useTranslation('hosts');
  const locale = i18n.language;
  const fmt = (n: number) => formatNumber(n, locale);
  const { days, today } = income;
  const [picked, setPicked] = useState<string | null>(null);
  const fallback = days.some((d) => d.day === today) ? today : (days[days.length - 1]?.day ?? today);
  const selected = picked && days.some((d) => d.day === picked) ? picked : fallback;
  const { max, heights } = barHeights(days.map((d) => d.points));
  return (
    <Card
      className="hosts-card hosts-chart-card"
      titleAs="h2"
      title={
        <>
          <span className="hosts-card-icon">
            <HostIcon name="chart" size={15} />
          </span>
          {t('chart.title')}
        </>
      }
      testId="host-chart"
    >
      <div className="hosts-chart-head" aria-live="polite">
        <span className="hosts-chart-day">{selected === today ? t('chart.today') : dayName(selected, locale)}</span>
        <span className="hosts-chart-value">
          <b>{fmt(pointsOn(days, selected))}</b> {t('unit.points')}
        </span>
      </div>
      <div className="hosts-chart">
        {max > 0 ? (
          <span className="hosts-chart-peak" aria-hidden="true">
            {t('chart.peak', { points: fmt(max) })}
          </span>
        ) : null}
        <ol className={cx('hosts-bars', period === 'month' && 'is-month')} aria-label={t('chart.label')}>
          {days.map((d, i) => {
            const isToday = d.day === today;
            const future = d.day > today;
            const name = dayName(d.day, locale);
            return (
              <li
                key={d.day}
                className={cx('hosts-bar', isToday && 'is-today', future && 'is-future', d.day === selected && 'is-selected')}
              >
                <button
                  type="button"
                  className="hosts-bar-hit"
                  data-testid="host-day-bar"
                  data-day={d.day}
                  data-points={d.points}
                  aria-label={t(isToday ? 'chart.barToday' : 'chart.bar', { date: name, points: fmt(d.points) })}
                  aria-pressed={d.day === selected}
                  aria-current={isToday ? 'date' : undefined}
                  onClick={() => setPicked(d.day)}
                >
                  <span className="hosts-bar-track">
                    <span className="hosts-bar-fill" style={{ height: `${heights[i] ?? 0}%` }} />
                  </span>
                </button>
                <span className="hosts-bar-tick" aria-hidden="true">
                  {showDayTick(i, days.length, period) ? dayTick(d.day, period, locale) : ''}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </Card>
  );
}

// ---- breakdown ------------------------------------------------------------------------------

function Breakdown({ income }: { income: THostIncome }) {
  const { t, i18n } = useTranslation('hosts');
  const locale = i18n.language;
  const fmt = (n: number) => formatNumber(n, locale);
  const { totals } = income;
  const stats = [
    { key: 'minutes', icon: 'minutes' as const, value: totals.call_minutes, label: t('stats.minutes') },
    { key: 'receptions', icon: 'receptions' as const, value: totals.receptions, label: t('stats.receptions') },
    { key: 'fast-replies', icon: 'fast' as const, value: totals.fast_replies, label: t('stats.fastReplies') },
  ];
  return (
    <Card className="hosts-card" titleAs="h2" title={t('kinds.title')} testId="host-breakdown">
      <List className="hosts-kinds">
        {kindShares(totals.by_kind).map((k) => (
          <ListRow
            key={k.kind}
            variant="plain"
            className={`hosts-kind hosts-kind-${k.kind}`}
            testId={`host-kind-${k.kind}`}
            data-points={k.points}
            lead={
              <span className="hosts-kind-icon">
                <HostIcon name={k.kind} size={18} />
              </span>
            }
            title={t(`kinds.${k.kind}`)}
            side={
              <span className="hosts-kind-points">
                <b>{fmt(k.points)}</b>
                <span>{t('kinds.share', { percent: formatNumber(k.percent, locale) })}</span>
              </span>
            }
          >
            <span className="hosts-kind-bar" aria-hidden="true">
              <span style={{ width: `${k.percent}%` }} />
            </span>
          </ListRow>
        ))}
      </List>
      <dl className="hosts-stats">
        {stats.map((s) => (
          <div key={s.key} className="hosts-stat" data-testid={`host-stat-${s.key}`} data-value={s.value}>
            <dt>
              <HostIcon name={s.icon} size={15} />
              {s.label}
            </dt>
            <dd>{fmt(s.value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

// ---- recent ---------------------------------------------------------------------------------

function RecentRow({ r, income }: { r: Recent; income: THostIncome }) {
  const { t, i18n } = useTranslation('hosts');
  const locale = i18n.language;
  const fmt = (n: number) => formatNumber(n, locale);
  const what =
    r.kind === 'call'
      ? `${t(`recent.${r.media ?? 'call'}`)} · ${formatDuration(r.seconds)}`
      : r.kind === 'membership'
        ? `${t('recent.membership')} · ${t(`recent.${r.plan ?? 'weekly'}`)}`
        : t('recent.reply');
  const when = eventTime(r.at, locale, income.region, income.today, REGION_TIME_ZONES[income.region]);
  return (
    <ListRow
      className={cx('hosts-recent', `hosts-recent-${eventIcon(r)}`, r.points + r.bonus <= 0 && 'is-zero')}
      testId="host-recent-row"
      data-kind={r.kind}
      data-points={r.points}
      data-bonus={r.bonus}
      lead={
        <span className="hosts-recent-lead">
          {r.user ? (
            <Avatar profile={r.user} size={42} />
          ) : (
            <span className="hosts-recent-noavatar">
              <HostIcon name={eventIcon(r)} size={20} />
            </span>
          )}
          {r.user ? (
            <span className="hosts-recent-badge">
              <HostIcon name={eventIcon(r)} size={11} />
            </span>
          ) : null}
        </span>
      }
      title={r.user?.nickname ?? t('recent.someone')}
      subs={[
        what,
        <time key="at" dateTime={r.at}>
          {when}
        </time>,
      ]}
      side={
        <>
          <span className="hosts-recent-points">+{fmt(r.points)}</span>
          {r.bonus > 0 ? <span className="hosts-recent-bonus">{t('recent.bonus', { points: fmt(r.bonus) })}</span> : null}
        </>
      }
    />
  );
}

function RecentList({ income }: { income: THostIncome }) {
  const { t } = useTranslation('hosts');
  return (
    <Card className="hosts-card" titleAs="h2" title={t('recent.title')} testId="host-recent">
      {income.recent.length ? (
        <List className="hosts-recent-list">
          {income.recent.map((r) => (
            <RecentRow key={r.id} r={r} income={income} />
          ))}
        </List>
      ) : (
        <p className="hosts-muted hosts-recent-none">{t('recent.none')}</p>
      )}
    </Card>
  );
}

// ---- rules ----------------------------------------------------------------------------------

function RulesCard() {
  const { t, i18n } = useTranslation('hosts');
  const fmt = (n: number) => formatNumber(n, i18n.language);
  const R = HOST_RULES;
  const items = [
    { key: 'video', text: t('rules.video', { points: fmt(R.videoPointsPerMinute) }) },
    { key: 'voice', text: t('rules.voice', { points: fmt(R.voicePointsPerMinute), unit: fmt(R.voicePointsPerUnit) }) },
    { key: 'wholeMinutes', text: t('rules.wholeMinutes') },
    {
      key: 'newUser',
      text: t('rules.newUser', {
        minutes: fmt(minutesOf(R.newUserCallSeconds)),
        days: fmt(R.newUserDays),
        points: fmt(R.newUserCallPoints),
      }),
    },
    { key: 'reply', text: t('rules.reply', { minutes: fmt(minutesOf(R.replyWithinSeconds)), points: fmt(R.replyPoints) }) },
    { key: 'reception', text: t('rules.reception', { minutes: fmt(minutesOf(R.receptionSeconds)) }) },
    { key: 'membership', text: t('rules.membership', { weekly: fmt(R.memberPoints.weekly), monthly: fmt(R.memberPoints.monthly) }) },
    { key: 'calendar', text: t('rules.calendar') },
  ];
  return (
    <Card className="hosts-card hosts-rules" titleAs="h2" title={t('rules.title')} testId="host-rules">
      <RulesBlock items={items} />
    </Card>
  );
}

// ---- states ---------------------------------------------------------------------------------

function LoadingView() {
  return (
    <div className="hosts-skeletons" aria-busy="true">
      <Skeleton className="hosts-skeleton-hero" />
      <Skeleton className="hosts-skeleton-tabs" />
      <Skeleton card className="hosts-skeleton-chart" />
      <Skeleton card className="hosts-skeleton-list" />
    </div>
  );
}

// ---- page -----------------------------------------------------------------------------------

function HostIncomeScreen() {
  const { t, i18n, ready } = useTranslation('hosts');
  const [search, setSearch] = useSearchParams();
  const period = parsePeriod(search.get('period'));
  const token = getUserToken();
  const income = useHostIncome(period);

  const setPeriod = (next: HostPeriod) => {
    const params = new URLSearchParams(search);
    if (next === 'week') params.delete('period');
    else params.set('period', next);
    setSearch(params, { replace: true });
  };

  const signedOut = isSignedOut(income.error, token);
  const state = signedOut
    ? 'signed-out'
    : isHostOnly(income.error)
      ? 'not-host'
      : income.isError
        ? 'error'
        : income.data
          ? 'ready'
          : 'loading';

  if (!ready) return <div className="hosts-page ui-light ui-light-page" data-testid="host-income" data-state="loading" aria-busy="true" />;

  const data = income.data;
  // the last period's answer stays on screen (dimmed) while the other one loads
  const busy = income.isPlaceholderData;
  const shownPeriod = data?.period ?? period;
  const empty = data ? isEmptyPeriod(data) : false;

  return (
    <div className="hosts-page ui-light ui-light-page ui-scope" data-testid="host-income" data-state={state} data-period={period}>
      <PageBar />
      <main className="ui-page-column">
        {state === 'signed-out' || state === 'not-host' || state === 'error' ? (
          <HostStateCard
            state={state}
            fetching={income.isFetching}
            onRetry={() => void income.refetch()}
            text={{ signedOut: 'signedOut.text', notHostBody: 'notHost.body', errorTitle: 'error.title' }}
          />
        ) : state === 'loading' || !data ? (
          <LoadingView />
        ) : (
          <>
            <Hero income={data} period={shownPeriod} busy={busy} />
            <PeriodSwitch period={period} onChange={setPeriod} />
            <div className={cx('hosts-period', busy && 'is-busy')} aria-busy={busy || undefined}>
              {empty ? (
                <NoticeCard
                  icon="coin"
                  title={t(`empty.${shownPeriod}`)}
                  body={t('empty.hint', { minutes: formatNumber(minutesOf(HOST_RULES.replyWithinSeconds), i18n.language) })}
                  testId="host-empty"
                />
              ) : (
                <>
                  <DailyChart key={`${data.period}:${data.from}`} income={data} period={shownPeriod} />
                  <Breakdown income={data} />
                  <RecentList income={data} />
                </>
              )}
            </div>
          </>
        )}
        {state === 'loading' ? null : <RulesCard />}
      </main>
    </div>
  );
}

/** A host's income from her work (`/h5/salary_settlement`, Wakoo's `/h5/auth/my_bonus`). */
export default function HostIncomePage() {
  return (
    <QueryProvider>
      <HostIncomeScreen />
    </QueryProvider>
  );
}
