/**
 * The settle job under crashes: the knockout of activities.test.ts is played out, then the job
 * runs on a connection that dies at its 1st query, then (restarted, with what the dead runs
 * committed) at its 2nd, 3rd, … until a run completes — crashes inside the cut-offs, the board
 * payouts and the pool split (21 on this scenario), each followed by a restart. A transaction cut short rolls back, as a SIGKILLed process's does. The
 * end state must be the clean run's: every stage cut once, each place and pool share paid once
 * with its record, nothing twice, and the ledger verifies.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../platform/db';
import { ACTIVITY_DEFINITION_TEST as DEF } from '../../test/activity-definition';
import { adminFund, giftCatalogue, newUser, sendGift, type TestUser, walletBalance } from '../../test/factories';
import { adminLogin, BACKENDS, call, rid, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { ActivityRegistry } from './registry';
import { settleActivities } from './settle';

const at = (local: string) => Date.parse(`${local.replace(' ', 'T')}:00+08:00`);

/** `db` whose `failAt`-th query (inside a transaction or not) throws, like a process killed there. */
function dyingAt(db: Db, failAt: number): { db: Db; died: () => boolean } {
  let n = 0;
  let died = false;
  const tick = () => {
    if (++n === failAt) {
      died = true;
      throw new Error(`killed at query ${failAt}`);
    }
  };
  const wrap = (q: Queryable): Queryable => ({
    scope: q.scope,
    query: (sql, params) => {
      tick();
      return q.query(sql, params);
    },
  });
  const dying: Db = {
    kind: db.kind,
    scope: db.scope,
    query: (sql, params) => {
      tick();
      return db.query(sql, params);
    },
    tx: (fn) => db.tx((q) => fn(wrap(q))),
    exec: (sql) => db.exec(sql),
    close: async () => {},
  };
  return { db: dying, died: () => died };
}

describe.each(BACKENDS)('activity settlement killed at every query (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true, config: { activities: [DEF] } });
  const registry = new ActivityRegistry([DEF]);
  let fan: TestUser;
  let hosts: TestUser[];

  beforeAll(async () => {
    const admin = (await adminLogin(t)).access_token;
    t.clock.ms = at('2030-10-23 10:00');
    fan = await newUser(t, 'default');
    hosts = [];
    for (let i = 0; i < 4; i++) hosts.push(await newUser(t, 'default', { gender: 'female' }));
    await adminFund(t, admin, fan.id, 10_000, 'gold_coin');
    const rose = (await giftCatalogue(t, 'default')).find((g) => g.code === 'rose')!.id;
    const gifts = async (to: TestUser, n: number) => expect((await sendGift(t, fan.token, to.id, rose, n)).envelope.status).toBe(0);
    const post = (path: string, params: Record<string, unknown> = {}) =>
      call(t, {
        method: 'POST',
        url: `/api/v1/activities/test_knockout${path}`,
        token: fan.token,
        params: { request_id: rid(), ...params },
      });
    for (const [i, n] of [50, 40, 30, 20].entries()) await gifts(hosts[i]!, n);
    expect((await post('/check-in')).envelope.status).toBe(0);
    await t.flushOutbox();
    expect((await post('/tree/hang', { decoration: 'bell' })).envelope.status).toBe(0);
    expect((await post('/tree/hang', { decoration: 'star' })).envelope.data.me.tree.state).toBe('lit');
    // nothing is settled during the play: the job runs at the very end, from a crash to a crash
    t.clock.ms = at('2030-10-26 10:00');
    await gifts(hosts[2]!, 30);
    await gifts(hosts[1]!, 10);
    t.clock.ms = at('2030-10-28 10:00');
    await gifts(hosts[1]!, 5);
    await gifts(hosts[0]!, 100);
    await t.flushOutbox();
  });

  it('ends as one clean run would: every cut and payout once, the ledger verified', async () => {
    t.clock.ms = at('2030-10-31 00:02');
    let crashes = 0;
    // each run is a restarted node: it dies one query later than the last one did
    for (let failAt = 1; ; failAt++) {
      const dying = dyingAt(t.db, failAt);
      try {
        await settleActivities({ db: dying.db, now: t.clock.now, registry });
      } catch (err) {
        if (!dying.died()) throw err;
      }
      if (!dying.died()) break;
      crashes++;
      expect(failAt).toBeLessThan(2_000);
    }
    expect(crashes).toBeGreaterThan(20);
    // a later run finds nothing to do
    expect(await settleActivities({ db: t.db, now: t.clock.now, registry })).toEqual({ cuts: 0, paid: 0 });
    // nothing was cut while the stages ran: the later stages' gifts still count for their entrants
    const cuts = await t.db.query<{ stage: string; advanced: number }>(
      `select stage, advanced from activity_cuts where event_id = 'test_knockout' order by stage`,
    );
    expect(cuts.rows.map((c) => [c.stage, Number(c.advanced)])).toEqual([
      ['audition', 3],
      ['final', 1],
      ['knockout', 2],
    ]);
    const paid = await t.db.query<{ source: string; user_id: number; rank: number | null; n: number }>(
      `select source, user_id, rank, count(*)::int8 as n from activity_payouts where event_id = 'test_knockout' and source in ('board', 'pool')
        group by source, user_id, rank order by source, rank`,
    );
    expect(paid.rows.map((p) => [p.source, Number(p.user_id), p.rank, Number(p.n)])).toEqual([
      ['board', hosts[1]!.id, 1, 1],
      ['board', hosts[2]!.id, 2, 1],
      ['pool', fan.id, null, 1],
    ]);
    // each payout moved its coins once
    expect(await walletBalance(t, hosts[1]!.token)).toBe(500);
    expect(await walletBalance(t, hosts[2]!.token)).toBe(200);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });
});
