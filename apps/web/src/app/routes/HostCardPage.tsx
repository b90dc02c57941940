/**
 * The host-card page as the routes show it: features/hostcards' page with what two other features
 * add — the follow button (features/social) and the referral visit that attributes the card's
 * visitors to the host (features/referral). Composed here so that no feature imports another.
 */
import type { BrandId, TPublicProfile } from '@app/shared';
import { HostCardPage } from '../../features/hostcards/pages/HostCardPage';
import { useReferralVisit, visitChannel } from '../../features/referral/api/referral';
import { FollowButton } from '../../features/social/components/FollowButton';
import { QueryProvider } from '../../lib/query';

function Follow(props: { profile: TPublicProfile; signedIn: boolean }) {
  return (
    <QueryProvider>
      <FollowButton {...props} />
    </QueryProvider>
  );
}

/** Records the code for this browser, as the referral entry page does: the next registration here is the host's invitee. */
function Visit({ code, brand }: { code: string; brand: BrandId }) {
  useReferralVisit(code, brand);
  return null;
}

export default function ComposedHostCardPage() {
  return <HostCardPage Follow={Follow} Visit={Visit} channel={visitChannel} />;
}
