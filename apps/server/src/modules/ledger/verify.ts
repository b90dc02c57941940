import type { Queryable } from '../../platform/db';

export interface LedgerReport {
  ok: boolean;
  /** assets whose accounts do not sum to zero */
  unbalancedAssets: Array<{ asset: string; sum: number }>;
  /** accounts whose stored balance differs from the sum of their transfers */
  mismatchedAccounts: Array<{ accountId: number; stored: number; rebuilt: number }>;
  /** non-system accounts below zero */
  negativeAccounts: Array<{ accountId: number; balance: number }>;
  accounts: number;
  transfers: number;
}

/** Proves the ledger invariants from the rows alone (`npm run ledger:verify`). */
export async function verifyLedger(q: Queryable): Promise<LedgerReport> {
  const unbalanced = await q.query<{ asset: string; sum: number }>(
    `select a.asset, sum(b.balance)::int8 as sum from ledger_balances b join ledger_accounts a on a.id = b.account_id
      group by a.asset having sum(b.balance) <> 0`,
  );
  const mismatched = await q.query<{ account_id: number; stored: number; rebuilt: number }>(
    `with moves as (
       select debit_account_id as account_id, -amount as delta from ledger_transfers
       union all select credit_account_id, amount from ledger_transfers),
     rebuilt as (select account_id, sum(delta)::int8 as total from moves group by account_id),
     stored as (select account_id, sum(balance)::int8 as total from ledger_balances group by account_id)
     select coalesce(s.account_id, r.account_id) as account_id, coalesce(s.total, 0)::int8 as stored, coalesce(r.total, 0)::int8 as rebuilt
       from stored s full join rebuilt r on r.account_id = s.account_id
      where coalesce(s.total, 0) <> coalesce(r.total, 0)`,
  );
  const negative = await q.query<{ account_id: number; balance: number }>(
    `select b.account_id, sum(b.balance)::int8 as balance from ledger_balances b join ledger_accounts a on a.id = b.account_id
      where not a.allow_negative group by b.account_id having min(b.balance) < 0 or sum(b.balance) < 0`,
  );
  const counts = await q.query<{ accounts: number; transfers: number }>(
    'select (select count(*) from ledger_accounts)::int8 as accounts, (select count(*) from ledger_transfers)::int8 as transfers',
  );
  const report: LedgerReport = {
    ok: false,
    unbalancedAssets: unbalanced.rows,
    mismatchedAccounts: mismatched.rows.map((r) => ({ accountId: r.account_id, stored: r.stored, rebuilt: r.rebuilt })),
    negativeAccounts: negative.rows.map((r) => ({ accountId: r.account_id, balance: r.balance })),
    accounts: counts.rows[0]?.accounts ?? 0,
    transfers: counts.rows[0]?.transfers ?? 0,
  };
  report.ok = report.unbalancedAssets.length === 0 && report.mismatchedAccounts.length === 0 && report.negativeAccounts.length === 0;
  return report;
}
