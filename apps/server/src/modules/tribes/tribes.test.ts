import { ErrorCode } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminFund, giftCatalogue, newUser, type TestUser } from '../../test/factories';
import { ADMIN_API, BACKENDS, call, rid, useAdminTokens, useTestApp } from '../../test/helpers';
import { setUserBan } from '../accounts/service';

describe.each(BACKENDS)('tribes: create, join, roles, leave, honour (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const admins = useAdminTokens(t, { admin: 'admin@demo.local' });

  const api = (u: TestUser, method: 'GET' | 'POST', url: string, params: Record<string, unknown> = {}, lang?: string) =>
    call(t, { method, url: `/api/v1/tribes${url}`, token: u.token, params, ...(lang && { headers: { 'system-language': lang } }) });
  const status = async (p: ReturnType<typeof api>) => (await p).envelope.status;
  const data = async (p: ReturnType<typeof api>) => {
    const r = await p;
    expect(r.envelope.status, r.body).toBe(0);
    return r.envelope.data;
  };
  const create = (u: TestUser, name: string, extra: Record<string, unknown> = {}) =>
    api(u, 'POST', '', { name, emblem: 'dragon', announcement: 'Welcome!', ...extra });
  const created = async (u: TestUser, name: string) => (await data(create(u, name))).tribe_id as number;
  /** `u` asks to join and `chief` approves */
  const admitted = async (tribeId: number, chief: TestUser, u: TestUser) => {
    await data(api(u, 'POST', `/${tribeId}/join`));
    const reqs = (await data(api(chief, 'GET', `/${tribeId}/requests`))).items as Array<{ id: number; user: { id: number } }>;
    const r = reqs.find((x) => x.user.id === u.id)!;
    await data(api(chief, 'POST', `/${tribeId}/requests/${r.id}`, { decision: 'approve' }));
  };
  const hall = (u: TestUser, id: number) => data(api(u, 'GET', `/${id}`));
  const setLimits = (id: number, members: number, elders = 3) =>
    t.db.query('update tribes set member_limit = $2, elder_limit = $3 where id = $1', [id, members, elders]);

  beforeAll(() => {
    // Wednesday 18 Nov 2026, 12:00 in Shanghai
    t.clock.ms = Date.parse('2026-11-18T04:00:00Z');
  });

  it('creates a tribe: valid name and emblem, one tribe per user, unique names per brand, texts checked', async () => {
    const chief = await newUser(t, 'default', { nickname: 'Chief' });
    expect(await status(create(chief, 'x'))).toBe(ErrorCode.VALIDATION_FAILED);
    expect(await status(create(chief, 'a'.repeat(13)))).toBe(ErrorCode.VALIDATION_FAILED);
    expect(await status(create(chief, 'Fine', { emblem: 'unicorn' }))).toBe(ErrorCode.VALIDATION_FAILED);
    expect(await status(create(chief, 'Fine', { announcement: 'x'.repeat(201) }))).toBe(ErrorCode.VALIDATION_FAILED);
    expect(await status(create(chief, 'Bad\u202eName'))).toBe(ErrorCode.VALIDATION_FAILED);
    const id = await created(chief, '  龍の一族  ');
    const me = await data(api(chief, 'GET', '/me'));
    expect(me).toMatchObject({
      role: 'chief',
      eligible: true,
      tribe: { id, name: '龍の一族', emblem: 'dragon', member_count: 1, honor: 0 },
    });
    expect(await status(create(chief, 'Another'))).toBe(ErrorCode.TRIBE_ALREADY_MEMBER);
    const other = await newUser(t);
    const taken = await create(other, '龍の一族', {});
    expect(taken.envelope.status).toBe(ErrorCode.TRIBE_NAME_TAKEN);
    expect((await api(other, 'POST', '', { name: '龍の一族', emblem: 'moon' }, 'ja')).envelope.msg).toContain('トライブ名');
    // another brand may use the name: brands are separate apps
    expect(await status(create(await newUser(t, 'wakoo'), '龍の一族'))).toBe(0);
    // a minor may not; nothing was written
    const teen = await newUser(t, 'default', { birth_date: '2013-04-01' });
    expect(await status(create(teen, 'Teens'))).toBe(ErrorCode.MINOR_RESTRICTED);
    expect((await data(api(teen, 'GET', '/me'))).eligible).toBe(false);
    // a muted user sets no tribe text
    const muted = await newUser(t);
    const act = await call(t, {
      method: 'POST',
      url: `${ADMIN_API}/risk/actions`,
      token: admins.admin,
      params: { public_id: muted.publicId, kind: 'mute', reason: 'spam', duration_hours: 1 },
    });
    expect(act.envelope.status).toBe(0);
    expect(await status(create(muted, 'Quiet'))).toBe(ErrorCode.USER_MUTED);
    expect((await data(api(muted, 'GET', '/me'))).tribe).toBeNull();
  });

  it('joins by request (the chief or an elder decides) and by invitation; scope and bans are enforced', async () => {
    const chief = await newUser(t);
    const id = await created(chief, 'Wolves');
    const b = await newUser(t, 'default', { nickname: 'Bee' });
    expect(await status(api(b, 'POST', `/${id}/join`))).toBe(0);
    // asking twice is the same request
    expect(await status(api(b, 'POST', `/${id}/join`))).toBe(0);
    expect(await hall(b, id)).toMatchObject({ my_role: null, requested: true, can_request: false });
    expect((await hall(chief, id)).pending_requests).toBe(1);
    // a plain user may not read or decide requests
    expect(await status(api(b, 'GET', `/${id}/requests`))).toBe(ErrorCode.TRIBE_NOT_MEMBER);
    const reqs = (await data(api(chief, 'GET', `/${id}/requests`))).items;
    expect(reqs).toHaveLength(1);
    expect(reqs[0].user).toMatchObject({ id: b.id, nickname: 'Bee' });
    await data(api(chief, 'POST', `/${id}/requests/${reqs[0].id}`, { decision: 'approve' }));
    expect(await status(api(chief, 'POST', `/${id}/requests/${reqs[0].id}`, { decision: 'approve' }))).toBe(ErrorCode.TRIBE_REQUEST_CLOSED);
    const h = await hall(b, id);
    expect(h.my_role).toBe('member');
    expect(h.members.map((m: { role: string }) => m.role)).toEqual(['chief', 'member']);
    expect(h.recent[0]).toMatchObject({ kind: 'joined', target: { id: b.id }, detail: { via: 'request' } });

    // rejected: stays outside
    const c = await newUser(t);
    await data(api(c, 'POST', `/${id}/join`));
    const rc = (await data(api(chief, 'GET', `/${id}/requests`))).items[0];
    expect((await data(api(chief, 'POST', `/${id}/requests/${rc.id}`, { decision: 'reject' }))).outcome).toBe('rejected');
    expect((await data(api(c, 'GET', '/me'))).tribe).toBeNull();

    // invitation: accept joins at once, and other open requests end
    const other = await created(await newUser(t), 'Foxes');
    await data(api(c, 'POST', `/${other}/join`));
    await data(api(chief, 'POST', `/${id}/invites`, { public_id: c.publicId }));
    const inv = (await data(api(c, 'GET', '/me'))).invites;
    expect(inv).toHaveLength(1);
    expect(inv[0]).toMatchObject({ tribe: { id, name: 'Wolves' }, inviter: { id: chief.id } });
    expect((await data(api(c, 'POST', `/invites/${inv[0].id}`, { decision: 'accept' }))).outcome).toBe('joined');
    const cme = await data(api(c, 'GET', '/me'));
    expect(cme).toMatchObject({ role: 'member', tribe: { id, member_count: 3 }, requests: [], invites: [] });
    expect(await status(api(c, 'POST', `/invites/${inv[0].id}`, { decision: 'accept' }))).toBe(ErrorCode.TRIBE_ALREADY_MEMBER);
    // a member may not invite; a declined invitation ends
    const d = await newUser(t);
    expect(await status(api(c, 'POST', `/${id}/invites`, { public_id: d.publicId }))).toBe(ErrorCode.TRIBE_ROLE_REQUIRED);
    await data(api(chief, 'POST', `/${id}/invites`, { public_id: d.publicId }));
    const dinv = (await data(api(d, 'GET', '/me'))).invites[0];
    expect(await status(api(b, 'POST', `/invites/${dinv.id}`, { decision: 'accept' }))).toBe(ErrorCode.NOT_FOUND);
    expect((await data(api(d, 'POST', `/invites/${dinv.id}`, { decision: 'decline' }))).outcome).toBe('declined');
    expect(await status(api(d, 'POST', `/invites/${dinv.id}`, { decision: 'accept' }))).toBe(ErrorCode.TRIBE_REQUEST_CLOSED);
    // an invitation expires after 7 days
    await data(api(chief, 'POST', `/${id}/invites`, { public_id: d.publicId }));
    const late = (await data(api(d, 'GET', '/me'))).invites[0];
    t.clock.advance(8 * 86_400);
    expect((await data(api(d, 'GET', '/me'))).invites).toEqual([]);
    expect(await status(api(d, 'POST', `/invites/${late.id}`, { decision: 'accept' }))).toBe(ErrorCode.TRIBE_REQUEST_CLOSED);
    t.clock.advance(-8 * 86_400);

    // another brand's tribe does not exist for you; another region's cannot be joined
    const wakoo = await newUser(t, 'wakoo');
    expect(await status(api(wakoo, 'GET', `/${id}`))).toBe(ErrorCode.NOT_FOUND);
    expect(await status(api(wakoo, 'POST', `/${id}/join`))).toBe(ErrorCode.NOT_FOUND);
    expect(await status(api(chief, 'POST', `/${id}/invites`, { public_id: wakoo.publicId }))).toBe(ErrorCode.NOT_FOUND);
    const abroad = await newUser(t);
    await t.db.query(`update users set region = 'japan' where id = $1`, [abroad.id]);
    expect(await status(api(abroad, 'POST', `/${id}/join`))).toBe(ErrorCode.TRIBE_OTHER_SCOPE);
    expect(await status(api(chief, 'POST', `/${id}/invites`, { public_id: abroad.publicId }))).toBe(ErrorCode.TRIBE_OTHER_SCOPE);
    // a user banned after asking is not admitted, and the request ends
    const e = await newUser(t);
    await data(api(e, 'POST', `/${id}/join`));
    const re = (await data(api(chief, 'GET', `/${id}/requests`))).items.find((x: { user: { id: number } }) => x.user.id === e.id);
    await setUserBan(t.db, e.id, { reason: 'spam', endsAt: null, at: new Date(t.clock.ms) });
    expect(await status(api(chief, 'POST', `/${id}/requests/${re.id}`, { decision: 'approve' }))).toBe(ErrorCode.TRIBE_USER_UNAVAILABLE);
    expect((await data(api(chief, 'GET', `/${id}/requests`))).items).toEqual([]);
    expect(await status(api(chief, 'POST', `/${id}/invites`, { public_id: e.publicId }))).toBe(ErrorCode.TRIBE_USER_UNAVAILABLE);
    // the banned user's own calls are refused outright
    expect(await status(api(e, 'POST', `/${id}/join`))).toBe(ErrorCode.USER_BANNED);
    // the page's language
    expect((await api(b, 'POST', '', { name: 'Mine', emblem: 'moon' }, 'zh-CN')).envelope.msg).toBe(
      '你已经加入了一个部落，每人只能加入一个部落',
    );
  });

  it('roles: the chief names elders within the limit; elders decide and remove members; the member limit holds', async () => {
    const chief = await newUser(t);
    const id = await created(chief, 'Tigers');
    const [b, c, d] = [await newUser(t), await newUser(t), await newUser(t)];
    for (const u of [b, c, d]) await admitted(id, chief, u);
    await setLimits(id, 5, 1);
    await data(api(chief, 'POST', `/${id}/members/${b.id}/role`, { role: 'elder' }));
    expect(await status(api(chief, 'POST', `/${id}/members/${c.id}/role`, { role: 'elder' }))).toBe(ErrorCode.TRIBE_ELDERS_FULL);
    expect((await api(chief, 'POST', `/${id}/members/${c.id}/role`, { role: 'elder' }, 'en')).envelope.msg).toContain('(1)');
    // an elder may not name elders, nor act on the chief or another elder
    expect(await status(api(b, 'POST', `/${id}/members/${c.id}/role`, { role: 'elder' }))).toBe(ErrorCode.TRIBE_ROLE_REQUIRED);
    expect(await status(api(b, 'POST', `/${id}/members/${chief.id}/remove`))).toBe(ErrorCode.TRIBE_ROLE_REQUIRED);
    expect(await status(api(c, 'POST', `/${id}/members/${d.id}/remove`))).toBe(ErrorCode.TRIBE_ROLE_REQUIRED);
    // an elder decides requests and removes a plain member
    const e = await newUser(t);
    await admitted(id, b, e);
    expect((await hall(chief, id)).members).toHaveLength(5);
    await data(api(b, 'POST', `/${id}/members/${d.id}/remove`));
    expect((await data(api(d, 'GET', '/me'))).tribe).toBeNull();
    // full: a request stays open while there is no room
    const f = await newUser(t);
    const g = await newUser(t);
    await data(api(f, 'POST', `/${id}/join`));
    await admitted(id, chief, g);
    expect(await status(api(await newUser(t), 'POST', `/${id}/join`))).toBe(ErrorCode.TRIBE_FULL);
    const rf = (await data(api(chief, 'GET', `/${id}/requests`))).items[0];
    const full = await api(chief, 'POST', `/${id}/requests/${rf.id}`, { decision: 'approve' }, 'ja');
    expect(full.envelope.status).toBe(ErrorCode.TRIBE_FULL);
    expect(full.envelope.msg).toContain('5人');
    expect((await data(api(chief, 'GET', `/${id}/requests`))).items).toHaveLength(1);
    expect(await status(api(chief, 'POST', `/${id}/invites`, { public_id: (await newUser(t)).publicId }))).toBe(ErrorCode.TRIBE_FULL);
    // demoting frees the elder's seat
    await data(api(chief, 'POST', `/${id}/members/${b.id}/role`, { role: 'member' }));
    await data(api(chief, 'POST', `/${id}/members/${c.id}/role`, { role: 'elder' }));
    const roles = (await hall(chief, id)).members.map((m: { user: { id: number }; role: string }) => [m.user.id, m.role]);
    expect(roles[0]).toEqual([chief.id, 'chief']);
    expect(roles[1]).toEqual([c.id, 'elder']);
  });

  it('leaving: the chief hands over or disbands first; a disbanded tribe is gone and its members are free', async () => {
    const chief = await newUser(t);
    const id = await created(chief, 'Phoenix');
    const b = await newUser(t);
    const c = await newUser(t);
    await admitted(id, chief, b);
    await admitted(id, chief, c);
    expect(await status(api(chief, 'POST', `/${id}/leave`))).toBe(ErrorCode.TRIBE_CHIEF_MUST_HAND_OVER);
    expect(await status(api(b, 'POST', `/${id}/hand_over`, { user_id: c.id }))).toBe(ErrorCode.TRIBE_ROLE_REQUIRED);
    expect(await status(api(chief, 'POST', `/${id}/hand_over`, { user_id: (await newUser(t)).id }))).toBe(ErrorCode.TRIBE_NOT_MEMBER);
    await data(api(chief, 'POST', `/${id}/hand_over`, { user_id: b.id }));
    const h = await hall(b, id);
    expect(h.my_role).toBe('chief');
    expect(h.tribe.chief.id).toBe(b.id);
    expect(h.members.find((m: { user: { id: number } }) => m.user.id === chief.id).role).toBe('elder');
    expect(h.recent[0]).toMatchObject({ kind: 'handed_over', actor: { id: chief.id }, target: { id: b.id } });
    await data(api(chief, 'POST', `/${id}/leave`));
    expect(await status(api(chief, 'POST', `/${id}/leave`))).toBe(ErrorCode.TRIBE_NOT_MEMBER);
    // settings: the new chief renames; an ex-member may not
    await data(api(b, 'POST', `/${id}/settings`, { name: 'Phoenix II', announcement: 'Gifts on Friday' }));
    expect(await status(api(chief, 'POST', `/${id}/settings`, { announcement: 'hi' }))).toBe(ErrorCode.TRIBE_NOT_MEMBER);
    expect(await status(api(c, 'POST', `/${id}/settings`, { announcement: 'hi' }))).toBe(ErrorCode.TRIBE_ROLE_REQUIRED);
    expect((await hall(c, id)).tribe).toMatchObject({ name: 'Phoenix II', announcement: 'Gifts on Friday' });
    expect(await status(api(c, 'POST', `/${id}/disband`))).toBe(ErrorCode.TRIBE_ROLE_REQUIRED);
    await data(api(b, 'POST', `/${id}/disband`));
    expect(await status(api(c, 'GET', `/${id}`))).toBe(ErrorCode.NOT_FOUND);
    expect((await data(api(c, 'GET', '/me'))).tribe).toBeNull();
    // the name is free again, and so are the members
    expect(await status(create(c, 'Phoenix II'))).toBe(0);
  });

  it('honour: a member gift adds to this week and all time by spec 9 amounts; the ranking follows', async () => {
    const chief = await newUser(t);
    const id = await created(chief, 'Honour');
    const rival = await newUser(t);
    const rid2 = await created(rival, 'Rivals');
    const host = await newUser(t, 'default', { gender: 'female' });
    await adminFund(t, admins.admin, chief.id, 100);
    await adminFund(t, admins.admin, chief.id, 100, 'silver_coin');
    await adminFund(t, admins.admin, rival.id, 100);
    const list = await giftCatalogue(t, 'default');
    const rose = list.find((g) => g.code === 'rose')!; // 1 gold
    const star = list.find((g) => g.code === 'star')!; // 50 silver
    const send = (u: TestUser, giftId: number, count: number) =>
      call(t, {
        method: 'POST',
        url: '/api/v1/gifts/send',
        token: u.token,
        params: { to_user_id: host.id, gift_id: giftId, count, request_id: rid() },
      });
    expect((await send(chief, rose.id, 10)).envelope.status).toBe(0);
    expect((await send(chief, star.id, 2)).envelope.status).toBe(0);
    expect((await send(rival, rose.id, 5)).envelope.status).toBe(0);
    await t.flushOutbox();
    const h = await hall(chief, id);
    expect(h.tribe).toMatchObject({ honor: 40, week_honor: 40 });
    expect(h.members[0]).toMatchObject({ role: 'chief', contributed: 40 });
    expect(h.rank_week).toBeGreaterThanOrEqual(1);
    const week = await data(api(chief, 'GET', '/ranking', { period: 'weekly' }));
    expect(week.key).toBe('w:2026-11-16');
    const pos = (r: { items: Array<{ tribe: { id: number }; rank: number; honor: number }> }, tid: number) =>
      r.items.find((x) => x.tribe.id === tid);
    expect(pos(week, id)!.honor).toBe(40);
    expect(pos(week, rid2)!.honor).toBe(5);
    expect(pos(week, id)!.rank).toBeLessThan(pos(week, rid2)!.rank);
    expect(week.mine).toMatchObject({ tribe_id: id, honor: 40, rank: pos(week, id)!.rank });
    // next week: this week's honour starts again, all time stays
    t.clock.advance(7 * 86_400);
    const next = await hall(chief, id);
    expect(next.tribe).toMatchObject({ honor: 40, week_honor: 0 });
    expect(next.rank_week).toBeNull();
    expect((await data(api(chief, 'GET', '/ranking', { period: 'weekly' }))).mine).toMatchObject({ honor: 0, rank: null });
    const all = await data(api(chief, 'GET', '/ranking', { period: 'all' }));
    expect(all.key).toBe('all');
    expect(pos(all, id)!.honor).toBe(40);
    t.clock.advance(-7 * 86_400);
    // a gift after leaving counts for no tribe
    await data(api(rival, 'POST', `/${rid2}/disband`));
    expect((await send(rival, rose.id, 5)).envelope.status).toBe(0);
    await t.flushOutbox();
    const rows = await t.db.query<{ honor: number }>('select honor from tribes where id = $1', [rid2]);
    expect(rows.rows[0]!.honor).toBe(5);
  });

  it('under concurrency: the member limit and one tribe per user hold', async () => {
    const chief = await newUser(t);
    const id = await created(chief, 'Racers');
    const elder = await newUser(t);
    await admitted(id, chief, elder);
    await data(api(chief, 'POST', `/${id}/members/${elder.id}/role`, { role: 'elder' }));
    await setLimits(id, 3);
    const [x, y] = [await newUser(t), await newUser(t)];
    await data(api(x, 'POST', `/${id}/join`));
    await data(api(y, 'POST', `/${id}/join`));
    const reqs = (await data(api(chief, 'GET', `/${id}/requests`))).items;
    // the chief and the elder approve the two last requests at once: one seat is left
    const answers = await Promise.all([
      api(chief, 'POST', `/${id}/requests/${reqs[0].id}`, { decision: 'approve' }),
      api(elder, 'POST', `/${id}/requests/${reqs[1].id}`, { decision: 'approve' }),
    ]);
    expect(answers.map((a) => a.envelope.status).sort()).toEqual([0, ErrorCode.TRIBE_FULL].sort());
    expect((await hall(chief, id)).members).toHaveLength(3);

    // one user accepts two tribes' invitations at once: one tribe only
    const chief2 = await newUser(t);
    const id2 = await created(chief2, 'Racers 2');
    const z = await newUser(t);
    await setLimits(id, 10);
    await data(api(chief, 'POST', `/${id}/invites`, { public_id: z.publicId }));
    await data(api(chief2, 'POST', `/${id2}/invites`, { public_id: z.publicId }));
    const invites = (await data(api(z, 'GET', '/me'))).invites as Array<{ id: number }>;
    expect(invites).toHaveLength(2);
    const both = await Promise.all(invites.map((i) => api(z, 'POST', `/invites/${i.id}`, { decision: 'accept' })));
    expect(both.map((a) => a.envelope.status).sort()).toEqual([0, ErrorCode.TRIBE_ALREADY_MEMBER].sort());
    const rows = await t.db.query<{ n: number }>('select count(*)::int as n from tribe_members where user_id = $1', [z.id]);
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('browses and searches the tribes of the caller scope', async () => {
    const u = await newUser(t);
    const items = (await data(api(u, 'GET', '', { q: 'racer' }))).items as Array<{ name: string }>;
    expect(items.map((i) => i.name).sort()).toEqual(['Racers', 'Racers 2']);
    const wakoo = await newUser(t, 'wakoo');
    expect((await data(api(wakoo, 'GET', '', { q: 'racer' }))).items).toEqual([]);
    // % and _ are literal in a search
    expect((await data(api(u, 'GET', '', { q: '%' }))).items).toEqual([]);
  });
});
