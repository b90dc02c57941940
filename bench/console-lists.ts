/**
 * Console lists over 1,000,000 feedback threads (+ 1,000,000 messages) and 1,000,000 audit rows
 * (issue 9): p95 of each list query the console runs, with each filter it offers, through the
 * owners' own functions (support repo.queue, platform searchAudit), beside the same call with
 * index and bitmap scans switched off (a plain sequential scan) in the same run.
 * Target: p95 < 50 ms. PostgreSQL only (DATABASE_URL); sizes: BENCH_CONSOLE_ROWS.
 */
import { type QueueFilter, queue } from '@app/server/src/modules/support/repo';
import { type AuditSearch, searchAudit } from '@app/server/src/platform/audit';
import { type Db, openPostgres } from '@app/server/src/platform/db';
import { benchSchema, p95 } from './lib';

const N = Number(process.env.BENCH_CONSOLE_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_CONSOLE_RUNS ?? 40);
const SEQ_RUNS = Number(process.env.BENCH_CONSOLE_SEQ_RUNS ?? 5);
const SCHEMA = 'bench_console';
const PAGE = 20;
const TARGET_MS = 50;

async function timed(runs: number, fn: () => Promise<unknown>): Promise<number> {
  await fn(); // warm
  const xs: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    await fn();
    xs.push(performance.now() - t);
  }
  return p95(xs);
}

async function seed(db: Db) {
  const t0 = Date.now();
  await db.query(
    `insert into admin_users (email, nickname, password_hash) select 'bench' || g || '@x.local', 'bench ' || g, 'x' from generate_series(1, 20) g`,
  );
  // threads over the last 180 days: 2 regions, 5 brands, 3 statuses, a third unassigned
  await db.query(
    `insert into support_threads (user_id, brand, region, language, category, status, assignee_admin_id, preview, message_count,
                                  created_at, last_message_at, first_response_at, closed_at, rating)
     select 1 + (g % 200000),
            (array['ocha','ucoo_plus','cooya','wakoo','default'])[1 + g % 5],
            case when g % 3 = 0 then 'japan' else 'default' end,
            case when g % 3 = 0 then 'ja' else 'zh-CN' end,
            (array['account','payment','bug','report','other'])[1 + g % 5],
            (array['open','answered','closed','closed','closed','closed','closed','closed','closed','closed'])[1 + g % 10],
            case when g % 3 = 1 then null else 1 + g % 20 end,
            'feedback ' || md5(g::text),
            1,
            ts, ts + interval '5 minutes',
            case when g % 10 = 0 then null else ts + ((g % 240) || ' minutes')::interval end,
            case when g % 10 >= 2 then ts + interval '20 hours' end,
            case when g % 10 >= 2 then 1 + g % 5 end
       from (select g, now() - ((g % 15552000) || ' seconds')::interval as ts from generate_series(1, $1::int) g) s`,
    [N],
  );
  await db.query(
    `insert into support_messages (thread_id, author_kind, author_id, body, created_at)
     select id, 'user', user_id, 'message body ' || md5(id::text), created_at from support_threads`,
  );
  // audit rows over the last 180 days: 20 admins, 30 actions, 1 in 20 denied
  await db.query(
    `insert into admin_audit_log (seq, admin_id, action, target, detail, ip, created_at, denied, hash, prev_hash)
     select g, 1 + g % 20, 'action.' || (g % 30), '/api/qyqyadmin/v1/qyqyadmin/t' || (g % 500), '{}'::jsonb, '10.0.0.1',
            now() - ((g % 15552000) || ' seconds')::interval, g % 20 = 0, '\\x00'::bytea, '\\x00'::bytea
       from generate_series(1, $1::int) g`,
    [N],
  );
  // vacuum as autovacuum does for insert-heavy tables: the visibility map lets counts read indexes only
  for (const table of ['support_threads', 'support_messages', 'admin_audit_log']) await db.exec(`vacuum analyze ${table}`);
  console.log(`console-lists: ${N.toLocaleString()} threads, messages and audit rows loaded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

async function main() {
  const bench = await benchSchema('console-lists', SCHEMA, 1);
  if (!bench) return;
  const { db, url } = bench;
  await seed(db);
  // the same calls on a session that may not use an index: the sequential scan of each query
  // (settings of the connection itself: a pooled connection may be replaced after being idle)
  const off = '-c enable_indexscan=off -c enable_bitmapscan=off -c enable_indexonlyscan=off';
  const seqUrl = new URL(url);
  seqUrl.searchParams.set('options', `-c search_path=${SCHEMA} ${off}`);
  const seq = openPostgres(seqUrl.toString(), { max: 1 });
  const plan = await seq.query<{ enable_indexscan: string }>('show enable_indexscan');
  if (plan.rows[0]?.enable_indexscan !== 'off') throw new Error('the sequential-scan session kept its index scans');

  const now = new Date();
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  const both = ['default', 'japan'];
  const feedback: Array<[string, QueueFilter]> = [
    ['queue (all regions)', { regions: both }],
    ['queue /a default region', { regions: ['default'] }],
    ['brand desk (wakoo, japan)', { regions: both, brand: 'wakoo', region: 'japan' }],
    ['status open', { regions: both, status: 'open' }],
    ['assignee = admin 7', { regions: both, assignee: 7 }],
    ['unassigned', { regions: both, assignee: 'none' }],
    ['last 7 days', { regions: both, from: daysAgo(7), until: now }],
    ['text search', { regions: both, text: 'deadbeef', userId: 0 }],
    ['user public id', { regions: both, text: '123456', userId: 123456 }],
    ['SLA breached', { regions: both, breachedAt: { now, firstMinutes: 30, resolutionHours: 24 } }],
  ];
  const audit: Array<[string, Omit<AuditSearch, 'limit' | 'offset'>]> = [
    ['audit: newest', {}],
    ['audit: admin 3', { adminId: 3 }],
    ['audit: action', { action: 'action.7' }],
    ['audit: target', { target: '/api/qyqyadmin/v1/qyqyadmin/t42' }],
    ['audit: last 24 h', { from: daysAgo(1), to: now }],
    ['audit: denied', { deniedOnly: true }],
    ['audit: denied + admin', { deniedOnly: true, adminId: 3 }],
    ['audit: admin + 7 days', { adminId: 3, from: daysAgo(7), to: now }],
  ];

  const rows: Array<{ name: string; p95: number; seq: number }> = [];
  for (const [name, f] of feedback) {
    rows.push({
      name: `feedback: ${name}`,
      p95: await timed(RUNS, () => queue(db, f, PAGE, 0)),
      seq: await timed(SEQ_RUNS, () => queue(seq, f, PAGE, 0)),
    });
  }
  for (const [name, s] of audit) {
    rows.push({
      name,
      p95: await timed(RUNS, () => searchAudit(db, { ...s, limit: PAGE, offset: 0 })),
      seq: await timed(SEQ_RUNS, () => searchAudit(seq, { ...s, limit: PAGE, offset: 0 })),
    });
  }

  console.log(`\nconsole list queries, first page of ${PAGE} + its count, ${N.toLocaleString()} rows each (p95 ms; target < ${TARGET_MS})`);
  console.log(`${'query'.padEnd(40)} ${'p95'.padStart(9)} ${'seq scan'.padStart(10)}`);
  for (const r of rows) {
    console.log(
      `${r.p95 < TARGET_MS ? ' ok ' : 'SLOW'} ${r.name.padEnd(35)} ${r.p95.toFixed(1).padStart(9)} ${r.seq.toFixed(1).padStart(10)}`,
    );
  }
  const slow = rows.filter((r) => r.p95 >= TARGET_MS);
  console.log(slow.length ? `\n${slow.length} over ${TARGET_MS} ms: ${slow.map((r) => r.name).join('; ')}` : '\nall under target');
  await seq.close();
  await bench.drop();
  if (process.env.BENCH_CHECK && slow.length) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
