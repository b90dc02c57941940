import {
  type ActivityBoard,
  activityDay,
  BRANDS,
  type BrandId,
  callerBrand,
  isMinor,
  isSpendingBoard,
  LIMITS,
  type Locale,
  poolShare,
  priceAsset,
  type TActivityActionResult,
  type TActivityBoardPage,
  type TActivityMe,
  type TActivityOwner,
  type TActivityPage,
  type TActivityPrivacy,
  type TActivityResults,
  type TActivityRewards,
  treeState,
} from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUserById, findUsersByIds, toPublicProfile } from '../accounts/service';
import { tribesByIds } from '../tribes/service';
import { payClaim } from './payouts';
import { type ActivityRegistry, type LoadedEvent, metricKey } from './registry';
import * as repo from './repo';

export interface ActivitiesDeps {
  db: Db;
  now: () => Date;
  registry: ActivityRegistry;
}

function eventOf(deps: ActivitiesDeps, id: string): LoadedEvent {
  const e = deps.registry.get(id);
  if (!e) throw new AppError('ACTIVITY_NOT_FOUND');
  return e;
}

/** The scope a viewer sees: their own; a visitor's: their app in its market (every brand's market takes part). */
function viewScope(viewer: AuthedUser | null, brand: BrandId | undefined) {
  const b = callerBrand(brand, viewer);
  const region = viewer?.region ?? BRANDS[b].defaultRegion;
  return { brand: b, region, scope: `${b}:${region}` };
}

type Blocked = TActivityMe['blocked'];

/** Why a user cannot take part (spec 5: minors may not join events), or null. */
async function blockedFor(q: Queryable, e: LoadedEvent, viewer: AuthedUser, now: Date): Promise<Blocked> {
  if (!e.def.brands.includes(viewer.brand)) return 'brand';
  if (!e.scopes.includes(`${viewer.brand}:${viewer.region}`)) return 'region';
  const u = await findUserById(q, viewer.id);
  if (!u || u.status !== 'active') return 'inactive';
  if (isMinor(u.birth_date, now)) return 'minor';
  return null;
}

async function meOf(q: Queryable, e: LoadedEvent, viewer: AuthedUser, now: Date): Promise<TActivityMe> {
  const def = e.def;
  // one after another: `q` may be a transaction's client, which runs one query at a time
  const blocked = await blockedFor(q, e, viewer, now);
  const metrics = await repo.metricsOf(q, def.id, viewer.id);
  const claimed = await repo.paidRefs(q, def.id, viewer.id, 'task');
  const days = def.check_in ? await repo.checkInDays(q, def.id, viewer.id) : [];
  const hung = def.tree ? await repo.hungDecorations(q, def.id, viewer.id) : new Set<string>();
  const today = activityDay(def, now);
  const tasks = def.tasks.map((t) => {
    const progress = metrics.get(metricKey(t)) ?? 0;
    return {
      id: t.id,
      progress: Math.min(progress, t.goal),
      goal: t.goal,
      state: claimed.has(t.id) ? ('claimed' as const) : progress >= t.goal ? ('done' as const) : ('todo' as const),
    };
  });
  const tree = def.tree;
  const coins = metrics.get('gift_coins') ?? 0;
  const showSpending = await repo.consentOf(q, viewer.id);
  return {
    blocked,
    show_spending: showSpending,
    tasks,
    check_in: def.check_in ? { days, today, done_today: days.includes(today) } : null,
    tree: tree
      ? {
          state: treeState(coins, tree.unlock, hung.size, tree.decorations.length),
          progress: Math.min(coins, tree.unlock),
          unlock: tree.unlock,
          decorations: tree.decorations.map((d) => {
            const progress = metrics.get(metricKey(d)) ?? 0;
            return { id: d.id, progress: Math.min(progress, d.goal), goal: d.goal, earned: progress >= d.goal, hung: hung.has(d.id) };
          }),
        }
      : null,
  };
}

/** The event page: its definition, words in the caller's language, stages, the tree, and (signed in) the player. */
export async function page(
  deps: ActivitiesDeps,
  viewer: AuthedUser | null,
  id: string,
  brand: BrandId | undefined,
  locale: Locale,
): Promise<TActivityPage> {
  return pageOf(deps, eventOf(deps, id), viewer, brand, locale);
}

/** The page of a loaded event (the console's preview hands in a definition not yet live). */
export async function pageOf(
  deps: ActivitiesDeps,
  e: LoadedEvent,
  viewer: AuthedUser | null,
  brand: BrandId | undefined,
  locale: Locale,
): Promise<TActivityPage> {
  const id = e.def.id;
  const now = deps.now();
  const { text, ...definition } = e.def;
  const view = viewScope(viewer, brand);
  const cuts = e.def.tournament ? await repo.cutsOf(deps.db, id) : new Set<string>();
  const board = e.def.tournament?.board;
  const stages = await Promise.all(
    e.stages.map(async (s) => {
      const state =
        now < s.startsAt ? 'upcoming' : now < s.endsAt ? 'running' : cuts.has(`${board}|${s.id}|${view.scope}`) ? 'done' : 'cutting';
      const entrants = s.index === 0 ? null : await repo.entrantCount(deps.db, id, board!, s.id, view.scope);
      return {
        id: s.id,
        starts_at: s.startsAt.toISOString(),
        ends_at: s.endsAt.toISOString(),
        advance: s.advance,
        state,
        entrants,
      } as const;
    }),
  );
  let tree: TActivityPage['tree'] = null;
  if (e.def.tree && e.pool) {
    const settled = await repo.settlementsOf(deps.db, id);
    tree = {
      lit: await repo.litTreeCount(deps.db, id, view.scope),
      goal: e.def.tree.goal,
      pool: poolShare(await repo.poolCoins(deps.db, id, view.scope), e.def.tree.pool.percent),
      pool_state: settled.has(`pool|${view.scope}`)
        ? 'split'
        : now < e.pool.startsAt
          ? 'upcoming'
          : now < e.pool.endsAt
            ? 'open'
            : 'closed',
      pool_starts_at: e.pool.startsAt.toISOString(),
      pool_ends_at: e.pool.endsAt.toISOString(),
      split_at: e.pool.splitAt.toISOString(),
    };
  }
  return {
    event: id,
    brand: view.brand,
    region: e.def.region,
    // from the span: an event ended early shows as ended
    phase: now < e.span.startsAt ? 'upcoming' : now < e.span.endsAt ? 'running' : 'ended',
    starts_at: e.span.startsAt.toISOString(),
    ends_at: e.span.endsAt.toISOString(),
    server_time: now.getTime(),
    currency: priceAsset(view.brand),
    definition,
    text: text[locale] ?? text.en ?? Object.values(text)[0]!,
    stages,
    tree,
    me: viewer ? await meOf(deps.db, e, viewer, now) : null,
  };
}

/** Profiles (or the tribe) of board owners. */
async function owners(q: Queryable, keys: readonly string[]): Promise<Map<string, TActivityOwner>> {
  const userIds = new Set<number>();
  const tribeIds = new Set<number>();
  for (const k of keys) {
    if (k.startsWith('t')) tribeIds.add(Number(k.slice(1)));
    else for (const id of k.split('-')) userIds.add(Number(id));
  }
  const [users, tribes] = await Promise.all([findUsersByIds(q, [...userIds]), tribesByIds(q, [...tribeIds])]);
  const out = new Map<string, TActivityOwner>();
  for (const k of keys) {
    if (k.startsWith('t')) {
      const t = tribes.get(Number(k.slice(1)));
      out.set(k, { key: k, profiles: [], tribe: t ? { id: Number(t.id), name: t.name } : null });
    } else {
      const profiles = k
        .split('-')
        .map((id) => users.get(Number(id)))
        .filter((u) => u !== undefined)
        .map((u) => toPublicProfile(u));
      out.set(k, { key: k, profiles, tribe: null });
    }
  }
  return out;
}

/** The owner key a viewer has on a board (null: they cannot be on it, e.g. a pair board without a pair shown). */
function myKey(kind: string, viewer: AuthedUser): string | null {
  return kind === 'sender' || kind === 'receiver' ? String(viewer.id) : null;
}

export async function board(
  deps: ActivitiesDeps,
  viewer: AuthedUser | null,
  id: string,
  boardId: string,
  q: { brand?: BrandId; stage?: string; limit: number },
): Promise<TActivityBoardPage> {
  const e = eventOf(deps, id);
  const b = e.def.boards.find((x) => x.id === boardId);
  if (!b) throw new AppError('ACTIVITY_NOT_FOUND');
  const now = deps.now();
  const { scope } = viewScope(viewer, q.brand);
  const tournament = e.def.tournament?.board === boardId;
  let stage = 'all';
  let advance: number | null = null;
  let settled = false;
  if (tournament) {
    const s = q.stage
      ? e.stages.find((x) => x.id === q.stage)
      : (e.stages.find((x) => now >= x.startsAt && now < x.endsAt) ??
        (now < e.span.startsAt ? e.stages[0] : e.stages[e.stages.length - 1]));
    if (!s) throw new AppError('VALIDATION_FAILED', { field: 'stage' }, { field: 'stage' });
    stage = s.id;
    advance = s.advance;
    settled = (await repo.cutsOf(deps.db, id)).has(`${boardId}|${s.id}|${scope}`);
  } else {
    settled = (await repo.settlementsOf(deps.db, id)).has(`${boardId}|${scope}`);
  }
  // a stage after the first shows its entrants only
  const entrantsOnly = tournament && stage !== e.stages[0]?.id;
  const rows = await repo.topScores(deps.db, id, boardId, stage, scope, q.limit, entrantsOnly);
  const profiles = await owners(
    deps.db,
    rows.map((r) => r.owner),
  );
  let me: TActivityBoardPage['me'] = null;
  const key = viewer ? myKey(b.owner, viewer) : null;
  if (key) {
    const row = await repo.scoreOf(deps.db, id, boardId, stage, scope, key);
    // out of a later stage (not an entrant): no place on it
    const mine = row && (!entrantsOnly || (await repo.isEntrant(deps.db, id, boardId, stage, scope, key))) ? row : null;
    me = {
      key,
      score: mine?.score ?? 0,
      rank: mine && mine.score > 0 ? 1 + (await repo.aheadOf(deps.db, id, boardId, stage, scope, mine, entrantsOnly)) : null,
    };
  }
  const shown = await shownScores(
    deps.db,
    e,
    b,
    viewer,
    rows.map((r) => r.owner),
  );
  return {
    board: boardId,
    stage,
    rows: rows.map((r, i) => ({ ...profiles.get(r.owner)!, rank: i + 1, score: shown(r.owner, r.score) })),
    advance,
    me,
    settled,
  };
}

export async function results(
  deps: ActivitiesDeps,
  viewer: AuthedUser | null,
  id: string,
  boardId: string,
  brand: BrandId | undefined,
): Promise<TActivityResults> {
  const e = eventOf(deps, id);
  const b = e.def.boards.find((x) => x.id === boardId);
  if (!b) throw new AppError('ACTIVITY_NOT_FOUND');
  const { scope } = viewScope(viewer, brand);
  const settledAt = (await repo.settlementsOf(deps.db, id)).get(`${boardId}|${scope}`) ?? null;
  const paid = await repo.boardPayouts(deps.db, id, boardId, scope, 100);
  // one row per owner (a pair or a tribe was paid per member)
  const byOwner = new Map<string, (typeof paid)[number]>();
  for (const p of paid) if (!byOwner.has(p.owner)) byOwner.set(p.owner, p);
  const profiles = await owners(deps.db, [...byOwner.keys()]);
  const shown = await shownScores(deps.db, e, b, viewer, [...byOwner.keys()]);
  return {
    board: boardId,
    settled_at: settledAt ? new Date(settledAt).toISOString() : null,
    winners: [...byOwner.values()].map((p) => ({
      ...profiles.get(p.owner)!,
      rank: p.rank,
      score: shown(p.owner, p.score),
      grants: p.grants,
    })),
  };
}

/**
 * The scores a viewer may see on a board. A `hide_spending` event's spending boards (senders, CP
 * pairs) show an owner's points only when every user of the owner consented or is the viewer;
 * the others' are null (hidden). Other boards show every score.
 */
async function shownScores(
  q: Queryable,
  e: LoadedEvent,
  b: ActivityBoard,
  viewer: AuthedUser | null,
  keys: readonly string[],
): Promise<(owner: string, score: number) => number | null> {
  if (!e.def.hide_spending || !isSpendingBoard(b)) return (_, score) => score;
  const ids = new Set<number>();
  for (const k of keys) for (const id of k.split('-')) ids.add(Number(id));
  const yes = await repo.consenting(q, [...ids]);
  return (owner, score) => (owner.split('-').every((id) => Number(id) === viewer?.id || yes.has(Number(id))) ? score : null);
}

/** Records a user's consent to show their points on spending boards (or its withdrawal). */
export async function setPrivacy(deps: ActivitiesDeps, viewer: AuthedUser, show: boolean, ip: string | null): Promise<TActivityPrivacy> {
  const at = await repo.setConsent(deps.db, viewer.id, show, ip, deps.now());
  return { show_spending: show, updated_at: at.toISOString() };
}

export async function rewards(deps: ActivitiesDeps, viewer: AuthedUser, id: string): Promise<TActivityRewards> {
  eventOf(deps, id);
  const rows = await repo.userPayouts(deps.db, id, viewer.id, LIMITS.activityRewardsShown);
  return {
    items: rows.map((r) => ({ source: r.source, ref: r.ref, rank: r.rank, grants: r.grants, at: new Date(r.created_at).toISOString() })),
  };
}

// ---- the player's actions ----

/** Opens an action: the event runs (rewards are claimed before it ends, as the rules say) and the viewer may take part. */
async function assertCanAct(q: Queryable, e: LoadedEvent, viewer: AuthedUser, now: Date) {
  // from the span: an event ended early takes no more actions
  if (now < e.span.startsAt || now >= e.span.endsAt) throw new AppError('ACTIVITY_NOT_RUNNING');
  const blocked = await blockedFor(q, e, viewer, now);
  if (blocked === 'minor') throw new AppError('MINOR_RESTRICTED');
  if (blocked === 'inactive') throw new AppError('ACCOUNT_DISABLED');
  if (blocked) throw new AppError('ACTIVITY_NOT_ELIGIBLE');
}

export async function claimTask(
  deps: ActivitiesDeps,
  viewer: AuthedUser,
  id: string,
  taskId: string,
  requestId: string,
): Promise<TActivityActionResult> {
  const e = eventOf(deps, id);
  const task = e.def.tasks.find((t) => t.id === taskId);
  if (!task) throw new AppError('ACTIVITY_NOT_FOUND');
  const now = deps.now();
  return deps.db.tx(async (q) => {
    await assertCanAct(q, e, viewer, now);
    const progress = (await repo.metricsOf(q, id, viewer.id)).get(metricKey(task)) ?? 0;
    // a claimed task answers ALREADY_CLAIMED from its payout's key (payClaim); a replay of the
    // same request gets its first answer
    if (progress < task.goal) throw new AppError('TASK_NOT_DONE');
    const out = await payClaim(
      q,
      {
        event: id,
        source: 'task',
        ref: taskId,
        scope: `${viewer.brand}:${viewer.region}`,
        userId: viewer.id,
        owner: null,
        rank: null,
        score: null,
        grants: task.grants,
        at: now,
      },
      viewer.brand,
      requestId,
      async (tx) => ({ grants: task.grants, me: await meOf(tx, e, viewer, now) }),
      () => {
        throw new AppError('REWARD_ALREADY_CLAIMED');
      },
    );
    return out.result;
  });
}

export async function checkIn(deps: ActivitiesDeps, viewer: AuthedUser, id: string, requestId: string): Promise<TActivityActionResult> {
  const e = eventOf(deps, id);
  const grants = e.def.check_in?.grants;
  if (!grants) throw new AppError('ACTIVITY_NOT_FOUND');
  const now = deps.now();
  const day = activityDay(e.def, now);
  return deps.db.tx(async (q) => {
    await assertCanAct(q, e, viewer, now);
    const out = await payClaim(
      q,
      {
        event: id,
        source: 'check_in',
        ref: day,
        scope: `${viewer.brand}:${viewer.region}`,
        userId: viewer.id,
        owner: null,
        rank: null,
        score: null,
        grants,
        at: now,
      },
      viewer.brand,
      requestId,
      async (tx) => {
        if (!(await repo.insertCheckIn(tx, id, viewer.id, day))) throw new AppError('ALREADY_CHECKED_IN');
        await repo.addMetrics(tx, [{ event: id, userId: viewer.id, metric: 'checkin_days', delta: 1 }]);
        return { grants, me: await meOf(tx, e, viewer, now) };
      },
      () => {
        throw new AppError('ALREADY_CHECKED_IN');
      },
    );
    return out.result;
  });
}

/**
 * Hangs a decoration on the player's tree: unlocked first (spec 5), each decoration once; all hung
 * lights it. No money moves: the (event, user, decoration) key makes it once, so a retry answers 3708.
 */
export async function hang(deps: ActivitiesDeps, viewer: AuthedUser, id: string, decoration: string): Promise<TActivityActionResult> {
  const e = eventOf(deps, id);
  const tree = e.def.tree;
  const d = tree?.decorations.find((x) => x.id === decoration);
  if (!tree || !d) throw new AppError('ACTIVITY_NOT_FOUND');
  const now = deps.now();
  return deps.db.tx(async (q) => {
    await assertCanAct(q, e, viewer, now);
    const metrics = await repo.metricsOf(q, id, viewer.id);
    const hung = await repo.hungDecorations(q, id, viewer.id);
    if (treeState(metrics.get('gift_coins') ?? 0, tree.unlock, hung.size, tree.decorations.length) === 'locked')
      throw new AppError('ACTIVITY_TREE_LOCKED');
    if (hung.has(decoration)) throw new AppError('ACTIVITY_DECORATION_USED');
    if ((metrics.get(metricKey(d)) ?? 0) < d.goal) throw new AppError('ACTIVITY_DECORATION_NOT_EARNED');
    if (!(await repo.insertDecoration(q, id, viewer.id, decoration, now))) throw new AppError('ACTIVITY_DECORATION_USED');
    if (hung.size + 1 >= tree.decorations.length) await repo.insertLitTree(q, id, viewer.id, `${viewer.brand}:${viewer.region}`, now);
    return { grants: [], me: await meOf(q, e, viewer, now) };
  });
}
