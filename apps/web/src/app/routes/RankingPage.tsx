/**
 * The ranking page as the routes show it: features/gifts' page with what two other features add —
 * the "My CP" panel on the CP board (features/cp) and the follow button in the gift sheet
 * (features/social). Composed here so that no feature imports another.
 */
import type { TPublicProfile } from '@app/shared';
import { MyCpPanel } from '../../features/cp/components/MyCpPanel';
import { RankingPage } from '../../features/gifts/pages/RankingPage';
import { ReportButton } from '../../features/risk/components/ReportButton';
import { FollowButton } from '../../features/social/components/FollowButton';

const BOARD_PANELS = { cp: MyCpPanel } as const;

/** Beside the gift sheet's receiver: follow (features/social) and report (features/risk). */
function ReceiverActions(props: { profile: TPublicProfile; signedIn: boolean }) {
  return (
    <>
      <FollowButton {...props} />
      <ReportButton {...props} />
    </>
  );
}

export default function ComposedRankingPage() {
  return <RankingPage boardPanels={BOARD_PANELS} receiverAction={ReceiverActions} />;
}
