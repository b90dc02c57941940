import { REFERRALS_CONSOLE_API } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

/** Who brought a user and whom they brought (the user drawer). */
export function useUserReferral(userid: number) {
  return useQuery({
    queryKey: ['admin', 'referrals', userid],
    queryFn: () => apiCall(REFERRALS_CONSOLE_API.user, { userid }),
  });
}
