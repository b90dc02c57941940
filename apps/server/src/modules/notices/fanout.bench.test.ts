/**
 * The fan-out at scale (NOTICES_BENCH=<users>, PostgreSQL): a segment of that many users written
 * in batches, timed, beside one plain insert … select of the same rows (the floor). Skipped in CI.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers';
import { fanOut, type NoticesDeps } from './service';

const USERS = Number(process.env.NOTICES_BENCH ?? 0);
const run = USERS > 0 && process.env.DATABASE_URL ? describe : describe.skip;

run('official messages: fan-out at scale', () => {
  it(`writes ${USERS} recipients once, in batches`, async () => {
    const t = await buildTestApp('postgres', { seed: false });
    try {
      await t.db.query(
        `insert into users (email, password_hash, nickname, gender, birth_date, brand, region)
         select 'bench' || g || '@bench.local', 'x', 'b' || g, 'male', '1990-01-01', 'wakoo', 'japan' from generate_series(1, $1) g`,
        [USERS],
      );
      const deps: NoticesDeps = { db: t.db, now: t.clock.now, hub: { publish: async () => 0 }, kick: () => {}, warn: () => () => {} };
      const row = await t.db.query<{ id: number }>(
        `insert into notice_messages (status, default_lang, content, link, audience, send_at, request_id, created_by, created_by_name)
         values ('sending', 'ja', '{"ja":{"title":"t","body":"b"}}', null, '{"kind":"segment","segment":{"brand":"wakoo"}}', $1, 'bench', 0, 'bench') returning id`,
        [t.clock.now()],
      );
      const id = Number(row.rows[0]!.id);
      let batches = 0;
      const started = performance.now();
      await fanOut({ ...deps, afterBatch: () => void batches++ }, { assertLeader: async () => {} }, id);
      const ms = performance.now() - started;
      const n = (await t.db.query<{ n: number }>('select count(*)::int as n from notice_deliveries where message_id = $1', [id])).rows[0]!
        .n;
      expect(n).toBe(USERS);
      // the floor: the same rows in one statement, no services, no batches
      const floorStart = performance.now();
      const other = await t.db.query<{ id: number }>(
        `insert into notice_messages (status, default_lang, content, audience, send_at, request_id, created_by, created_by_name)
         select status, default_lang, content, audience, send_at, 'bench-floor', 0, 'bench' from notice_messages where id = $1 returning id`,
        [id],
      );
      await t.db.query(
        `insert into notice_deliveries (user_id, message_id, created_at) select u.id, $1, now() from users u where u.brand = 'wakoo'
         on conflict do nothing`,
        [Number(other.rows[0]!.id)],
      );
      const floorMs = performance.now() - floorStart;
      // a second run of the whole fan-out adds nobody
      await t.db.query(`update notice_messages set status = 'sending', fanout_cursor = 0 where id = $1`, [id]);
      await fanOut(deps, { assertLeader: async () => {} }, id);
      expect(
        (await t.db.query<{ n: number }>('select count(*)::int as n from notice_deliveries where message_id = $1', [id])).rows[0]!.n,
      ).toBe(USERS);
      console.log(
        `fan-out of ${USERS} recipients: ${Math.round(ms)} ms in ${batches} batches (${Math.round(USERS / (ms / 1000))} recipients/s); ` +
          `one plain insert … select of the same rows for another message: ${Math.round(floorMs)} ms`,
      );
    } finally {
      await t.close();
    }
  }, 600_000);
});
