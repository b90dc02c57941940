import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareTribeHonour,
  compareTribeMembers,
  honourDeltas,
  TRIBE_ROLES,
  tribeAnnouncementProblem,
  tribeInviteOpen,
  tribeMayDo,
  tribeNameProblem,
  tribeWeekKey,
} from './tribes';

describe('tribe rules', () => {
  it('lets the chief do everything, elders invite, decide, announce and remove members, members nothing', () => {
    expect(tribeMayDo('chief', 'disband')).toBe(true);
    expect(tribeMayDo('chief', 'set_role', 'elder')).toBe(true);
    expect(tribeMayDo('chief', 'remove_member', 'elder')).toBe(true);
    expect(tribeMayDo('elder', 'invite')).toBe(true);
    expect(tribeMayDo('elder', 'decide_request')).toBe(true);
    expect(tribeMayDo('elder', 'edit_announcement')).toBe(true);
    expect(tribeMayDo('elder', 'remove_member', 'member')).toBe(true);
    expect(tribeMayDo('elder', 'remove_member', 'elder')).toBe(false);
    expect(tribeMayDo('elder', 'edit_profile')).toBe(false);
    expect(tribeMayDo('elder', 'hand_over')).toBe(false);
    for (const a of [
      'invite',
      'decide_request',
      'edit_announcement',
      'edit_profile',
      'set_role',
      'remove_member',
      'hand_over',
      'disband',
    ] as const)
      expect(tribeMayDo('member', a, 'member')).toBe(false);
    // nobody acts on the chief
    for (const r of TRIBE_ROLES) expect(tribeMayDo(r, 'remove_member', 'chief')).toBe(false);
  });

  it('checks names and announcements by characters, refusing control and direction characters', () => {
    expect(tribeNameProblem('a')).toBe('short');
    expect(tribeNameProblem('  龍の  ')).toBeNull();
    expect(tribeNameProblem('龍'.repeat(12))).toBeNull();
    expect(tribeNameProblem('龍'.repeat(13))).toBe('long');
    // an emoji is one character
    expect(tribeNameProblem('🐉'.repeat(12))).toBeNull();
    expect(tribeNameProblem('ab\u202ecd')).toBe('chars');
    expect(tribeNameProblem('ab\ncd')).toBe('chars');
    expect(tribeAnnouncementProblem('line one\nline two')).toBeNull();
    expect(tribeAnnouncementProblem('x'.repeat(201))).toBe('long');
    expect(tribeAnnouncementProblem('a\u0007')).toBe('chars');
  });

  it('orders members chief, elders, members, then by contribution; tribes by honour then age', () => {
    const m = [
      { role: 'member' as const, contributed: 50, user_id: 1 },
      { role: 'elder' as const, contributed: 1, user_id: 2 },
      { role: 'member' as const, contributed: 90, user_id: 3 },
      { role: 'chief' as const, contributed: 0, user_id: 4 },
    ];
    expect([...m].sort(compareTribeMembers).map((x) => x.user_id)).toEqual([4, 2, 3, 1]);
    expect(
      [
        { id: 3, honor: 10 },
        { id: 1, honor: 10 },
        { id: 2, honor: 20 },
      ]
        .sort(compareTribeHonour)
        .map((x) => x.id),
    ).toEqual([2, 1, 3]);
  });

  it("keys weeks on the region's Monday", () => {
    // Monday 00:30 in Tokyo is still Sunday in Shanghai
    const at = new Date('2026-11-15T15:30:00Z');
    expect(tribeWeekKey(at, 'japan')).toBe('w:2026-11-16');
    expect(tribeWeekKey(at, 'default')).toBe('w:2026-11-09');
  });

  it('an invitation is open while pending and before it expires', () => {
    const now = new Date('2026-11-18T00:00:00Z');
    expect(tribeInviteOpen({ status: 'pending', expires_at: '2026-11-18T00:00:01Z' }, now)).toBe(true);
    expect(tribeInviteOpen({ status: 'pending', expires_at: now }, now)).toBe(false);
    expect(tribeInviteOpen({ status: 'declined', expires_at: '2027-01-01T00:00:00Z' }, now)).toBe(false);
  });

  it('honour deltas: every gift with a tribe counts once in all time, its week and its sender (property)', () => {
    const gift = fc.record({
      senderId: fc.integer({ min: 1, max: 6 }),
      tribeId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      honor: fc.integer({ min: 0, max: 10_000 }),
      at: fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-03-01T00:00:00Z'), noInvalidDate: true }),
    });
    fc.assert(
      fc.property(fc.array(gift, { maxLength: 40 }), (gifts) => {
        const regionOf = (id: number) => (id === 4 ? undefined : id % 2 ? 'japan' : 'default');
        const d = honourDeltas(gifts, regionOf);
        const counted = gifts.filter((g) => g.tribeId && g.honor > 0 && regionOf(g.tribeId));
        const total = counted.reduce((s, g) => s + g.honor, 0);
        const sum = (xs: Iterable<number>) => [...xs].reduce((s, x) => s + x, 0);
        expect(sum(d.tribes.values())).toBe(total);
        expect(sum([...d.weeks.values()].map((w) => w.honor))).toBe(total);
        expect(sum([...d.members.values()].map((m) => m.honor))).toBe(total);
        for (const [tribe, honor] of d.tribes) {
          expect(honor).toBeGreaterThan(0);
          expect(sum([...d.weeks.values()].filter((w) => w.tribeId === tribe).map((w) => w.honor))).toBe(honor);
        }
        expect(d.tribes.has(4)).toBe(false);
        for (const w of d.weeks.values()) expect(w.week).toMatch(/^w:\d{4}-\d{2}-\d{2}$/);
      }),
    );
  });
});
