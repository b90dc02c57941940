import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale';
import { ACTIVITY_DEFINITIONS } from './defs';
import { ACTIVITY_ROUTE_TARGETS, ACTIVITY_ROUTES } from './routes';
import { activityRouteRows, activityRouteTargets } from './routes-of';
import { parseActivityDefinition } from './schema';

describe('the shipped activity definitions', () => {
  it.each(ACTIVITY_DEFINITIONS.map((d) => [d.id, d] as const))('%s parses, checks and has its text in five languages', (_id, input) => {
    const parsed = parseActivityDefinition(input);
    expect(parsed.ok ? [] : parsed.problems).toEqual([]);
    for (const locale of LOCALES) expect(input.text[locale]?.rules.length, locale).toBeGreaterThan(0);
  });

  it('ids, route paths and route names are unique', () => {
    const ids = ACTIVITY_DEFINITIONS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = Object.values(activityRouteRows(ACTIVITY_DEFINITIONS)).flat();
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r[1])).size).toBe(rows.length);
  });

  it('routes.ts is generated from the definitions (npm run gen:activities)', () => {
    expect(ACTIVITY_ROUTES).toEqual(activityRouteRows(ACTIVITY_DEFINITIONS));
    expect(ACTIVITY_ROUTE_TARGETS).toEqual(activityRouteTargets(ACTIVITY_DEFINITIONS));
  });
});
