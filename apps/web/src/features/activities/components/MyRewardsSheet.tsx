import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { List, ListRow } from '../../../components/ui/ListRow';
import { Sheet } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useActivityRewards } from '../api';
import { useActivity, useGrantText, useLabel } from '../context';
import { formatDay } from '../model';

/** The viewer's rewards from the event, newest first (signed in). */
export default function MyRewardsSheet({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('activities');
  const { page, zone, preview } = useActivity();
  const label = useLabel();
  const grantText = useGrantText();
  // the preview shows no viewer, so no rewards (its event may not exist yet)
  const q = useActivityRewards(page.event, !preview);
  const what = (source: string, ref: string, rank: number | null) => {
    if (source === 'board') return rank === null ? label(`board.${ref}`) : t('mine.boardRank', { board: label(`board.${ref}`), rank });
    if (source === 'task') return label(`task.${ref}`);
    if (source === 'check_in') return t('mine.checkIn', { day: ref });
    return t('mine.pool');
  };
  return (
    <Sheet onClose={onClose} closeLabel={t('mine.close')} className="act-sheet" testId="activity-rewards-sheet" labelledBy="act-mine-title">
      <h2 id="act-mine-title" className="act-sheet-title">
        {t('mine.title')}
      </h2>
      {q.isPending ? (
        <Skeleton className="act-board-skeleton" />
      ) : !q.data?.items.length ? (
        <EmptyState className="act-empty">{t('mine.empty')}</EmptyState>
      ) : (
        <List className="act-mine-list">
          {q.data.items.map((r) => (
            <ListRow
              key={`${r.source}:${r.ref}:${r.at}`}
              title={what(r.source, r.ref, r.rank)}
              subs={[grantText(r.grants)]}
              side={<small>{formatDay(r.at, i18n.language, zone)}</small>}
            />
          ))}
        </List>
      )}
      <button type="button" className="ui-btn ui-btn-block act-btn" onClick={onClose}>
        {t('mine.close')}
      </button>
    </Sheet>
  );
}
