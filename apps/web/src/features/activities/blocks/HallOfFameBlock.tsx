import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { RankList, RankRow } from '../../../components/ui/RankList';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useActivityResults } from '../api';
import { type BlockProps, useActivity, useGrantText, useLabel } from '../context';
import { OwnerAvatar, Score, useOwnerName } from './Board';

/** What a board paid: its winners, top N, with their grants; empty until the payout. */
export default function HallOfFameBlock({ block }: BlockProps<'hall_of_fame'>) {
  const { t } = useTranslation('activities');
  const { preview } = useActivity();
  const label = useLabel();
  return (
    <Card title={`${t('hall.title')} · ${label(`board.${block.board}`)}`} titleAs="h3" className="act-card act-hall">
      {/* the preview's event may not exist yet: nothing paid, nothing to fetch */}
      {preview ? <EmptyState className="act-empty">{t('hall.empty')}</EmptyState> : <Winners block={block} />}
    </Card>
  );
}

function Winners({ block }: BlockProps<'hall_of_fame'>) {
  const { t } = useTranslation('activities');
  const { page, brand } = useActivity();
  const grantText = useGrantText();
  const name = useOwnerName();
  const q = useActivityResults(page.event, block.board, brand);
  const winners = (q.data?.winners ?? []).slice(0, block.top);
  return q.isPending ? (
    <Skeleton className="act-board-skeleton" />
  ) : !q.data?.settled_at || winners.length === 0 ? (
    <EmptyState className="act-empty">{t('hall.empty')}</EmptyState>
  ) : (
    <RankList className="act-rank-list">
      {winners.map((w) => (
        <RankRow
          key={w.key}
          rank={w.rank <= 3 ? <span className={`act-medal act-medal-${w.rank}`}>{w.rank}</span> : w.rank}
          lead={<OwnerAvatar row={w} />}
          title={name(w)}
          subs={[grantText(w.grants)]}
          side={<Score value={w.score} />}
          className={w.rank <= 3 ? `act-row act-top-${w.rank}` : 'act-row'}
          testId="activity-hall-row"
        />
      ))}
    </RankList>
  );
}
