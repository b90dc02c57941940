// `npm run audit:verify`: recomputes the console audit log's hash chain from its first row and
// reports the first broken row (docs/operations.md "Audit log"). Exit code 1 when broken.
import { openDatabase } from '../app';
import { loadConfig } from '../config';
import { verifyAuditChain } from '../platform/audit';
import { migrate } from '../platform/migrate';

const config = loadConfig();
const db = await openDatabase(config);
await migrate(db);
const started = Date.now();
const report = await verifyAuditChain(db);
await db.close();
console.log(JSON.stringify({ ...report, ms: Date.now() - started }, null, 2));
if (report.ok) console.log(`audit chain OK: ${report.verifiedSeq} rows`);
else
  console.log(
    `AUDIT CHAIN BROKEN at row id=${report.firstBroken?.id ?? '-'} seq=${report.firstBroken?.seq ?? '-'} (${report.firstBroken?.reason}); intact up to seq ${report.verifiedSeq}`,
  );
process.exit(report.ok ? 0 : 1);
