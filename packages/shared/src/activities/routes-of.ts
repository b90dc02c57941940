import type { ActivityDefinitionInput, ActivitySection } from './schema';

/**
 * What a route table needs of the activity routes: per section, `[path, name]` in definition
 * order (kept small: every page's entry carries the tables).
 */
export type ActivityRouteRows = Partial<Record<ActivitySection, Array<readonly [path: string, name: string]>>>;

/** The route rows of the definitions (routes.ts holds them, generated). */
export function activityRouteRows(defs: readonly ActivityDefinitionInput[]): ActivityRouteRows {
  const out: ActivityRouteRows = {};
  for (const d of defs)
    for (const r of d.routes) {
      const rows = out[r.section] ?? [];
      rows.push([r.path, r.name]);
      out[r.section] = rows;
    }
  return out;
}

/** Route name → [event, view]: what the activity page reads (its own chunk). */
export function activityRouteTargets(defs: readonly ActivityDefinitionInput[]): Record<string, readonly [string, string]> {
  return Object.fromEntries(defs.flatMap((d) => d.routes.map((r) => [r.name, [d.id, r.view] as const])));
}
