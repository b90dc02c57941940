import { z } from 'zod';
import { BRAND_IDS, REGIONS } from '../brands';
import { DRAW_ITEM_KEYS } from '../games/draws';
import { LOCALES } from '../locale';

/**
 * An activity (seasonal event, campaign) is data: this schema (DESIGN "Activity engine"). One
 * renderer draws any definition; the route tables are generated from `routes`; the server scores,
 * cuts stages, splits pools and pays from it. Dates are calendar days in the region's time zone
 * (Asia/Shanghai or Asia/Tokyo): a window or stage runs from 0:00 of its first day to 0:00 after
 * its last day. Amounts are integers.
 */

const slug = z.string().regex(/^[a-z0-9][a-z0-9_]{0,47}$/);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'not a date');
const colour = z.string().regex(/^#[0-9a-f]{6}$/i);
const amount = z.number().int().min(1).max(10_000_000);

/** The artwork a theme shows (one SVG per key under the web app's activity art). */
export const ACTIVITY_ART = [
  'boat',
  'heart',
  'dance',
  'candy',
  'lantern',
  'firework',
  'flower',
  'moon',
  'pumpkin',
  'wave',
  'cocktail',
  'dragon',
  'energy',
  'crown',
  'zodiac',
  'neon',
  'tree',
  'trophy',
  'star',
] as const;
export type ActivityArt = (typeof ACTIVITY_ART)[number];

/** What a reward gives: the brand's currency, another asset, or a backpack item for some days. */
export const ZActivityGrant = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('currency'), amount }),
  z.object({ kind: z.literal('asset'), asset: z.enum(['medal_fragment', 'silver_coin', 'scratch_ticket', 'wish_ticket']), amount }),
  z.object({ kind: z.literal('item'), item: z.enum(DRAW_ITEM_KEYS as [string, ...string[]]), days: z.number().int().min(1).max(365) }),
]);
export type ActivityGrant = z.infer<typeof ZActivityGrant>;

/** Places `from`–`to` (competition ranks) each receive `grants`. */
export const ZActivityTier = z.object({
  from: z.number().int().min(1).max(1000),
  to: z.number().int().min(1).max(1000),
  grants: z.array(ZActivityGrant).min(1).max(6),
});
export type ActivityTier = z.infer<typeof ZActivityTier>;

/**
 * A leaderboard: whose points (the gift's sender, receiver, the CP pair or the sender's tribe),
 * which gifts count (all, or the listed codes), how a gift scores — `rank` (spec 9: 1 gold coin =
 * 10, 10 silver = 10), `honour` (1 gold coin = 1, 10 silver = 3) or `coins` (gold coins or
 * diamonds × `per_coin`, silver not counted) — times the limited-gift bonus (in tenths, 12 = ×1.2)
 * and, with `cp_bonus`, the pair's CP multiplier (×3 ultimate, ×1.5 peerless). `rewards` are paid
 * when the board closes (the event's end, or the tournament's final stage).
 */
export const ZActivityBoard = z.object({
  id: slug,
  owner: z.enum(['sender', 'receiver', 'pair', 'tribe']),
  /** only owners of this gender score (goddess: female receivers; male god: male senders) */
  gender: z.enum(['male', 'female']).optional(),
  gifts: z.array(slug).min(1).max(20).optional(),
  points: z.enum(['rank', 'honour', 'coins']),
  per_coin: z.number().int().min(1).max(100).default(1),
  limited_tenths: z.number().int().min(10).max(50).default(10),
  cp_bonus: z.boolean().default(false),
  /**
   * What ranks the board: the points (tips, the default) or, in the default region only, the
   * composite of the points and the number of supporters (see `compositeScore`), so that no
   * single big spender decides a place on their own.
   */
  score: z.enum(['tips', 'composite']).optional(),
  rewards: z.array(ZActivityTier).max(10).default([]),
});
export type ActivityBoard = z.infer<typeof ZActivityBoard>;

/** A tournament stage: scores start again at its first day; its top `advance` enter the next stage. */
export const ZActivityStage = z.object({ id: slug, start: day, end: day, advance: z.number().int().min(1).max(1000) });
export type ActivityStage = z.infer<typeof ZActivityStage>;

export const ZActivityTournament = z.object({ board: slug, stages: z.array(ZActivityStage).min(2).max(8) });

/** Metrics tasks and decorations count within the event window. */
export const ACTIVITY_METRICS = ['recharge', 'gift_coins', 'gift_count', 'draws', 'checkin_days'] as const;
export type ActivityMetric = (typeof ACTIVITY_METRICS)[number];

/** A task (recharge carnival): goal → progress → done; its reward is claimed once. */
export const ZActivityTask = z.object({
  id: slug,
  metric: z.enum(ACTIVITY_METRICS),
  /** gift_count: the gift code counted */
  gift: slug.optional(),
  goal: z.number().int().min(1).max(100_000_000),
  grants: z.array(ZActivityGrant).min(1).max(6),
});
export type ActivityTask = z.infer<typeof ZActivityTask>;

/**
 * The Christmas tree (collective goal): a user's tree is locked until their gift coins in the
 * event reach `unlock`; each decoration is earned at its goal and can be hung once; a tree with
 * every decoration hung is lit. `pool`: `percent` of the gift coins sent in the brand during the
 * pool days (paid by the house) is split on `split` day among the lit trees, equally.
 */
export const ZActivityTree = z.object({
  unlock: z.number().int().min(1).max(10_000_000),
  decorations: z
    .array(z.object({ id: slug, metric: z.enum(ACTIVITY_METRICS), goal: z.number().int().min(1).max(100_000_000) }))
    .min(1)
    .max(12),
  /** lit trees of the whole brand that light the big tree (the collective goal) */
  goal: z.number().int().min(1).max(1_000_000),
  pool: z.object({ start: day, end: day, split: day, percent: z.number().int().min(1).max(20) }),
});
export type ActivityTree = z.infer<typeof ZActivityTree>;

export const ZActivityBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('countdown') }),
  z.object({ type: z.literal('leaderboard'), board: slug, top: z.number().int().min(3).max(100).default(20) }),
  z.object({ type: z.literal('tournament') }),
  z.object({ type: z.literal('tasks') }),
  z.object({ type: z.literal('tribe_pk'), board: slug }),
  z.object({ type: z.literal('tree') }),
  z.object({ type: z.literal('hall_of_fame'), board: slug, top: z.number().int().min(1).max(20).default(10) }),
  z.object({ type: z.literal('reward_table'), board: slug }),
  z.object({ type: z.literal('rules') }),
  z.object({ type: z.literal('gift_wall'), gifts: z.array(slug).min(1).max(20) }),
  /** a games-issue draw: its prizes and a way in (the game's route) */
  z.object({ type: z.literal('lottery'), game: slug, path: z.string().regex(/^\/h5\//) }),
  z.object({ type: z.literal('check_in') }),
]);
export type ActivityBlock = z.infer<typeof ZActivityBlock>;
export type ActivityBlockType = ActivityBlock['type'];

/** A view is what one route shows: one or more tabs of blocks (one tab: no tab bar). */
export const ZActivityView = z.object({
  id: slug,
  tabs: z
    .array(z.object({ id: slug, blocks: z.array(ZActivityBlock).min(1).max(12) }))
    .min(1)
    .max(5),
});
export type ActivityView = z.infer<typeof ZActivityView>;

/** The spec's route lists an activity route belongs to (the web's route tables keep this order). */
export const ACTIVITY_SECTIONS = ['activities', 'seasonal', 'dragon_year', 'other', 'constellation', 'wakoo'] as const;
export type ActivitySection = (typeof ACTIVITY_SECTIONS)[number];

export const ZActivityRoute = z.object({
  path: z.string().regex(/^\/h5\//),
  section: z.enum(ACTIVITY_SECTIONS),
  /** unique route name in every table that lists it */
  name: slug,
  view: slug,
  /** the tables it appears in, when not every brand of the event (the wakoo-only cyber pages) */
  brands: z.array(z.enum(BRAND_IDS)).min(1).optional(),
});
export type ActivityRoute = z.infer<typeof ZActivityRoute>;

/** An event's words in one language: names of its boards, stages, tasks, tabs and decorations in `labels`. */
export const ZActivityText = z.object({
  title: z.string().min(1).max(60),
  tagline: z.string().min(1).max(140),
  rules: z.array(z.string().min(1).max(600)).min(1).max(20),
  labels: z.record(z.string(), z.string().min(1).max(60)),
});
export type ActivityText = z.infer<typeof ZActivityText>;

export const ZActivityTheme = z.object({
  art: z.enum(ACTIVITY_ART),
  /** the page background, top to bottom */
  from: colour,
  to: colour,
  /** buttons, progress, highlights */
  accent: colour,
});

const ZActivityDefinitionShape = z.object({
  id: slug,
  region: z.enum(REGIONS),
  brands: z.array(z.enum(BRAND_IDS)).min(1),
  window: z.object({ start: day, end: day }),
  theme: ZActivityTheme,
  boards: z.array(ZActivityBoard).max(8).default([]),
  tournament: ZActivityTournament.optional(),
  tasks: z.array(ZActivityTask).max(20).default([]),
  /** a daily check-in in the window: what each day's check-in gives */
  check_in: z.object({ grants: z.array(ZActivityGrant).min(1).max(3) }).optional(),
  tree: ZActivityTree.optional(),
  views: z.array(ZActivityView).min(1).max(6),
  routes: z.array(ZActivityRoute).min(1).max(6),
  text: z.record(z.enum(LOCALES), ZActivityText),
  /**
   * Default region only: the points of spending boards (senders, CP pairs) are shown only for
   * users who consented to it (and to the user themselves); everyone else's show as hidden.
   */
  hide_spending: z.literal(true).optional(),
});

/** The definition as authored (defaults may be left out). */
export type ActivityDefinitionInput = z.input<typeof ZActivityDefinitionShape>;
/** The definition as the engine reads it (defaults filled in). */
export type ActivityDefinition = z.output<typeof ZActivityDefinitionShape>;

/** Every label a definition's pages name: its boards, stages, tasks, tabs, views and decorations. */
export function labelKeys(def: ActivityDefinition): string[] {
  const keys = new Set<string>();
  for (const b of def.boards) keys.add(`board.${b.id}`);
  for (const s of def.tournament?.stages ?? []) keys.add(`stage.${s.id}`);
  for (const t of def.tasks) keys.add(`task.${t.id}`);
  for (const d of def.tree?.decorations ?? []) keys.add(`decoration.${d.id}`);
  for (const v of def.views) for (const tab of v.tabs) if (v.tabs.length > 1) keys.add(`tab.${tab.id}`);
  return [...keys];
}

/** The problems of a definition the shape alone cannot see (empty: valid). */
export function definitionProblems(def: ActivityDefinition): string[] {
  const problems: string[] = [];
  const boards = new Set(def.boards.map((b) => b.id));
  const views = new Set(def.views.map((v) => v.id));
  if (def.window.start > def.window.end) problems.push('window ends before it starts');
  if (boards.size !== def.boards.length) problems.push('duplicate board id');
  if (views.size !== def.views.length) problems.push('duplicate view id');
  if (def.hide_spending && def.region !== 'default') problems.push('hide_spending is for the default region');
  for (const b of def.boards) {
    if (b.cp_bonus && b.owner !== 'pair') problems.push(`board ${b.id}: cp_bonus needs owner pair`);
    if (b.owner === 'tribe' && b.points !== 'honour') problems.push(`board ${b.id}: tribes score honour`);
    if (b.score === 'composite' && def.region !== 'default') problems.push(`board ${b.id}: composite scores are for the default region`);
    if (b.score === 'composite' && b.owner !== 'receiver' && b.owner !== 'sender')
      problems.push(`board ${b.id}: composite scores rank senders or receivers`);
    for (const t of b.rewards) if (t.to < t.from) problems.push(`board ${b.id}: tier ${t.from}-${t.to} is empty`);
    const tiers = [...b.rewards].sort((x, y) => x.from - y.from);
    for (let i = 1; i < tiers.length; i++) if (tiers[i]!.from <= tiers[i - 1]!.to) problems.push(`board ${b.id}: tiers overlap`);
  }
  const t = def.tournament;
  if (t) {
    if (!boards.has(t.board)) problems.push(`tournament: no board ${t.board}`);
    const first = t.stages[0]!;
    const last = t.stages[t.stages.length - 1]!;
    if (first.start !== def.window.start) problems.push('tournament: the first stage must start with the event');
    if (last.end > def.window.end) problems.push('tournament: the last stage ends after the event');
    const ids = new Set<string>();
    t.stages.forEach((s, i) => {
      if (ids.has(s.id)) problems.push(`stage ${s.id}: duplicate id`);
      ids.add(s.id);
      if (s.start > s.end) problems.push(`stage ${s.id}: ends before it starts`);
      if (i > 0) {
        const prev = t.stages[i - 1]!;
        if (s.start !== nextDay(prev.end)) problems.push(`stage ${s.id}: must start the day after ${prev.id} ends`);
        if (s.advance >= prev.advance) problems.push(`stage ${s.id}: must advance fewer than ${prev.id}`);
      }
    });
  }
  const tasks = new Set<string>();
  for (const task of def.tasks) {
    if (tasks.has(task.id)) problems.push(`task ${task.id}: duplicate id`);
    tasks.add(task.id);
    if ((task.metric === 'gift_count') !== (task.gift !== undefined)) problems.push(`task ${task.id}: gift_count names one gift`);
    if (task.metric === 'checkin_days' && !def.check_in) problems.push(`task ${task.id}: no check-in to count`);
  }
  if (def.tree) {
    const p = def.tree.pool;
    if (p.start < def.window.start || p.end > def.window.end || p.start > p.end) problems.push('tree: pool days outside the event');
    if (p.split <= p.end) problems.push('tree: the pool splits after it closes');
    for (const d of def.tree.decorations)
      if (d.metric === 'gift_count' || (d.metric === 'checkin_days' && !def.check_in))
        problems.push(`decoration ${d.id}: metric ${d.metric}`);
  }
  const routes = new Set<string>();
  for (const r of def.routes) {
    if (!views.has(r.view)) problems.push(`route ${r.path}: no view ${r.view}`);
    if (routes.has(r.name)) problems.push(`route ${r.name}: duplicate name`);
    routes.add(r.name);
    for (const b of r.brands ?? []) if (!def.brands.includes(b)) problems.push(`route ${r.path}: brand ${b} not in the event`);
  }
  for (const v of def.views)
    for (const tab of v.tabs)
      for (const block of tab.blocks) {
        if ('board' in block && !boards.has(block.board)) problems.push(`view ${v.id}: no board ${block.board}`);
        if (block.type === 'tournament' && !t) problems.push(`view ${v.id}: tournament block without a tournament`);
        if (block.type === 'tasks' && def.tasks.length === 0) problems.push(`view ${v.id}: tasks block without tasks`);
        if (block.type === 'tree' && !def.tree) problems.push(`view ${v.id}: tree block without a tree`);
        if (block.type === 'check_in' && !def.check_in) problems.push(`view ${v.id}: check-in block without a check-in`);
        if (block.type === 'tribe_pk' && def.boards.find((b) => b.id === block.board)?.owner !== 'tribe')
          problems.push(`view ${v.id}: tribe_pk needs a tribe board`);
      }
  const keys = labelKeys(def);
  for (const locale of LOCALES) {
    const text = def.text[locale];
    if (!text) {
      problems.push(`text: no ${locale}`);
      continue;
    }
    for (const k of keys) if (!text.labels[k]) problems.push(`text ${locale}: no label ${k}`);
  }
  return problems;
}

function nextDay(d: string): string {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + 1);
  return t.toISOString().slice(0, 10);
}

/** Parses and checks a definition: the definition with defaults, or the reasons it is refused. */
export function parseActivityDefinition(input: unknown): { ok: true; def: ActivityDefinition } | { ok: false; problems: string[] } {
  const parsed = ZActivityDefinitionShape.safeParse(input);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  const problems = definitionProblems(parsed.data);
  return problems.length ? { ok: false, problems } : { ok: true, def: parsed.data };
}

/**
 * A definition in its stored form: defaults filled in where its shape is valid (so versions differ
 * only where someone changed something), else as given (a draft may be incomplete).
 */
export function normalizeActivityDefinition(input: Record<string, unknown>): Record<string, unknown> {
  const parsed = ZActivityDefinitionShape.safeParse(input);
  return parsed.success ? (parsed.data as Record<string, unknown>) : input;
}

export const ZActivityDefinition = ZActivityDefinitionShape.superRefine((def, ctx) => {
  for (const p of definitionProblems(def)) ctx.addIssue({ code: 'custom', message: p });
});

/** A definition as pages receive it: everything but the words (those come in the caller's language). */
export const ZActivityDefinitionBody = ZActivityDefinitionShape.omit({ text: true });
export type ActivityDefinitionBody = z.infer<typeof ZActivityDefinitionBody>;
