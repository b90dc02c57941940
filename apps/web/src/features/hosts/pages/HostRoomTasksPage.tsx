import type { THostRoomTasks } from '@app/shared';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { List, ListRow } from '../../../components/ui/ListRow';
import { useToast } from '../../../components/ui/Toast';
import { QueryProvider } from '../../../lib/query';
import { HostIcon, type HostIconName } from '../components/HostIcon';
import { dayName, dayRange } from '../lib';
import { Bar, ProgramScreen, Rules, Section, useFmt } from '../programs/frame';
import { useHostRoomTasks, useRoomClaim } from '../programs-api';

// ---- room tasks --------------------------------------------------------------------------------

const ROOM_ICON: Record<string, HostIconName> = { room_minutes: 'voice', room_receptions: 'receptions', room_gift_coins: 'gift' };

function RoomTasksView({ data }: { data: THostRoomTasks }) {
  const { t, n, lang } = useFmt();
  const claim = useRoomClaim();
  const toast = useToast();
  const totals = data.today_totals;
  return (
    <>
      <section className="hosts-hero" data-testid="hp-room-hero">
        <div className="hosts-hero-shine" aria-hidden="true" />
        <p className="hosts-hero-label">
          <HostIcon name="voice" size={16} />
          {t('room.today')}
          <span className="hp-hero-when">{dayName(data.today, lang)}</span>
        </p>
        <div className="hosts-hero-stats">
          {(['room_minutes', 'room_receptions', 'room_gift_coins'] as const).map((k) => (
            <div className="hosts-hero-stat" key={k} data-testid={`hp-room-${k}`}>
              <span className="hosts-hero-stat-label">{t(`room.metric.${k}`)}</span>
              <b>{n(totals[k])}</b>
            </div>
          ))}
        </div>
      </section>
      {(['daily', 'weekly'] as const).map((period) => (
        <Section
          key={period}
          icon={period === 'daily' ? 'task' : 'calendar'}
          title={t(`room.section.${period}`)}
          when={period === 'daily' ? dayName(data.today, lang) : dayRange(data.week_from, data.week_to, lang)}
          testId={`hp-room-${period}`}
        >
          <List className="hosts-kinds hosts-task-list">
            {data.tasks
              .filter((x) => x.period === period)
              .map((task) => {
                const busy = claim.isPending && claim.variables?.task === task.id;
                const name = t(`room.task.${task.id}`);
                return (
                  <ListRow
                    key={task.id}
                    className={cx('hosts-task hosts-kind', `is-${task.state}`)}
                    testId="hp-room-task"
                    data-task={task.id}
                    data-state={task.state}
                    lead={
                      <span className="hosts-kind-icon">
                        <HostIcon name={ROOM_ICON[task.metric] ?? 'task'} size={18} />
                      </span>
                    }
                    title={
                      <>
                        <span className="hosts-task-name">{name}</span>
                        <span className="hosts-task-points">
                          <HostIcon name="coin" size={12} />+{n(task.points)}
                        </span>
                      </>
                    }
                    subs={[t(`room.desc.${task.metric}`, { goal: n(task.goal) })]}
                    side={
                      <button
                        type="button"
                        className={cx(
                          'hosts-btn hosts-btn-small',
                          task.state === 'done' ? 'hosts-btn-primary' : 'hosts-btn-quiet',
                          `is-${task.state}`,
                        )}
                        disabled={task.state !== 'done' || busy}
                        aria-busy={busy || undefined}
                        data-testid={`hp-room-claim-${task.id}`}
                        onClick={() =>
                          claim.mutate(
                            { task: task.id, day: task.period === 'daily' ? data.today : data.week_from },
                            { onSuccess: (r) => toast(t('room.paid', { points: n(r.paid.amount) })) },
                          )
                        }
                      >
                        {task.state === 'claimed' ? t('task.claimed') : task.state === 'done' ? t('task.claim') : t('task.go')}
                      </button>
                    }
                  >
                    <span className="hosts-task-progress">
                      <Bar value={task.progress} max={task.goal} label={name} />
                      <span className="hosts-task-count" aria-hidden="true">
                        {t('task.progress', { progress: n(task.progress), goal: n(task.goal) })}
                      </span>
                    </span>
                  </ListRow>
                );
              })}
          </List>
        </Section>
      ))}
      <Link className="ui-card hosts-card hosts-income-link" to="/h5/japan/room_operator_pendant" data-testid="hp-pendant-link">
        <span className="hosts-card-icon hosts-income-link-icon">
          <HostIcon name="gift" size={18} />
        </span>
        <span className="hosts-income-link-main">
          <b className="hosts-income-link-title">{t('room.pendantLink.title')}</b>
          <span className="hosts-income-link-body">{t('room.pendantLink.body')}</span>
        </span>
        <HostIcon name="chevron" size={18} />
      </Link>
      <Rules keys={['room.rules.events', 'room.rules.reception', 'room.rules.claim']} />
    </>
  );
}

function Screen() {
  return <ProgramScreen view="room" query={useHostRoomTasks()} render={(d) => <RoomTasksView data={d} />} />;
}

/** Her party room's daily and weekly tasks (`/h5/japan/room_task`), claimed once per period. */
export default function HostRoomTasksPage() {
  return (
    <QueryProvider>
      <Screen />
    </QueryProvider>
  );
}
