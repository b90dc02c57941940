import {
  type ActivityDefinition,
  canonicalJson,
  jsonDiff,
  LIMITS,
  type Locale,
  normalizeActivityDefinition,
  parseActivityDefinition,
  REGION_TIME_ZONES,
  type Region,
  type TAdminActivity,
  type TAdminActivityFiring,
  type TAdminActivityList,
  type TAdminActivityPreview,
  type TAdminActivityResults,
  type TAdminActivitySummary,
  type TAdminActivityVersion,
  type TAdminActivityVersionDetail,
} from '@app/shared';
import { ACTIVITY_DEFINITIONS } from '@app/shared/activities';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin } from '../../platform/auth';
import type { Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUsersByIds, toPublicProfile } from '../accounts/service';
import { adminNicknames, adminRef } from '../admin/service';
import { type LoadedEvent, loadEvent } from './registry';
import type { ActivitiesDeps } from './service';
import { pageOf } from './service';
import * as store from './store';

/**
 * The activity console (docs/architecture.md "Activities"): each event's definition is versioned
 * in the store. An editor saves a draft (one open per event), submits it; a second admin holding
 * ACTIVITY_APPROVE who edited none of it approves (it goes live: scheduled, or running at once) or
 * rejects it. Every step is audited with its diff; any older version can be restored as a new
 * draft (revert), which goes through the same four eyes. Servers run the live versions
 * (registry.refresh).
 */

// ---- shipped definitions ----

/**
 * Installs the definitions shipped with the product (or a test's): a definition new to the store
 * becomes version 1, live; a shipped definition that changed since the last install becomes a new
 * version, live if the shipped one was — a version staff published stays live. Shipped versions
 * are reviewed as code, so they need no second admin. Safe for several processes starting at once.
 */
export async function installShipped(deps: ActivitiesDeps, inputs: readonly unknown[] = ACTIVITY_DEFINITIONS): Promise<number> {
  const now = deps.now();
  const defs = inputs.map((input) => {
    const parsed = parseActivityDefinition(input);
    if (!parsed.ok) throw new Error(`activity ${(input as { id?: string }).id}: ${parsed.problems.join('; ')}`);
    return parsed.def;
  });
  const shipped = await store.latestShipped(deps.db);
  const changed = defs.filter((d) => {
    const prev = shipped.get(d.id);
    return !prev || canonicalJson(prev.definition) !== canonicalJson(d);
  });
  for (const def of changed)
    await deps.db.tx(async (q) => {
      await store.insertEvent(q, def.id, now);
      const event = (await store.findEvent(q, def.id, true))!;
      const prev = (await store.latestShipped(q)).get(def.id);
      if (prev && canonicalJson(prev.definition) === canonicalJson(def)) return; // another process did it
      const version = (await store.maxVersion(q, def.id)) + 1;
      await store.insertVersion(q, {
        event: def.id,
        version,
        definition: def,
        state: 'approved',
        authorId: null,
        basedOn: prev?.version ?? null,
        at: now,
      });
      if (event.live_version === null || event.live_version === prev?.version) await store.setLive(q, def.id, version, now);
    });
  return changed.length;
}

// ---- reading ----

const titleIn = (definition: Record<string, unknown>, locale: Locale): string => {
  const text = (definition.text ?? {}) as Partial<Record<Locale, { title?: string }>>;
  return text[locale]?.title ?? text.en?.title ?? text['zh-CN']?.title ?? String(definition.id ?? '');
};

/** A stored definition as the engine would run it (null: the validator refuses it). */
function loadedOf(v: store.VersionRow, ended: Date | null): LoadedEvent | null {
  const parsed = parseActivityDefinition(v.definition);
  return parsed.ok ? loadEvent(parsed.def, v.version, ended) : null;
}

function summaryOf(e: store.EventRow, versions: store.VersionRow[], now: Date, locale: Locale): TAdminActivitySummary {
  const live = versions.find((v) => v.version === e.live_version) ?? null;
  const shown = live ?? versions[0]!;
  const open = versions.find((v) => v.state === 'draft' || v.state === 'pending') ?? null;
  const loaded = loadedOf(shown, e.ended_at);
  const def = shown.definition as Partial<ActivityDefinition>;
  const phase = !live || !loaded ? 'unpublished' : now < loaded.span.startsAt ? 'upcoming' : now < loaded.span.endsAt ? 'running' : 'ended';
  return {
    event: e.event_id,
    title: titleIn(shown.definition, locale),
    brands: Array.isArray(def.brands) ? def.brands : [],
    region: (def.region as Region | undefined) ?? 'default',
    starts_at: loaded ? loaded.span.startsAt.toISOString() : null,
    ends_at: loaded ? loaded.span.endsAt.toISOString() : null,
    phase,
    ended_early: e.ended_at !== null,
    live_version: e.live_version,
    open_version: open?.version ?? null,
    open_state: open ? (open.state as 'draft' | 'pending') : null,
    updated_at: e.updated_at.toISOString(),
  };
}

export async function list(deps: ActivitiesDeps, query: { q?: string | undefined; phase?: string | undefined }, locale: Locale) {
  const events = await store.events(deps.db);
  const versions = await store.versionsOf(
    deps.db,
    events.map((e) => e.event_id),
  );
  const byEvent = new Map<string, store.VersionRow[]>();
  for (const v of versions) byEvent.set(v.event_id, [...(byEvent.get(v.event_id) ?? []), v]);
  const now = deps.now();
  const needle = query.q?.toLowerCase() ?? '';
  const items = events
    .filter((e) => byEvent.has(e.event_id))
    .map((e) => summaryOf(e, byEvent.get(e.event_id)!, now, locale))
    .filter(
      (s) => (!needle || s.event.includes(needle) || s.title.toLowerCase().includes(needle)) && (!query.phase || s.phase === query.phase),
    )
    // the running first, then the coming ones, then the rest, newest first
    .sort((a, b) => rankOf(a) - rankOf(b) || (b.starts_at ?? '').localeCompare(a.starts_at ?? '') || a.event.localeCompare(b.event));
  return { items } satisfies TAdminActivityList;
}

const rankOf = (s: TAdminActivitySummary) => ({ running: 0, upcoming: 1, unpublished: 2, ended: 3 })[s.phase];

async function namesOf(q: Queryable, versions: readonly store.VersionRow[], extra: readonly (number | null)[] = []) {
  const ids = new Set<number>();
  for (const v of versions) {
    for (const id of [v.author_id, v.reviewer_id, ...v.editors]) if (id !== null) ids.add(id);
  }
  for (const id of extra) if (id !== null) ids.add(id);
  return adminNicknames(q, [...ids]);
}

function versionOf(v: store.VersionRow, all: readonly store.VersionRow[], liveVersion: number | null, names: Map<number, string>) {
  const base = v.based_on === null ? null : all.find((x) => x.version === v.based_on);
  return {
    version: v.version,
    state: v.state,
    live: v.version === liveVersion,
    author: adminRef(names, v.author_id),
    editors: v.editors.map((id) => adminRef(names, id)),
    created_at: v.created_at.toISOString(),
    updated_at: v.updated_at.toISOString(),
    submitted_at: v.submitted_at?.toISOString() ?? null,
    reviewer: adminRef(names, v.reviewer_id),
    reviewed_at: v.reviewed_at?.toISOString() ?? null,
    note: v.note,
    based_on: v.based_on,
    reverted_from: v.reverted_from,
    changes: base ? jsonDiff(base.definition, v.definition).length : 0,
  } satisfies TAdminActivityVersion;
}

/** Wall time in a zone: 'YYYY-MM-DD HH:mm'. */
function wallTime(at: Date, zone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** The moments the scheduler acts on: start, each stage's cut-off, the pool's days and split, the end. */
export function firingsOf(e: LoadedEvent, now: Date): TAdminActivityFiring[] {
  const zone = REGION_TIME_ZONES[e.def.region];
  const out: Array<{ key: string; at: Date }> = [{ key: 'start', at: e.span.startsAt }];
  for (const s of e.stages) out.push({ key: `stage:${s.id}`, at: s.endsAt });
  if (e.pool)
    out.push({ key: 'pool_start', at: e.pool.startsAt }, { key: 'pool_end', at: e.pool.endsAt }, { key: 'split', at: e.pool.splitAt });
  out.push({ key: 'end', at: e.span.endsAt });
  return out
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((f) => ({ key: f.key, at: f.at.toISOString(), local: wallTime(f.at, zone), zone, past: f.at <= now }));
}

export async function get(deps: ActivitiesDeps, id: string, locale: Locale): Promise<TAdminActivity> {
  return detailIn(deps.db, id, deps.now(), locale);
}

async function detailIn(q: Queryable, id: string, now: Date, locale: Locale): Promise<TAdminActivity> {
  const e = await store.findEvent(q, id);
  const versions = e ? await store.versionsOf(q, [id]) : [];
  if (!e || versions.length === 0) throw new AppError('ACTIVITY_NOT_FOUND');
  const names = await namesOf(q, versions, [e.ended_by]);
  const shown = versions.find((v) => v.version === e.live_version) ?? versions[0]!;
  const loaded = loadedOf(shown, e.ended_at);
  return {
    ...summaryOf(e, versions, now, locale),
    versions: versions.map((v) => versionOf(v, versions, e.live_version, names)),
    firings: loaded ? firingsOf(loaded, now) : [],
    ended_at: e.ended_at?.toISOString() ?? null,
    end_reason: e.end_reason,
  };
}

async function versionDetailIn(q: Queryable, id: string, version: number): Promise<TAdminActivityVersionDetail> {
  const e = await store.findEvent(q, id);
  const versions = e ? await store.versionsOf(q, [id]) : [];
  const v = versions.find((x) => x.version === version);
  if (!e || !v) throw new AppError('NOT_FOUND');
  const names = await namesOf(q, versions);
  const base = v.based_on === null ? null : versions.find((x) => x.version === v.based_on);
  return {
    ...versionOf(v, versions, e.live_version, names),
    event: id,
    definition: v.definition,
    problems: problemsOf(v.definition),
    diff: base ? jsonDiff(base.definition, v.definition) : [],
  };
}

export function version(deps: ActivitiesDeps, id: string, v: number) {
  return versionDetailIn(deps.db, id, v);
}

function problemsOf(input: unknown): string[] {
  const parsed = parseActivityDefinition(input);
  return parsed.ok ? [] : parsed.problems;
}

// ---- writing ----

/** The audit row of a console step: what changed (paths, capped) and the states around it. */
async function audit(
  q: Queryable,
  admin: AuthedAdmin,
  action: string,
  id: string,
  detail: Record<string, unknown>,
  before: unknown,
  after: unknown,
  at: Date,
) {
  await writeAudit(q, { adminId: admin.id, action: `activity.${action}`, target: `activity:${id}`, detail, before, after, at });
}

const cappedDiff = (before: unknown, after: unknown) => {
  const all = jsonDiff(before, after);
  return { changes: all.length, diff: all.slice(0, LIMITS.activityAuditDiffMax) };
};

/**
 * Saves the event's open draft (a new event: its first). `basedOn` is the version the editor
 * started from: the open draft itself, or (no draft open) the newest version; anything else means
 * someone else saved meanwhile (CONFLICT, reload). A pending version is not edited: it is decided
 * first.
 */
export async function saveDraft(
  deps: ActivitiesDeps,
  admin: AuthedAdmin,
  id: string,
  input: { definition: Record<string, unknown>; based_on: number | null },
): Promise<TAdminActivityVersionDetail> {
  if (input.definition.id !== id) throw new AppError('VALIDATION_FAILED', {}, { field: 'definition.id' });
  input = { ...input, definition: normalizeActivityDefinition(input.definition) };
  const now = deps.now();
  return deps.db.tx(async (q) => {
    const created = await store.insertEvent(q, id, now);
    await store.findEvent(q, id, true);
    if (created) {
      if (input.based_on !== null) throw new AppError('CONFLICT', {}, { field: 'based_on' });
      await store.insertVersion(q, {
        event: id,
        version: 1,
        definition: input.definition,
        state: 'draft',
        authorId: admin.id,
        basedOn: null,
        at: now,
      });
      await audit(q, admin, 'create', id, { version: 1 }, null, input.definition, now);
      return versionDetailIn(q, id, 1);
    }
    if (input.based_on === null) throw new AppError('ACTIVITY_EXISTS');
    const versions = await store.versionsOf(q, [id]);
    const open = versions.find((v) => v.state === 'draft' || v.state === 'pending');
    if (open?.state === 'pending') throw new AppError('ACTIVITY_VERSION_STATE', { state: 'pending' }, { version: open.version });
    if (open) {
      if (input.based_on !== open.version) throw new AppError('CONFLICT', {}, { field: 'based_on', version: open.version });
      await store.updateDraft(q, id, open.version, input.definition, admin.id, now);
      await store.touchEvent(q, id, now);
      await audit(q, admin, 'draft', id, { version: open.version, ...cappedDiff(open.definition, input.definition) }, null, null, now);
      return versionDetailIn(q, id, open.version);
    }
    const newest = versions[0]!;
    if (input.based_on !== newest.version) throw new AppError('CONFLICT', {}, { field: 'based_on', version: newest.version });
    const v = newest.version + 1;
    await store.insertVersion(q, {
      event: id,
      version: v,
      definition: input.definition,
      state: 'draft',
      authorId: admin.id,
      basedOn: newest.version,
      at: now,
    });
    await store.touchEvent(q, id, now);
    await audit(
      q,
      admin,
      'draft',
      id,
      { version: v, based_on: newest.version, ...cappedDiff(newest.definition, input.definition) },
      null,
      null,
      now,
    );
    return versionDetailIn(q, id, v);
  });
}

/** A draft goes to review: only a definition the validator accepts. */
export async function submit(deps: ActivitiesDeps, admin: AuthedAdmin, id: string, v: number): Promise<TAdminActivityVersionDetail> {
  const now = deps.now();
  return deps.db.tx(async (q) => {
    await store.findEvent(q, id, true);
    const row = await store.findVersion(q, id, v, true);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.state !== 'draft') throw new AppError('ACTIVITY_VERSION_STATE', { state: row.state });
    const problems = problemsOf(row.definition);
    if (problems.length > 0) throw new AppError('ACTIVITY_DEFINITION_INVALID', { problems: problems.slice(0, 3).join('; ') }, { problems });
    await store.setState(q, id, v, { state: 'pending', at: now, submitted: true });
    await store.touchEvent(q, id, now);
    await audit(q, admin, 'submit', id, { version: v }, { state: 'draft' }, { state: 'pending' }, now);
    return versionDetailIn(q, id, v);
  });
}

/**
 * The second pair of eyes: approving makes the version live (the registry reloads), rejecting
 * sends it back with a note. An admin who edited the version decides nothing about it.
 */
export async function review(
  deps: ActivitiesDeps,
  admin: AuthedAdmin,
  id: string,
  v: number,
  input: { decision: 'approve' | 'reject'; note: string },
): Promise<TAdminActivityVersionDetail> {
  const now = deps.now();
  const out = await deps.db.tx(async (q) => {
    const event = await store.findEvent(q, id, true);
    const row = await store.findVersion(q, id, v, true);
    if (!event || !row) throw new AppError('NOT_FOUND');
    if (row.state !== 'pending') throw new AppError('ACTIVITY_VERSION_STATE', { state: row.state });
    if (row.editors.includes(admin.id) || row.author_id === admin.id) throw new AppError('ACTIVITY_OWN_CHANGE');
    const live = event.live_version === null ? null : await store.findVersion(q, id, event.live_version);
    if (input.decision === 'approve') {
      const problems = problemsOf(row.definition);
      if (problems.length > 0)
        throw new AppError('ACTIVITY_DEFINITION_INVALID', { problems: problems.slice(0, 3).join('; ') }, { problems });
      await store.setState(q, id, v, { state: 'approved', at: now, reviewerId: admin.id, note: input.note });
      await store.setLive(q, id, v, now);
    } else {
      await store.setState(q, id, v, { state: 'rejected', at: now, reviewerId: admin.id, note: input.note });
      await store.touchEvent(q, id, now);
    }
    await audit(
      q,
      admin,
      input.decision,
      id,
      { version: v, note: input.note, previous_live: event.live_version, ...cappedDiff(live?.definition ?? null, row.definition) },
      { state: 'pending', live_version: event.live_version },
      {
        state: input.decision === 'approve' ? 'approved' : 'rejected',
        live_version: input.decision === 'approve' ? v : event.live_version,
      },
      now,
    );
    return versionDetailIn(q, id, v);
  });
  if (input.decision === 'approve') await deps.registry.refresh(deps.db);
  return out;
}

/** Restores an older version's definition as a new draft (reviewed like any other). */
export async function revert(deps: ActivitiesDeps, admin: AuthedAdmin, id: string, v: number): Promise<TAdminActivityVersionDetail> {
  const now = deps.now();
  return deps.db.tx(async (q) => {
    await store.findEvent(q, id, true);
    const versions = await store.versionsOf(q, [id]);
    const source = versions.find((x) => x.version === v);
    if (!source) throw new AppError('NOT_FOUND');
    const open = versions.find((x) => x.state === 'draft' || x.state === 'pending');
    if (open) throw new AppError('ACTIVITY_VERSION_STATE', { state: open.state }, { version: open.version });
    const newest = versions[0]!;
    const next = newest.version + 1;
    await store.insertVersion(q, {
      event: id,
      version: next,
      definition: source.definition,
      state: 'draft',
      authorId: admin.id,
      basedOn: newest.version,
      revertedFrom: v,
      at: now,
    });
    await store.touchEvent(q, id, now);
    await audit(
      q,
      admin,
      'revert',
      id,
      { version: next, reverted_from: v, ...cappedDiff(newest.definition, source.definition) },
      null,
      null,
      now,
    );
    return versionDetailIn(q, id, next);
  });
}

/** Ends a live event now: scoring stops, the running stage is cut and the boards pay as at a normal end. */
export async function end(deps: ActivitiesDeps, admin: AuthedAdmin, id: string, reason: string, locale: Locale): Promise<TAdminActivity> {
  const now = deps.now();
  const out = await deps.db.tx(async (q) => {
    const event = await store.findEvent(q, id, true);
    if (!event) throw new AppError('ACTIVITY_NOT_FOUND');
    const live = event.live_version === null ? null : await store.findVersion(q, id, event.live_version);
    const loaded = live ? loadedOf(live, event.ended_at) : null;
    if (!loaded || now >= loaded.span.endsAt) throw new AppError('ACTIVITY_NOT_RUNNING');
    await store.setEnded(q, id, now, admin.id, reason);
    await audit(
      q,
      admin,
      'end',
      id,
      { reason, version: event.live_version },
      { ends_at: loaded.span.endsAt.toISOString() },
      { ends_at: now.toISOString() },
      now,
    );
    return detailIn(q, id, now, locale);
  });
  await deps.registry.refresh(deps.db);
  return out;
}

/** The page a definition would render (H5 ACTIVITIES_API.page with no viewer): the console's phone preview. */
export async function preview(
  deps: ActivitiesDeps,
  input: { definition: Record<string, unknown>; brand: TAdminActivitySummary['brands'][number]; lang: Locale },
): Promise<TAdminActivityPreview> {
  const parsed = parseActivityDefinition(input.definition);
  if (!parsed.ok) return { problems: parsed.problems, page: null };
  return { problems: [], page: await pageOf(deps, loadEvent(parsed.def), null, input.brand, input.lang) };
}

export async function results(
  deps: Pick<ActivitiesDeps, 'db'>,
  query: { event: string; source?: string | undefined; page: number; page_size: number },
): Promise<TAdminActivityResults> {
  const size = Math.min(query.page_size, LIMITS.pageSizeMax);
  const { rows, total } = await store.payouts(deps.db, query.event, query.source, size, (query.page - 1) * size);
  const users = await findUsersByIds(deps.db, [...new Set(rows.map((r) => r.user_id))]);
  return {
    items: rows.flatMap((r) => {
      const u = users.get(r.user_id);
      return u
        ? [
            {
              id: r.id,
              source: r.source,
              ref: r.ref,
              scope: r.scope,
              rank: r.rank,
              score: r.score,
              user: toPublicProfile(u),
              grants: r.grants as TAdminActivityResults['items'][number]['grants'],
              created_at: r.created_at.toISOString(),
            },
          ]
        : [];
    }),
    total,
    page: query.page,
    page_size: size,
  };
}
