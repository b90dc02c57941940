import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { useToast } from '../../../components/ui/Toast';
import { useCheckIn } from '../api';
import { useActivity, useGrantText, useServerNow } from '../context';
import { phaseAt, stripDays, windowDays } from '../model';
import { ActionGate } from './ActionGate';

/** The event's days in a 7-column strip (checked, today, missed, to come), today's button and what a day gives. */
export default function CheckInBlock() {
  const { t } = useTranslation('activities');
  const { page, canAct } = useActivity();
  const grantText = useGrantText();
  const toast = useToast();
  const checkIn = useCheckIn(page.event);
  const running = phaseAt(page, useServerNow()) === 'running';
  const me = page.me?.check_in ?? null;
  const checked = new Set(me?.days ?? []);
  const today = me?.today ?? null;
  const days = stripDays(windowDays(page.definition.window.start, page.definition.window.end), today);
  const grants = page.definition.check_in?.grants ?? [];
  return (
    <Card title={t('checkIn.title')} titleAs="h3" className="act-card act-checkin">
      <ol className="act-days">
        {days.map(({ day: d, n }) => {
          const state = checked.has(d) ? 'checked' : d === today ? 'today' : today && d < today ? 'missed' : 'later';
          return (
            <li key={d} className={`act-day is-${state}`} data-state={state}>
              <span className="act-day-mark" aria-hidden="true">
                {state === 'checked' ? '✓' : n}
              </span>
              <span className="act-day-label">{t('checkIn.day', { n })}</span>
            </li>
          );
        })}
      </ol>
      {grants.length ? <p className="act-note">{t('checkIn.each', { grants: grantText(grants) })}</p> : null}
      <button
        type="button"
        className="ui-btn ui-btn-block act-btn"
        disabled={!canAct || !running || !me || me.done_today || checkIn.isPending}
        onClick={() =>
          checkIn.mutate(undefined, {
            onSuccess: (r) => toast(r.grants.length ? t('received', { grants: grantText(r.grants) }) : t('checkIn.done')),
          })
        }
        data-testid="activity-checkin"
        data-done={me?.done_today ? 'true' : 'false'}
      >
        {me?.done_today ? t('checkIn.done') : t('checkIn.today')}
      </button>
      <ActionGate />
    </Card>
  );
}
