/**
 * The ranking page as the routes show it: features/gifts' page with what two other features add —
 * the "My CP" panel on the CP board (features/cp) and the follow and report buttons in the gift
 * sheet (features/social, features/risk). Composed here so that no feature imports another. Both
 * load when they are shown (the CP board, an open sheet), not with every board: the board's first
 * render carries only the board.
 */
import type { TPublicProfile } from '@app/shared';
import { lazy, Suspense } from 'react';
import { RankingPage } from '../../features/gifts/pages/RankingPage';

const MyCpPanel = lazy(() => import('../../features/cp/components/MyCpPanel').then((m) => ({ default: m.MyCpPanel })));
const ReceiverButtons = lazy(() => import('./ReceiverButtons'));

function CpPanel(props: { appName: string; loginTo: string }) {
  return (
    <Suspense fallback={null}>
      <MyCpPanel {...props} />
    </Suspense>
  );
}

const BOARD_PANELS = { cp: CpPanel } as const;

/** Beside the gift sheet's receiver (inside the sheet's own Suspense). */
function ReceiverActions(props: { profile: TPublicProfile; signedIn: boolean }) {
  return <ReceiverButtons {...props} />;
}

export default function ComposedRankingPage() {
  return <RankingPage boardPanels={BOARD_PANELS} receiverAction={ReceiverActions} />;
}
