/**
 * The ranking page as the routes show it: features/gifts' page with what two other features add —
 * the "My CP" panel on the CP board (features/cp) and the follow button in the gift sheet
 * (features/social). Composed here so that no feature imports another.
 */
import { MyCpPanel } from '../../features/cp/components/MyCpPanel';
import { RankingPage } from '../../features/gifts/pages/RankingPage';
import { FollowButton } from '../../features/social/components/FollowButton';

const BOARD_PANELS = { cp: MyCpPanel } as const;

export default function ComposedRankingPage() {
  return <RankingPage boardPanels={BOARD_PANELS} receiverAction={FollowButton} />;
}
