import { describe, expect, it } from 'vitest';
import { passwordRuleBreak } from './password';

describe('passwordRuleBreak', () => {
  it.each([
    ['        ', 'blank'],
    ['\t\t\t\t\n\n\n\n', 'blank'],
    ['\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000', 'blank'],
    ['\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b', 'blank'],
    ['', 'blank'],
    ['aaaaaaaa', 'repeated'],
    ['88888888', 'repeated'],
    ['😀😀😀😀😀😀😀😀', 'repeated'],
  ] as const)('%j breaks %s', (password, rule) => {
    expect(passwordRuleBreak(password)).toBe(rule);
  });

  it('refuses the account name, in any case, and its usual variants', () => {
    expect(passwordRuleBreak('Mei.Lin@Example.com', 'mei.lin@example.com')).toBe('account');
    expect(passwordRuleBreak(' mei.lin@example.com ', 'mei.lin@example.com')).toBe('account');
    expect(passwordRuleBreak('MEI.LIN2024', 'mei.lin2024@example.com')).toBe('account');
    expect(passwordRuleBreak('+819012345678', '+819012345678')).toBe('account');
    expect(passwordRuleBreak('819012345678', '+819012345678')).toBe('account');
    // full-width digits fold to the same text
    expect(passwordRuleBreak('８１９０１２３４５６７８', '+819012345678')).toBe('account');
  });

  it('passes ordinary passwords', () => {
    expect(passwordRuleBreak('Password#1', 'mei@example.com')).toBeNull();
    expect(passwordRuleBreak('correct horse battery staple')).toBeNull();
    expect(passwordRuleBreak('aaaaaaab')).toBeNull();
    expect(passwordRuleBreak('  spaced out  ')).toBeNull();
    expect(passwordRuleBreak('mei@example.com!', 'mei@example.com')).toBeNull();
    expect(passwordRuleBreak('暗号暗号暗号暗号で', '')).toBeNull();
  });
});
