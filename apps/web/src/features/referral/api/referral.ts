import { type BrandId, cleanChannel, ErrorCode, REFERRALS_API } from '@app/shared';
import { ApiError, apiCall } from '../../../lib/api';
import { KEYS, session } from '../../../lib/storage';
import { useRequest } from '../../../lib/use-request';
import { visitorId } from '../../../lib/visitor';

/** The channel this visit came with (bootstrap keeps `?channel=` in session storage), if it is a clean one. */
export function visitChannel(): string | null {
  return cleanChannel(session.get(KEYS.channel));
}

/**
 * Records the referral code for this browser (the server keeps it; the next registration from
 * this browser attaches it) and answers who invites. An unknown code answers `null`.
 */
export function useReferralVisit(code: string | null, brand: BrandId) {
  // no react-query: a first-time visitor's page, kept light (lib/use-request)
  return useRequest(code === null ? null : `${code}|${brand}`, async () => {
    const channel = visitChannel();
    try {
      return await apiCall(
        REFERRALS_API.visit,
        { code: code!, visitor_id: visitorId(), app_name: brand, ...(channel && { channel }) },
        { silent: true },
      );
    } catch (err) {
      if (err instanceof ApiError && (err.code === ErrorCode.NOT_FOUND || err.code === ErrorCode.VALIDATION_FAILED)) return null;
      throw err;
    }
  });
}
