import { PREPAID_CONSOLE_API, type TPrepaidReport, ZPrepaidReport } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

/** The prepaid balance report: each brand's unused paid coins now and at the next base dates. */
export function usePrepaidReport() {
  return useQuery({
    queryKey: ['admin', 'prepaid'],
    queryFn: async (): Promise<TPrepaidReport> => ZPrepaidReport.parse(await apiCall(PREPAID_CONSOLE_API.report)),
  });
}
