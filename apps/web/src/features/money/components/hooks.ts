import { BRANDS, type BrandId, type CurrencyFlavour, ErrorCode, isBrandId } from '@app/shared';
import { useParams, useSearchParams } from 'react-router';
import { appState } from '../../../app/startup';
import { ApiError } from '../../../lib/api';
import { getUserToken } from '../../../lib/session';

/** The brand the page was opened for: the :app_name segment, ?app_name, else the start-up brand. */
export function useAppName(): BrandId {
  const params = useParams();
  const [search] = useSearchParams();
  for (const candidate of [params.app_name, search.get('app_name')]) {
    if (candidate && isBrandId(candidate)) return candidate;
  }
  return appState().brand.id;
}

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
