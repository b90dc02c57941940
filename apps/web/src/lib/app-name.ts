import { type BrandId, isBrandId } from '@app/shared';
import { useParams, useSearchParams } from 'react-router';
import { appState } from '../app/startup';

/** The brand the page was opened for: the :app_name segment, ?app_name, else the start-up brand. */
export function useAppName(): BrandId {
  const params = useParams();
  const [search] = useSearchParams();
  for (const candidate of [params.app_name, search.get('app_name')]) {
    if (candidate && isBrandId(candidate)) return candidate;
  }
  return appState().brand.id;
}

/** The login page for the page's brand (`/h5/login?app_name=…`). */
export function useLoginHref(): string {
  return `/h5/login?app_name=${encodeURIComponent(useAppName())}`;
}
