// `npm run ledger:verify`: proves per-asset sums are zero, balances equal the rebuild from
// transfers, and no user account is negative, on the configured database.
import { openDatabase } from '../app';
import { loadConfig } from '../config';
import { verifyLedger } from '../modules/ledger/verify';
import { migrate } from '../platform/migrate';

const config = loadConfig();
const db = await openDatabase(config);
await migrate(db);
const report = await verifyLedger(db);
await db.close();
console.log(JSON.stringify(report, null, 2));
console.log(report.ok ? `ledger OK: ${report.accounts} accounts, ${report.transfers} transfers` : 'LEDGER INVARIANTS BROKEN');
process.exit(report.ok ? 0 : 1);
