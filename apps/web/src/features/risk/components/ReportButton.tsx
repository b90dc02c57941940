import '../risk.css';
import type { TPublicProfile } from '@app/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// the sheet (and its API call) loads on the first tap: pages carrying the button stay light
const ReportSheet = lazy(() => import('./ReportSheet'));

/** "Report" beside another user (the gift sheet's receiver actions); only signed in, never on oneself. */
export function ReportButton({ profile, signedIn, selfId }: { profile: TPublicProfile; signedIn: boolean; selfId?: number | undefined }) {
  const { t, ready } = useTranslation('risk');
  const [open, setOpen] = useState(false);
  if (!signedIn || !ready || profile.id === selfId) return null;
  return (
    <>
      <button type="button" className="report-btn" onClick={() => setOpen(true)} data-testid="report-open">
        {t('report.button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportSheet profile={profile} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
