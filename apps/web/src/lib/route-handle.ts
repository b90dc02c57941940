import { useMatches } from 'react-router';

export interface RouteHandle {
  name?: string;
  /** key in the `routes` i18n namespace */
  titleKey?: string;
}

/** The deepest matched route's handle (its name and `routes:` title key); see app/routes/tables.ts. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i]?.handle as RouteHandle | undefined;
    if (h?.name || h?.titleKey) return h;
  }
  return {};
}
