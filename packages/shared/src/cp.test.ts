import { describe, expect, it } from 'vitest';
import {
  CP_INVITATION_TTL_SECONDS,
  CP_LEVEL_THRESHOLDS,
  type CpInvitationLike,
  type CpParty,
  checkCpAnswer,
  cpInviteRefusal,
  cpLevelForPoints,
  cpPairKey,
  cpProgress,
  effectiveInvitationStatus,
  invitationSecondsLeft,
  maxCpLevel,
} from './cp';
import { ErrorCode } from './errors';

const NOW = new Date('2026-03-01T12:00:00Z');
const party = (over: Partial<CpParty> = {}): CpParty => ({
  id: 1,
  brand: 'default',
  birth_date: '1995-01-01',
  status: 'active',
  hasCp: false,
  ...over,
});

describe('CP levels', () => {
  it('the thresholds are the love numbers 520 and 1314, times 100', () => {
    expect(CP_LEVEL_THRESHOLDS).toEqual({ peerless: 520 * 100, ultimate: 1314 * 100 });
  });
  it('level follows cumulative points', () => {
    expect(cpLevelForPoints(0)).toBe('normal');
    expect(cpLevelForPoints(51_999)).toBe('normal');
    expect(cpLevelForPoints(52_000)).toBe('peerless');
    expect(cpLevelForPoints(131_399)).toBe('peerless');
    expect(cpLevelForPoints(131_400)).toBe('ultimate');
    expect(cpLevelForPoints(10 ** 9)).toBe('ultimate');
  });
  it('progress toward the next level', () => {
    expect(cpProgress(0)).toMatchObject({ level: 'normal', levelPoints: 0, nextLevel: 'peerless', nextLevelPoints: 52_000, percent: 0 });
    expect(cpProgress(26_000).percent).toBe(50);
    expect(cpProgress(52_000)).toMatchObject({ level: 'peerless', levelPoints: 52_000, nextLevel: 'ultimate', percent: 0 });
    expect(cpProgress(200_000)).toMatchObject({ level: 'ultimate', nextLevel: null, nextLevelPoints: null, percent: 100 });
  });
  it('a level set higher than the points (staff, old data) is kept', () => {
    expect(maxCpLevel('ultimate', 'normal')).toBe('ultimate');
    expect(maxCpLevel('normal', 'peerless')).toBe('peerless');
    expect(cpProgress(10, 'ultimate')).toMatchObject({ level: 'ultimate', nextLevel: null, percent: 100 });
  });
  it('the pair key puts the lower id first', () => {
    expect(cpPairKey(9, 3)).toEqual({ low: 3, high: 9 });
    expect(cpPairKey(3, 9)).toEqual({ low: 3, high: 9 });
  });
});

describe('who may invite whom', () => {
  const from = party({ id: 1 });
  const to = party({ id: 2 });
  it('allows two free adults of one brand', () => {
    expect(cpInviteRefusal(from, to, NOW, false)).toBeNull();
  });
  it('refuses oneself, another brand, minors, disabled accounts', () => {
    expect(cpInviteRefusal(from, { ...from }, NOW, false)).toBe('CP_CANNOT_INVITE_SELF');
    expect(cpInviteRefusal(from, { ...to, brand: 'wakoo' }, NOW, false)).toBe('CP_OTHER_BRAND');
    expect(cpInviteRefusal(from, { ...to, birth_date: '2010-01-01' }, NOW, false)).toBe('MINOR_RESTRICTED');
    expect(cpInviteRefusal({ ...from, birth_date: '2008-03-02' }, to, NOW, false)).toBe('MINOR_RESTRICTED');
    expect(cpInviteRefusal({ ...from, birth_date: '2008-03-01' }, to, NOW, false)).toBeNull(); // 18 today
    expect(cpInviteRefusal(from, { ...to, status: 'disabled' }, NOW, false)).toBe('RECEIVER_UNAVAILABLE');
    expect(cpInviteRefusal({ ...from, status: 'disabled' }, to, NOW, false)).toBe('ACCOUNT_DISABLED');
  });
  it('one CP at a time, one waiting invitation between two people', () => {
    expect(cpInviteRefusal({ ...from, hasCp: true }, to, NOW, false)).toBe('CP_ALREADY_HAS_PARTNER');
    expect(cpInviteRefusal(from, { ...to, hasCp: true }, NOW, false)).toBe('CP_TARGET_HAS_PARTNER');
    expect(cpInviteRefusal(from, to, NOW, true)).toBe('CP_INVITATION_PENDING');
  });
  it('every refusal is a catalogue code', () => {
    for (const name of [
      'CP_CANNOT_INVITE_SELF',
      'CP_OTHER_BRAND',
      'CP_ALREADY_HAS_PARTNER',
      'CP_TARGET_HAS_PARTNER',
      'CP_INVITATION_PENDING',
    ] as const) {
      expect(ErrorCode[name]).toBeGreaterThan(3000);
    }
  });
});

describe('answering an invitation', () => {
  const inv = (over: Partial<CpInvitationLike> = {}): CpInvitationLike => ({
    from_user_id: 1,
    to_user_id: 2,
    status: 'pending',
    expires_at: new Date(NOW.getTime() + CP_INVITATION_TTL_SECONDS * 1000),
    ...over,
  });
  it('waits 72 hours, then expires', () => {
    expect(CP_INVITATION_TTL_SECONDS).toBe(259_200);
    expect(invitationSecondsLeft(inv(), NOW)).toBe(259_200);
    const later = new Date(NOW.getTime() + CP_INVITATION_TTL_SECONDS * 1000);
    expect(effectiveInvitationStatus(inv(), later)).toBe('expired');
    expect(invitationSecondsLeft(inv(), later)).toBe(0);
    expect(checkCpAnswer(inv(), 2, 'accept', later)).toEqual({ ok: false, error: 'CP_INVITATION_EXPIRED' });
    expect(effectiveInvitationStatus(inv({ status: 'declined' }), later)).toBe('declined');
  });
  it('the receiver accepts or declines, the sender cancels', () => {
    expect(checkCpAnswer(inv(), 2, 'accept', NOW)).toEqual({ ok: true, replay: false });
    expect(checkCpAnswer(inv(), 2, 'decline', NOW)).toEqual({ ok: true, replay: false });
    expect(checkCpAnswer(inv(), 1, 'cancel', NOW)).toEqual({ ok: true, replay: false });
    expect(checkCpAnswer(inv(), 1, 'accept', NOW)).toEqual({ ok: false, error: 'FORBIDDEN' });
    expect(checkCpAnswer(inv(), 2, 'cancel', NOW)).toEqual({ ok: false, error: 'FORBIDDEN' });
    expect(checkCpAnswer(inv(), 3, 'accept', NOW)).toEqual({ ok: false, error: 'NOT_FOUND' });
  });
  it('the same answer again is a replay; another answer is refused', () => {
    expect(checkCpAnswer(inv({ status: 'accepted' }), 2, 'accept', NOW)).toEqual({ ok: true, replay: true });
    expect(checkCpAnswer(inv({ status: 'accepted' }), 2, 'decline', NOW)).toEqual({ ok: false, error: 'CP_INVITATION_CLOSED' });
    expect(checkCpAnswer(inv({ status: 'cancelled' }), 2, 'accept', NOW)).toEqual({ ok: false, error: 'CP_INVITATION_CLOSED' });
    expect(checkCpAnswer(inv({ status: 'void' }), 2, 'accept', NOW)).toEqual({ ok: false, error: 'CP_INVITATION_CLOSED' });
  });
});
