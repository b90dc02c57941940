import { Card } from '../../../components/ui/Card';
import { type BlockProps, useLabel } from '../context';
import { Board } from './Board';

/** The tribes that go through to the PK rounds. */
export const TRIBE_PK_ADVANCE = 8;

/** The tribe board with its top-8 line. */
export default function TribePkBlock({ block }: BlockProps<'tribe_pk'>) {
  const label = useLabel();
  return (
    <Card title={label(`board.${block.board}`)} titleAs="h3" className="act-card act-tribe-pk">
      <Board board={block.board} limit={20} advance={TRIBE_PK_ADVANCE} />
    </Card>
  );
}
