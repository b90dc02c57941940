import type { TPublicProfile } from '@app/shared';
import { ReportButton } from '../../features/risk/components/ReportButton';
import { FollowButton } from '../../features/social/components/FollowButton';

/** Follow (features/social) and report (features/risk) beside the gift sheet's receiver. */
export default function ReceiverButtons(props: { profile: TPublicProfile; signedIn: boolean }) {
  return (
    <>
      <FollowButton {...props} />
      <ReportButton {...props} />
    </>
  );
}
