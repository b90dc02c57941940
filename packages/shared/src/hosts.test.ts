import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callIncome, HOST_RULES, hostDay, isNewUser, memberIncome, replyIncome, voiceUnits } from './hosts';

describe('host income rules (spec 9)', () => {
  it('50 points a minute of video, 10 of voice, whole minutes only', () => {
    expect(callIncome('video', 60, false)).toMatchObject({ minutes: 1, points: 50 });
    expect(callIncome('video', 119, false)).toMatchObject({ minutes: 1, points: 50 });
    expect(callIncome('voice', 600, false)).toMatchObject({ minutes: 10, points: 100 });
    expect(callIncome('voice', 59, false)).toMatchObject({ minutes: 0, points: 0 });
    expect(voiceUnits(callIncome('voice', 600, false).points)).toBe(10);
  });

  it('a call over 2 minutes with a new user earns 50; over 120 s it is a reception', () => {
    expect(callIncome('voice', 120, true)).toMatchObject({ bonus: 0, reception: false });
    expect(callIncome('voice', 121, true)).toMatchObject({ bonus: 50, reception: true });
    expect(callIncome('video', 121, false)).toMatchObject({ bonus: 0, reception: true });
  });

  it('a reply within 3 minutes earns 2; memberships 100 a week, 225 a month', () => {
    expect(replyIncome(0)).toBe(2);
    expect(replyIncome(180)).toBe(2);
    expect(replyIncome(181)).toBe(0);
    expect(memberIncome('weekly')).toBe(100);
    expect(memberIncome('monthly')).toBe(225);
  });

  it('call points grow with the seconds and never exceed 50 a started minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_400 }), fc.integer({ min: 0, max: 3_600 }), fc.boolean(), (s, more, isNew) => {
        const a = callIncome('video', s, isNew);
        const b = callIncome('video', s + more, isNew);
        expect(b.points).toBeGreaterThanOrEqual(a.points);
        expect(a.points).toBeLessThanOrEqual(Math.ceil(s / 60) * HOST_RULES.videoPointsPerMinute);
        expect(a.points % HOST_RULES.videoPointsPerMinute).toBe(0);
      }),
    );
  });

  it('a new user is at most 7 days old; the day is the region calendar', () => {
    const at = new Date('2026-11-25T00:30:00Z');
    expect(isNewUser(new Date('2026-11-18T00:30:00Z'), at)).toBe(true);
    expect(isNewUser(new Date('2026-11-18T00:29:59Z'), at)).toBe(false);
    expect(hostDay(new Date('2026-11-24T15:30:00Z'), 'japan')).toBe('2026-11-25');
    expect(hostDay(new Date('2026-11-24T15:30:00Z'), 'default')).toBe('2026-11-24');
  });
});
