import { ADMIN_API_BASE, computeSign, ErrorCode, makeNonce, parseActivityDefinition, toQueryValues } from '@app/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_DEFINITION_TEST as DEF } from '../../test/activity-definition';
import { giftCatalogue, ledgerFund, newUser, sendGift, type TestUser } from '../../test/factories';
import { BACKENDS, call, TEST_ACCESS_KEY, TEST_SECRET, useAdminTokens, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { ActivityRegistry } from './registry';
import { settleActivities } from './settle';

/** China time (UTC+8) as an instant: `at('2030-10-23 10:00')`. */
const at = (local: string) => Date.parse(`${local.replace(' ', 'T')}:00+08:00`);
const A = `${ADMIN_API_BASE}/activities`;
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));
/** the test definition as the store keeps it (defaults filled in) */
const STORED = (() => {
  const p = parseActivityDefinition(DEF);
  if (!p.ok) throw new Error(p.problems.join('; '));
  return clone(p.def);
})();

/** The activity console: versions, four eyes, audited diffs, revert, preview, ending early, results (issue 12). */
describe.each(BACKENDS)('activity console (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true, config: { activities: [DEF] } });
  const tokens = useAdminTokens(t, { admin: 'admin@demo.local', reviewer: 'reviewer@demo.local', noperm: 'noperm@demo.local' });
  const get = (url: string, token = tokens.admin, params: Record<string, unknown> = {}, lang = 'en') =>
    call(t, { url: `${A}${url}`, token, params, headers: { 'system-language': lang } });
  const post = (url: string, params: Record<string, unknown>, token = tokens.admin, lang = 'en') =>
    call(t, { method: 'POST', url: `${A}${url}`, token, params, headers: { 'system-language': lang } });
  const page = (lang = 'ja') =>
    call(t, { url: '/api/v1/activities/test_knockout', params: { brand: 'default' }, headers: { 'system-language': lang } });
  const audits = async (action: string) =>
    (
      await t.db.query<{ action: string; detail: Record<string, unknown>; admin_id: string }>(
        `select action, detail, admin_id from admin_audit_log where action = $1 and target = 'activity:test_knockout' order by seq`,
        [action],
      )
    ).rows;

  beforeAll(() => {
    t.clock.ms = at('2030-10-20 12:00');
  });

  it('lists the shipped event as live version 1 with its firings in local time and UTC', async () => {
    const list = await get('');
    expect(list.envelope.status).toBe(0);
    const row = list.envelope.data.items.find((i: { event: string }) => i.event === 'test_knockout');
    expect(row).toMatchObject({ phase: 'upcoming', live_version: 1, open_version: null, title: DEF.text.en.title, ended_early: false });
    const detail = (await get('/test_knockout')).envelope.data;
    expect(detail.versions).toHaveLength(1);
    expect(detail.versions[0]).toMatchObject({ version: 1, state: 'approved', live: true, author: null });
    // start 23 Oct 00:00 China time = 22 Oct 16:00 UTC; each stage's cut at its last day's end
    expect(detail.firings[0]).toEqual({
      key: 'start',
      at: '2030-10-22T16:00:00.000Z',
      local: '2030-10-23 00:00',
      zone: 'Asia/Shanghai',
      past: false,
    });
    expect(detail.firings.map((f: { key: string }) => f.key)).toEqual(
      expect.arrayContaining(['stage:audition', 'stage:knockout', 'stage:final', 'pool_start', 'pool_end', 'split', 'end']),
    );
    expect(detail.firings.find((f: { key: string }) => f.key === 'stage:audition').local).toBe('2030-10-26 00:00');
    const v1 = (await get('/test_knockout/versions/1')).envelope.data;
    expect(v1.problems).toEqual([]);
    expect(v1.definition).toEqual(STORED);
    // the console is closed to an admin without the codes
    expect((await get('', tokens.noperm)).envelope.status).toBe(ErrorCode.FORBIDDEN);
  });

  it('drafts with a base: a stale base is a conflict, a bad definition is kept but cannot be submitted', async () => {
    const def = clone(DEF);
    def.text.ja.title = '秋のノックアウト（改）';
    expect((await post('/test_knockout/draft', { definition: def, based_on: null })).envelope.status).toBe(ErrorCode.ACTIVITY_EXISTS);
    const other = { ...def, id: 'another_one' };
    expect((await post('/test_knockout/draft', { definition: other, based_on: 1 })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    const v2 = await post('/test_knockout/draft', { definition: def, based_on: 1 });
    expect(v2.envelope.status).toBe(0);
    expect(v2.envelope.data).toMatchObject({ version: 2, state: 'draft', based_on: 1, problems: [], changes: 1 });
    expect(v2.envelope.data.diff).toEqual([{ path: 'text.ja.title', before: DEF.text.ja.title, after: '秋のノックアウト（改）' }]);
    // someone who still edits version 1 saves: refused, nothing changes
    expect((await post('/test_knockout/draft', { definition: DEF, based_on: 1 })).envelope.status).toBe(ErrorCode.CONFLICT);
    // a broken draft (the knockout overlaps the audition) is saved with its problems; submitting is refused
    const broken = clone(def);
    broken.tournament!.stages[1]!.start = '2030-10-24';
    const saved = await post('/test_knockout/draft', { definition: broken, based_on: 2 });
    expect(saved.envelope.data.version).toBe(2);
    expect(saved.envelope.data.problems.length).toBeGreaterThan(0);
    const refused = await post('/test_knockout/versions/2/submit', {});
    expect(refused.envelope.status).toBe(ErrorCode.ACTIVITY_DEFINITION_INVALID);
    expect(refused.envelope.data.problems.length).toBeGreaterThan(0);
    // fixed and submitted; a pending version is not edited
    expect((await post('/test_knockout/draft', { definition: def, based_on: 2 })).envelope.data.problems).toEqual([]);
    const pending = await post('/test_knockout/versions/2/submit', {});
    expect(pending.envelope.data.state).toBe('pending');
    expect((await post('/test_knockout/draft', { definition: def, based_on: 2 })).envelope.status).toBe(ErrorCode.ACTIVITY_VERSION_STATE);
    // the live page still shows version 1
    expect((await page()).envelope.data.text.title).toBe(DEF.text.ja.title);
  });

  it('four eyes: the editor cannot approve; the reviewer rejects, then approves a new draft and it goes live', async () => {
    const own = await post('/test_knockout/versions/2/review', { decision: 'approve' });
    expect(own.envelope.status).toBe(ErrorCode.ACTIVITY_OWN_CHANGE);
    expect(own.envelope.msg).toMatch(/another admin/);
    // the reviewer may not edit
    const def = clone(DEF);
    def.text.ja.title = '秋のノックアウト 2030';
    expect((await post('/test_knockout/draft', { definition: def, based_on: 2 }, tokens.reviewer)).envelope.status).toBe(
      ErrorCode.FORBIDDEN,
    );
    const rejected = await post(
      '/test_knockout/versions/2/review',
      { decision: 'reject', note: 'Add the year to the title' },
      tokens.reviewer,
    );
    expect(rejected.envelope.data).toMatchObject({
      state: 'rejected',
      note: 'Add the year to the title',
      reviewer: { nickname: 'Content Reviewer' },
    });
    expect((await post('/test_knockout/versions/2/review', { decision: 'approve' }, tokens.reviewer)).envelope.status).toBe(
      ErrorCode.ACTIVITY_VERSION_STATE,
    );
    // a new draft from the rejected one
    const v3 = await post('/test_knockout/draft', { definition: def, based_on: 2 });
    expect(v3.envelope.data).toMatchObject({ version: 3, based_on: 2 });
    await post('/test_knockout/versions/3/submit', {});
    const approved = await post('/test_knockout/versions/3/review', { decision: 'approve', note: 'OK' }, tokens.reviewer);
    expect(approved.envelope.data).toMatchObject({ state: 'approved', live: true });
    // live at once on this node: the page shows the new words
    expect((await page()).envelope.data.text.title).toBe('秋のノックアウト 2030');
    const detail = (await get('/test_knockout')).envelope.data;
    expect(detail.live_version).toBe(3);
    expect(detail.versions.map((v: { version: number; state: string }) => [v.version, v.state])).toEqual([
      [3, 'approved'],
      [2, 'rejected'],
      [1, 'approved'],
    ]);
    // every step is audited, the approval with its diff against the live version
    const [approval] = await audits('activity.approve');
    expect(approval!.detail).toMatchObject({ version: 3, previous_live: 1, changes: 1 });
    expect(approval!.detail.diff).toEqual([{ path: 'text.ja.title', before: DEF.text.ja.title, after: '秋のノックアウト 2030' }]);
    expect((await audits('activity.draft')).length).toBeGreaterThanOrEqual(3);
    expect(await audits('activity.submit')).toHaveLength(2);
    expect(await audits('activity.reject')).toHaveLength(1);
  });

  it('reverts to version 1 as a new draft that needs review like any other', async () => {
    const r = await post('/test_knockout/versions/1/revert', {});
    expect(r.envelope.data).toMatchObject({ version: 4, state: 'draft', reverted_from: 1, based_on: 3 });
    expect(r.envelope.data.definition).toEqual(STORED);
    expect(r.envelope.data.diff).toEqual([{ path: 'text.ja.title', before: '秋のノックアウト 2030', after: DEF.text.ja.title }]);
    // one open version at a time
    expect((await post('/test_knockout/versions/1/revert', {})).envelope.status).toBe(ErrorCode.ACTIVITY_VERSION_STATE);
    await post('/test_knockout/versions/4/submit', {});
    await post('/test_knockout/versions/4/review', { decision: 'approve' }, tokens.reviewer);
    expect((await page()).envelope.data.text.title).toBe(DEF.text.ja.title);
  });

  it('previews any definition as the page would render it, in the language asked; a new event starts unpublished', async () => {
    const def = { ...clone(DEF), id: 'new_event' };
    const p = await post('-preview', { definition: def, brand: 'default', lang: 'ko' });
    expect(p.envelope.status).toBe(0);
    expect(p.envelope.data.problems).toEqual([]);
    expect(p.envelope.data.page).toMatchObject({ event: 'new_event', phase: 'upcoming', me: null, text: { title: DEF.text.ko.title } });
    expect(p.envelope.data.page.stages.map((s: { id: string }) => s.id)).toEqual(['audition', 'knockout', 'final']);
    const bad = await post('-preview', {
      definition: { ...def, window: { start: '2030-10-30', end: '2030-10-23' } },
      brand: 'default',
      lang: 'en',
    });
    expect(bad.envelope.data.page).toBeNull();
    expect(bad.envelope.data.problems.length).toBeGreaterThan(0);

    const created = await post('/new_event/draft', { definition: def, based_on: null });
    expect(created.envelope.data).toMatchObject({ version: 1, state: 'draft', author: { nickname: 'Demo Admin' } });
    const listed = await get('', tokens.reviewer, { q: 'new_event' });
    expect(listed.envelope).toMatchObject({ status: 0 });
    const row = listed.envelope.data.items;
    expect(row).toEqual([expect.objectContaining({ event: 'new_event', phase: 'unpublished', live_version: null, open_state: 'draft' })]);
    // not live: no page
    expect((await call(t, { url: '/api/v1/activities/new_event' })).envelope.status).toBe(ErrorCode.ACTIVITY_NOT_FOUND);
  });

  it('ends a running event early: it stops taking gifts, cuts its stage and pays its places once', async () => {
    const rose = (await giftCatalogue(t, 'default')).find((g) => g.code === 'rose')!.id;
    const fan = await newUser(t, 'default');
    await ledgerFund(t.db, fan.id, 10_000);
    const hosts: TestUser[] = [];
    for (let i = 0; i < 2; i++) hosts.push(await newUser(t, 'default', { gender: 'female' }));
    t.clock.ms = at('2030-10-24 10:00');
    expect((await sendGift(t, fan.token, hosts[0]!.id, rose, 3)).envelope.status).toBe(0);
    expect((await sendGift(t, fan.token, hosts[1]!.id, rose, 1)).envelope.status).toBe(0);
    await t.flushOutbox();

    expect((await post('/test_knockout/end', { reason: 'Gift abuse found' }, tokens.noperm)).envelope.status).toBe(ErrorCode.FORBIDDEN);
    const ended = await post('/test_knockout/end', { reason: 'Gift abuse found' }, tokens.reviewer);
    expect(ended.envelope.data).toMatchObject({ phase: 'ended', ended_early: true, end_reason: 'Gift abuse found' });
    expect(ended.envelope.data.ends_at).toBe(new Date(at('2030-10-24 10:00')).toISOString());
    expect(ended.envelope.data.firings.map((f: { key: string }) => f.key)).toEqual(['start', 'stage:audition', 'end']);
    expect((await page()).envelope.data.phase).toBe('ended');
    expect((await post('/test_knockout/end', { reason: 'again' }, tokens.reviewer)).envelope.status).toBe(ErrorCode.ACTIVITY_NOT_RUNNING);

    // a gift after the end counts for nothing
    t.clock.ms = at('2030-10-24 10:05');
    expect((await sendGift(t, fan.token, hosts[1]!.id, rose, 5)).envelope.status).toBe(0);
    await t.flushOutbox();
    // a registry of this test's own, loaded from the store as any node's
    const registry = new ActivityRegistry();
    await registry.refresh(t.db, true);
    expect(registry.get('test_knockout')?.endedAt?.getTime()).toBe(at('2030-10-24 10:00'));
    const settle = () => settleActivities({ db: t.db, now: t.clock.now, registry });
    await settle();
    await settle();
    const paid = await get('-results', tokens.reviewer, { event: 'test_knockout', source: 'board' });
    expect(paid.envelope.status).toBe(0);
    // the audition's standings (3 to 1 coins) are the final places: each paid once
    const places = paid.envelope.data.items.map((r: { rank: number; user: { id: number } }) => [r.rank, r.user.id]);
    expect(places).toEqual([
      [1, hosts[0]!.id],
      [2, hosts[1]!.id],
    ]);
    expect(paid.envelope.data.total).toBe(2);
    expect((await verifyLedger(t.db)).ok).toBe(true);

    // the results export: the same rows in an xlsx
    const query = toQueryValues({
      event: 'test_knockout',
      source: 'board',
      timestamp: Math.floor(t.clock.ms / 1000),
      nonce: makeNonce(),
      access_key: TEST_ACCESS_KEY,
    });
    query.sign = computeSign(query, TEST_SECRET);
    const file = await t.app.inject({
      method: 'GET',
      url: `${A}-results/export`,
      query,
      headers: { 'access-token': tokens.reviewer, 'system-language': 'ja' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(5).value).toBe('順位');
    expect(sheet.rowCount).toBe(3);
  });
});
