import { clientErrorMessage, LIMITS, PHONE_PATTERN, passwordRuleBreak } from '@app/shared';
import type { TFunction } from 'i18next';
import { currentLocale } from '../../../lib/i18n';

/**
 * Client-side checks mirror the server's (the limits of packages/shared/src/limits.ts); the server
 * still validates. Kept free of zod so the page bundle stays small. Each returns an error or null.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Check = (t: TFunction, value: string) => string | null;

export const checkAccount: Check = (t, v) => (EMAIL.test(v.trim()) || PHONE_PATTERN.test(v.trim()) ? null : t('auth.errAccount'));
export const checkPasswordGiven: Check = (t, v) => (v.length > 0 ? null : t('auth.errPasswordRequired'));
export const checkNewPassword: Check = (t, v) =>
  v.length >= LIMITS.passwordMin && v.length <= LIMITS.passwordMax
    ? null
    : t('auth.errPassword', { min: LIMITS.passwordMin, max: LIMITS.passwordMax });
/**
 * A new password for an account: its length, then the shared rule (packages/shared/src/password.ts:
 * not only whitespace, not one character repeated, not the account name) with the server's own
 * message for PASSWORD_TOO_WEAK. The server also refuses common passwords; its message is shown
 * as for any refused call.
 */
export const checkNewPasswordFor =
  (account: string): Check =>
  (t, v) =>
    checkNewPassword(t, v) ?? (passwordRuleBreak(v, account.trim()) ? clientErrorMessage('PASSWORD_TOO_WEAK', currentLocale()) : null);
export const checkNickname: Check = (t, v) => {
  const n = v.trim().length;
  return n >= 1 && n <= LIMITS.nicknameMax ? null : t('auth.errNickname', { max: LIMITS.nicknameMax });
};
export const checkBirthDate: Check = (t, v) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && v <= new Date().toISOString().slice(0, 10)
    ? null
    : t('auth.errBirthDate');

/** Runs the checks of a form; returns the errors by field (empty when valid). */
export function validate<K extends string>(
  t: TFunction,
  values: Record<K, string>,
  checks: Partial<Record<K, Check>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(checks) as K[]) {
    const error = checks[key]?.(t, values[key] ?? '');
    if (error) errors[key] = error;
  }
  return errors;
}
