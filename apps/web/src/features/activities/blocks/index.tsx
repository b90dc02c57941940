import type { ActivityBlock, ActivityBlockType } from '@app/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/Skeleton';
import type { BlockProps } from '../context';
import CountdownBlock from './CountdownBlock';
import LeaderboardBlock from './LeaderboardBlock';
import RewardTableBlock from './RewardTableBlock';
import RulesBlockView from './RulesBlockView';
import TournamentBlock from './TournamentBlock';

/**
 * The one map from a block's type to its component. The blocks most events show load with the
 * page; the rest (tasks, tree, check-in…) load when a tab shows one.
 */
const BLOCKS: { [K in ActivityBlockType]: ComponentType<BlockProps<K>> } = {
  countdown: CountdownBlock,
  leaderboard: LeaderboardBlock,
  tournament: TournamentBlock,
  reward_table: RewardTableBlock,
  rules: RulesBlockView,
  tasks: lazy(() => import('./TasksBlock')),
  tribe_pk: lazy(() => import('./TribePkBlock')),
  tree: lazy(() => import('./TreeBlock')),
  hall_of_fame: lazy(() => import('./HallOfFameBlock')),
  gift_wall: lazy(() => import('./GiftWallBlock')),
  lottery: lazy(() => import('./LotteryBlock')),
  check_in: lazy(() => import('./CheckInBlock')),
};

/** One block of a tab, drawn by the component of its type. */
export function BlockView({ block }: { block: ActivityBlock }) {
  const Component = BLOCKS[block.type] as ComponentType<{ block: ActivityBlock }> | undefined;
  if (!Component) return null;
  return (
    <div className={`act-block act-block-${block.type}`} data-testid={`activity-block-${block.type}`}>
      <Suspense fallback={<Skeleton card className="act-block-skeleton" />}>
        <Component block={block} />
      </Suspense>
    </div>
  );
}
