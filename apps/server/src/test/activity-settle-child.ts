/**
 * The activity settle job as a process of its own, for activities.sigkill.test.ts to SIGKILL:
 *
 *   DATABASE_URL=… DATABASE_SCHEMA=… node --import tsx src/test/activity-settle-child.ts <now ms> [runs]
 *
 * Loads the live definitions from the store as a server node does (`refresh(db, true)`), prints
 * `ready` (the parent times its kill from there: the start-up of node and tsx is no part of the
 * work), then runs `settleActivities` at the fixed instant `now` `runs` times, printing
 * `done <i> <cuts> <paid>` after each, and exits 0. A kill between `ready` and a `done` lands in
 * the job's work.
 */
import { ActivityRegistry } from '../modules/activities/registry';
import { settleActivities } from '../modules/activities/settle';
import { openPostgres } from '../platform/db';

const url = process.env.DATABASE_URL;
const schema = process.env.DATABASE_SCHEMA;
const nowMs = Number(process.argv[2]);
const runs = Number(process.argv[3] ?? 1);
if (!url || !schema || !Number.isFinite(nowMs) || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: DATABASE_URL=… DATABASE_SCHEMA=… activity-settle-child.ts <now ms> [runs]');
  process.exit(2);
}

const db = openPostgres(url, { schema, max: 2 });
const registry = new ActivityRegistry();
await registry.refresh(db, true);
const now = () => new Date(nowMs);
console.log('ready');
for (let i = 1; i <= runs; i++) {
  const r = await settleActivities({ db, now, registry });
  console.log(`done ${i} ${r.cuts} ${r.paid}`);
}
await db.close();
process.exit(0);
