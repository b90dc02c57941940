import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/Skeleton';
import RacingPage from '../../features/racing/pages/RacingPage';

// the verifier (and its hashing code) loads only when the rules tab shows it
const VerifyPanel = lazy(() => import('../../features/fairness/components/VerifyPanel').then((m) => ({ default: m.VerifyPanel })));

/** Speed racing with the fairness verifier under its rules (two features composed here, in app). */
export default function RacingRoute() {
  return (
    <RacingPage
      renderVerify={({ brand, round }) => (
        <Suspense fallback={<Skeleton card />}>
          <VerifyPanel game="racing" brand={brand} initialRound={round} />
        </Suspense>
      )}
    />
  );
}
