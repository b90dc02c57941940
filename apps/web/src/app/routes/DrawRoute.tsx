import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/Skeleton';
import DrawGamePage from '../../features/draws/pages/DrawGamePage';

// the verifier (and its hashing code) loads only when the rules tab shows it
const DrawVerifyPanel = lazy(() =>
  import('../../features/fairness/components/DrawVerifyPanel').then((m) => ({ default: m.DrawVerifyPanel })),
);

/** The draw games with the draw verifier under their rules (two features composed here, in app). */
export default function DrawRoute() {
  return (
    <DrawGamePage
      renderVerify={({ drawId, onRotated }) => (
        <Suspense fallback={<Skeleton card />}>
          <DrawVerifyPanel key={drawId ?? 'none'} initialId={drawId} onRotated={onRotated} />
        </Suspense>
      )}
    />
  );
}
