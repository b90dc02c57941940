import { type Endpoint, REPORTS_API, type TDashboardQuery } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall, apiDownload } from '../../lib/api';

/** exports read every page of a list on the server; give them time */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/**
 * Downloads a list's xlsx with the filters the list shows (empty ones and paging left out) and
 * saves it under the server's name (content-disposition), else `data.xlsx` (spec 7).
 */
export async function downloadExport(endpoint: Endpoint, filters: Record<string, unknown>): Promise<string> {
  const params = Object.fromEntries(
    Object.entries(filters).filter(([k, v]) => v !== undefined && v !== null && v !== '' && k !== 'page' && k !== 'page_size'),
  ) as Record<string, string | number | boolean>;
  const { filename } = await apiDownload(endpoint.path, params, { timeoutMs: EXPORT_TIMEOUT_MS });
  return filename;
}

export { REPORTS_API };

export function useDashboard(q: TDashboardQuery) {
  return useQuery({
    queryKey: ['admin', 'dashboard', q],
    queryFn: () => apiCall(REPORTS_API.dashboard, q),
    placeholderData: keepPreviousData,
  });
}
