/**
 * Crash safety: the real server as a child process on PostgreSQL, SIGKILLed at random moments
 * while clients send gifts; clients retry each request with the same idempotency key until they
 * get an answer. Afterwards: nothing acknowledged is lost, nothing is applied twice, the ledger
 * balances.
 */
import { randomBytes } from 'node:crypto';
import { computeSign, makeNonce } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../modules/gifts/catalogue';
import { verifyLedger } from '../modules/ledger/verify';
import { type Db, openPostgres } from '../platform/db';
import { migrate } from '../platform/migrate';
import { directRegistrar, mintGold, roseGiftId } from './direct-seed';
import { freePort, type ServerProcess, startServerProcess } from './server-process';

const url = process.env.DATABASE_URL;
const describePg = url ? describe : describe.skip;
const SECRET = 'crash-secret';
const KILLS = 10;
const SENDERS = 20;
const FUNDS = 2_000;

describePg('crash safety (SIGKILL during gift load, PostgreSQL)', () => {
  const schema = `crash_${randomBytes(5).toString('hex')}`;
  let admin: Db;
  let db: Db;
  let server: ServerProcess | null = null;
  let port = 0;
  const env = () => ({ DATABASE_URL: url!, DATABASE_SCHEMA: schema, API_SECRET: SECRET, DEMO: 'false', LOG_LEVEL: 'error' });

  beforeAll(async () => {
    admin = openPostgres(url!, { max: 1 });
    await admin.query(`create schema ${schema}`);
    db = openPostgres(url!, { schema, max: 4 });
    await migrate(db);
    await seedCatalogue(db);
    port = await freePort();
  }, 60_000);
  afterAll(async () => {
    await server?.kill();
    await db?.close();
    await admin?.query(`drop schema if exists ${schema} cascade`);
    await admin?.close();
  });

  it('loses no acknowledged gift and applies none twice', async () => {
    const mk = directRegistrar(db, 'crash.local', 'CrashPass1');
    const anchor = await mk('anchor', 'female');
    const senders: Array<Awaited<ReturnType<typeof mk>>> = [];
    for (let i = 0; i < SENDERS; i++) {
      const s = await mk(`s${i}`, 'male');
      await mintGold(db, 'test', `fund-${s.user.id}`, s.user.id, FUNDS);
      senders.push(s);
    }
    const rose = await roseGiftId(db);

    server = await startServerProcess(env(), { port });
    const base = `http://127.0.0.1:${port}`;
    let stop = false;
    const acknowledged = new Map<string, string>(); // key → the reply's data as JSON
    let sent = 0;

    async function sendOnce(token: string, body: Record<string, unknown>) {
      const params: Record<string, unknown> = {
        ...body,
        timestamp: Math.floor(Date.now() / 1000),
        nonce: makeNonce(),
        access_key: 'h5-web',
      };
      params.sign = computeSign(params, SECRET);
      const res = await fetch(`${base}/api/v1/gifts/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'access-token': token },
        body: JSON.stringify(params),
        signal: AbortSignal.timeout(5000),
      });
      return (await res.json()) as { status: number; data: Record<string, unknown> | null };
    }

    async function client(index: number) {
      const s = senders[index]!;
      for (let n = 0; !stop; n++) {
        const key = `crash-c${index}-${n}`;
        const body = { to_user_id: anchor.user.id, gift_id: rose, count: 1 + (n % 3), request_id: key };
        // retry the same key until the server answers (it may be dead or restarting)
        for (let attempt = 0; attempt < 200; attempt++) {
          try {
            const reply = await sendOnce(s.access_token, body);
            sent++;
            // the only refusal a funded sender can meet is running out of coins
            if (reply.status !== 0) expect(reply.status, JSON.stringify(reply)).toBe(3001);
            if (reply.status === 0 && reply.data) {
              const { duplicate: _d, ...data } = reply.data;
              const prev = acknowledged.get(key);
              if (prev) expect(JSON.stringify(data)).toBe(prev); // a replay answers as the first time
              acknowledged.set(key, JSON.stringify(data));
            }
            break;
          } catch {
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      }
    }

    const clients = Array.from({ length: 8 }, (_, i) => client(i));
    for (let k = 0; k < KILLS; k++) {
      await new Promise((r) => setTimeout(r, 300 + Math.random() * 700));
      await server.kill();
      server = await startServerProcess(env(), { port });
    }
    await new Promise((r) => setTimeout(r, 500));
    stop = true;
    await Promise.all(clients);

    // every acknowledged key is applied exactly once; nothing unacknowledged slipped in twice
    const ops = await db.query<{ request_id: string; n: number }>(
      `select request_id, count(*)::int8 as n from ledger_operations where kind = 'gift' group by request_id`,
    );
    for (const row of ops.rows) expect(row.n).toBe(1);
    const applied = new Set(ops.rows.map((r) => r.request_id));
    for (const key of acknowledged.keys()) expect(applied.has(key), `acknowledged ${key} lost`).toBe(true);
    const gifts = await db.query<{ n: number; total: number; income: number }>(
      'select count(*)::int8 as n, coalesce(sum(total), 0)::int8 as total, coalesce(sum(income), 0)::int8 as income from gift_sends',
    );
    expect(gifts.rows[0]!.n).toBe(applied.size);
    const spent = await db.query<{ total: number }>(
      `select coalesce(sum(b.balance), 0)::int8 as total from ledger_balances b join ledger_accounts a on a.id = b.account_id
        where a.owner_user_id <> $1 and a.asset = 'gold_coin'`,
      [anchor.user.id],
    );
    expect(SENDERS * FUNDS - spent.rows[0]!.total).toBe(gifts.rows[0]!.total);
    expect((await verifyLedger(db)).ok).toBe(true);
    expect(acknowledged.size).toBeGreaterThan(50);
    console.log(`crash test: ${KILLS} kills, ${sent} replies, ${acknowledged.size} acknowledged gifts, ${applied.size} applied`);
  }, 180_000);
});
