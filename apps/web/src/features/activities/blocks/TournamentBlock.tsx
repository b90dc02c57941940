import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { useActivity, useLabel } from '../context';
import { dayRange } from '../model';
import { Board } from './Board';

/** The stage stepper: every stage with its days, its cut (30 → 20) and state; a tap shows that stage's board. */
export default function TournamentBlock() {
  const { t, i18n } = useTranslation('activities');
  const { page, zone, stage, setStage, boardsShown } = useActivity();
  const label = useLabel();
  const board = page.definition.tournament?.board;
  const stages = page.stages;
  return (
    <Card title={t('tournament.title')} titleAs="h3" className="act-card act-tournament">
      <ol className="act-stages">
        {stages.map((s, i) => {
          const days = dayRange(s.starts_at, s.ends_at, i18n.language, zone);
          const from = s.entrants ?? stages[i - 1]?.advance ?? null;
          return (
            <li key={s.id} className="act-stage-item">
              <button
                type="button"
                className={`act-stage is-${s.state}${s.id === stage ? ' is-current' : ''}`}
                aria-pressed={s.id === stage}
                onClick={() => setStage(s.id)}
                data-testid={`activity-stage-${s.id}`}
                data-state={s.state}
              >
                <span className="act-stage-dot" aria-hidden="true">
                  {s.state === 'done' ? '✓' : i + 1}
                </span>
                <span className="act-stage-name">{label(`stage.${s.id}`)}</span>
                <span className="act-stage-days">{days.from === days.to ? days.from : t('range', days)}</span>
                <span className="act-stage-cut">
                  {from === null ? t('tournament.open', { to: s.advance }) : t('tournament.cut', { from, to: s.advance })}
                </span>
                <span className="act-stage-state">{t(`tournament.state.${s.state}`)}</span>
              </button>
            </li>
          );
        })}
      </ol>
      {board && !boardsShown.has(board) ? <Board board={board} stage={stage} limit={30} /> : null}
    </Card>
  );
}
