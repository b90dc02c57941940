/**
 * Embedded database (issue 3): the serial gift rate on PGlite next to the same code on native
 * PostgreSQL, in one run. Target: PGlite ≥ 0.5 × PostgreSQL. Serial (one request at a time)
 * through the whole HTTP stack in-process (app.inject), signing included.
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '@app/server/src/app';
import { loadConfig } from '@app/server/src/config';
import { type Db, openPglite, openPostgres } from '@app/server/src/platform/db';
import { directRegistrar, mintGold, roseGiftId } from '@app/server/src/test/direct-seed';
import { computeSign, makeNonce } from '@app/shared';

const GIFTS = Number(process.env.BENCH_GIFTS ?? 1000);
const SECRET = 'bench-secret';

async function rate(db: Db): Promise<number> {
  const config = loadConfig({ API_SECRET: SECRET, LOG_LEVEL: 'error', DEMO: 'false' }, { webDist: '/nonexistent' });
  const { app } = await buildApp(config, { db, seed: false, jobs: false });
  const mk = directRegistrar(db, 'emb.local', 'BenchPass1');
  const sender = await mk('sender', 'male');
  const anchor = await mk('anchor', 'female');
  await mintGold(db, 'bench', 'fund-sender', sender.user.id, 1_000_000);
  const gift = await roseGiftId(db);
  const send = async (i: number) => {
    const params: Record<string, unknown> = {
      to_user_id: anchor.user.id,
      gift_id: gift,
      count: 1,
      request_id: `emb-${i}-${randomBytes(4).toString('hex')}`,
      timestamp: Math.floor(Date.now() / 1000),
      nonce: makeNonce(),
      access_key: 'h5-web',
    };
    params.sign = computeSign(params, SECRET);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/gifts/send',
      headers: { 'access-token': sender.access_token },
      payload: params,
    });
    if (res.json().status !== 0) throw new Error(res.body);
  };
  for (let i = 0; i < 50; i++) await send(-i - 1); // warm-up
  const start = performance.now();
  for (let i = 0; i < GIFTS; i++) await send(i);
  const seconds = (performance.now() - start) / 1000;
  await app.close();
  return GIFTS / seconds;
}

const pglite = await openPglite('memory://');
const embedded = await rate(pglite);
await pglite.close();
console.log(`embedded: PGlite ${embedded.toFixed(0)} gifts/s serial`);
const url = process.env.DATABASE_URL;
if (url) {
  const schema = `bench_emb_${randomBytes(3).toString('hex')}`;
  const admin = openPostgres(url, { max: 1 });
  await admin.exec(`create schema ${schema}`);
  const pg = openPostgres(url, { schema, max: 4 });
  const native = await rate(pg);
  await pg.close();
  await admin.exec(`drop schema ${schema} cascade`);
  await admin.close();
  console.log(
    `embedded: PostgreSQL ${native.toFixed(0)} gifts/s serial | ratio PGlite/PostgreSQL ${(embedded / native).toFixed(2)} (target ≥ 0.5)`,
  );
} else {
  console.log('embedded: set DATABASE_URL to compare with native PostgreSQL');
}
