import type { Region } from './brands';
import { tribeAnnouncementMax, tribeNameMax, tribeNameMin } from './limits';
import { periodKey } from './periods';

/**
 * Tribes (issue 14; modules/tribes, docs/api.md "Tribes"): the pure rules both sides share —
 * roles and what each may do, names and announcements, and how a batch of gifts turns into
 * honour (all time, per region week, per member). Honour per gift is gifts' `tribeHonor` (spec 9).
 */
export const TRIBE_ROLES = ['chief', 'elder', 'member'] as const;
export type TribeRole = (typeof TRIBE_ROLES)[number];

/** The built-in emblems (the page draws each); a tribe picks one. */
export const TRIBE_EMBLEMS = [
  'flame',
  'crown',
  'wolf',
  'dragon',
  'phoenix',
  'sakura',
  'moon',
  'star',
  'shield',
  'lotus',
  'tiger',
  'wave',
] as const;
export type TribeEmblem = (typeof TRIBE_EMBLEMS)[number];

/** What a member may do to the tribe or to another member. */
export type TribeAction =
  | 'invite'
  | 'decide_request'
  | 'edit_announcement'
  | 'edit_profile'
  | 'set_role'
  | 'remove_member'
  | 'hand_over'
  | 'disband';

const MANAGERS: ReadonlySet<TribeRole> = new Set(['chief', 'elder']);

/**
 * Whether `actor` may do `action` (to a member of role `target` where there is one). Chief: all.
 * Elders: invite, decide requests, edit the announcement and remove plain members. Members: none.
 * Nobody acts on themselves through these (leaving is its own call) and nobody acts on the chief.
 */
export function tribeMayDo(actor: TribeRole, action: TribeAction, target?: TribeRole): boolean {
  if (target === 'chief') return false;
  switch (action) {
    case 'invite':
    case 'decide_request':
    case 'edit_announcement':
      return MANAGERS.has(actor);
    case 'remove_member':
      return actor === 'chief' || (actor === 'elder' && target === 'member');
    case 'edit_profile':
    case 'set_role':
    case 'hand_over':
    case 'disband':
      return actor === 'chief';
  }
}

/** Display order: the chief, then elders, then members; within a role the larger contribution first. */
export function compareTribeMembers(
  a: { role: TribeRole; contributed: number; user_id: number },
  b: { role: TribeRole; contributed: number; user_id: number },
): number {
  return TRIBE_ROLES.indexOf(a.role) - TRIBE_ROLES.indexOf(b.role) || b.contributed - a.contributed || a.user_id - b.user_id;
}

/** Code points of a text (an emoji counts once, a CJK character once). */
const lengthOf = (s: string) => [...s].length;
// control characters and the bidi overrides: a name is one plain line
// biome-ignore lint/suspicious/noControlCharactersInRegex: the very characters refused
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Why a tribe name is refused ('short', 'long', 'chars'), or null: 2–12 characters on one line, trimmed. */
export function tribeNameProblem(name: string): 'short' | 'long' | 'chars' | null {
  const n = name.trim();
  if (UNPRINTABLE.test(n)) return 'chars';
  if (lengthOf(n) < tribeNameMin) return 'short';
  if (lengthOf(n) > tribeNameMax) return 'long';
  return null;
}

/** Why an announcement is refused, or null: at most 200 characters, no control characters but line breaks. */
export function tribeAnnouncementProblem(text: string): 'long' | 'chars' | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the very characters refused
  if (/[\u0000-\u0009\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(text)) return 'chars';
  return lengthOf(text.trim()) > tribeAnnouncementMax ? 'long' : null;
}

/** The week (`w:YYYY-MM-DD`, its Monday) holding `at` in the tribe's region. */
export function tribeWeekKey(at: Date, region: Region): string {
  return periodKey('weekly', at, region);
}

/** A gift as honour sees it: the sender, the tribe stamped on it at the send, its honour and time. */
export interface HonourGift {
  senderId: number;
  tribeId: number | null;
  honor: number;
  at: Date;
}

export interface HonourDeltas {
  /** tribe → honour to add all time */
  tribes: Map<number, number>;
  /** `tribe|week` → honour to add that week */
  weeks: Map<string, { tribeId: number; week: string; honor: number }>;
  /** `tribe|user` → the member's part */
  members: Map<string, { tribeId: number; userId: number; honor: number }>;
}

/**
 * What a batch of gifts adds: to each tribe in all, per week in the tribe's region, per member.
 * Gifts without a tribe or honour add nothing; `regionOf` names a tribe's region (an unknown tribe
 * — never created — is skipped).
 */
export function honourDeltas(gifts: readonly HonourGift[], regionOf: (tribeId: number) => Region | undefined): HonourDeltas {
  const out: HonourDeltas = { tribes: new Map(), weeks: new Map(), members: new Map() };
  for (const g of gifts) {
    if (!g.tribeId || g.honor <= 0) continue;
    const region = regionOf(g.tribeId);
    if (!region) continue;
    out.tribes.set(g.tribeId, (out.tribes.get(g.tribeId) ?? 0) + g.honor);
    const week = tribeWeekKey(g.at, region);
    const wk = `${g.tribeId}|${week}`;
    const w = out.weeks.get(wk) ?? { tribeId: g.tribeId, week, honor: 0 };
    w.honor += g.honor;
    out.weeks.set(wk, w);
    const mk = `${g.tribeId}|${g.senderId}`;
    const m = out.members.get(mk) ?? { tribeId: g.tribeId, userId: g.senderId, honor: 0 };
    m.honor += g.honor;
    out.members.set(mk, m);
  }
  return out;
}

/** Ranking order: more honour first, then the older tribe (the smaller id). */
export function compareTribeHonour(a: { id: number; honor: number }, b: { id: number; honor: number }): number {
  return b.honor - a.honor || a.id - b.id;
}

/** Whether an invitation is still open at `now`. */
export function tribeInviteOpen(invite: { status: string; expires_at: string | Date }, now: Date): boolean {
  return invite.status === 'pending' && new Date(invite.expires_at).getTime() > now.getTime();
}
