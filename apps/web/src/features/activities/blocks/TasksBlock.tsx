import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { useToast } from '../../../components/ui/Toast';
import { formatNumber } from '../../../lib/format';
import { useClaimTask } from '../api';
import { useActivity, useGrantText, useLabel } from '../context';
import { percent } from '../model';
import { ActionGate } from './ActionGate';

/** The tasks: goal, progress and todo → done → claimed, with a Claim button once done. */
export default function TasksBlock() {
  const { t, i18n } = useTranslation('activities');
  const { page, canAct } = useActivity();
  const label = useLabel();
  const grantText = useGrantText();
  const toast = useToast();
  const claim = useClaimTask(page.event);
  const n = (x: number) => formatNumber(x, i18n.language);
  const mine = new Map((page.me?.tasks ?? []).map((task) => [task.id, task]));
  return (
    <Card title={t('tasks.title')} titleAs="h3" className="act-card act-tasks">
      <ul className="act-task-list">
        {page.definition.tasks.map((def) => {
          const view = mine.get(def.id) ?? { id: def.id, progress: 0, goal: def.goal, state: 'todo' as const };
          const busy = claim.isPending && claim.variables === def.id;
          return (
            <li key={def.id} className={`act-task is-${view.state}`} data-testid={`activity-task-${def.id}`} data-state={view.state}>
              <div className="act-task-main">
                <p className="act-task-name">{label(`task.${def.id}`)}</p>
                <p className="act-task-grants">{grantText(def.grants)}</p>
                <div className="act-progress" role="progressbar" aria-valuemin={0} aria-valuemax={view.goal} aria-valuenow={view.progress}>
                  <span style={{ width: `${percent(view.progress, view.goal)}%` }} />
                </div>
                <p className="act-task-count">{t('progress', { progress: n(Math.min(view.progress, view.goal)), goal: n(view.goal) })}</p>
              </div>
              {view.state === 'done' ? (
                <button
                  type="button"
                  className="ui-btn act-btn act-btn-small"
                  disabled={!canAct || busy}
                  onClick={() =>
                    claim.mutate(def.id, {
                      onSuccess: (r) => toast(r.grants.length ? t('received', { grants: grantText(r.grants) }) : t('tasks.claimed')),
                    })
                  }
                  data-testid={`activity-claim-${def.id}`}
                >
                  {t('tasks.claim')}
                </button>
              ) : (
                <span className={`act-badge is-${view.state}`}>{t(`tasks.state.${view.state}`)}</span>
              )}
            </li>
          );
        })}
      </ul>
      <ActionGate />
    </Card>
  );
}
