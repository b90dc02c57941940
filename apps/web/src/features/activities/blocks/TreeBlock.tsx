import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { useToast } from '../../../components/ui/Toast';
import { formatNumber } from '../../../lib/format';
import { useHangDecoration } from '../api';
import { useActivity, useLabel } from '../context';
import { dayRange, formatDay, percent } from '../model';
import { ActionGate } from './ActionGate';

function Progress({ value, goal }: { value: number; goal: number }) {
  return (
    <div className="act-progress" role="progressbar" aria-valuemin={0} aria-valuemax={goal} aria-valuenow={value}>
      <span style={{ width: `${percent(value, goal)}%` }} />
    </div>
  );
}

/**
 * The Christmas tree: the viewer's tree (locked → unlocked → lit) with its decorations, each hung
 * once; the brand's trees lit against the goal, and the pool they split.
 */
export default function TreeBlock() {
  const { t, i18n } = useTranslation('activities');
  const { page, canAct, zone } = useActivity();
  const label = useLabel();
  const toast = useToast();
  const hang = useHangDecoration(page.event);
  const [refused, setRefused] = useState(false);
  const n = (x: number) => formatNumber(x, i18n.language);
  const def = page.definition.tree;
  const mine = page.me?.tree ?? null;
  const state = mine?.state ?? 'locked';
  const unlock = mine?.unlock ?? def?.unlock ?? 0;
  const progress = mine?.progress ?? 0;
  const decorations =
    mine?.decorations ?? (def?.decorations ?? []).map((d) => ({ id: d.id, progress: 0, goal: d.goal, earned: false, hung: false }));
  const brand = page.tree;
  const currency = t(`currencyName.${page.currency}`);

  const onHang = (id: string) => {
    if (state === 'locked') {
      setRefused(true);
      toast(t('tree.lockedMessage'));
      return;
    }
    hang.mutate(id, { onSuccess: () => toast(t('tree.hungToast', { name: label(`decoration.${id}`) })) });
  };

  return (
    <Card className="act-card act-tree" testId="activity-tree" data-state={state}>
      <div className="act-tree-head">
        <span className={`act-tree-icon is-${state}`} aria-hidden="true">
          <svg viewBox="0 0 48 56" width="48" height="56">
            <path d="M24 3 L38 22 H31 L42 36 H33 L45 50 H3 L15 36 H6 L17 22 H10 Z" />
            <rect x="21" y="50" width="6" height="5" rx="1" />
            <circle className="act-tree-star" cx="24" cy="4" r="3.2" />
          </svg>
        </span>
        <div>
          <h3 className="act-tree-title">{t('tree.title')}</h3>
          <span className={`act-badge is-${state}`}>{t(`tree.state.${state}`)}</span>
        </div>
      </div>
      {state === 'locked' ? (
        <div className="act-tree-lock">
          <p className="act-note">{t('tree.unlockHint', { goal: n(unlock), currency })}</p>
          <Progress value={progress} goal={unlock} />
          <p className="act-task-count">{t('progress', { progress: n(Math.min(progress, unlock)), goal: n(unlock) })}</p>
          {refused ? (
            <p className="act-warn" role="alert" data-testid="activity-tree-locked">
              {t('tree.lockedMessage')}
            </p>
          ) : null}
        </div>
      ) : null}
      <h4 className="act-subtitle">{t('tree.decorations')}</h4>
      <ul className="act-decorations">
        {decorations.map((d) => {
          const dState = d.hung ? 'hung' : d.earned ? 'earned' : 'progress';
          return (
            <li key={d.id} className={`act-decoration is-${dState}`} data-state={dState}>
              <span className="act-decoration-name">{label(`decoration.${d.id}`)}</span>
              {d.hung ? null : <Progress value={d.progress} goal={d.goal} />}
              <span className="act-decoration-count">
                {d.hung
                  ? t('tree.hung')
                  : d.earned
                    ? t('tree.earned')
                    : t('progress', { progress: n(Math.min(d.progress, d.goal)), goal: n(d.goal) })}
              </span>
              <button
                type="button"
                className="ui-btn act-btn act-btn-small"
                disabled={!canAct || d.hung || (state !== 'locked' && !d.earned) || (hang.isPending && hang.variables === d.id)}
                onClick={() => onHang(d.id)}
                data-testid={`activity-hang-${d.id}`}
              >
                {d.hung ? t('tree.hung') : t('tree.hang')}
              </button>
            </li>
          );
        })}
      </ul>
      <ActionGate />
      {brand ? (
        <div className="act-tree-brand">
          <h4 className="act-subtitle">{t('tree.collective')}</h4>
          <Progress value={brand.lit} goal={brand.goal} />
          <p className="act-task-count">{t('tree.lit', { lit: n(brand.lit), goal: n(brand.goal) })}</p>
          <div className="act-pool">
            <span className="act-pool-label">{t('tree.pool')}</span>
            <b className="act-pool-amount">{t(`grants.currency.${page.currency}`, { amount: n(brand.pool) })}</b>
            <span className={`act-badge is-${brand.pool_state}`}>{t(`tree.poolState.${brand.pool_state}`)}</span>
          </div>
          <p className="act-note">
            {t('tree.poolDates', {
              ...dayRange(brand.pool_starts_at, brand.pool_ends_at, i18n.language, zone),
              split: formatDay(brand.split_at, i18n.language, zone),
            })}
          </p>
        </div>
      ) : null}
    </Card>
  );
}
