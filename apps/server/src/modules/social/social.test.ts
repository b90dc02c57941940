import { ErrorCode, LIMITS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, call, type TestApp } from '../../test/helpers';
import { mayMessage } from '../club/service';

type U = TestUser;

describe.each(BACKENDS)('follows (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t?.close());

  const user = (brand = 'default'): Promise<U> => newUser(t, brand);
  const follow = (a: U, userId: number) => call(t, { method: 'POST', url: '/api/v1/follows', token: a.token, params: { user_id: userId } });
  const unfollow = (a: U, userId: number) =>
    call(t, { method: 'POST', url: '/api/v1/follows/remove', token: a.token, params: { user_id: userId } });
  const relation = (a: U, userId: number) => call(t, { url: '/api/v1/follows/relation', token: a.token, params: { user_id: userId } });
  const list = (a: U, params: Record<string, unknown>) => call(t, { url: '/api/v1/follows', token: a.token, params });

  it('follow, follow back (buddies), list both ways with pages, unfollow', async () => {
    const [a, b, c] = [await user(), await user(), await user()];
    expect((await follow(a, b.id)).envelope.data).toEqual({
      user_id: b.id,
      following: true,
      followed_by: false,
      mutual: false,
      following_count: 0,
      follower_count: 1,
    });
    // a second tap changes nothing
    expect((await follow(a, b.id)).envelope.data).toMatchObject({ following: true, follower_count: 1 });
    t.clock.advance(1);
    expect((await follow(b, a.id)).envelope.data).toMatchObject({ following: true, followed_by: true, mutual: true });
    t.clock.advance(1);
    expect((await follow(c, b.id)).envelope.status).toBe(0);
    expect((await relation(a, b.id)).envelope.data).toMatchObject({ mutual: true, following_count: 1, follower_count: 2 });

    // b's followers, newest first, one per page
    const first = await list(b, { type: 'followers', limit: 1 });
    expect(first.envelope.data.items.map((i: { profile: { id: number }; mutual: boolean }) => [i.profile.id, i.mutual])).toEqual([
      [c.id, false],
    ]);
    const second = await list(b, { type: 'followers', limit: 1, cursor: first.envelope.data.next_cursor });
    expect(second.envelope.data.items.map((i: { profile: { id: number }; mutual: boolean }) => [i.profile.id, i.mutual])).toEqual([
      [a.id, true],
    ]);
    expect(second.envelope.data.next_cursor).toBeNull();
    const following = await list(a, {});
    expect(following.envelope.data.items.map((i: { profile: { id: number }; mutual: boolean }) => [i.profile.id, i.mutual])).toEqual([
      [b.id, true],
    ]);
    expect(following.envelope.data.items[0].profile).not.toHaveProperty('email');

    expect((await unfollow(b, a.id)).envelope.data).toMatchObject({ following: false, followed_by: true, mutual: false });
    expect((await unfollow(b, a.id)).envelope.status).toBe(0); // again: nothing to remove, no error
    expect((await relation(b, a.id)).envelope.data).toMatchObject({ following: false, follower_count: 0 });
  });

  it('refuses oneself, unknown and other-brand users, bad cursors and anonymous callers, writing nothing', async () => {
    const [a, other] = [await user(), await user('wakoo')];
    expect((await follow(a, a.id)).envelope.status).toBe(ErrorCode.CANNOT_FOLLOW_SELF);
    expect((await follow(a, 987_654_321)).envelope.status).toBe(ErrorCode.NOT_FOUND);
    expect((await follow(a, other.id)).envelope.status).toBe(ErrorCode.NOT_FOUND);
    expect((await unfollow(a, other.id)).envelope.status).toBe(ErrorCode.NOT_FOUND); // nor its counts
    expect((await relation(a, other.id)).envelope.status).toBe(ErrorCode.NOT_FOUND);
    const localized = await call(t, {
      method: 'POST',
      url: '/api/v1/follows',
      token: a.token,
      params: { user_id: a.id },
      headers: { 'system-language': 'ja' },
    });
    expect(localized.envelope.msg).toBe('自分をフォローすることはできません');
    expect((await list(a, { cursor: 'not-a-cursor' })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await list(a, { type: 'friends' })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await call(t, { method: 'POST', url: '/api/v1/follows', params: { user_id: a.id } })).envelope.status).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    const edges = await t.db.query<{ n: number }>('select count(*)::int8 as n from follows where follower_id = $1', [a.id]);
    expect(edges.rows[0]!.n).toBe(0);
  });

  it(`stops at ${LIMITS.followsPerUserMax} people, also when several follows race for the last place`, async () => {
    const a = await user();
    const targets = await Promise.all(Array.from({ length: 6 }, () => user()));
    // a already follows LIMITS.followsPerUserMax - 1 people
    await t.db.query(
      `insert into users (email, password_hash, nickname, gender, birth_date, brand, region)
       select 'bulk' || g || '.' || $1::text || '@test.local', 'x', 'bulk', 'female', '1995-01-01'::date, 'default', 'default'
         from generate_series(1, $2::int) g`,
      [String(a.id), LIMITS.followsPerUserMax - 1],
    );
    await t.db.query(
      `insert into follows (follower_id, followee_id) select $1::int8, id from users where email like 'bulk%.' || $2::text || '@test.local'`,
      [a.id, String(a.id)],
    );
    const answers = await Promise.all(targets.map((x) => follow(a, x.id)));
    const statuses = answers.map((r) => r.envelope.status);
    expect(statuses.filter((s) => s === 0)).toHaveLength(1);
    expect(statuses.filter((s) => s === ErrorCode.FOLLOW_LIMIT_REACHED)).toHaveLength(targets.length - 1);
    expect(answers.find((r) => r.envelope.status !== 0)!.envelope.data).toEqual({ limit: LIMITS.followsPerUserMax });
    const count = await t.db.query<{ n: number }>('select count(*)::int8 as n from follows where follower_id = $1', [a.id]);
    expect(count.rows[0]!.n).toBe(LIMITS.followsPerUserMax);
    // following someone already followed is still fine at the limit
    const winner = targets[statuses.indexOf(0)]!;
    expect((await follow(a, winner.id)).envelope.status).toBe(0);
  });

  it('a banned user can no longer be followed, but can be unfollowed', async () => {
    const [a, b] = [await user(), await user()];
    expect((await follow(a, b.id)).envelope.status).toBe(0);
    await t.db.query(`update users set status = 'disabled' where id = $1`, [b.id]);
    expect((await follow(a, b.id)).envelope.status).toBe(ErrorCode.NOT_FOUND);
    expect((await unfollow(a, b.id)).envelope.data).toMatchObject({ following: false });
    expect((await list(a, {})).envelope.data.items).toEqual([]);
  });

  it('do-not-disturb follows the member: the people they follow through the API may message them', async () => {
    const [member, fan] = [await user(), await user()];
    await t.db.query(`insert into club_members (user_id, source, settings) values ($1, 'staff', '{"do_not_disturb": true}')`, [member.id]);
    expect(await mayMessage(t.db, fan.id, member.id)).toBe(false);
    await follow(fan, member.id);
    expect(await mayMessage(t.db, fan.id, member.id)).toBe(false);
    await follow(member, fan.id);
    expect(await mayMessage(t.db, fan.id, member.id)).toBe(true);
  });
});
