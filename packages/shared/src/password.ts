/**
 * Rules a new password must pass besides its length (LIMITS.passwordMin/Max). Pure, so the web
 * register form runs the same rule before sending; the server runs it too, and also refuses
 * passwords on a list of common passwords (apps/server/src/modules/accounts/password-policy.ts).
 * A refusal is PASSWORD_TOO_WEAK (2007).
 *
 * - `blank`: nothing but whitespace or invisible format characters (eight spaces, ideographic
 *   spaces, zero-width spaces)
 * - `repeated`: one character over and over (`aaaaaaaa`, `88888888`)
 * - `account`: the account name itself (case-insensitive; a phone with or without its `+`, or an
 *   email's part before the `@`)
 */
export type PasswordRuleBreak = 'blank' | 'repeated' | 'account';

const BLANK = /^[\s\p{Cf}]*$/u;

function fold(s: string): string {
  return s.normalize('NFKC').trim().toLowerCase();
}

/** The names of an account a password must not be. */
function accountForms(account: string): string[] {
  const a = fold(account);
  if (!a) return [];
  const forms = [a];
  if (a.startsWith('+')) forms.push(a.slice(1));
  const at = a.lastIndexOf('@');
  if (at > 0) forms.push(a.slice(0, at));
  return forms;
}

/** The first rule the password breaks, or null when it passes them all. */
export function passwordRuleBreak(password: string, account = ''): PasswordRuleBreak | null {
  if (BLANK.test(password)) return 'blank';
  const chars = [...password];
  if (chars.every((c) => c === chars[0])) return 'repeated';
  const p = fold(password);
  if (accountForms(account).includes(p)) return 'account';
  return null;
}
