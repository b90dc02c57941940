import {
  BRANDS,
  type BrandId,
  HOST_CASH_CURRENCY,
  HOST_CHECK_IN_POINTS,
  HOST_RULES,
  HOST_TASK_SETS,
  HOST_TASKS,
  type HostTask,
  type Region,
} from '@app/shared';
import { formatNumber } from '../../lib/format';
import type { HostIconName } from './components/HostIcon';
import { formatCash, minutesOf } from './lib';

/**
 * The host guides (spec 2 "Anchor pages": chat task guide, voice and video match, newcomer
 * recommendation, FAQ) as data: one page (pages/HostGuidePage) draws whichever its route names.
 * Every figure comes from the shared host rules (HOST_RULES, HOST_TASKS, HOST_TASK_SETS,
 * HOST_CHECK_IN_POINTS) and is filled into the `hosts` namespace's words, never typed into them.
 */

export const GUIDE_IDS = ['chat_task', 'audio_match', 'video_match', 'newer_recom', 'question'] as const;
export type GuideId = (typeof GUIDE_IDS)[number];

/** The guide of each route (its `handle.name`); a region fixes the figures (the Japan pages'). */
export const GUIDE_ROUTES: Readonly<Record<string, { guide: GuideId; region?: Region }>> = {
  chat_task_guide: { guide: 'chat_task' },
  audio_match_doc: { guide: 'audio_match' },
  video_match_doc: { guide: 'video_match' },
  newer_recom_rule: { guide: 'newer_recom' },
  question: { guide: 'question' },
  japan_audio_match_doc: { guide: 'audio_match', region: 'japan' },
  auth_question: { guide: 'question' },
  broadcaster_chat_guide: { guide: 'chat_task' },
};

/** A text of the `hosts` namespace with its values, already in the page's language. */
export interface GuideText {
  key: string;
  vars?: Record<string, string | number>;
}

export interface GuideRow {
  id: string;
  label: GuideText;
  /** a muted line under the label (what the row asks or means) */
  note?: GuideText;
  value: GuideText;
}

export interface GuideLink {
  id: 'tasks' | 'withdraw' | 'support';
  href: string;
  label: GuideText;
}

export interface GuideFaq {
  id: string;
  question: GuideText;
  answer: GuideText;
  link?: GuideLink;
}

export type GuideBlock =
  | { kind: 'paragraphs'; marker: 'badge' | 'disc'; items: GuideText[] }
  | { kind: 'table'; rows: GuideRow[] }
  | { kind: 'faq'; items: GuideFaq[] };

export interface GuideSection {
  id: string;
  heading: GuideText;
  icon: HostIconName;
  block: GuideBlock;
}

/** A headline figure of the guide's banner. */
export interface GuideStat {
  id: string;
  value: string;
  label: GuideText;
}

export interface Guide {
  id: GuideId;
  region: Region;
  icon: HostIconName;
  lead: GuideText;
  stats: GuideStat[];
  sections: GuideSection[];
  /** the card under the sections: back to the host's tasks (its label, and `guides.links.tasksBody` under it) */
  taskLink: GuideLink | null;
}

export interface GuideContext {
  brand: BrandId;
  region: Region;
  /** the page's language, for numbers and money */
  locale: string;
}

// ---- where the guides link --------------------------------------------------------------------

/**
 * The pages a guide links to, per brand and region. Every brand that has a guide route (default,
 * and Wakoo, whose table holds the default pages too) has each of these (guides.test.ts checks).
 */
export function guideLinks(brand: BrandId, region: Region): Record<GuideLink['id'], string> {
  return {
    tasks: brand === 'wakoo' ? '/h5/broadcaster/task/index' : region === 'japan' ? '/h5/japan/task' : '/h5/new_anchor_v4',
    withdraw: region === 'japan' ? '/h5/japan/withdraw/main' : '/h5/page_withdraw',
    support: '/h5/customerservice',
  };
}

/** The guide of a route name; null for a route that has none. */
export const guideRoute = (routeName: string | undefined): { guide: GuideId; region?: Region } | null =>
  (routeName && GUIDE_ROUTES[routeName]) || null;

/** The region whose figures a route shows: the route's own (Japan pages), else the brand's home region. */
export function guideRegion(routeName: string | undefined, brand: BrandId): Region {
  return guideRoute(routeName)?.region ?? BRANDS[brand].defaultRegion;
}

// ---- pieces the guides share --------------------------------------------------------------------

const K = (key: string, vars?: GuideText['vars']): GuideText => (vars ? { key: `guides.${key}`, vars } : { key: `guides.${key}` });

function tools(ctx: GuideContext) {
  const n = (v: number) => formatNumber(v, ctx.locale);
  const currency = HOST_CASH_CURRENCY[ctx.region].code;
  const cash = (minor: number) => formatCash(minor, currency, ctx.locale);
  const links = guideLinks(ctx.brand, ctx.region);
  const link = (id: GuideLink['id']): GuideLink => ({ id, href: links[id], label: K(`links.${id}`) });
  return { n, cash, currency, link };
}

const task = (id: string): HostTask => {
  const found = HOST_TASKS.find((t) => t.id === id);
  if (!found) throw new Error(`no host task ${id}`);
  return found;
};

/** The rule minutes a task's words name: a reception's or a new-user call's length, else the reply window. */
const taskMinutes = (id: string): number =>
  minutesOf(
    id === 'receptions' ? HOST_RULES.receptionSeconds : id === 'new_users' ? HOST_RULES.newUserCallSeconds : HOST_RULES.replyWithinSeconds,
  );

/** The tasks' rows (the task page's names and goals, the points each pays), in HOST_TASKS order. */
function taskRows(ctx: GuideContext, ids: readonly string[]): GuideRow[] {
  const { n } = tools(ctx);
  return HOST_TASKS.filter((t) => ids.includes(t.id)).map((t) => ({
    id: t.id,
    label: { key: `tasks.task.${t.id}.name` },
    note: { key: `tasks.task.${t.id}.desc`, vars: { count: t.goal, goal: n(t.goal), minutes: n(taskMinutes(t.id)) } },
    value: K('value.plusPoints', { points: n(t.points) }),
  }));
}

/** The cash sets that hold any of the tasks, with the region's cash. */
function setRows(ctx: GuideContext, ids: readonly string[]): GuideRow[] {
  const { cash } = tools(ctx);
  return HOST_TASK_SETS.filter((s) => s.tasks.some((id) => ids.includes(id))).map((s) => ({
    id: s.id,
    label: { key: `tasks.sets.${s.period}.name` },
    note: { key: `tasks.sets.${s.period}.desc` },
    value: K('value.cash', { cash: cash(s.cash[ctx.region]) }),
  }));
}

const setCash = (ctx: GuideContext, period: 'daily' | 'weekly'): string => {
  const set = HOST_TASK_SETS.find((s) => s.period === period);
  return tools(ctx).cash(set ? set.cash[ctx.region] : 0);
};

const replyVars = (ctx: GuideContext) => {
  const { n } = tools(ctx);
  return { minutes: n(minutesOf(HOST_RULES.replyWithinSeconds)), points: n(HOST_RULES.replyPoints) };
};

const newUserVars = (ctx: GuideContext) => {
  const { n } = tools(ctx);
  return {
    minutes: n(minutesOf(HOST_RULES.newUserCallSeconds)),
    days: n(HOST_RULES.newUserDays),
    points: n(HOST_RULES.newUserCallPoints),
  };
};

const receptionVars = (ctx: GuideContext) => ({ minutes: tools(ctx).n(minutesOf(HOST_RULES.receptionSeconds)) });

function newUserRow(ctx: GuideContext): GuideRow {
  const v = newUserVars(ctx);
  return {
    id: 'new_user',
    label: K('rows.newUser.label'),
    note: K('rows.newUser.note', { minutes: v.minutes, days: v.days }),
    value: K('value.plusPoints', { points: v.points }),
  };
}

function replyRow(ctx: GuideContext): GuideRow {
  const v = replyVars(ctx);
  return {
    id: 'reply',
    label: K('rows.reply.label'),
    note: K('rows.reply.note', { minutes: v.minutes }),
    value: K('value.plusPoints', { points: v.points }),
  };
}

// ---- the guides ---------------------------------------------------------------------------------

interface GuideDef {
  icon: HostIconName;
  stats: (ctx: GuideContext) => GuideStat[];
  sections: (ctx: GuideContext) => GuideSection[];
  /** links back to the host's tasks */
  taskLink: boolean;
}

const CHAT_TASKS = ['fast_replies', 'message_rounds'] as const;

function matchGuide(media: 'audio' | 'video'): GuideDef {
  const id = `${media}_match`;
  const perMinute = media === 'video' ? HOST_RULES.videoPointsPerMinute : HOST_RULES.voicePointsPerMinute;
  const tasks = media === 'video' ? ['receptions', 'video_minutes', 'new_users'] : ['receptions', 'new_users'];
  return {
    icon: media === 'video' ? 'video' : 'voice',
    taskLink: true,
    stats: (ctx) => {
      const { n } = tools(ctx);
      return [
        { id: 'rate', value: n(perMinute), label: K(`${id}.stats.rate`) },
        { id: 'new_user', value: `+${n(HOST_RULES.newUserCallPoints)}`, label: K('stats.newUser') },
        { id: 'bonus', value: setCash(ctx, 'daily'), label: K('stats.dailyBonus') },
      ];
    },
    sections: (ctx) => {
      const { n } = tools(ctx);
      const rateRows: GuideRow[] = [
        {
          id: 'rate',
          label: K(`rows.${media}.label`),
          note: K(`rows.${media}.note`),
          value: K('value.perMinute', { points: n(perMinute) }),
        },
        ...(media === 'audio'
          ? [
              {
                id: 'unit',
                label: K('rows.voiceUnit.label'),
                note: K('rows.voiceUnit.note'),
                value: K('value.points', { points: n(HOST_RULES.voicePointsPerUnit) }),
              },
            ]
          : []),
        newUserRow(ctx),
      ];
      return [
        {
          id: 'how',
          icon: 'call',
          heading: K('sections.how'),
          block: {
            kind: 'paragraphs',
            marker: 'badge',
            items: [K(`${id}.how.start`), K('common.wholeMinutes'), K('common.reception', receptionVars(ctx)), K('common.calendar')],
          },
        },
        { id: 'earnings', icon: 'coin', heading: K('sections.earnings'), block: { kind: 'table', rows: rateRows } },
        { id: 'tasks', icon: 'task', heading: K('sections.tasks'), block: { kind: 'table', rows: taskRows(ctx, tasks) } },
        { id: 'bonus', icon: 'gift', heading: K('sections.bonus'), block: { kind: 'table', rows: setRows(ctx, tasks) } },
        {
          id: 'tips',
          icon: 'check',
          heading: K('sections.tips'),
          block: { kind: 'paragraphs', marker: 'disc', items: [K(`${id}.tips.place`), K(`${id}.tips.manner`), K('common.conduct')] },
        },
      ];
    },
  };
}

const GUIDES: Readonly<Record<GuideId, GuideDef>> = {
  chat_task: {
    icon: 'reply',
    taskLink: true,
    stats: (ctx) => {
      const { n } = tools(ctx);
      return [
        { id: 'reply', value: `+${n(HOST_RULES.replyPoints)}`, label: K('chat_task.stats.reply', { minutes: replyVars(ctx).minutes }) },
        { id: 'task', value: `+${n(task('fast_replies').points)}`, label: K('chat_task.stats.task') },
        { id: 'bonus', value: setCash(ctx, 'daily'), label: K('stats.dailyBonus') },
      ];
    },
    sections: (ctx) => [
      {
        id: 'how',
        icon: 'reply',
        heading: K('sections.how'),
        block: {
          kind: 'paragraphs',
          marker: 'badge',
          items: [K('chat_task.how.reply', replyVars(ctx)), K('chat_task.how.round'), K('chat_task.how.claim'), K('common.calendar')],
        },
      },
      {
        id: 'tasks',
        icon: 'task',
        heading: K('sections.tasks'),
        block: { kind: 'table', rows: taskRows(ctx, CHAT_TASKS) },
      },
      { id: 'bonus', icon: 'gift', heading: K('sections.bonus'), block: { kind: 'table', rows: setRows(ctx, CHAT_TASKS) } },
      {
        id: 'tips',
        icon: 'check',
        heading: K('sections.tips'),
        block: {
          kind: 'paragraphs',
          marker: 'disc',
          items: [K('chat_task.tips.profile'), K('chat_task.tips.questions'), K('common.conduct')],
        },
      },
    ],
  },
  audio_match: matchGuide('audio'),
  video_match: matchGuide('video'),
  newer_recom: {
    icon: 'new_user',
    taskLink: true,
    stats: (ctx) => {
      const { n } = tools(ctx);
      return [
        { id: 'days', value: n(HOST_RULES.newUserDays), label: K('newer_recom.stats.days') },
        { id: 'bonus', value: `+${n(HOST_RULES.newUserCallPoints)}`, label: K('stats.newUser') },
        { id: 'task', value: `+${n(task('new_users').points)}`, label: K('newer_recom.stats.task') },
      ];
    },
    sections: (ctx) => [
      {
        id: 'who',
        icon: 'new_user',
        heading: K('sections.who'),
        block: {
          kind: 'paragraphs',
          marker: 'badge',
          items: [
            K('newer_recom.who.newUser', { days: newUserVars(ctx).days }),
            K('newer_recom.who.after'),
            K('newer_recom.who.recommend'),
          ],
        },
      },
      {
        id: 'rewards',
        icon: 'coin',
        heading: K('sections.rewards'),
        block: { kind: 'table', rows: [newUserRow(ctx), ...taskRows(ctx, ['new_users']), replyRow(ctx)] },
      },
      {
        id: 'rules',
        icon: 'alert',
        heading: K('sections.rules'),
        block: {
          kind: 'paragraphs',
          marker: 'disc',
          items: [K('newer_recom.rules.welcome'), K('newer_recom.rules.noAsking'), K('common.conduct')],
        },
      },
    ],
  },
  question: {
    icon: 'alert',
    taskLink: false,
    stats: () => [],
    sections: (ctx) => {
      const { n, currency, link } = tools(ctx);
      const reception = task('receptions');
      const faq = (id: string, vars?: GuideText['vars'], via?: GuideLink): GuideFaq => ({
        id,
        question: K(`question.items.${id}.q`),
        answer: K(`question.items.${id}.a`, vars),
        ...(via && { link: via }),
      });
      const earning: GuideFaq[] = [
        faq('earn', {
          video: n(HOST_RULES.videoPointsPerMinute),
          voice: n(HOST_RULES.voicePointsPerMinute),
          minutes: replyVars(ctx).minutes,
          reply: n(HOST_RULES.replyPoints),
          weekly: n(HOST_RULES.memberPoints.weekly),
          monthly: n(HOST_RULES.memberPoints.monthly),
        }),
        faq('settle', { unit: n(HOST_RULES.voicePointsPerUnit) }),
        faq('reception', { ...receptionVars(ctx), goal: n(reception.goal), points: n(reception.points) }),
        faq('newUser', newUserVars(ctx)),
        faq(
          'checkIn',
          {
            days: n(HOST_CHECK_IN_POINTS.length),
            first: n(HOST_CHECK_IN_POINTS[0]),
            last: n(HOST_CHECK_IN_POINTS[HOST_CHECK_IN_POINTS.length - 1] ?? 0),
          },
          link('tasks'),
        ),
        faq('cash', { daily: setCash(ctx, 'daily'), weekly: setCash(ctx, 'weekly') }),
      ];
      const account: GuideFaq[] = [
        faq('withdraw', { currency }, link('withdraw')),
        faq('minors'),
        faq('support', undefined, link('support')),
      ];
      return [
        { id: 'earning', icon: 'coin', heading: K('sections.earning'), block: { kind: 'faq', items: earning } },
        { id: 'account', icon: 'lock', heading: K('sections.account'), block: { kind: 'faq', items: account } },
      ];
    },
  },
};

/** A guide in full for a context (its region's money, the page's language, the brand's links). */
export function buildGuide(id: GuideId, ctx: GuideContext): Guide {
  const def = GUIDES[id];
  const { link } = tools(ctx);
  return {
    id,
    region: ctx.region,
    icon: def.icon,
    lead: K(`${id}.lead`),
    stats: def.stats(ctx),
    sections: def.sections(ctx),
    taskLink: def.taskLink ? link('tasks') : null,
  };
}

/** The guide a route shows, for the brand and the page's language; null for a route without one. */
export function guideForRoute(routeName: string | undefined, brand: BrandId, locale: string): Guide | null {
  const route = guideRoute(routeName);
  if (!route) return null;
  return buildGuide(route.guide, { brand, region: guideRegion(routeName, brand), locale });
}

/** Every text a guide shows (for the tests: each key exists, each value is filled). */
export function guideTexts(guide: Guide): GuideText[] {
  const out: GuideText[] = [guide.lead, ...guide.stats.map((s) => s.label)];
  for (const s of guide.sections) {
    out.push(s.heading);
    const b = s.block;
    if (b.kind === 'paragraphs') out.push(...b.items);
    else if (b.kind === 'table') for (const r of b.rows) out.push(r.label, r.value, ...(r.note ? [r.note] : []));
    else for (const f of b.items) out.push(f.question, f.answer, ...(f.link ? [f.link.label] : []));
  }
  if (guide.taskLink) out.push(guide.taskLink.label, K('links.tasksBody'));
  return out;
}

/** Every link a guide shows. */
export function guideHrefs(guide: Guide): string[] {
  const out: string[] = [];
  for (const s of guide.sections) if (s.block.kind === 'faq') for (const f of s.block.items) if (f.link) out.push(f.link.href);
  if (guide.taskLink) out.push(guide.taskLink.href);
  return out;
}
