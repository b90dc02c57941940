import {
  chinaIdBirthDate,
  JP_ACCOUNT_TYPES,
  type JpAccountType,
  luhnValid,
  normalizeJpMobile,
  normalizeKanaName,
  type TPayoutAccountInput,
} from '@app/shared';

/**
 * The account and real-name forms' checks, for the host's convenience (the server checks again).
 * Each returns the normalised input, or the errors by field as keys of `withdraw:form.error`.
 * Only the edit forms (lazy chunks) import this module: normalizeKanaName brings jaconv.
 */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;
export type FormResult<F extends string, T> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

const nfkc = (s: string) => s.normalize('NFKC').trim();
const digitsOf = (s: string) => nfkc(s).replace(/[\s-]/g, '');

function done<F extends string, T>(errors: FieldErrors<F>, value: T): FormResult<F, T> {
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}

/** The holder's name as the bank or PayPay will see it (half-width kana), or null; '' while empty. */
export function kanaPreview(input: string): string | null {
  if (!input.trim()) return '';
  return normalizeKanaName(input);
}

function holderError(input: string): string | undefined {
  if (!input.trim()) return 'required';
  return normalizeKanaName(input) ? undefined : 'kana';
}

export type PaypayFields = 'phone' | 'holder_kana';
export function validatePaypay(form: { phone: string; holder_kana: string }): FormResult<PaypayFields, TPayoutAccountInput> {
  const errors: FieldErrors<PaypayFields> = {};
  const phone = normalizeJpMobile(form.phone);
  if (!form.phone.trim()) errors.phone = 'required';
  else if (!phone) errors.phone = 'jpMobile';
  const holder = holderError(form.holder_kana);
  if (holder) errors.holder_kana = holder;
  return done(errors, { method: 'paypay', phone: phone ?? '', holder_kana: normalizeKanaName(form.holder_kana) ?? '' });
}

export type BankFields = 'bank_code' | 'bank_name' | 'branch_code' | 'branch_name' | 'account_type' | 'account_number' | 'holder_kana';
export interface BankForm {
  bank_code: string;
  bank_name: string;
  branch_code: string;
  branch_name: string;
  account_type: string;
  account_number: string;
  holder_kana: string;
}
export function validateBank(form: BankForm): FormResult<BankFields, TPayoutAccountInput> {
  const errors: FieldErrors<BankFields> = {};
  const bankCode = digitsOf(form.bank_code);
  const branchCode = digitsOf(form.branch_code);
  const number = digitsOf(form.account_number);
  if (!bankCode) errors.bank_code = 'required';
  else if (!/^\d{4}$/.test(bankCode)) errors.bank_code = 'bankCode';
  if (!nfkc(form.bank_name)) errors.bank_name = 'required';
  else if (nfkc(form.bank_name).length > 40) errors.bank_name = 'tooLong';
  if (!branchCode) errors.branch_code = 'required';
  else if (!/^\d{3}$/.test(branchCode)) errors.branch_code = 'branchCode';
  if (!nfkc(form.branch_name)) errors.branch_name = 'required';
  else if (nfkc(form.branch_name).length > 40) errors.branch_name = 'tooLong';
  if (!(JP_ACCOUNT_TYPES as readonly string[]).includes(form.account_type)) errors.account_type = 'required';
  if (!number) errors.account_number = 'required';
  else if (!/^\d{1,7}$/.test(number)) errors.account_number = 'accountNumber';
  const holder = holderError(form.holder_kana);
  if (holder) errors.holder_kana = holder;
  return done(errors, {
    method: 'bank',
    bank_code: bankCode,
    bank_name: nfkc(form.bank_name),
    branch_code: branchCode,
    branch_name: nfkc(form.branch_name),
    account_type: form.account_type as JpAccountType,
    // banks take 7 digits: a shorter number is padded with leading zeros
    account_number: number.padStart(7, '0'),
    holder_kana: normalizeKanaName(form.holder_kana) ?? '',
  });
}

/** An Alipay account: a mainland mobile number or an e-mail address. */
export function validateAlipay(form: { account: string }): FormResult<'account', TPayoutAccountInput> {
  const value = nfkc(form.account).replace(/\s/g, '');
  const ok = /^1[3-9]\d{9}$/.test(value) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
  const errors: FieldErrors<'account'> = {};
  if (!value) errors.account = 'required';
  else if (!ok || value.length > 64) errors.account = 'alipay';
  return done(errors, { method: 'alipay', account: value });
}

/** Groups a card number by four for reading (6222 0000 1234 5678). */
export const groupCard = (input: string): string =>
  digitsOf(input)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

export type CardFields = 'card_number' | 'bank_name';
export function validateBankCard(form: { card_number: string; bank_name: string }): FormResult<CardFields, TPayoutAccountInput> {
  const digits = digitsOf(form.card_number);
  const errors: FieldErrors<CardFields> = {};
  if (!digits) errors.card_number = 'required';
  else if (!/^\d{16,19}$/.test(digits) || !luhnValid(digits)) errors.card_number = 'card';
  if (!nfkc(form.bank_name)) errors.bank_name = 'required';
  else if (nfkc(form.bank_name).length > 40) errors.bank_name = 'tooLong';
  return done(errors, { method: 'bank_card', card_number: digits, bank_name: nfkc(form.bank_name) });
}

/** Whole years from a birth date to `today` (both YYYY-MM-DD). */
export function ageOn(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}

export const ADULT_AGE = 18;

export type RealnameFields = 'name' | 'id_number';
/** Real name (Chinese characters, a middle dot allowed) and a valid adult's resident ID number. */
export function validateRealname(
  form: { name: string; id_number: string },
  today: string,
): FormResult<RealnameFields, { name: string; id_number: string }> {
  const name = nfkc(form.name).replace(/\s/g, '');
  const id = nfkc(form.id_number).replace(/\s/g, '').toUpperCase();
  const errors: FieldErrors<RealnameFields> = {};
  if (!name) errors.name = 'required';
  else if (!/^[\u3400-\u9fff·•]{2,30}$/.test(name)) errors.name = 'realname';
  const birth = id ? chinaIdBirthDate(id) : null;
  if (!id) errors.id_number = 'required';
  else if (!birth) errors.id_number = 'idNumber';
  else if (ageOn(birth, today) < ADULT_AGE) errors.id_number = 'adult';
  return done(errors, { name: name.replace(/•/g, '·'), id_number: id });
}

/** A prefill value from an account's details: none when the server masked it (•, *). */
export const unmasked = (value: string | undefined): string => (value && !/[•*]/.test(value) ? value : '');
