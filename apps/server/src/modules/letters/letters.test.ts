import { ErrorCode } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { newUser, type TestUser } from '../../test/factories';
import { ADMIN_API, BACKENDS, call, rid, socketTicket, useAdminTokens, useTestApp } from '../../test/helpers';
import { setUserBan } from '../accounts/service';

const L = '/api/v1/letters';
const DAY_S = 86_400;

describe.each(BACKENDS)('anonymous letters and the mailbox (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const admins = useAdminTokens(t, { admin: 'admin@demo.local', none: 'noperm@demo.local' });

  const post = (u: TestUser, url: string, params: Record<string, unknown> = {}, lang?: string) =>
    call(t, { method: 'POST', url: `${L}${url}`, token: u.token, params, ...(lang && { headers: { 'system-language': lang } }) });
  const get = (u: TestUser, url: string) => call(t, { url: `${L}${url}`, token: u.token });
  const write = (u: TestUser, text: string, lang?: string) => post(u, '', { request_id: rid('lw'), text }, lang);
  const receive = (u: TestUser) => post(u, '/receive', { request_id: rid('lr') });
  const mailbox = async (u: TestUser) => (await get(u, '/mailbox')).envelope.data;
  const con = (token: string, method: 'GET' | 'POST', url: string, params: Record<string, unknown> = {}) =>
    call(t, { method, url: `${ADMIN_API}/letters/keywords${url}`, token, params });

  beforeAll(() => {
    // far past the demo letters' 30-day pool window: draws see only this suite's letters
    t.clock.ms = Date.parse('2030-06-03T02:00:00Z');
  });

  it('writes a letter under 500 words; 500 is refused in the caller language; a retry is the same letter', async () => {
    const a = await newUser(t, 'ocha');
    const long = await write(a, '字'.repeat(500), 'ja');
    expect(long.envelope.status).toBe(ErrorCode.LETTER_TOO_LONG);
    expect(long.envelope.msg).toContain('499');
    expect(long.envelope.msg).toContain('500');
    expect((await write(a, Array.from({ length: 500 }, () => 'word').join(' '))).envelope.status).toBe(ErrorCode.LETTER_TOO_LONG);
    expect((await write(a, '   ')).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    const request_id = rid('same');
    const ok = await post(a, '', { request_id, text: '字'.repeat(499) });
    expect(ok.envelope.status).toBe(0);
    expect(ok.envelope.data.letter).toMatchObject({ words: 499, readers: 0 });
    expect(ok.envelope.data.quota).toMatchObject({ written: 1, write_max: 5 });
    const again = await post(a, '', { request_id, text: '字'.repeat(499) });
    expect(again.envelope.data.letter.id).toBe(ok.envelope.data.letter.id);
    expect((await mailbox(a)).sent).toHaveLength(1);
    // user text is stored as text (rendered as text by the page)
    const html = await write(a, '<img src=x onerror=alert(1)>');
    expect(html.envelope.data.letter.text).toBe('<img src=x onerror=alert(1)>');
  });

  it('draws from the same brand, region and pool only: never own, blocked, banned, received twice or another brand', async () => {
    const reader = await newUser(t, 'cooya');
    const blocked = await newUser(t, 'cooya');
    const writer = await newUser(t, 'cooya');
    const banned = await newUser(t, 'cooya');
    const minor = await newUser(t, 'cooya', { birth_date: '2019-01-01' });
    const minor2 = await newUser(t, 'cooya', { birth_date: '2018-01-01' });
    const other = await newUser(t, 'ocha');
    const japan = await newUser(t, 'cooya', { region: 'japan' });

    await write(blocked, 'first letter from the blocked one');
    const first = await receive(reader);
    expect(first.envelope.status).toBe(0);
    expect(first.envelope.data.letter.text).toBe('first letter from the blocked one');
    expect(first.envelope.data.letter.author).toMatchObject({ adj: expect.any(Number), noun: expect.any(Number) });
    expect(JSON.stringify(first.envelope.data)).not.toContain(blocked.publicId);
    expect((await post(reader, '/block', { receipt_id: first.envelope.data.letter.receipt_id })).envelope.data).toEqual({ blocked: true });

    await write(blocked, 'second letter from the blocked one');
    await write(reader, 'my own letter');
    await write(banned, 'a letter from someone banned later');
    await setUserBan(t.db, banned.id, { reason: 'spam', endsAt: null, at: new Date(t.clock.ms) });
    await write(minor, 'a letter from a minor');
    await write(other, 'another brand');
    await write(japan, 'another region');
    await write(writer, 'the only letter the reader may get');

    const got = await receive(reader);
    expect(got.envelope.data.letter.text).toBe('the only letter the reader may get');
    const none = await call(t, {
      method: 'POST',
      url: `${L}/receive`,
      token: reader.token,
      params: { request_id: rid('n') },
      headers: { 'system-language': 'zh-CN' },
    });
    expect(none.envelope.status).toBe(ErrorCode.LETTER_NONE_AVAILABLE);
    expect(none.envelope.msg).toBe('暂时没有新的来信，过一会儿再来看看吧');

    // minors read only minors' letters; the minor's letter reached no adult
    const m = await receive(minor2);
    expect(m.envelope.data.letter.text).toBe('a letter from a minor');
    expect((await receive(minor2)).envelope.status).toBe(ErrorCode.LETTER_NONE_AVAILABLE);
    // the blocked writer does not get the reader's letter either
    const back = await receive(blocked);
    expect(back.envelope.data?.letter?.text).not.toBe('my own letter');

    const box = await mailbox(reader);
    expect(box.received.map((r: { text: string }) => r.text)).toEqual([
      'the only letter the reader may get',
      'first letter from the blocked one',
    ]);
    expect(box.received[1].blocked).toBe(true);
    expect(box.quota).toMatchObject({ received: 2, receive_max: 10, written: 1 });
  });

  it('replies stay anonymous until both reveal; the other side hears each reply live and via the outbox; the read call marks read', async () => {
    const writer = await newUser(t, 'ucoo_plus');
    const reader = await newUser(t, 'ucoo_plus');
    await write(writer, 'hello stranger');
    const got = (await receive(reader)).envelope.data.letter;

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address() as { port: number };
    const ws = new WebSocket(`ws://127.0.0.1:${addr.port}/ws?ticket=${await socketTicket(t, writer.token)}`);
    const heard: Array<{ type: string; payload?: Record<string, unknown> }> = [];
    ws.on('message', (raw) => heard.push(JSON.parse(String(raw))));
    await expect.poll(() => heard.some((m) => m.type === 'hello'), { timeout: 5000 }).toBe(true);

    const text = `thank you for the letter! ${'long '.repeat(20)}`;
    const first = await post(reader, '/replies', { receipt_id: got.receipt_id, request_id: rid('rp'), text });
    expect(first.envelope.status).toBe(0);
    const threadId = first.envelope.data.thread.id as number;
    expect(first.envelope.data.thread).toMatchObject({ i_wrote: false, peer_profile: null, unread: 0, letter_text: 'hello stranger' });
    expect(first.envelope.data.replies).toEqual([expect.objectContaining({ mine: true, text: text.trim() })]);
    await expect.poll(() => heard.find((m) => m.type === 'letter.thread.v1'), { timeout: 5000 }).toBeTruthy();
    expect(heard.find((m) => m.type === 'letter.thread.v1')!.payload).toMatchObject({
      thread_id: threadId,
      kind: 'reply',
      unread_total: 1,
    });
    ws.close();

    const events = await t.db.query<{ payload: Record<string, unknown> }>(
      `select payload from outbox_events where topic = 'letter.replied' and (payload->>'thread_id')::int8 = $1`,
      [threadId],
    );
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0]!.payload).toMatchObject({ thread_id: threadId, recipient_id: writer.id });
    expect(String(events.rows[0]!.payload.excerpt).length).toBeLessThanOrEqual(61);

    const wbox = await mailbox(writer);
    expect(wbox.unread).toBe(1);
    expect(wbox.threads[0]).toMatchObject({ id: threadId, i_wrote: true, unread: 1 });
    expect(wbox.sent[0]).toMatchObject({ readers: 1, threads: 1 });
    const opened = await get(writer, `/threads/${threadId}`);
    expect(opened.envelope.data.replies[0]).toMatchObject({ mine: false });
    // reading is safe: only the page's read call marks it read (once; the reader's side is untouched)
    expect(opened.envelope.data.thread.unread).toBe(1);
    expect((await get(writer, '/unread')).envelope.data.unread).toBe(1);
    expect((await post(writer, `/threads/${threadId}/read`)).envelope.data).toEqual({ unread: 0 });
    expect((await post(writer, `/threads/${threadId}/read`)).envelope.data).toEqual({ unread: 0 });
    expect((await get(writer, `/threads/${threadId}`)).envelope.data.thread.unread).toBe(0);
    expect((await get(writer, '/unread')).envelope.data.unread).toBe(0);
    // a stranger cannot read, mark or write in the thread
    const stranger = await newUser(t, 'ucoo_plus');
    expect((await get(stranger, `/threads/${threadId}`)).envelope.status).toBe(ErrorCode.NOT_FOUND);
    expect((await post(stranger, `/threads/${threadId}/read`)).envelope.status).toBe(ErrorCode.NOT_FOUND);
    expect((await post(stranger, `/threads/${threadId}/replies`, { request_id: rid('x'), text: 'hi' })).envelope.status).toBe(
      ErrorCode.NOT_FOUND,
    );

    expect((await post(writer, `/threads/${threadId}/replies`, { request_id: rid('rp'), text: 'you are welcome' })).envelope.status).toBe(
      0,
    );
    expect((await get(reader, '/unread')).envelope.data.unread).toBe(1);

    const half = await post(reader, `/threads/${threadId}/reveal`);
    expect(half.envelope.data.thread).toMatchObject({ i_revealed: true, peer_revealed: false, peer_profile: null });
    expect((await get(writer, `/threads/${threadId}`)).envelope.data.thread).toMatchObject({ peer_revealed: true, peer_profile: null });
    const both = await post(writer, `/threads/${threadId}/reveal`);
    expect(both.envelope.data.thread.peer_profile).toMatchObject({ public_id: reader.publicId });
    expect((await get(reader, `/threads/${threadId}`)).envelope.data.thread.peer_profile).toMatchObject({ public_id: writer.publicId });
  });

  it('do-not-disturb: a club member on DND gets replies only from people they follow', async () => {
    const member = await newUser(t, 'default');
    const reader = await newUser(t, 'default');
    const admitted = await call(t, {
      method: 'POST',
      url: `${ADMIN_API}/club/admit`,
      token: admins.admin,
      params: { user_id: member.id, reason: 'vip' },
    });
    expect(admitted.envelope.status).toBe(0);
    expect(
      (await call(t, { method: 'POST', url: '/api/v1/club/settings', token: member.token, params: { do_not_disturb: true } })).envelope
        .status,
    ).toBe(0);
    await write(member, 'a letter from a VIP on do-not-disturb');
    const got = (await receive(reader)).envelope.data.letter;
    expect(got.text).toBe('a letter from a VIP on do-not-disturb');
    const refused = await call(t, {
      method: 'POST',
      url: `${L}/replies`,
      token: reader.token,
      params: { receipt_id: got.receipt_id, request_id: rid('d'), text: 'hello?' },
      headers: { 'system-language': 'ja' },
    });
    expect(refused.envelope.status).toBe(ErrorCode.LETTER_DND);
    expect(refused.envelope.msg).toContain('フォロー');
    // the reader following the member does not open the door; the member following the reader does
    await call(t, { method: 'POST', url: '/api/v1/follows', token: reader.token, params: { user_id: member.id } });
    expect((await post(reader, '/replies', { receipt_id: got.receipt_id, request_id: rid('d'), text: 'hello?' })).envelope.status).toBe(
      ErrorCode.LETTER_DND,
    );
    await call(t, { method: 'POST', url: '/api/v1/follows', token: member.token, params: { user_id: reader.id } });
    expect((await post(reader, '/replies', { receipt_id: got.receipt_id, request_id: rid('d'), text: 'hello?' })).envelope.status).toBe(0);
  });

  it('a muted user can neither write nor reply', async () => {
    const u = await newUser(t, 'default');
    const profile = (await call(t, { url: '/api/v1/me', token: u.token })).envelope.data;
    const muted = await call(t, {
      method: 'POST',
      url: `${ADMIN_API}/risk/actions`,
      token: admins.admin,
      params: { public_id: profile.public_id, kind: 'mute', reason: 'spam', duration_hours: 1 },
    });
    expect(muted.envelope.status).toBe(0);
    expect((await write(u, 'can I write?')).envelope.status).toBe(ErrorCode.USER_MUTED);
    expect((await post(u, '/threads/1/replies', { request_id: rid('m'), text: 'reply?' })).envelope.status).toBe(ErrorCode.USER_MUTED);
    expect((await mailbox(u)).sent).toHaveLength(0);
  });

  it('the console keeps each region its keywords (audited); a letter or reply with one is refused', async () => {
    const word = `ｌｉｎｅ${Date.now() % 1000}`;
    expect((await con(admins.none, 'GET', '', { region: 'default' })).envelope.status).toBe(ErrorCode.FORBIDDEN);
    expect((await con(admins.none, 'POST', '', { region: 'default', word })).envelope.status).toBe(ErrorCode.FORBIDDEN);
    const added = await con(admins.admin, 'POST', '', { region: 'default', word });
    expect(added.envelope.status).toBe(0);
    expect((await con(admins.admin, 'POST', '', { region: 'default', word: word.normalize('NFKC').toUpperCase() })).envelope.status).toBe(
      ErrorCode.LETTER_KEYWORD_INVALID,
    );
    const list = await con(admins.admin, 'GET', '', { region: 'default' });
    expect(list.envelope.data.items.map((k: { word: string }) => k.word)).toContain(word);
    // the demo starts each region's list (modules/letters/demo.ts)
    expect(list.envelope.data.items.map((k: { word: string }) => k.word)).toContain('加微信');
    const audit = await t.db.query(`select 1 from admin_audit_log where action = 'letter.keyword.add' and target = $1`, [
      `letter-keyword:${added.envelope.data.id}`,
    ]);
    expect(audit.rows).toHaveLength(1);

    const u = await newUser(t, 'default');
    const spaced = `add me on ${word.normalize('NFKC').split('').join(' ')} ok`;
    const refused = await write(u, spaced, 'zh-TW');
    expect(refused.envelope.status).toBe(ErrorCode.LETTER_KEYWORD_BLOCKED);
    expect(refused.envelope.msg).toBe('內容包含不允許的詞語，請修改後再傳送');
    // another region's list does not apply
    const jp = await newUser(t, 'wakoo');
    expect((await write(jp, spaced)).envelope.status).toBe(0);

    const removed = await con(admins.admin, 'POST', `/${added.envelope.data.id}/delete`);
    expect(removed.envelope.data.items.map((k: { word: string }) => k.word)).not.toContain(word);
    expect((await write(u, spaced)).envelope.status).toBe(0);
    expect(
      (
        await t.db.query(`select 1 from admin_audit_log where action = 'letter.keyword.remove' and target = $1`, [
          `letter-keyword:${added.envelope.data.id}`,
        ])
      ).rows,
    ).toHaveLength(1);
  });

  it('daily limits: letters written and letters received per region day', async () => {
    const u = await newUser(t, 'wakoo');
    for (let i = 0; i < 5; i++) expect((await write(u, `letter ${i}`)).envelope.status).toBe(0);
    const over = await write(u, 'one too many', 'en');
    expect(over.envelope.status).toBe(ErrorCode.LETTER_DAILY_LIMIT);
    expect(over.envelope.msg).toContain('5 letters today');

    const writers = await Promise.all([1, 2, 3].map(() => newUser(t, 'wakoo')));
    for (const w of writers) for (let i = 0; i < 3; i++) await write(w, `from ${w.id} #${i}`);
    const reader = await newUser(t, 'wakoo');
    for (let i = 0; i < 10; i++) expect((await receive(reader)).envelope.status).toBe(0);
    expect((await receive(reader)).envelope.status).toBe(ErrorCode.LETTER_RECEIVE_LIMIT);

    // the next day in Tokyo
    t.clock.ms += DAY_S * 1000;
    expect((await write(u, 'a new day')).envelope.status).toBe(0);
    expect((await receive(reader)).envelope.status).toBe(0);
  });

  it('report makes a risk record on the writer; block stops replies both ways', async () => {
    // the default brand's Japan pool: no other test writes there
    const writer = await newUser(t, 'default', { region: 'japan' });
    const reader = await newUser(t, 'default', { region: 'japan' });
    await write(writer, 'buy followers cheap at my shop');
    const got = (await receive(reader)).envelope.data.letter;
    const th = (await post(reader, '/replies', { receipt_id: got.receipt_id, request_id: rid('r'), text: 'no thanks' })).envelope.data
      .thread;

    expect((await post(reader, '/report', { category: 'spam' })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    const reported = await post(reader, '/report', { receipt_id: got.receipt_id, category: 'spam', text: 'ads' });
    expect(reported.envelope.data).toEqual({ reported: true });
    const rec = await t.db.query<{ source: string; reporter_id: number; description: string }>(
      'select source, reporter_id, description from risk_records where user_id = $1',
      [writer.id],
    );
    expect(rec.rows).toHaveLength(1);
    expect(rec.rows[0]).toMatchObject({ source: 'report', reporter_id: reader.id });
    expect(rec.rows[0]!.description).toContain('buy followers cheap');
    expect((await mailbox(reader)).received[0].reported).toBe(true);

    expect((await post(writer, '/block', { thread_id: th.id })).envelope.data).toEqual({ blocked: true });
    expect((await post(reader, `/threads/${th.id}/replies`, { request_id: rid('b'), text: 'hello?' })).envelope.status).toBe(
      ErrorCode.LETTER_BLOCKED,
    );
    expect((await post(writer, `/threads/${th.id}/replies`, { request_id: rid('b'), text: 'bye' })).envelope.status).toBe(
      ErrorCode.LETTER_BLOCKED,
    );
    expect((await get(reader, `/threads/${th.id}`)).envelope.data.thread.blocked).toBe(true);
  });
});
