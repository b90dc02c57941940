import { cutStage, isMinor, LIMITS, paidPlaces, poolShare, splitPool, tierFor } from '@app/shared';
import type { Db } from '../../platform/db';
import { Outbox } from '../../platform/outbox';
import { findUsersByIds } from '../accounts/service';
import { giftSent } from '../gifts/events';
import { tribeMembers } from '../tribes/service';
import { brandOfScope, paySystem } from './payouts';
import type { ActivityRegistry, LoadedEvent } from './registry';
import * as repo from './repo';
import { ACTIVITY_SCORES } from './scoring';

/**
 * The activity job (every minute, on the scheduler's one node): for each event, in this order,
 *  1. cuts every tournament stage that ended: its top N become the next stage's entrants;
 *  2. pays every board that closed (the event's end, or the tournament's last stage) by place;
 *  3. splits the tree's pool on its split day among the lit trees.
 * Each waits until its end is LIMITS.activitySettleGraceMs past and the scoring consumer has
 * applied every gift sent before it. Each payout is its own ledger operation keyed (event, source,
 * ref, user) and a row marks a cut or a settlement done: a second run, a second node or a restart
 * half-way pays nobody twice and skips nobody.
 */
export interface SettleDeps {
  db: Db;
  now: () => Date;
  registry: ActivityRegistry;
}

export async function settleActivities(deps: SettleDeps): Promise<{ cuts: number; paid: number }> {
  const now = deps.now();
  let cuts = 0;
  let paid = 0;
  const caught = new Map<number, boolean>();
  const caughtUp = async (end: Date) => {
    let ok = caught.get(end.getTime());
    if (ok === undefined) {
      ok = !(await Outbox.waiting(deps.db, ACTIVITY_SCORES, giftSent, end));
      caught.set(end.getTime(), ok);
    }
    return ok;
  };
  const due = (end: Date) => end.getTime() + LIMITS.activitySettleGraceMs <= now.getTime();
  for (const e of deps.registry.all()) {
    if (now < e.span.startsAt) continue;
    cuts += await cutStages(deps, e, due, caughtUp);
    paid += await payBoards(deps, e, now, due, caughtUp);
    paid += await splitPoolOf(deps, e, now, due, caughtUp);
  }
  return { cuts, paid };
}

type Due = (end: Date) => boolean;
type CaughtUp = (end: Date) => Promise<boolean>;

async function cutStages(deps: SettleDeps, e: LoadedEvent, due: Due, caughtUp: CaughtUp): Promise<number> {
  const t = e.def.tournament;
  if (!t) return 0;
  const done = await repo.cutsOf(deps.db, e.def.id);
  let n = 0;
  for (const scope of e.scopes)
    for (const stage of e.stages) {
      if (done.has(`${t.board}|${stage.id}|${scope}`)) continue;
      // stages are cut in order: a later one waits for this one
      if (!due(stage.endsAt) || !(await caughtUp(stage.endsAt))) break;
      const next = e.stages[stage.index + 1]?.id ?? null;
      await deps.db.tx(async (q) => {
        const rows = await repo.allScores(q, e.def.id, t.board, stage.id, scope);
        const entrants = stage.index === 0 ? null : await repo.entrants(q, e.def.id, t.board, stage.id, scope);
        const advancing = cutStage(
          rows.map((r) => ({ owner: r.owner, score: r.score, reachedAt: new Date(r.reached_at).getTime() })),
          entrants,
          stage.advance,
        );
        if (await repo.insertCut(q, { event: e.def.id, board: t.board, stage: stage.id, scope, next, advancing })) n++;
      });
    }
  return n;
}

/** The owners of a closed board in place order (a tournament board: the last stage's entrants by their final scores). */
async function finalOrder(deps: SettleDeps, e: LoadedEvent, board: string, scope: string, places: number) {
  const t = e.def.tournament;
  if (t?.board === board) {
    const last = e.stages[e.stages.length - 1]!;
    const rows = await repo.allScores(deps.db, e.def.id, board, last.id, scope);
    const entrants = e.stages.length > 1 ? await repo.entrants(deps.db, e.def.id, board, last.id, scope) : null;
    const byOwner = new Map(rows.map((r) => [r.owner, r.score]));
    const order = cutStage(
      rows.map((r) => ({ owner: r.owner, score: r.score, reachedAt: new Date(r.reached_at).getTime() })),
      entrants,
      places,
    );
    return order.map((owner) => ({ owner, score: byOwner.get(owner) ?? 0 }));
  }
  return (await repo.topScores(deps.db, e.def.id, board, 'all', scope, places)).map((r) => ({ owner: r.owner, score: r.score }));
}

async function payBoards(deps: SettleDeps, e: LoadedEvent, now: Date, due: Due, caughtUp: CaughtUp): Promise<number> {
  let paid = 0;
  const settled = await repo.settlementsOf(deps.db, e.def.id);
  for (const board of e.def.boards) {
    if (board.rewards.length === 0) continue;
    const tournament = e.def.tournament?.board === board.id;
    // a tournament ended early before its first stage has no stage: nobody is paid
    if (tournament && e.stages.length === 0) continue;
    const closeAt = tournament ? e.stages[e.stages.length - 1]!.endsAt : e.span.endsAt;
    if (!due(closeAt) || !(await caughtUp(closeAt))) continue;
    if (tournament) {
      // the places come from the last stage's cut-off entrants: wait for every cut
      const cuts = await repo.cutsOf(deps.db, e.def.id);
      if (e.scopes.some((s) => e.stages.some((st) => !cuts.has(`${board.id}|${st.id}|${s}`)))) continue;
    }
    for (const scope of e.scopes) {
      if (settled.has(`${board.id}|${scope}`)) continue;
      const brand = brandOfScope(scope);
      const order = await finalOrder(deps, e, board.id, scope, paidPlaces(board.rewards));
      let winners = 0;
      // a user is paid once per board, for their best place: one in two placed CP pairs (a pair
      // broken and a new one made during the event) gets the first pair's reward only. Places come
      // in order, so a replay after a crash skips the same users.
      const paidUsers = new Set<number>();
      for (const [i, row] of order.entries()) {
        const rank = i + 1;
        const tier = tierFor(board.rewards, rank);
        if (!tier) continue;
        for (const userId of await eligibleUsers(deps, row.owner, now)) {
          if (paidUsers.has(userId)) continue;
          paidUsers.add(userId);
          await paySystem(
            deps.db,
            {
              event: e.def.id,
              source: 'board',
              ref: board.id,
              scope,
              userId,
              owner: row.owner,
              rank,
              score: row.score,
              grants: tier.grants,
              at: now,
            },
            brand,
          );
          winners++;
        }
      }
      await repo.insertSettlement(deps.db, e.def.id, board.id, scope, winners);
      paid += winners;
    }
  }
  return paid;
}

/** The users an owner's reward goes to: the user, both partners, or a tribe's members — active adults only. */
async function eligibleUsers(deps: SettleDeps, owner: string, now: Date): Promise<number[]> {
  const ids = owner.startsWith('t')
    ? await tribeMembers(deps.db, Number(owner.slice(1)), LIMITS.activityTribeMembersPaidMax)
    : owner.split('-').map(Number);
  const users = await findUsersByIds(deps.db, ids);
  return ids.filter((id) => {
    const u = users.get(id);
    return u?.status === 'active' && !isMinor(u.birth_date, now);
  });
}

async function splitPoolOf(deps: SettleDeps, e: LoadedEvent, now: Date, due: Due, caughtUp: CaughtUp): Promise<number> {
  const tree = e.def.tree;
  if (!tree || !e.pool || now < e.pool.splitAt || !due(e.pool.endsAt) || !(await caughtUp(e.pool.endsAt))) return 0;
  const settled = await repo.settlementsOf(deps.db, e.def.id);
  let paid = 0;
  for (const scope of e.scopes) {
    if (settled.has(`pool|${scope}`)) continue;
    const pool = poolShare(await repo.poolCoins(deps.db, e.def.id, scope), tree.pool.percent);
    const lit = await repo.litTrees(deps.db, e.def.id, scope, e.pool.splitAt);
    // shares over every lit tree (a replay after a crash computes the same ones); a banned or
    // minor owner's share is not paid and stays with the house
    const parts = splitPool(pool, lit.map(String));
    const users = await findUsersByIds(deps.db, lit);
    const payable = parts.filter(
      (p) => users.get(Number(p.owner))?.status === 'active' && !isMinor(users.get(Number(p.owner))!.birth_date, now),
    );
    for (const p of payable)
      await paySystem(
        deps.db,
        {
          event: e.def.id,
          source: 'pool',
          ref: 'pool',
          scope,
          userId: Number(p.owner),
          owner: p.owner,
          rank: null,
          score: null,
          grants: [{ kind: 'currency', amount: p.amount }],
          at: now,
        },
        brandOfScope(scope),
      );
    await repo.insertSettlement(deps.db, e.def.id, 'pool', scope, payable.length);
    paid += payable.length;
  }
  return paid;
}
