import { LIMITS } from './limits';

/** A referral code at the root path: 6 to 10 word characters (spec 5 and 9). */
export const REFERRAL_CODE_PATTERN = new RegExp(`^\\w{${LIMITS.referralCodeLengthMin},${LIMITS.referralCodeLengthMax}}$`);

export function isReferralCode(value: string): boolean {
  return REFERRAL_CODE_PATTERN.test(value);
}

// ---- inviter rewards (issue 13 "Referrals") ----

/**
 * What an inviter earns, once per invited account and kind, paid from the house through the
 * ledger (key `referral-reward:<kind>:<invitee>`):
 * - `recharge`: the invitee's first credited coin recharge made while invited pays 300 of the
 *   brand's currency (gold coins or diamonds: the recharge's own asset, `priceAsset`);
 * - `host`: an invited host whose anchor points since registration reach 5,000 pays 1,000 anchor points.
 */
export const REFERRAL_REWARDS = {
  recharge: { amount: 300 },
  host: { asset: 'anchor_point', amount: 1_000, threshold: 5_000 },
} as const;
export const REFERRAL_REWARD_KINDS = ['recharge', 'host'] as const;
export type ReferralRewardKind = (typeof REFERRAL_REWARD_KINDS)[number];

/** An account registered without a referral may bind an inviter (link buddy) within this many days. */
export const LINK_BUDDY_DAYS = 7;
/** how far up an inviter's chain the no-cycle rule looks */
export const REFERRAL_CHAIN_DEPTH_MAX = 32;

/** Why a reward was not paid (kept with its row; the record page and the console show it). */
export const REFERRAL_SKIP_REASONS = ['same_account', 'same_device', 'same_instrument', 'inviter_minor', 'inviter_banned'] as const;
export type ReferralSkipReason = (typeof REFERRAL_SKIP_REASONS)[number];

/** The self-invite rule: the same account, a device seen on both, or a payment instrument used by both. */
export function selfInviteReason(x: {
  inviterId: number;
  inviteeId: number;
  inviterDevices: readonly string[];
  inviteeDevices: readonly string[];
  inviterInstruments: readonly string[];
  inviteeInstruments: readonly string[];
}): 'same_account' | 'same_device' | 'same_instrument' | null {
  if (x.inviterId === x.inviteeId) return 'same_account';
  const shares = (a: readonly string[], b: readonly string[]) => {
    const set = new Set(a);
    return b.some((v) => set.has(v));
  };
  if (shares(x.inviterDevices, x.inviteeDevices)) return 'same_device';
  if (shares(x.inviterInstruments, x.inviteeInstruments)) return 'same_instrument';
  return null;
}

/** Whether an inviter may be paid now: not self, an adult, an active account without a running ban. */
export function rewardSkipReason(x: {
  self: ReferralSkipReason | null;
  inviterMinor: boolean;
  inviterBanned: boolean;
}): ReferralSkipReason | null {
  if (x.self) return x.self;
  if (x.inviterMinor) return 'inviter_minor';
  if (x.inviterBanned) return 'inviter_banned';
  return null;
}

export const REFERRAL_INVITEE_STATES = ['registered', 'qualified', 'rewarded', 'not_eligible'] as const;
export type ReferralInviteeState = (typeof REFERRAL_INVITEE_STATES)[number];

/**
 * An invitee's state on the record page from its reward rows: rewarded when any reward was paid,
 * qualified when one is due and waiting to be paid, not eligible when every one was refused,
 * registered before any qualifying event.
 */
export function inviteeState(rows: ReadonlyArray<{ state: 'qualified' | 'rewarded' | 'not_eligible' }>): ReferralInviteeState {
  if (rows.some((r) => r.state === 'rewarded')) return 'rewarded';
  if (rows.some((r) => r.state === 'qualified')) return 'qualified';
  if (rows.length > 0) return 'not_eligible';
  return 'registered';
}

/** Whether a link-buddy binding is still open: no inviter yet, within LINK_BUDDY_DAYS of registration. */
export function linkBuddyOpen(registeredAt: Date, now: Date, hasInviter: boolean): boolean {
  return !hasInviter && now.getTime() - registeredAt.getTime() <= LINK_BUDDY_DAYS * 86_400_000;
}

/** A nickname as the inviter's record shows it: the first character, then dots (`佐***`, `A***`). */
export function maskNickname(nickname: string): string {
  const chars = Array.from(nickname.trim());
  if (chars.length === 0) return '***';
  if (chars.length === 1) return `${chars[0]}***`;
  return `${chars[0]}***${chars.length > 3 ? chars[chars.length - 1] : ''}`;
}

/** The invite link of a code: wakoo keeps referral codes under /h5/, the other brands at the root. */
export function inviteLinkPath(brand: string, code: string): string {
  return brand === 'wakoo' ? `/h5/${code}` : `/${code}`;
}

/** The hosts' invite link: the draw guide page with the inviter's code. */
export const hostInviteLinkPath = (code: string): string => `/h5/draw_guide/${code}`;
