import type { SpecDefaultSection } from '../../../app/routes/spec-routes';
import type { RouteDef } from '../../../app/routes/tables';

export type RouteGroupKey = SpecDefaultSection | 'wakooAuth' | 'wakooGames' | 'wakooOther' | 'brand';

/**
 * Where each group of a table starts: the tables are the spec's sections in order (tables.ts
 * DEFAULT_SECTIONS, then wakoo's own groups in front), so a group runs from its first route's name
 * to the next group's. routeGroups.test keeps these names in the tables.
 */
export const GROUP_STARTS: Record<Exclude<RouteGroupKey, 'brand'>, string> = {
  wakooAuth: 'auth_withdraw_request',
  wakooGames: 'wakoo_racing',
  wakooOther: 'mine_level_ja',
  activities: 'dragon_boat',
  seasonal: 'spring_2025',
  dragonYear: 'dragon_blind_box',
  otherActivities: 'energy_challenge',
  constellation: 'constellation',
  rankings: 'whole_rank',
  japan: 'bonus_charge',
  games: 'gold_racing',
  withdrawal: 'withdraw_pre_apply',
  legal: 'contract',
  anchor: 'anchor_rating',
  official: 'site_home',
  other: 'letters',
};

const START_OF = new Map(Object.entries(GROUP_STARTS).map(([group, name]) => [name, group as RouteGroupKey]));

export interface RouteGroup {
  key: RouteGroupKey;
  routes: RouteDef[];
}

/**
 * A table split into its groups, in order. A small table (ocha, cooya, ucoo_plus) picks pages out of
 * order: a start seen again after a later group, or nothing recognised, keeps them in one `brand` group.
 */
export function groupRoutes(table: readonly RouteDef[]): RouteGroup[] {
  const groups: RouteGroup[] = [];
  const seen = new Set<RouteGroupKey>();
  let current: RouteGroup | null = null;
  for (const route of table) {
    const start = START_OF.get(route.name);
    if (start && !seen.has(start)) {
      seen.add(start);
      current = { key: start, routes: [] };
      groups.push(current);
    }
    if (!current) {
      current = { key: 'brand', routes: [] };
      groups.push(current);
    }
    current.routes.push(route);
  }
  return groups;
}

/** Routes whose title, name or path holds the query (any case); `title` gives a route's shown title. */
export function filterRoutes(groups: RouteGroup[], query: string, title: (r: RouteDef) => string): RouteGroup[] {
  const q = query.trim().toLowerCase();
  if (!q) return groups;
  return groups
    .map((g) => ({ key: g.key, routes: g.routes.filter((r) => [title(r), r.name, r.path].some((s) => s.toLowerCase().includes(q))) }))
    .filter((g) => g.routes.length > 0);
}
