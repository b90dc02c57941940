import {
  BOARDS,
  type Board,
  BRAND_IDS,
  BRANDS,
  type BrandId,
  callerBrand,
  isMinor,
  LIMITS,
  periodEndsAt,
  periodKey,
  RANK_REWARD_KIND,
  RANK_REWARDS,
  REGIONS,
  REWARD_PERIODS,
  type Region,
  type RewardItem,
  type RewardPeriod,
  rankRewardKey,
  rewardedEntries,
  rewardedRanks,
  rewardItems,
  scopeKeyPrefix,
  scopeOf,
  shiftPeriodKey,
  type TAdminRankPayout,
  type TAdminRankPayoutPage,
  type TAdminRankPayoutsQuery,
  type TRankRewards,
  type TRankRewardsQuery,
} from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { Outbox } from '../../platform/outbox';
import { findUserByPublicId, findUsersByIds, toPublicProfile } from '../accounts/service';
import { GIFT_EFFECTS, giftSent } from '../gifts/events';
import { postLegs, runOperation } from '../ledger/service';

/**
 * Rank period rewards (docs/architecture.md "Rank rewards"). A job looks at the last few closed
 * daily and weekly periods of every board and scope; a period is settled once it ended more than
 * LIMITS.rankRewardGraceMs ago and the gift-effects job has applied every gift sent before its end.
 * Each winner is paid in their own ledger operation keyed `rank-reward:<board>:<scope>:<period>:<rank>:<user>`
 * (scope `system:rank-rewards`), which also writes the payout row (unique per board, scope,
 * period, user); a settlement row marks the period done. Nodes running it together, or a restart
 * half-way, pay nobody twice: the same winners give the same keys, and a claimed key is a duplicate.
 */
export interface RankRewardsDeps {
  db: Db;
  now: () => Date;
}

/** closed periods looked at on each run (catches up after downtime) */
const LOOKBACK: Record<RewardPeriod, number> = { daily: 3, weekly: 2 };
const OPERATION_SCOPE = 'system:rank-rewards';
const PAYER = { system: 'house' } as const;

interface Unit {
  board: Board;
  brand: BrandId;
  region: Region;
  scope: string;
  period: RewardPeriod;
  key: string;
}

/** Closed periods (past the grace) per region and period type, newest first. */
export function closedPeriods(now: Date, region: Region, period: RewardPeriod): string[] {
  const current = periodKey(period, now, region);
  const out: string[] = [];
  for (let i = 1; i <= LOOKBACK[period] + 1 && out.length < LOOKBACK[period]; i++) {
    const key = shiftPeriodKey(current, -i);
    if (periodEndsAt(key, region).getTime() + LIMITS.rankRewardGraceMs <= now.getTime()) out.push(key);
  }
  return out;
}

/** True when no gift sent before `end` (in this region) still waits for the effects job. */
async function effectsCaughtUp(q: Queryable, end: Date): Promise<boolean> {
  return !(await Outbox.waiting(q, GIFT_EFFECTS, giftSent, end));
}

/** One run of the job: settles every closed, unsettled period. Returns how many users it paid. */
export async function settleRankRewards(deps: RankRewardsDeps): Promise<{ settled: number; paid: number }> {
  const now = deps.now();
  const units: Unit[] = [];
  const keys = new Set<string>();
  for (const region of REGIONS)
    for (const period of REWARD_PERIODS)
      for (const key of closedPeriods(now, region, period)) {
        keys.add(key);
        for (const brand of BRAND_IDS)
          for (const board of BOARDS) units.push({ board, brand, region, scope: scopeOf(brand, { region }).key, period, key });
      }
  if (units.length === 0) return { settled: 0, paid: 0 };
  const done = await deps.db.query<{ board: string; scope: string; period: string }>(
    'select board, scope, period from rank_reward_settlements where period = any($1::text[])',
    [[...keys]],
  );
  const settled = new Set(done.rows.map((r) => `${r.board}|${r.scope}|${r.period}`));
  const caughtUp = new Map<string, boolean>();
  let settledCount = 0;
  let paid = 0;
  for (const u of units) {
    if (settled.has(`${u.board}|${u.scope}|${u.key}`)) continue;
    const end = periodEndsAt(u.key, u.region);
    const ready = caughtUp.get(end.toISOString()) ?? (await effectsCaughtUp(deps.db, end));
    caughtUp.set(end.toISOString(), ready);
    if (!ready) continue;
    paid += await settleUnit(deps, u, now);
    settledCount++;
  }
  return { settled: settledCount, paid };
}

interface Winner {
  owner: string;
  score: number;
}

async function settleUnit(deps: RankRewardsDeps, u: Unit, now: Date): Promise<number> {
  const top = await deps.db.query<Winner>(
    `select owner, score from rank_scores where board = $1 and scope = $2 and period = $3
        and score >= coalesce((select score from rank_scores where board = $1 and scope = $2 and period = $3
                                order by score desc offset $4 limit 1), 0)
      order by score desc, owner`,
    [u.board, u.scope, u.key, rewardedRanks(u.board, u.period) - 1],
  );
  const entries = rewardedEntries(u.board, u.period, top.rows);
  const ids = [...new Set(entries.flatMap((e) => e.owner.split('-').map(Number)))];
  const byId = await findUsersByIds(deps.db, ids);
  const flavour = BRANDS[u.brand].currency;
  const seen = new Set<number>();
  let paid = 0;
  for (const e of entries) {
    const items = rewardItems(e.tier, flavour);
    for (const userId of e.owner.split('-').map(Number)) {
      const user = byId.get(userId);
      // banned accounts and minors are skipped; their place is not handed on
      if (user?.status !== 'active' || isMinor(user.birth_date, now)) continue;
      // a user in two pairs on one board is paid once, for the better place
      if (seen.has(userId)) continue;
      seen.add(userId);
      await payOne(deps.db, u, e.rank, e.owner, e.score, userId, items);
      paid++;
    }
  }
  await deps.db.query(
    `insert into rank_reward_settlements (board, scope, period_kind, period, winners) values ($1, $2, $3, $4, $5)
     on conflict (board, scope, period) do nothing`,
    [u.board, u.scope, u.period, u.key, paid],
  );
  return paid;
}

async function payOne(db: Db, u: Unit, rank: number, owner: string, score: number, userId: number, items: RewardItem[]) {
  const body = { board: u.board, scope: u.scope, period: u.key, rank, user_id: userId, owner, score, items };
  const memo = `#${rank} · ${u.key.slice(2)}`;
  await runOperation(
    db,
    { scope: OPERATION_SCOPE, requestId: rankRewardKey(u.board, u.scope, u.key, rank, userId), kind: RANK_REWARD_KIND, body },
    async (q, operationId) => {
      await q.query(
        `insert into rank_reward_payouts (board, scope, period, user_id, owner, rank, score, items, operation_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
        [u.board, u.scope, u.key, userId, owner, rank, score, JSON.stringify(items), operationId],
      );
      await postLegs(
        q,
        operationId,
        RANK_REWARD_KIND,
        items.map((it) => ({ from: PAYER, to: { user: userId }, asset: it.asset, amount: it.amount, memo })),
      );
      return { operation_id: operationId };
    },
  );
}

/** The reward table, the last settled period's winners and what the caller won. */
export async function rankRewards(deps: RankRewardsDeps, viewer: AuthedUser | null, q: TRankRewardsQuery): Promise<TRankRewards> {
  const { brand, region, key: scope } = scopeOf(callerBrand(q.app_name, viewer), { region: q.region, viewer });
  const flavour = BRANDS[brand].currency;
  const tiers = RANK_REWARDS[q.board][q.period].map((t) => ({ from: t.from, to: t.to, items: rewardItems(t, flavour) }));

  const lastRow = await deps.db.query<{ period: string; settled_at: Date }>(
    `select period, settled_at from rank_reward_settlements where board = $1 and scope = $2 and period_kind = $3
      order by period desc limit 1`,
    [q.board, scope, q.period],
  );
  const last = lastRow.rows[0];
  let winners: NonNullable<TRankRewards['last']>['winners'] = [];
  let me: TRankRewards['me'] = viewer ? { rank: null, items: [] } : null;
  if (last) {
    const payouts = await deps.db.query<{ user_id: number; owner: string; rank: number; score: number; items: RewardItem[] }>(
      `select user_id, owner, rank, score, items from rank_reward_payouts where board = $1 and scope = $2 and period = $3
        order by rank, score desc, owner, user_id`,
      [q.board, scope, last.period],
    );
    const ids = payouts.rows.map((p) => p.user_id);
    const profiles = new Map([...(await findUsersByIds(deps.db, ids))].map(([id, u]) => [id, toPublicProfile(u)]));
    const byOwner = new Map<string, (typeof winners)[number]>();
    for (const p of payouts.rows) {
      let w = byOwner.get(p.owner);
      if (!w) {
        w = { rank: p.rank, owner: p.owner, score: p.score, profiles: [], items: p.items };
        byOwner.set(p.owner, w);
        winners.push(w);
      }
      const profile = profiles.get(p.user_id);
      if (profile) w.profiles.push(profile);
      if (viewer && p.user_id === viewer.id) me = { rank: p.rank, items: p.items };
    }
    winners = winners.filter((w) => w.profiles.length > 0);
  }
  return {
    board: q.board,
    period: q.period,
    scope,
    region,
    tiers,
    last: last ? { key: last.period, settled_at: new Date(last.settled_at).toISOString(), winners } : null,
    me,
  };
}

/** Console: payouts, newest period first, filtered; `period` is the kind (daily keys start d:, weekly w:). */
export async function adminPayouts(deps: Pick<RankRewardsDeps, 'db'>, q: TAdminRankPayoutsQuery): Promise<TAdminRankPayoutPage> {
  // the user filter is a public id, which the accounts module resolves: an unknown one has no payouts
  const filterUser = q.user ? await findUserByPublicId(deps.db, q.user) : null;
  if (q.user && !filterUser) return { items: [], total: 0, page: q.page, page_size: q.page_size };
  // one statement text whatever the filters (planned once; the order list does the same)
  const from = `from rank_reward_payouts p
     where ($1::text is null or p.board = $1) and ($2::text is null or p.period like $2)
       and ($3::text is null or p.scope like $3) and ($4::int8 is null or p.user_id = $4)`;
  const params = [
    q.board ?? null,
    q.period ? (q.period === 'daily' ? 'd:%' : 'w:%') : null,
    q.brand ? `${scopeKeyPrefix(q.brand)}%` : null,
    filterUser?.id ?? null,
  ];
  const count = await deps.db.query<{ n: number }>(`select count(*)::int8 as n ${from}`, params);
  const rows = await deps.db.query<{
    board: TAdminRankPayout['board'];
    scope: string;
    period: string;
    rank: number;
    score: number;
    owner: string;
    user_id: number;
    items: TAdminRankPayout['items'];
    operation_id: number;
    created_at: Date;
  }>(
    `select p.board, p.scope, p.period, p.rank, p.score, p.owner, p.user_id, p.items, p.operation_id, p.created_at
       ${from}
      order by substr(p.period, 3) desc, p.board, p.scope, p.rank, p.user_id
      limit $5 offset $6`,
    [...params, q.page_size, (q.page - 1) * q.page_size],
  );
  // every payout's user exists (foreign key); their public id and name come from the accounts module
  const users = await findUsersByIds(
    deps.db,
    rows.rows.map((r) => r.user_id),
  );
  return {
    items: rows.rows.flatMap((r) => {
      const u = users.get(r.user_id);
      if (!u) return [];
      return [
        {
          board: r.board,
          scope: r.scope,
          period: r.period,
          rank: r.rank,
          score: r.score,
          owner: r.owner,
          user: { id: r.user_id, public_id: u.public_id, nickname: u.nickname },
          items: r.items,
          operation_id: r.operation_id,
          paid_at: r.created_at.toISOString(),
        },
      ];
    }),
    total: count.rows[0]?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
  };
}
