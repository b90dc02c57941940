import { type ActivityDefinitionInput, COMPOSITE, compositeScore, LOCALES } from '@app/shared';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminFund, giftCatalogue, newUser, sendGift, type TestUser, walletBalance } from '../../test/factories';
import { adminLogin, BACKENDS, call, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { ActivityRegistry } from './registry';
import { compositeInSql, compositeOf } from './repo';
import { settleActivities } from './settle';

/**
 * The default region's boards (issue 12): a composite score ranks hosts by more than tips, spending
 * boards hide the points of users who did not consent, and a user in two placed CP pairs is paid once.
 */
const DEF: ActivityDefinitionInput = {
  id: 'test_privacy',
  region: 'default',
  brands: ['default'],
  window: { start: '2030-11-01', end: '2030-11-07' },
  hide_spending: true,
  theme: { art: 'dance', from: '#2a0d4e', to: '#0d0620', accent: '#3ee6d2' },
  boards: [
    { id: 'hosts', owner: 'receiver', points: 'rank', score: 'composite' },
    { id: 'senders', owner: 'sender', points: 'rank' },
    {
      id: 'pairs',
      owner: 'pair',
      points: 'rank',
      rewards: [
        { from: 1, to: 1, grants: [{ kind: 'currency', amount: 300 }] },
        { from: 2, to: 2, grants: [{ kind: 'currency', amount: 100 }] },
      ],
    },
  ],
  views: [
    {
      id: 'main',
      tabs: [
        {
          id: 'all',
          blocks: [
            { type: 'leaderboard', board: 'hosts', top: 20 },
            { type: 'leaderboard', board: 'senders', top: 20 },
            { type: 'leaderboard', board: 'pairs', top: 20 },
          ],
        },
      ],
    },
  ],
  routes: [{ path: '/h5/test_privacy', section: 'other', name: 'test_privacy', view: 'main' }],
  text: Object.fromEntries(
    LOCALES.map((l) => [
      l,
      {
        title: `Privacy ${l}`,
        tagline: 'A test event',
        rules: ['Rule one.'],
        labels: { 'board.hosts': 'H', 'board.senders': 'S', 'board.pairs': 'P' },
      },
    ]),
  ) as unknown as ActivityDefinitionInput['text'],
};

const at = (local: string) => Date.parse(`${local.replace(' ', 'T')}:00+08:00`);
type Row = { key: string; score: number | null };

describe.each(BACKENDS)('activity privacy: composite scores, hidden spending, pairs paid once (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true, config: { activities: [DEF] } });
  const registry = new ActivityRegistry([DEF]);
  let whale: TestUser;
  let fans: TestUser[];
  let hostX: TestUser;
  let hostY: TestUser;
  let rose: number;

  const board = async (id: string, token?: string) =>
    (await call(t, { url: `/api/v1/activities/test_privacy/boards/${id}`, token, params: { brand: 'default' } })).envelope.data as {
      rows: Row[];
      me: Row | null;
    };
  const scores = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.key, r.score]));
  const consent = (u: TestUser, show: boolean) =>
    call(t, { method: 'POST', url: '/api/v1/activity-privacy', token: u.token, params: { show_spending: show } });
  async function gifts(from: TestUser, to: TestUser, count: number) {
    expect((await sendGift(t, from.token, to.id, rose, count)).envelope.status).toBe(0);
  }
  const composite = (owner: TestUser) => compositeOf(t.db, 'test_privacy', 'hosts', 'all', 'default:default', String(owner.id));

  beforeAll(async () => {
    const admin = (await adminLogin(t)).access_token;
    t.clock.ms = at('2030-11-02 10:00');
    whale = await newUser(t, 'default');
    fans = [];
    for (let i = 0; i < 4; i++) fans.push(await newUser(t, 'default'));
    hostX = await newUser(t, 'default', { gender: 'female' });
    hostY = await newUser(t, 'default', { gender: 'female' });
    await adminFund(t, admin, whale.id, 1_000, 'gold_coin');
    for (const f of fans) await adminFund(t, admin, f.id, 100, 'gold_coin');
    rose = (await giftCatalogue(t, 'default')).find((g) => g.code === 'rose')!.id;
  });

  it('composite: breadth of support beats one big spender; the database computes the shared formula', async () => {
    await gifts(whale, hostX, 100); // 1,000 points from one supporter
    for (const f of fans.slice(0, 3)) await gifts(f, hostY, 10); // 3 × 100 points
    await gifts(fans[3]!, hostY, 5); // 50 points: not yet a supporter
    await t.flushOutbox();
    expect(await composite(hostX)).toEqual({ points: 1000, supporters: 1, score: compositeScore(1000, 1) });
    expect(await composite(hostY)).toEqual({ points: 350, supporters: 3, score: compositeScore(350, 3) });
    const hosts = await board('hosts');
    expect(hosts.rows.map((r) => r.key)).toEqual([String(hostY.id), String(hostX.id)]);
    // the fourth fan crosses the line in a later batch: counted once, not again after
    await gifts(fans[3]!, hostY, 5);
    await t.flushOutbox();
    await gifts(fans[3]!, hostY, 1);
    await t.flushOutbox();
    expect(await composite(hostY)).toEqual({ points: 410, supporters: 4, score: compositeScore(410, 4) });
    // receivers' boards are not spending boards: every score shows to a visitor
    expect(scores((await board('hosts')).rows)).toEqual({
      [String(hostY.id)]: compositeScore(410, 4),
      [String(hostX.id)]: compositeScore(1000, 1),
    });
  });

  it('compositeScore and its SQL agree for any points and supporters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 100_000 }), async (p, n) => {
        expect(await compositeInSql(t.db, p, n)).toBe(compositeScore(p, n));
      }),
      { numRuns: 60 },
    );
    // a supporter's points decide: exactly at the line counts
    expect(COMPOSITE.supporterMin).toBe(100);
  });

  it('spending boards hide who did not consent, except to themselves; consent can be withdrawn', async () => {
    const visitor = await board('senders');
    expect(visitor.rows.length).toBe(5);
    expect(visitor.rows.every((r) => r.score === null)).toBe(true);
    const own = await board('senders', fans[0]!.token);
    expect(scores(own.rows)).toMatchObject({ [String(fans[0]!.id)]: 100, [String(whale.id)]: null });
    expect(own.me).toMatchObject({ key: String(fans[0]!.id), score: 100 });

    const yes = await consent(whale, true);
    expect(yes.envelope).toMatchObject({ status: 0, data: { show_spending: true } });
    const page = await call(t, { url: '/api/v1/activities/test_privacy', token: whale.token, params: { brand: 'default' } });
    expect(page.envelope.data.me.show_spending).toBe(true);
    expect(scores((await board('senders')).rows)).toMatchObject({ [String(whale.id)]: 1000, [String(fans[0]!.id)]: null });

    await consent(whale, false);
    expect(scores((await board('senders')).rows)[String(whale.id)]).toBeNull();
    const stored = await t.db.query<{ show_spending: boolean; ip: string | null }>(
      'select show_spending, ip from activity_consents where user_id = $1',
      [whale.id],
    );
    expect(stored.rows[0]).toMatchObject({ show_spending: false });
    expect(stored.rows[0]!.ip).toBeTruthy();

    const bad = await call(t, { method: 'POST', url: '/api/v1/activity-privacy', token: whale.token, params: { show_spending: 'maybe' } });
    expect(bad.envelope.status).not.toBe(0);
    const anonymous = await call(t, { method: 'POST', url: '/api/v1/activity-privacy', params: { show_spending: true } });
    expect(anonymous.envelope.status).not.toBe(0);
  });

  it('a pair shows only when both partners consent; a user in two placed pairs is paid once', async () => {
    const [a, b, c] = [fans[0]!, hostX, hostY];
    for (const other of [b, c])
      await t.db.query(`insert into cp_pairs (user_low, user_high, level) values ($1, $2, 'normal')`, [
        Math.min(a.id, other.id),
        Math.max(a.id, other.id),
      ]);
    await gifts(a, b, 6); // pair a-b: 60 points
    await gifts(a, c, 3); // pair a-c: 30 points
    await t.flushOutbox();
    const ab = [a.id, b.id].sort((x, y) => x - y).join('-');
    const ac = [a.id, c.id].sort((x, y) => x - y).join('-');
    expect((await board('pairs')).rows.map((r) => [r.key, r.score])).toEqual([
      [ab, null],
      [ac, null],
    ]);
    await consent(a, true);
    expect(scores((await board('pairs')).rows)).toEqual({ [ab]: null, [ac]: null });
    await consent(b, true);
    expect(scores((await board('pairs')).rows)).toEqual({ [ab]: 60, [ac]: null });
    // a partner sees the pair when the other consented
    expect(scores((await board('pairs', c.token)).rows)).toEqual({ [ab]: 60, [ac]: 30 });

    const before = await Promise.all([a, b, c].map((u) => walletBalance(t, u.token)));
    t.clock.ms = at('2030-11-08 00:05');
    const settle = () => settleActivities({ db: t.db, now: t.clock.now, registry });
    await settle();
    await settle();
    const after = await Promise.all([a, b, c].map((u) => walletBalance(t, u.token)));
    // a placed 1st and 2nd: paid for the 1st only; b with a 1st, c with a 2nd
    expect(after.map((x, i) => x - before[i]!)).toEqual([300, 300, 100]);
    const paid = await t.db.query<{ user_id: string; rank: number }>(
      `select user_id, rank from activity_payouts where event_id = 'test_privacy' and ref = 'pairs' order by rank, user_id`,
    );
    expect(paid.rows.map((r) => [Number(r.user_id), r.rank])).toEqual(
      [
        [a.id, 1],
        [b.id, 1],
        [c.id, 2],
      ].sort((x, y) => x[1]! - y[1]! || x[0]! - y[0]!),
    );
    // the hall of fame masks like the board: c has not consented
    const results = await call(t, { url: '/api/v1/activities/test_privacy/results/pairs', params: { brand: 'default' } });
    expect(results.envelope.data.winners.map((w: Row) => [w.key, w.score])).toEqual([
      [ab, 60],
      [ac, null],
    ]);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });
});
