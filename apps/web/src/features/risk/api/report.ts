import { RISK_API, type TRiskReportRequest } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** "Report this user": lands as a risk record (source report); a few per hour per reporter. */
export function useReportMutation() {
  return useMutation({ mutationFn: (input: TRiskReportRequest) => apiCall(RISK_API.report, input, { silent: true }) });
}
