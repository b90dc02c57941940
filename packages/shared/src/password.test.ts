import { describe, it } from 'vitest';
import { passwordRuleBreak } from './password';
import { expectAnswers, itAnswers } from './test-answers';

describe('passwordRuleBreak', () => {
  itAnswers(
    (password: string) => passwordRuleBreak(password),
    [
      ['        ', 'blank'],
      ['\t\t\t\t\n\n\n\n', 'blank'],
      ['\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000', 'blank'],
      ['\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b', 'blank'],
      ['', 'blank'],
      ['aaaaaaaa', 'repeated'],
      ['88888888', 'repeated'],
      ['😀😀😀😀😀😀😀😀', 'repeated'],
    ],
    '%j breaks %s',
  );

  it('refuses the account name, in any case, and its usual variants', () => {
    expectAnswers(passwordRuleBreak, [
      ['Mei.Lin@Example.com', 'mei.lin@example.com', 'account'],
      [' mei.lin@example.com ', 'mei.lin@example.com', 'account'],
      ['MEI.LIN2024', 'mei.lin2024@example.com', 'account'],
      ['+819012345678', '+819012345678', 'account'],
      ['819012345678', '+819012345678', 'account'],
      // full-width digits fold to the same text
      ['８１９０１２３４５６７８', '+819012345678', 'account'],
    ]);
  });

  it('passes ordinary passwords', () => {
    expectAnswers(passwordRuleBreak, [
      ['Password#1', 'mei@example.com', null],
      ['correct horse battery staple', undefined, null],
      ['aaaaaaab', undefined, null],
      ['  spaced out  ', undefined, null],
      ['mei@example.com!', 'mei@example.com', null],
      ['暗号暗号暗号暗号で', '', null],
    ]);
  });
});
