import { BRAND_IDS, LIMITS, periodEndsAt, periodKey, REGIONS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, adminLogin, BACKENDS, buildTestApp, call, type TestApp } from '../../test/helpers';
import { usersPerDay } from '../accounts/stats';
import { verifyLedger } from '../ledger/verify';
import { SandboxProvider, SandboxReceiptVerifier } from '../payments/providers';
import { settleRankRewards } from '../rankings/rewards';
import { DEMO_FANS, DEMO_HOSTS, fanEmail, seedDemoActivity } from './activity';

describe.each(BACKENDS)('demo activity (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { config: { demoActivity: true } });
  });
  afterAll(() => t?.close());

  const counts = async () => {
    const r = await t.db.query<{
      users: number;
      orders: number;
      credited: number;
      sends: number;
      transfers: number;
      follows: number;
      cps: number;
    }>(
      `select (select count(*) from users where email like 'fan%@demo.local' or email like 'host%@demo.local')::int8 as users,
              (select count(*) from follows)::int8 as follows,
              (select count(*) from cp_pairs)::int8 as cps,
              (select count(*) from payment_orders)::int8 as orders,
              (select count(*) from payment_orders where status = 'credited')::int8 as credited,
              (select count(*) from gift_sends)::int8 as sends,
              (select count(*) from ledger_transfers)::int8 as transfers`,
    );
    return r.rows[0]!;
  };

  it('gives every brand fans who paid for coins through the sandbox and sent gifts that rank', async () => {
    const c = await counts();
    expect(c.users).toBe(BRAND_IDS.length * (DEMO_FANS.length + DEMO_HOSTS.length));
    expect(c.credited).toBe(c.orders);
    expect(c.orders).toBeGreaterThanOrEqual(BRAND_IDS.length * DEMO_FANS.length);
    expect(c.sends).toBeGreaterThanOrEqual(BRAND_IDS.length * DEMO_FANS.length);
    for (const brand of BRAND_IDS) {
      for (const board of ['rich', 'charm'] as const) {
        const r = await call(t, { url: '/api/v1/rankings', params: { board, period: 'daily', app_name: brand } });
        expect(r.envelope.status).toBe(0);
        expect(r.envelope.data.entries.length).toBeGreaterThanOrEqual(3);
      }
      // one pair of buddies and one CP pair, each with gifts between them
      for (const board of ['buddy', 'cp'] as const) {
        const r = await call(t, { url: '/api/v1/rankings', params: { board, period: 'weekly', app_name: brand } });
        expect([brand, board, r.envelope.data.entries.map((e: { profiles: unknown[] }) => e.profiles.length)]).toEqual([brand, board, [2]]);
      }
      // the first fan also holds a membership
      const fan = await t.db.query<{ n: number }>(
        `select count(*)::int8 as n from payment_orders o join users u on u.id = o.user_id
          where u.email = $1 and o.kind = 'membership' and o.status = 'credited'`,
        [fanEmail(brand, 0)],
      );
      expect(fan.rows[0]!.n).toBe(1);
    }
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('gives the dashboard two weeks of active users, from sessions nobody can use', async () => {
    const now = t.clock.ms;
    const days = await usersPerDay(t.db, { from: new Date(now - 15 * 86_400_000), until: new Date(now), timeZone: 'Asia/Tokyo' });
    const active = days.filter((d) => d.active_users > 0);
    expect(active.length).toBeGreaterThanOrEqual(14);
    expect(Math.max(...active.map((d) => d.active_users))).toBeGreaterThan(20);
    // every past sign-in ended where it began: expired and revoked
    const usable = await t.db.query<{ n: number }>(
      `select count(*)::int8 as n from user_sessions where created_at < $1 and (revoked_at is null or expires_at > created_at)`,
      [new Date(now - 86_400_000)],
    );
    expect(Number(usable.rows[0]!.n)).toBe(0);
  });

  it("closes yesterday's and last week's boards with winners the rewards job pays", async () => {
    // past the rewards' grace after the periods of the earlier gifts close (and no further: today's stay open)
    const now = t.clock.ms;
    const ends = REGIONS.flatMap((region) =>
      (
        [
          ['daily', 1],
          ['weekly', 7],
        ] as const
      ).map(([p, days]) => periodEndsAt(periodKey(p, new Date(now - days * 86_400_000), region), region)),
    );
    const wait = Math.max(0, ...ends.map((end) => end.getTime() + LIMITS.rankRewardGraceMs + 1_000 - now));
    t.clock.advance(wait / 1000);
    const { paid } = await settleRankRewards({ db: t.db, now: t.clock.now });
    expect(paid).toBeGreaterThan(0);
    for (const brand of BRAND_IDS)
      for (const period of ['daily', 'weekly'] as const) {
        const r = await call(t, { url: '/api/v1/rankings/rewards', params: { board: 'rich', period, app_name: brand } });
        const winners = r.envelope.data.last.winners as Array<{ rank: number; profiles: Array<{ nickname: string }> }>;
        // the fan who sent the most is first, the third third
        expect([brand, period, winners.map((w) => [w.rank, w.profiles[0]!.nickname])]).toEqual([
          brand,
          period,
          DEMO_FANS.slice(0, 3).map((name, i) => [i + 1, `${name} (${brand})`]),
        ]);
      }
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it("the console's user view shows each fan's level, membership, CP and follows", async () => {
    const { access_token: token } = await adminLogin(t);
    const ids = await t.db.query<{ email: string; id: number }>('select email, id from users where email = any($1::text[])', [
      [fanEmail('default', 0), fanEmail('default', 1)],
    ]);
    const id = (email: string) => ids.rows.find((r) => r.email === email)!.id;
    const info = async (userid: number) =>
      (await call(t, { url: `${ADMIN_API}/other/info`, token, params: { userid } })).envelope.data.activity;
    const first = await info(id(fanEmail('default', 0)));
    expect(first).toMatchObject({ following_count: 1, follower_count: 1, cp: null, membership: { tier: 'weekly', active: true } });
    expect(first.level).toBeGreaterThan(1);
    expect(first.rich_total).toBeGreaterThan(0);
    const second = await info(id(fanEmail('default', 1)));
    expect(second.cp).toMatchObject({ level: 'normal', partner: { nickname: `${DEMO_HOSTS[1]} (default)` } });
    expect(second.cp.points).toBeGreaterThan(0);
  });

  it('a second run adds nothing: every step is idempotent', async () => {
    const before = await counts();
    const now = t.clock.now;
    const verifier = (name: 'apple' | 'google') => new SandboxReceiptVerifier(name, 'sandbox-secret');
    const payments = {
      db: t.db,
      now,
      provider: new SandboxProvider('sandbox-secret'),
      receipts: { apple: verifier('apple'), google: verifier('google') },
      publicUrl: 'http://localhost:8080',
    };
    const gifts = { db: t.db, now };
    await seedDemoActivity({ db: t.db, payments, gifts, cp: { db: t.db, now, gifts } }, { again: true });
    expect(await counts()).toEqual(before);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });
});
