/**
 * The ranking page as the routes show it: features/gifts' page with what two other features add —
 * the "My CP" panel on the CP board (features/cp) and the follow and report buttons in the gift
 * sheet (features/social, features/risk). Composed here so that no feature imports another. Both
 * load when they are shown (the CP board, an open sheet), not with every board: the board's first
 * render carries only the board.
 */
// the CP panel's styles come with the page (inline in a server-rendered board, which draws the
// panel), its code when the CP board shows it
import '../../features/cp/cp.css';
import type { TPublicProfile } from '@app/shared';
import { lazy, Suspense } from 'react';
import { RankingPage } from '../../features/gifts/pages/RankingPage';
import { i18n } from '../../lib/i18n';

// with its strings: a server-rendered CP board's panel resumes its hydration drawn as it was sent
const MyCpPanel = lazy(() =>
  Promise.all([import('../../features/cp/components/MyCpPanel'), i18n.loadNamespaces(['cp']).catch(() => undefined)]).then(([m]) => ({
    default: m.MyCpPanel,
  })),
);
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
