/**
 * First-class club (spec 1): a member earns it by spending — lifetime rich points at or above the
 * threshold — or is admitted by staff. Privileges and the rules the server enforces with them.
 */
export const CLUB_RICH_THRESHOLD = 1_000_000; // = 100,000 gold coins given as gifts

export const CLUB_PRIVILEGES = [
  'invisible',
  'do_not_disturb',
  'anti_kick',
  'exclusive_medal',
  'frame',
  'bubble',
  'vehicle',
  'login_announcement',
] as const;
export type ClubPrivilege = (typeof CLUB_PRIVILEGES)[number];
export type ClubSettings = Record<ClubPrivilege, boolean>;

/** What a new member has switched on: the visible perks on, the behaviour changes off. */
export const DEFAULT_CLUB_SETTINGS: ClubSettings = {
  invisible: false,
  do_not_disturb: false,
  anti_kick: true,
  exclusive_medal: true,
  frame: true,
  bubble: true,
  vehicle: true,
  login_announcement: true,
};

/** Only followed users may message a user with do-not-disturb on (spec 5). */
export function canMessage(receiver: { clubMember: boolean; settings: ClubSettings | null }, senderIsFollowed: boolean): boolean {
  if (!receiver.clubMember || !receiver.settings?.do_not_disturb) return true;
  return senderIsFollowed;
}

/** A club member with anti-kick on cannot be removed from a room by its hosts (staff still can). */
export function canKick(target: { clubMember: boolean; settings: ClubSettings | null }, actorIsStaff: boolean): boolean {
  if (actorIsStaff) return true;
  return !(target.clubMember && target.settings?.anti_kick);
}

/** An invisible member does not appear in a room's audience list (except to staff). */
export function visibleInRoom(user: { clubMember: boolean; settings: ClubSettings | null }, viewerIsStaff: boolean): boolean {
  if (viewerIsStaff) return true;
  return !(user.clubMember && user.settings?.invisible);
}
