import { describe, expect, it } from 'vitest';
import { ROUTE_TABLES } from '../../../app/routes/tables';
import { filterRoutes, GROUP_STARTS, groupRoutes } from './route-groups';

describe('route groups of the list page', () => {
  it('every group start is a route of the wakoo table (which holds every group)', () => {
    const names = new Set(ROUTE_TABLES.wakoo.map((r) => r.name));
    for (const [group, name] of Object.entries(GROUP_STARTS)) expect(names.has(name), `${group}: ${name}`).toBe(true);
  });

  it('splits the default table into the spec sections, in order, losing no route', () => {
    const groups = groupRoutes(ROUTE_TABLES.default);
    expect(groups.map((g) => g.key)).toEqual([
      'activities',
      'seasonal',
      'dragonYear',
      'otherActivities',
      'constellation',
      'rankings',
      'japan',
      'games',
      'withdrawal',
      'legal',
      'anchor',
      'official',
      'other',
    ]);
    expect(groups.flatMap((g) => g.routes)).toEqual(ROUTE_TABLES.default);
    expect(groups.find((g) => g.key === 'other')?.routes.map((r) => r.name)).toContain('list');
  });

  it('puts wakoo’s own groups first and keeps small tables whole', () => {
    const wakoo = groupRoutes(ROUTE_TABLES.wakoo);
    expect(wakoo.slice(0, 4).map((g) => g.key)).toEqual(['wakooAuth', 'wakooGames', 'wakooOther', 'activities']);
    expect(wakoo.flatMap((g) => g.routes)).toHaveLength(ROUTE_TABLES.wakoo.length);
    for (const brand of ['ocha', 'ucoo_plus'] as const)
      expect(groupRoutes(ROUTE_TABLES[brand]).flatMap((g) => g.routes)).toEqual(ROUTE_TABLES[brand]);
  });

  it('filters by title, name or path', () => {
    const groups = groupRoutes(ROUTE_TABLES.default);
    const found = filterRoutes(groups, 'FORCE_up', (r) => r.titleKey);
    expect(found.flatMap((g) => g.routes.map((r) => r.name))).toEqual(['force_upgrade']);
    expect(filterRoutes(groups, '  ', () => '')).toBe(groups);
  });
});
