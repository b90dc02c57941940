import { BRANDS, type BrandId, DEFAULT_BRAND, isBrandId, type TDiagnosticsPing } from '@app/shared';
import type { AuthedUser } from '../../platform/auth';

export interface DiagnosticsDeps {
  now: () => Date;
}

/**
 * The QA ping: the server's clock, the token's user (its public id; null when there is no token or
 * the server does not know it), the brand and region the call counts for, the request's id for the
 * logs. Without a user the brand is the page's `app_name` (else the default) in its home region.
 */
export function ping(deps: DiagnosticsDeps, user: AuthedUser | null, appName: string | undefined, requestId: string): TDiagnosticsPing {
  const brand: BrandId = user?.brand ?? (appName && isBrandId(appName) ? appName : DEFAULT_BRAND);
  return {
    server_time_ms: deps.now().getTime(),
    user_public_id: user?.publicId ?? null,
    brand,
    region: user?.region ?? BRANDS[brand].defaultRegion,
    request_id: String(requestId),
  };
}
