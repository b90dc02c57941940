import { Card } from '../../../components/ui/Card';
import { type BlockProps, useActivity, useLabel } from '../context';
import { Board } from './Board';

/** A board's top N; a tournament board shows the chosen stage. */
export default function LeaderboardBlock({ block }: BlockProps<'leaderboard'>) {
  const { page, stage } = useActivity();
  const label = useLabel();
  const staged = page.definition.tournament?.board === block.board;
  const title = staged && stage ? `${label(`board.${block.board}`)} · ${label(`stage.${stage}`)}` : label(`board.${block.board}`);
  return (
    <Card title={title} titleAs="h3" className="act-card">
      <Board board={block.board} stage={staged ? stage : undefined} limit={block.top} />
    </Card>
  );
}
