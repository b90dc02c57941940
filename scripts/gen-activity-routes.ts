/**
 * Writes packages/shared/src/activities/routes.ts from every activity definition: the route rows
 * (small enough for the web's route tables, which every page's entry carries) and each route's
 * event and view (read by the activity page's own chunk). The definitions stay on the server.
 * Run with `npm run gen:activities` after adding or changing a definition's routes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ACTIVITY_DEFINITIONS } from '../packages/shared/src/activities/defs';
import { activityRouteRows, activityRouteTargets } from '../packages/shared/src/activities/routes-of';

const rows = activityRouteRows(ACTIVITY_DEFINITIONS);
const targets = activityRouteTargets(ACTIVITY_DEFINITIONS);
const out = `// Generated from the activity definitions by \`npm run gen:activities\`; do not edit.
import type { ActivityRouteRows } from './routes-of';

export const ACTIVITY_ROUTES: ActivityRouteRows = ${JSON.stringify(rows)};

/** route name → [event, view] */
export const ACTIVITY_ROUTE_TARGETS: Readonly<Record<string, readonly [string, string]>> = ${JSON.stringify(targets)};
`;
const file = fileURLToPath(new URL('../packages/shared/src/activities/routes.ts', import.meta.url));
writeFileSync(file, out);
console.log(`${Object.keys(targets).length} activity routes → ${file}`);
