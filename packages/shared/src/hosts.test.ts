import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  callIncome,
  HOST_CHECK_IN_POINTS,
  HOST_RULES,
  HOST_TASK_SETS,
  HOST_TASKS,
  hostDay,
  hostTaskState,
  isNewUser,
  memberIncome,
  nextStreakDay,
  replyIncome,
  voiceUnits,
} from './hosts';

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

describe('host check-in and tasks', () => {
  it('the streak runs 1 to 7 and starts again; a missed day is day 1', () => {
    expect([0, 1, 2, 6, 7].map(nextStreakDay)).toEqual([1, 2, 3, 7, 1]);
    expect(HOST_CHECK_IN_POINTS).toHaveLength(7);
  });

  it('a task is to do, done at its goal, claimed once claimed; sets name tasks of their own period', () => {
    expect(hostTaskState(19, 20, false)).toBe('todo');
    expect(hostTaskState(20, 20, false)).toBe('done');
    expect(hostTaskState(3, 20, true)).toBe('claimed');
    expect(HOST_TASKS.find((t) => t.id === 'fast_replies')?.points).toBe(1000);
    for (const set of HOST_TASK_SETS)
      for (const id of set.tasks) expect(HOST_TASKS.find((t) => t.id === id)?.period, `${set.id}: ${id}`).toBe(set.period);
    expect(new Set(HOST_TASKS.map((t) => t.id)).size).toBe(HOST_TASKS.length);
  });
});
