import type { TFunction } from 'i18next';

/**
 * Client-side checks mirror the server's (packages/shared schemas/common.ts LIMITS); the server
 * still validates. Kept free of zod so the page bundle stays small.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;
export const NICKNAME_MAX = 32;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9]{6,15}$/;

type Rule = { validator: (rule: unknown, value: unknown) => Promise<void> };

function check(test: (v: string) => boolean, message: string): Rule {
  return {
    validator: (_rule, value) =>
      test(typeof value === 'string' ? value.trim() : '') ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}

export const accountRule = (t: TFunction): Rule => check((v) => EMAIL.test(v) || PHONE.test(v), t('auth.errAccount'));
export const passwordRequired = (t: TFunction): Rule => check((v) => v.length > 0, t('auth.errPasswordRequired'));
export const passwordRule = (t: TFunction): Rule =>
  check((v) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX, t('auth.errPassword', { min: PASSWORD_MIN, max: PASSWORD_MAX }));
export const nicknameRule = (t: TFunction): Rule =>
  check((v) => v.length >= 1 && v.length <= NICKNAME_MAX, t('auth.errNickname', { max: NICKNAME_MAX }));
export const birthDateRule = (t: TFunction): Rule =>
  check(
    (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && v <= new Date().toISOString().slice(0, 10),
    t('auth.errBirthDate'),
  );
export const requiredRule = (t: TFunction): { required: true; message: string } => ({ required: true, message: t('auth.errRequired') });
