import { describe, expect, it } from 'vitest';
import { CLUB_PRIVILEGES, canKick, canMessage, DEFAULT_CLUB_SETTINGS, visibleInRoom } from './club';

const member = (over: Partial<typeof DEFAULT_CLUB_SETTINGS> = {}) => ({
  clubMember: true,
  settings: { ...DEFAULT_CLUB_SETTINGS, ...over },
});
const nonMember = { clubMember: false, settings: null };

describe('club privileges', () => {
  it('do-not-disturb: only followed users may message', () => {
    expect(canMessage(member({ do_not_disturb: true }), false)).toBe(false);
    expect(canMessage(member({ do_not_disturb: true }), true)).toBe(true);
    expect(canMessage(member({ do_not_disturb: false }), false)).toBe(true);
    expect(canMessage(nonMember, false)).toBe(true);
  });
  it('anti-kick protects members from hosts but not from staff', () => {
    expect(canKick(member({ anti_kick: true }), false)).toBe(false);
    expect(canKick(member({ anti_kick: true }), true)).toBe(true);
    expect(canKick(member({ anti_kick: false }), false)).toBe(true);
    expect(canKick(nonMember, false)).toBe(true);
  });
  it('invisible members are hidden from everyone but staff', () => {
    expect(visibleInRoom(member({ invisible: true }), false)).toBe(false);
    expect(visibleInRoom(member({ invisible: true }), true)).toBe(true);
    expect(visibleInRoom(member(), false)).toBe(true);
  });
  it('defaults cover every privilege', () => {
    expect(Object.keys(DEFAULT_CLUB_SETTINGS).sort()).toEqual([...CLUB_PRIVILEGES].sort());
  });
});
