import { errorMessage, passwordRuleBreak } from '@app/shared';
import type { TFunction } from 'i18next';
import { currentLocale } from '../../../lib/i18n';

/**
 * Client-side checks mirror the server's (packages/shared schemas/common.ts LIMITS); the server
 * still validates. Kept free of zod so the page bundle stays small. Each returns an error or null.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;
export const NICKNAME_MAX = 32;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9]{6,15}$/;

export type Check = (t: TFunction, value: string) => string | null;

export const checkAccount: Check = (t, v) => (EMAIL.test(v.trim()) || PHONE.test(v.trim()) ? null : t('auth.errAccount'));
export const checkPasswordGiven: Check = (t, v) => (v.length > 0 ? null : t('auth.errPasswordRequired'));
export const checkNewPassword: Check = (t, v) =>
  v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX ? null : t('auth.errPassword', { min: PASSWORD_MIN, max: PASSWORD_MAX });
/**
 * A new password for an account: its length, then the shared rule (packages/shared/src/password.ts:
 * not only whitespace, not one character repeated, not the account name) with the server's own
 * message for PASSWORD_TOO_WEAK. The server also refuses common passwords; its message is shown
 * as for any refused call.
 */
export const checkNewPasswordFor =
  (account: string): Check =>
  (t, v) =>
    checkNewPassword(t, v) ?? (passwordRuleBreak(v, account.trim()) ? errorMessage('PASSWORD_TOO_WEAK', currentLocale()) : null);
export const checkNickname: Check = (t, v) => {
  const n = v.trim().length;
  return n >= 1 && n <= NICKNAME_MAX ? null : t('auth.errNickname', { max: NICKNAME_MAX });
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
