export { useAppName } from '../../../lib/app-name';

import { BRANDS, type CurrencyFlavour, ErrorCode, isBrandId } from '@app/shared';
import { ApiError } from '../../../lib/api';
import { getUserToken } from '../../../lib/session';

export function flavourOf(brand: string | undefined): CurrencyFlavour {
  return brand && isBrandId(brand) ? BRANDS[brand].currency : 'gold';
}

export function isNotLoggedIn(error: unknown): boolean {
  return !getUserToken() || (error instanceof ApiError && error.code === ErrorCode.NOT_LOGGED_IN);
}

/** The charge records page, for the brand the user pays in. */
export function recordsHref(brand: string): string {
  return `/h5/japan/withdraw/charge/record?app_name=${encodeURIComponent(brand)}`;
}
