import { describe, expect, it } from 'vitest';
import {
  hostInviteLinkPath,
  inviteeState,
  inviteLinkPath,
  isReferralCode,
  LINK_BUDDY_DAYS,
  linkBuddyOpen,
  maskNickname,
  REFERRAL_REWARDS,
  rewardSkipReason,
  selfInviteReason,
} from './referral';

const base = {
  inviterId: 1,
  inviteeId: 2,
  inviterDevices: ['d1'],
  inviteeDevices: ['d2'],
  inviterInstruments: ['c1'],
  inviteeInstruments: [],
};

describe('referral rules', () => {
  it('codes are 6 to 10 word characters', () => {
    expect(isReferralCode('100001')).toBe(true);
    expect(isReferralCode('abc')).toBe(false);
    expect(isReferralCode('abc-1234')).toBe(false);
  });

  it('self: the same account, a shared device, a shared payment instrument', () => {
    expect(selfInviteReason(base)).toBeNull();
    expect(selfInviteReason({ ...base, inviteeId: 1 })).toBe('same_account');
    expect(selfInviteReason({ ...base, inviteeDevices: ['d2', 'd1'] })).toBe('same_device');
    expect(selfInviteReason({ ...base, inviteeInstruments: ['c1'] })).toBe('same_instrument');
    // a device shared wins over an instrument shared (both are self)
    expect(selfInviteReason({ ...base, inviteeDevices: ['d1'], inviteeInstruments: ['c1'] })).toBe('same_device');
  });

  it('minors and banned inviters are not paid; self first', () => {
    expect(rewardSkipReason({ self: null, inviterMinor: false, inviterBanned: false })).toBeNull();
    expect(rewardSkipReason({ self: null, inviterMinor: true, inviterBanned: true })).toBe('inviter_minor');
    expect(rewardSkipReason({ self: null, inviterMinor: false, inviterBanned: true })).toBe('inviter_banned');
    expect(rewardSkipReason({ self: 'same_device', inviterMinor: true, inviterBanned: false })).toBe('same_device');
  });

  it('the invitee state follows its reward rows', () => {
    expect(inviteeState([])).toBe('registered');
    expect(inviteeState([{ state: 'qualified' }])).toBe('qualified');
    expect(inviteeState([{ state: 'not_eligible' }])).toBe('not_eligible');
    expect(inviteeState([{ state: 'not_eligible' }, { state: 'rewarded' }])).toBe('rewarded');
  });

  it('link buddy is open for LINK_BUDDY_DAYS after registration, without an inviter', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(linkBuddyOpen(at, new Date(at.getTime() + LINK_BUDDY_DAYS * 86_400_000), false)).toBe(true);
    expect(linkBuddyOpen(at, new Date(at.getTime() + LINK_BUDDY_DAYS * 86_400_000 + 1), false)).toBe(false);
    expect(linkBuddyOpen(at, at, true)).toBe(false);
  });

  it('masks nicknames and builds links', () => {
    expect(maskNickname('佐藤花子')).toBe('佐***子');
    expect(maskNickname('Bo')).toBe('B***');
    expect(maskNickname('A')).toBe('A***');
    expect(maskNickname(' ')).toBe('***');
    expect(inviteLinkPath('wakoo', '100001')).toBe('/h5/100001');
    expect(inviteLinkPath('default', '100001')).toBe('/100001');
    expect(hostInviteLinkPath('100001')).toBe('/h5/draw_guide/100001');
  });

  it('reward amounts are positive integers', () => {
    for (const r of Object.values(REFERRAL_REWARDS)) expect(Number.isSafeInteger(r.amount) && r.amount > 0).toBe(true);
    expect(REFERRAL_REWARDS.host.threshold).toBeGreaterThan(0);
  });
});
