import { passwordRuleBreak } from '@app/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../platform/errors';

/**
 * Common passwords (about 49,000, lower case, from @zxcvbn-ts/language-common — see
 * docs/decisions.md), built into a set on first use. Server side only: the list stays out of the
 * web bundle.
 */
let common: ReadonlySet<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.trim().toLowerCase());
}

/**
 * Refuses a new password with PASSWORD_TOO_WEAK (2007): the shared rule (whitespace only, one
 * character repeated, the account name; packages/shared/src/password.ts) or a common password.
 */
export function assertAcceptablePassword(password: string, account: string): void {
  if (passwordRuleBreak(password, account) !== null || isCommonPassword(password)) {
    throw new AppError('PASSWORD_TOO_WEAK', {}, { field: 'password' });
  }
}
