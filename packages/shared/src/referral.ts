import { LIMITS } from './limits';

/** A referral code at the root path: 6 to 10 word characters (spec 5 and 9). */
export const REFERRAL_CODE_PATTERN = new RegExp(`^\\w{${LIMITS.referralCodeLengthMin},${LIMITS.referralCodeLengthMax}}$`);

export function isReferralCode(value: string): boolean {
  return REFERRAL_CODE_PATTERN.test(value);
}
