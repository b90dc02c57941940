import { MEMBERSHIP_DAYS, WEB_CHECKOUT_METHODS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { MEMBER_DAYS, WEB_METHODS } from './constants';

describe('money constants', () => {
  it('match the shared payment rules', () => {
    expect([...WEB_METHODS]).toEqual([...WEB_CHECKOUT_METHODS]);
    expect(MEMBER_DAYS).toEqual(MEMBERSHIP_DAYS);
  });
});
