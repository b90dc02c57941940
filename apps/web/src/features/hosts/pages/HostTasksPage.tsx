import '../../../components/ui/page.css';
import '../hosts.css';
import { HOST_RULES, type THostActionResult, type THostTasks } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { cx } from '../../../components/ui/cx';
import { List, ListRow } from '../../../components/ui/ListRow';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useToast } from '../../../components/ui/Toast';
import { isSignedOut } from '../../../lib/api';
import { useAppName } from '../../../lib/app-name';
import { formatNumber } from '../../../lib/format';
import { QueryProvider } from '../../../lib/query';
import { getUserToken } from '../../../lib/session';
import { useHostCheckIn, useHostClaim, useHostTasks } from '../api';
import { HostIcon, type HostIconName, HostStateCard } from '../components/HostIcon';
import {
  checkInPoints,
  dayName,
  dayRange,
  formatCash,
  HOST_TASK_PERIODS,
  type HostSetView,
  type HostTaskPeriod,
  type HostTaskView,
  hostIncomeHref,
  isHostOnly,
  minutesOf,
  progressPercent,
  regionCurrency,
  setProgress,
  setTasks,
  streakDays,
  tasksOf,
  tomorrowPoints,
} from '../lib';

// ---- icons (the income page's line icons, same stroke and grid) ------------------------------

/** A task's icon and colour by what it counts (the income page's kinds where they match). */
const METRIC_LOOK: Record<string, { icon: HostIconName; kind: string }> = {
  fast_replies: { icon: 'fast', kind: 'reply' },
  replies: { icon: 'reply', kind: 'reply' },
  receptions: { icon: 'receptions', kind: 'voice' },
  video_minutes: { icon: 'video', kind: 'video' },
  memberships: { icon: 'membership', kind: 'membership' },
  new_user_calls: { icon: 'new_user', kind: 'new_user' },
  relatives: { icon: 'receptions', kind: 'reply' },
  cp: { icon: 'gift', kind: 'membership' },
};
const metricLook = (metric: string) => METRIC_LOOK[metric] ?? { icon: 'task' as const, kind: 'task' };

// ---- words ------------------------------------------------------------------------------------

/** The rule minutes a task's words name: the reply window, a reception's or a new-user call's length. */
const taskMinutes = (id: string): number =>
  minutesOf(
    id === 'receptions' ? HOST_RULES.receptionSeconds : id === 'new_users' ? HOST_RULES.newUserCallSeconds : HOST_RULES.replyWithinSeconds,
  );

/** A task's name and what it asks, in the page's language, its goal and the rules' minutes filled in. */
function useTaskWords() {
  const { t, i18n } = useTranslation('hosts');
  const fmt = (n: number) => formatNumber(n, i18n.language);
  const key = (id: string) => (i18n.exists(`tasks.task.${id}.name`, { ns: 'hosts' }) ? id : 'other');
  return {
    name: (task: Pick<HostTaskView, 'id'>) => t(`tasks.task.${key(task.id)}.name`),
    describe: (task: Pick<HostTaskView, 'id' | 'goal'>) =>
      t(`tasks.task.${key(task.id)}.desc`, { count: task.goal, goal: fmt(task.goal), minutes: fmt(taskMinutes(task.id)) }),
  };
}

/** What an action paid, for the toast. */
function usePaidText() {
  const { t, i18n } = useTranslation('hosts');
  return (r: THostActionResult, kind: 'checkIn' | 'claim') => {
    if (r.paid.asset === 'cash') {
      return t('tasks.toast.cash', { cash: formatCash(r.paid.amount, regionCurrency(r.tasks.region), i18n.language) });
    }
    return t(kind === 'checkIn' ? 'tasks.toast.checkIn' : 'tasks.toast.points', { points: formatNumber(r.paid.amount, i18n.language) });
  };
}

// ---- check-in -------------------------------------------------------------------------------

function CheckInHero({ data }: { data: THostTasks }) {
  const { t, i18n } = useTranslation('hosts');
  const fmt = (n: number) => formatNumber(n, i18n.language);
  const toast = useToast();
  const paidText = usePaidText();
  const checkIn = useHostCheckIn();
  const c = data.check_in;
  const streak = streakDays(c);
  const done = c.done_today;
  return (
    <section className="hosts-hero hosts-checkin" aria-labelledby="hosts-checkin-title" data-testid="host-checkin-card">
      <div className="hosts-hero-shine" aria-hidden="true" />
      <div className="hosts-checkin-head">
        <h2 className="hosts-hero-label" id="hosts-checkin-title">
          <HostIcon name="calendar" size={16} />
          {t('tasks.checkIn.title')}
        </h2>
        <span className="hosts-checkin-streak" data-testid="host-streak" data-days={streak}>
          {streak > 0 ? t('tasks.checkIn.streak', { count: streak, days: fmt(streak) }) : t('tasks.checkIn.start')}
        </span>
      </div>
      <ol className="hosts-checkin-days">
        {c.days.map((d) => {
          const current = d.day === c.streak;
          const label = t(`tasks.checkIn.dayState.${d.state}`, { day: fmt(d.day), points: fmt(d.points) });
          return (
            <li
              key={d.day}
              className={cx('hosts-checkin-day', `is-${d.state}`, current && 'is-current', d.day === c.days.length && 'is-last')}
              data-testid="host-checkin-day"
              data-day={d.day}
              data-state={d.state}
              aria-label={label}
              aria-current={current ? 'date' : undefined}
            >
              <span className="hosts-checkin-day-name" aria-hidden="true">
                {current ? t('tasks.checkIn.today') : t('tasks.checkIn.day', { day: fmt(d.day) })}
              </span>
              <span className="hosts-checkin-day-mark" aria-hidden="true">
                {d.state === 'signed' ? (
                  <HostIcon name="check" size={16} />
                ) : (
                  <HostIcon name={d.day === c.days.length ? 'gift' : 'coin'} size={16} />
                )}
              </span>
              <span className="hosts-checkin-day-points" aria-hidden="true">
                +{fmt(d.points)}
              </span>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="hosts-btn hosts-btn-light hosts-checkin-btn"
        disabled={done || checkIn.isPending}
        aria-busy={checkIn.isPending || undefined}
        data-testid="host-checkin"
        data-done={done ? 'true' : 'false'}
        onClick={() => checkIn.mutate(data.today, { onSuccess: (r) => toast(paidText(r, 'checkIn')) })}
      >
        {done ? (
          <>
            <HostIcon name="check" size={16} />
            {t('tasks.checkIn.done')}
          </>
        ) : (
          t('tasks.checkIn.action', { points: fmt(checkInPoints(c)) })
        )}
      </button>
      <p className="hosts-hero-note hosts-checkin-note">
        {done ? t('tasks.checkIn.tomorrow', { points: fmt(tomorrowPoints(c)) }) : t('tasks.checkIn.keep')}
      </p>
    </section>
  );
}

// ---- task sets --------------------------------------------------------------------------------

function SetCard({ set, data }: { set: HostSetView; data: THostTasks }) {
  const { t, i18n } = useTranslation('hosts');
  const fmt = (n: number) => formatNumber(n, i18n.language);
  const words = useTaskWords();
  const toast = useToast();
  const paidText = usePaidText();
  const claim = useHostClaim();
  const { reached, total } = setProgress(set, data.tasks);
  const busy = claim.isPending && claim.variables?.task === set.id;
  const cash = formatCash(set.cash, set.currency, i18n.language);
  return (
    <li
      className={cx('hosts-set', `is-${set.state}`, `hosts-set-${set.period}`)}
      data-testid="host-set"
      data-set={set.id}
      data-state={set.state}
    >
      <div className="hosts-set-prize">
        <span className="hosts-set-cash" data-testid={`host-set-cash-${set.id}`}>
          {cash}
        </span>
        <span className="hosts-set-kind">{t('tasks.sets.cash')}</span>
      </div>
      <div className="hosts-set-main">
        <p className="hosts-set-title">{t(`tasks.sets.${set.period}.name`)}</p>
        <p className="hosts-set-desc">{t(`tasks.sets.${set.period}.desc`)}</p>
      </div>
      <div className="hosts-set-side">
        {set.state === 'done' ? (
          <button
            type="button"
            className="hosts-btn hosts-btn-primary hosts-btn-small"
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid={`host-set-claim-${set.id}`}
            onClick={() =>
              claim.mutate(
                { task: set.id, day: set.period === 'daily' ? data.today : data.week_from },
                { onSuccess: (r) => toast(paidText(r, 'claim')) },
              )
            }
          >
            {t('tasks.claim')}
          </button>
        ) : set.state === 'claimed' ? (
          <span className="hosts-badge is-claimed">{t('tasks.claimed')}</span>
        ) : (
          <span className="hosts-badge">{t('tasks.sets.progress', { reached: fmt(reached), total: fmt(total) })}</span>
        )}
      </div>
      <ul className="hosts-set-tasks" aria-label={t('tasks.sets.tasksLabel')}>
        {setTasks(set, data.tasks).map((task) => (
          <li key={task.id} className={cx('hosts-set-task', task.state !== 'todo' && 'is-reached')}>
            {task.state !== 'todo' ? <HostIcon name="check" size={11} /> : null}
            {words.name(task)}
          </li>
        ))}
      </ul>
    </li>
  );
}

function SetsCard({ data }: { data: THostTasks }) {
  const { t } = useTranslation('hosts');
  if (!data.sets.length) return null;
  return (
    <Card
      className="hosts-card hosts-sets-card"
      titleAs="h2"
      title={
        <>
          <span className="hosts-card-icon">
            <HostIcon name="gift" size={15} />
          </span>
          {t('tasks.sets.title')}
        </>
      }
      testId="host-sets"
    >
      <ul className="hosts-sets">
        {data.sets.map((set) => (
          <SetCard key={set.id} set={set} data={data} />
        ))}
      </ul>
    </Card>
  );
}

// ---- tasks ------------------------------------------------------------------------------------

function TaskRow({ task, data }: { task: HostTaskView; data: THostTasks }) {
  const { t, i18n } = useTranslation('hosts');
  const fmt = (n: number) => formatNumber(n, i18n.language);
  const words = useTaskWords();
  const toast = useToast();
  const paidText = usePaidText();
  const claim = useHostClaim();
  const look = metricLook(task.metric);
  const busy = claim.isPending && claim.variables?.task === task.id;
  const name = words.name(task);
  const shown = Math.min(task.progress, task.goal);
  return (
    <ListRow
      className={cx('hosts-task', 'hosts-kind', `hosts-kind-${look.kind}`, `is-${task.state}`)}
      testId="host-task"
      data-task={task.id}
      data-state={task.state}
      lead={
        <span className="hosts-kind-icon">
          <HostIcon name={look.icon} size={18} />
        </span>
      }
      title={
        <>
          <span className="hosts-task-name">{name}</span>
          <span className="hosts-task-points">
            <HostIcon name="coin" size={12} />+{fmt(task.points)}
          </span>
        </>
      }
      subs={[words.describe(task)]}
      side={
        <button
          type="button"
          className={cx('hosts-btn hosts-btn-small', task.state === 'done' ? 'hosts-btn-primary' : 'hosts-btn-quiet', `is-${task.state}`)}
          disabled={task.state !== 'done' || busy}
          aria-busy={busy || undefined}
          data-testid={`host-task-claim-${task.id}`}
          data-state={task.state}
          onClick={() =>
            claim.mutate(
              { task: task.id, day: task.period === 'daily' ? data.today : data.week_from },
              { onSuccess: (r) => toast(paidText(r, 'claim')) },
            )
          }
        >
          {task.state === 'claimed' ? (
            <>
              <HostIcon name="check" size={13} />
              {t('tasks.claimed')}
            </>
          ) : task.state === 'done' ? (
            t('tasks.claim')
          ) : (
            t('tasks.go')
          )}
        </button>
      }
    >
      <span className="hosts-task-progress">
        <span
          className="hosts-kind-bar"
          role="progressbar"
          aria-label={name}
          aria-valuemin={0}
          aria-valuemax={task.goal}
          aria-valuenow={shown}
          aria-valuetext={t('tasks.progress', { progress: fmt(shown), goal: fmt(task.goal) })}
        >
          <span style={{ width: `${progressPercent(task.progress, task.goal)}%` }} />
        </span>
        <span className="hosts-task-count" aria-hidden="true">
          {t('tasks.progress', { progress: fmt(shown), goal: fmt(task.goal) })}
        </span>
      </span>
    </ListRow>
  );
}

function TasksCard({ data, period }: { data: THostTasks; period: HostTaskPeriod }) {
  const { t, i18n } = useTranslation('hosts');
  const tasks = tasksOf(data.tasks, period);
  if (!tasks.length) return null;
  const when = period === 'daily' ? dayName(data.today, i18n.language) : dayRange(data.week_from, data.week_to, i18n.language);
  return (
    <Card
      className="hosts-card hosts-tasks-card"
      titleAs="h2"
      title={
        <>
          <span className="hosts-card-icon">
            <HostIcon name={period === 'daily' ? 'task' : 'calendar'} size={15} />
          </span>
          {t(`tasks.section.${period}`)}
          <span className="hosts-card-when">{when}</span>
        </>
      }
      testId={`host-tasks-${period}`}
    >
      <List className="hosts-kinds hosts-task-list">
        {tasks.map((task) => (
          <TaskRow key={task.id} task={task} data={data} />
        ))}
      </List>
    </Card>
  );
}

// ---- income link and rules ---------------------------------------------------------------------

function IncomeLink() {
  const { t } = useTranslation('hosts');
  const href = hostIncomeHref(useAppName());
  return (
    <Link className="ui-card hosts-card hosts-income-link" to={href} data-testid="host-income-link">
      <span className="hosts-card-icon hosts-income-link-icon">
        <HostIcon name="chart" size={18} />
      </span>
      <span className="hosts-income-link-main">
        <b className="hosts-income-link-title">{t('tasks.income.title')}</b>
        <span className="hosts-income-link-body">{t('tasks.income.body')}</span>
      </span>
      <HostIcon name="chevron" size={18} />
    </Link>
  );
}

function RulesCard({ data }: { data: THostTasks | undefined }) {
  const { t, i18n } = useTranslation('hosts');
  const fmt = (n: number) => formatNumber(n, i18n.language);
  const days = data?.check_in.days ?? [];
  const items = [
    ...(days.length
      ? [
          {
            key: 'checkIn',
            text: t('tasks.rules.checkIn', {
              first: fmt(days[0]?.points ?? 0),
              last: fmt(days[days.length - 1]?.points ?? 0),
              days: fmt(days.length),
            }),
          },
          { key: 'streak', text: t('tasks.rules.streak', { days: fmt(days.length) }) },
        ]
      : []),
    { key: 'periods', text: t('tasks.rules.periods') },
    { key: 'claim', text: t('tasks.rules.claim') },
    { key: 'sets', text: t('tasks.rules.sets') },
  ];
  return (
    <Card className="hosts-card hosts-rules" titleAs="h2" title={t('tasks.rules.title')} testId="host-tasks-rules">
      <RulesBlock items={items} />
    </Card>
  );
}

// ---- states -----------------------------------------------------------------------------------

function LoadingView() {
  return (
    <div className="hosts-skeletons" aria-busy="true">
      <Skeleton className="hosts-skeleton-checkin" />
      <Skeleton card className="hosts-skeleton-sets" />
      <Skeleton card className="hosts-skeleton-list" />
    </div>
  );
}

// ---- page -------------------------------------------------------------------------------------

function HostTasksScreen() {
  const { t, ready } = useTranslation('hosts');
  const token = getUserToken();
  const tasks = useHostTasks();

  const state = isSignedOut(tasks.error, token)
    ? 'signed-out'
    : isHostOnly(tasks.error)
      ? 'not-host'
      : tasks.isError && !tasks.data
        ? 'error'
        : tasks.data
          ? 'ready'
          : 'loading';

  if (!ready) return <div className="hosts-page ui-light ui-light-page" data-testid="host-tasks" data-state="loading" aria-busy="true" />;

  const data = tasks.data;
  return (
    <div className="hosts-page ui-light ui-light-page ui-scope" data-testid="host-tasks" data-state={state}>
      <PageBar title={t('tasks.title')} />
      <main className="ui-page-column">
        {state === 'signed-out' || state === 'not-host' || state === 'error' ? (
          <HostStateCard
            state={state}
            fetching={tasks.isFetching}
            onRetry={() => void tasks.refetch()}
            text={{ signedOut: 'tasks.signedOut.text', notHostBody: 'tasks.notHost.body', errorTitle: 'tasks.error.title' }}
          />
        ) : state === 'loading' || !data ? (
          <LoadingView />
        ) : (
          <>
            <CheckInHero data={data} />
            <SetsCard data={data} />
            {HOST_TASK_PERIODS.map((period) => (
              <TasksCard key={period} data={data} period={period} />
            ))}
            <IncomeLink />
          </>
        )}
        {state === 'loading' ? null : <RulesCard data={data} />}
      </main>
    </div>
  );
}

/**
 * A host's 7-day check-in and her daily and weekly tasks (`/h5/broadcaster/task/index` on Wakoo,
 * `/h5/japan/task`, `/h5/group_task`, `/h5/new_anchor_v3`, `/h5/new_anchor_v4`).
 */
export default function HostTasksPage() {
  return (
    <QueryProvider>
      <HostTasksScreen />
    </QueryProvider>
  );
}
