import { charmLevel, ErrorCode } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminFund, giftCatalogue, newUser, sendGift, type TestUser } from '../../test/factories';
import { ADMIN_API, BACKENDS, call, useAdminTokens, useTestApp } from '../../test/helpers';
import { setUserBan } from '../accounts/service';
import { statsOf } from '../gifts/service';
import { hummedWav, portraitPng } from './demo';

const png = (w = 120, h = 160) => portraitPng(w, h, [200, 100, 140], [90, 120, 220]).toString('base64');
const wav = (seconds: number) => hummedWav(seconds, 300).toString('base64');

describe.each(BACKENDS)('host cards: edit, show, hide (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const admins = useAdminTokens(t, { admin: 'admin@demo.local', none: 'noperm@demo.local' });
  let host: TestUser;
  let other: TestUser;
  let man: TestUser;
  let minor: TestUser;
  let ocha: TestUser;

  const api = (u: TestUser | null, method: 'GET' | 'POST', url: string, params: Record<string, unknown> = {}, lang?: string) =>
    call(t, {
      method,
      url: `/api/v1/hostcards${url}`,
      ...(u && { token: u.token }),
      params,
      ...(lang && { headers: { 'system-language': lang } }),
    });
  const card = (code: string, brand = 'default', viewer: TestUser | null = null) => api(viewer, 'GET', '/card', { code, app_name: brand });
  const gallery = async (brand = 'default') => (await api(null, 'GET', '/gallery', { app_name: brand })).envelope.data.items as any[];
  const con = (token: string, method: 'GET' | 'POST', url: string, params: Record<string, unknown> = {}) =>
    call(t, { method, url: `${ADMIN_API}/host-cards${url}`, token, params });
  const photo = async (u: TestUser, data = png()) => (await api(u, 'POST', '/photos', { data })).envelope;
  const makeCard = async (u: TestUser, extra: Record<string, unknown> = {}) => {
    const p = await photo(u);
    expect(p.status).toBe(0);
    const r = await api(u, 'POST', '/me', { intro: 'hi there', tags: ['gentle'], photos: [p.data.key], voice: null, ...extra });
    expect(r.envelope.status).toBe(0);
    return r.envelope.data;
  };

  beforeAll(async () => {
    host = await newUser(t, 'default', { gender: 'female', nickname: 'Hana', birth_date: '1998-02-03' });
    other = await newUser(t, 'default', { gender: 'female', nickname: 'Rin', birth_date: '1997-02-03' });
    man = await newUser(t, 'default', { nickname: 'Ken' });
    minor = await newUser(t, 'default', { gender: 'female', birth_date: '2012-06-01' });
    ocha = await newUser(t, 'ocha', { gender: 'female', birth_date: '1996-02-03' });
  });

  it('a host uploads photos and a voice, saves her card; anyone opens it by her code, and it is in the gallery', async () => {
    const before = (await api(host, 'GET', '/me')).envelope.data;
    expect(before).toMatchObject({ is_host: true, card: null, hidden: false });
    const p1 = await photo(host);
    const p2 = await photo(host, png(200, 260));
    expect(p1.data).toMatchObject({ width: 120, height: 160 });
    const v = (await api(host, 'POST', '/voice', { data: wav(5), duration_ms: 1 })).envelope;
    // a WAV's length is read from the file, not the declared one
    expect(v.data.duration_ms).toBe(5000);
    const saved = await api(host, 'POST', '/me', {
      intro: '  夜型です。<b>よろしく</b>  ',
      tags: ['night_owl', 'singing', 'night_owl'],
      photos: [p2.data.key, p1.data.key],
      voice: v.data.key,
    });
    expect(saved.envelope.status).toBe(0);
    expect(saved.envelope.data.card).toMatchObject({
      code: host.publicId,
      intro: '夜型です。<b>よろしく</b>',
      tags: ['night_owl', 'singing'],
      photos: [{ key: p2.data.key }, { key: p1.data.key }],
      voice: { key: v.data.key, duration_ms: 5000 },
      charm_level: 1,
    });
    expect(saved.envelope.data.block).toBeNull();

    const seen = await card(host.publicId);
    expect(seen.envelope.status).toBe(0);
    expect(seen.envelope.data.host).toMatchObject({ id: host.id, nickname: 'Hana' });
    // her latest signed-in request was just now
    expect(seen.envelope.data.presence).toBe('online');
    expect((await gallery()).map((c) => c.code)).toContain(host.publicId);
    expect((await gallery('ocha')).map((c) => c.code)).not.toContain(host.publicId);

    // the media address serves the bytes; a changed signature or an expired address does not
    const media = await t.app.inject({ method: 'GET', url: seen.envelope.data.voice.url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('audio/wav');
    const img = await t.app.inject({ method: 'GET', url: seen.envelope.data.photos[0].url });
    expect(img.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: `${seen.envelope.data.photos[0].url}x` })).statusCode).toBe(404);
  });

  it('presence follows her last signed-in request; the charm level follows her gifts', async () => {
    const start = t.clock.ms;
    t.clock.advance(2 * 3600);
    expect((await card(host.publicId)).envelope.data.presence).toBe('recent');
    t.clock.advance(2 * 86_400);
    expect((await card(host.publicId)).envelope.data.presence).toBe('offline');
    // an anonymous request is not her; a request of hers is
    t.clock.advance(120);
    await api(host, 'GET', '/me');
    // the write follows the answer (activity.ts: off the request's path), so the card may lag it briefly
    await expect.poll(async () => (await card(host.publicId)).envelope.data.presence).toBe('online');
    t.clock.ms = start;

    const fan = await newUser(t, 'default');
    await adminFund(t, admins.admin, fan.id, 10_000);
    const gift = (await giftCatalogue(t)).find((g) => g.price > 0 && g.price <= 1000 && g.asset === 'gold_coin');
    expect(gift).toBeDefined();
    expect((await sendGift(t, fan.token, host.id, gift!.id, 5)).envelope.status).toBe(0);
    await t.flushOutbox();
    const stats = await statsOf(t.db, host.id);
    expect(stats.charm_total).toBeGreaterThan(0);
    expect((await card(host.publicId)).envelope.data.charm_level).toBe(charmLevel(stats.charm_total));
  });

  it('refuses non-hosts, minors, strangers’ files, unknown tags, bad media', async () => {
    expect((await api(man, 'GET', '/me')).envelope.data).toMatchObject({ is_host: false, card: null });
    expect((await photo(man)).status).toBe(ErrorCode.HOST_ONLY);
    expect((await api(man, 'POST', '/me', { intro: '', tags: [], photos: [], voice: null })).envelope.status).toBe(ErrorCode.HOST_ONLY);
    expect((await photo(minor)).status).toBe(ErrorCode.HOST_ONLY);
    expect((await api(minor, 'GET', '/me')).envelope.data.is_host).toBe(false);
    // not signed in
    expect((await api(null, 'GET', '/me')).envelope.status).toBe(ErrorCode.NOT_LOGGED_IN);

    const hers = await photo(host);
    const r = await api(other, 'POST', '/me', { intro: '', tags: [], photos: [hers.data.key], voice: null });
    expect(r.envelope.status).toBe(ErrorCode.HOSTCARD_MEDIA_UNKNOWN);
    // a photo key given as the voice
    const mine = await photo(other);
    const swapped = `${mine.data.key.slice(0, 64)}.wav`;
    expect((await api(other, 'POST', '/me', { intro: '', tags: [], photos: [], voice: swapped })).envelope.status).toBe(
      ErrorCode.HOSTCARD_MEDIA_UNKNOWN,
    );
    expect((await api(other, 'POST', '/me', { intro: '', tags: ['spicy'], photos: [], voice: null })).envelope.status).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    const long = 'あ'.repeat(301);
    expect((await api(other, 'POST', '/me', { intro: long, tags: [], photos: [], voice: null })).envelope.status).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    expect((await photo(other, Buffer.from('GIF89a not an image').toString('base64'))).status).toBe(ErrorCode.SUPPORT_IMAGE_TYPE);
    const junk = await api(other, 'POST', '/voice', { data: Buffer.from('not audio at all').toString('base64'), duration_ms: 5000 }, 'ja');
    expect(junk.envelope.status).toBe(ErrorCode.HOSTCARD_AUDIO_TYPE);
    expect(junk.envelope.msg).toContain('音声');
    expect((await api(other, 'POST', '/voice', { data: wav(1), duration_ms: 5000 })).envelope.status).toBe(
      ErrorCode.HOSTCARD_AUDIO_DURATION,
    );
    expect((await api(other, 'POST', '/voice', { data: wav(70), duration_ms: 5000 })).envelope.status).toBe(
      ErrorCode.HOSTCARD_AUDIO_DURATION,
    );
    // another type: its declared length is checked
    const ogg = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(200, 1)]).toString('base64');
    expect((await api(other, 'POST', '/voice', { data: ogg, duration_ms: 90_000 })).envelope.status).toBe(
      ErrorCode.HOSTCARD_AUDIO_DURATION,
    );
    expect((await api(other, 'POST', '/voice', { data: ogg, duration_ms: 12_000 })).envelope.data).toMatchObject({
      duration_ms: 12_000,
      mime: 'audio/ogg',
    });
    const big = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(720 * 1024, 1)]).toString('base64');
    expect((await api(other, 'POST', '/voice', { data: big, duration_ms: 12_000 })).envelope.status).toBe(
      ErrorCode.HOSTCARD_AUDIO_TOO_LARGE,
    );
    // nothing was written by the refused saves
    expect((await api(other, 'GET', '/me')).envelope.data.card).toBeNull();
  });

  it('a muted host keeps her photos editable but not her texts', async () => {
    const h = await newUser(t, 'default', { gender: 'female', birth_date: '1999-09-09' });
    const first = await makeCard(h);
    const muted = await call(t, {
      method: 'POST',
      url: `${ADMIN_API}/risk/actions`,
      token: admins.admin,
      params: { public_id: h.publicId, kind: 'mute', reason: 'spam', duration_hours: 1 },
    });
    expect(muted.envelope.status).toBe(0);
    const p = await photo(h);
    const keep = { intro: 'hi there', tags: ['gentle'], voice: null };
    expect((await api(h, 'POST', '/me', { ...keep, photos: [p.data.key, first.card.photos[0].key] })).envelope.status).toBe(0);
    expect((await api(h, 'POST', '/me', { ...keep, intro: 'buy coins here', photos: [p.data.key] })).envelope.status).toBe(
      ErrorCode.USER_MUTED,
    );
    expect((await api(h, 'POST', '/me', { ...keep, tags: ['asmr'], photos: [p.data.key] })).envelope.status).toBe(ErrorCode.USER_MUTED);
    expect((await card(h.publicId)).envelope.data.intro).toBe('hi there');
  });

  it('codes: an unknown code, a man’s, another brand’s are not found; a card without a photo is not available', async () => {
    expect((await card('ZZZZZZZZ')).envelope.status).toBe(ErrorCode.NOT_FOUND);
    expect((await card(man.publicId)).envelope.status).toBe(ErrorCode.NOT_FOUND);
    await makeCard(ocha);
    expect((await card(ocha.publicId, 'default')).envelope.status).toBe(ErrorCode.NOT_FOUND);
    expect((await card(ocha.publicId, 'ocha')).envelope.status).toBe(0);
    expect((await card('bad code!')).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    const bare = await newUser(t, 'default', { gender: 'female', birth_date: '1994-01-01' });
    expect((await card(bare.publicId)).envelope.status).toBe(ErrorCode.HOSTCARD_UNAVAILABLE);
    expect((await api(bare, 'POST', '/me', { intro: 'soon', tags: [], photos: [], voice: null })).envelope.data.block).toBe('empty');
    expect((await card(bare.publicId)).envelope.status).toBe(ErrorCode.HOSTCARD_UNAVAILABLE);
    // she sees her own card while it has no photo
    expect((await card(bare.publicId, 'default', bare)).envelope.status).toBe(0);
    expect((await gallery()).map((c) => c.code)).not.toContain(bare.publicId);
  });

  it('staff with host.manage_cards hide and show a card (audited); a banned host’s card is hidden too', async () => {
    const h = await newUser(t, 'default', { gender: 'female', birth_date: '1993-03-03', nickname: 'Sora' });
    await makeCard(h);
    expect((await con(admins.none, 'GET', '')).envelope.status).toBe(ErrorCode.FORBIDDEN);
    expect((await con(admins.none, 'POST', `/${h.id}/visibility`, { hidden: true })).envelope.status).toBe(ErrorCode.FORBIDDEN);
    const list = await con(admins.admin, 'GET', '', { user: h.publicId });
    expect(list.envelope.data.items).toHaveLength(1);
    expect(list.envelope.data.items[0]).toMatchObject({ user_id: h.id, hidden: false, block: null });

    const hid = await con(admins.admin, 'POST', `/${h.id}/visibility`, { hidden: true, reason: 'photos not her own' });
    expect(hid.envelope.data).toMatchObject({
      hidden: true,
      hidden_reason: 'photos not her own',
      hidden_by: { nickname: 'Demo Admin' },
      block: 'hidden',
    });
    expect((await card(h.publicId)).envelope.status).toBe(ErrorCode.HOSTCARD_UNAVAILABLE);
    expect((await gallery()).map((c) => c.code)).not.toContain(h.publicId);
    // she still sees it, marked hidden
    expect((await card(h.publicId, 'default', h)).envelope.status).toBe(0);
    expect((await api(h, 'GET', '/me')).envelope.data).toMatchObject({ hidden: true, block: 'hidden' });
    expect((await con(admins.admin, 'GET', '', { state: 'hidden' })).envelope.data.items.map((c: any) => c.user_id)).toContain(h.id);
    const audit = await t.db.query<{ action: string; target: string }>(
      "select action, target from admin_audit_log where action like 'hostcards.%' and target = $1 order by seq",
      [String(h.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['hostcards.hide']);

    expect((await con(admins.admin, 'POST', `/${h.id}/visibility`, { hidden: false })).envelope.data).toMatchObject({
      hidden: false,
      hidden_by: null,
    });
    expect((await card(h.publicId)).envelope.status).toBe(0);
    expect((await con(admins.admin, 'POST', '/999999999/visibility', { hidden: true })).envelope.status).toBe(ErrorCode.NOT_FOUND);

    await setUserBan(t.db, h.id, { reason: 'fraud', endsAt: null, at: new Date(t.clock.ms) });
    expect((await card(h.publicId)).envelope.status).toBe(ErrorCode.HOSTCARD_UNAVAILABLE);
    expect((await gallery()).map((c) => c.code)).not.toContain(h.publicId);
    expect((await con(admins.admin, 'GET', '', { user: h.publicId })).envelope.data.items[0].block).toBe('banned');
  });

  it('the demo hosts have cards in the gallery; no minor’s card is ever shown', async () => {
    // a minor cannot make a card; one written around the service is still never shown
    const key = (await photo(other)).data.key;
    await t.db.query(
      `insert into host_cards (user_id, brand, photos, created_at, updated_at, last_active_at) values ($1, 'default', $2::text[], now(), now(), now())`,
      [minor.id, [key]],
    );
    expect((await card(minor.publicId)).envelope.status).toBe(ErrorCode.HOSTCARD_UNAVAILABLE);
    expect((await card(minor.publicId, 'default', minor)).envelope.status).toBe(ErrorCode.HOSTCARD_UNAVAILABLE);
    expect((await gallery()).map((c) => c.code)).not.toContain(minor.publicId);
    const items = await gallery('wakoo');
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const c of items) {
      expect(c.photos.length).toBeGreaterThan(0);
      expect(c.host.gender).toBe('female');
    }
  });
});
