import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REGION_TIME_ZONES, REGIONS } from './brands';
import { addDays, localDate, periodKey, periodKeySpan, periodSpan, previousPeriodKey, shiftPeriodKey, zoneOffsetMs } from './periods';

/** The regions' zones, zones without daylight saving at odd offsets, and zones with it. */
const STEADY_ZONES = ['Asia/Shanghai', 'Asia/Tokyo', 'UTC', 'Asia/Kolkata', 'Asia/Kathmandu', 'Pacific/Chatham'];
/** clocks change at 1:00-3:00 local: midnight always exists once */
const DST_ZONES = ['Europe/London', 'Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Australia/Lord_Howe'];
/** clocks change at midnight (skipped, or passed twice), and Apia skipped a whole day (2011-12-30) */
const MIDNIGHT_DST_ZONES = ['America/Santiago', 'America/Havana', 'Asia/Beirut', 'America/Asuncion', 'Pacific/Apia'];
const ZONES = [...STEADY_ZONES, ...DST_ZONES, ...MIDNIGHT_DST_ZONES];

const zone = fc.constantFrom(...ZONES);
const period = fc.constantFrom('daily' as const, 'weekly' as const);
const instant = fc.date({ min: new Date('1995-01-01T00:00:00Z'), max: new Date('2045-12-31T00:00:00Z'), noInvalidDate: true });
/**
 * Instants near the zones' clock changes (2005-2030, found by sampling the offset every 6 hours),
 * so that every run meets days of 23 or 25 hours and skipped or doubled midnights.
 */
const CHANGES = [...DST_ZONES, ...MIDNIGHT_DST_ZONES].flatMap((tz) => {
  const out: Array<[string, number]> = [];
  let prev = zoneOffsetMs(new Date('2005-01-01T00:00:00Z'), tz);
  for (let t = Date.parse('2005-01-01T06:00:00Z'); t < Date.parse('2030-12-31T00:00:00Z'); t += 6 * 3_600_000) {
    const offset = zoneOffsetMs(new Date(t), tz);
    if (offset !== prev) out.push([tz, t]);
    prev = offset;
  }
  return out;
});
const nearChange = fc
  .tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }))
  .map(([[tz, t], shift]) => ({ tz, at: new Date(t + shift) }));
/** a zone and an instant: anywhere, or close to one of the zone's clock changes */
const zoned = fc.oneof(fc.record({ tz: zone, at: instant }), nearChange);
/** PERIOD_RUNS=20000 for a longer search */
const RUNS = { numRuns: Number(process.env.PERIOD_RUNS ?? 500) };

const iso = ({ y, m, d }: { y: number; m: number; d: number }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
const clockAt = (at: Date, timeZone: string) => {
  const local = new Date(at.getTime() + zoneOffsetMs(at, timeZone));
  return local.getUTCHours() * 60 + local.getUTCMinutes();
};

describe('periodSpan', () => {
  it('holds its instant: start ≤ at < end', () => {
    fc.assert(
      fc.property(period, zoned, (p, { at, tz }) => {
        const s = periodSpan(p, at, tz);
        expect(s.start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime()).toBeLessThan(s.end.getTime());
      }),
      RUNS,
    );
  });

  it('tiles time: the next period starts at the end, the previous one ends at the start', () => {
    fc.assert(
      fc.property(period, zoned, (p, { at, tz }) => {
        const s = periodSpan(p, at, tz);
        const next = periodSpan(p, s.end, tz);
        const before = periodSpan(p, new Date(s.start.getTime() - 1), tz);
        expect(next.start.getTime()).toBe(s.end.getTime());
        expect(before.end.getTime()).toBe(s.start.getTime());
        expect(next.key > s.key && before.key < s.key).toBe(true);
        // the neighbours' keys are the next and previous dates (Apia skipped 2011-12-30 outright)
        if (tz !== 'Pacific/Apia' || !/^[dw]:2011-12-(2[6-9]|3[01])$/.test(s.key)) {
          expect(next.key).toBe(shiftPeriodKey(s.key, 1));
          expect(before.key).toBe(shiftPeriodKey(s.key, -1));
        }
        // the last millisecond is still this period
        expect(periodSpan(p, new Date(s.end.getTime() - 1), tz).key).toBe(s.key);
      }),
      RUNS,
    );
  });

  it('starts a day at local 0:00, or where the gap ends when the clocks skip midnight', () => {
    fc.assert(
      fc.property(zoned, ({ at, tz }) => {
        const { start, key } = periodSpan('daily', at, tz);
        const day = key.slice(2);
        expect(iso(localDate(start, tz))).toBe(day);
        expect(iso(localDate(new Date(start.getTime() - 1), tz)) < day).toBe(true);
        if (!MIDNIGHT_DST_ZONES.includes(tz)) expect(clockAt(start, tz)).toBe(0);
      }),
      RUNS,
    );
  });

  it('starts a week on Monday 0:00 local and ends it on the next Monday', () => {
    fc.assert(
      fc.property(zoned, ({ at, tz }) => {
        const { start, end, key } = periodSpan('weekly', at, tz);
        const monday = key.slice(2);
        expect(weekdayOf(monday)).toBe(1);
        expect(iso(localDate(start, tz))).toBe(monday);
        expect(weekdayOf(iso(localDate(new Date(start.getTime() - 1), tz)))).not.toBe(1);
        expect(weekdayOf(iso(localDate(end, tz)))).toBe(1);
        if (!MIDNIGHT_DST_ZONES.includes(tz)) expect(clockAt(start, tz)).toBe(0);
        // a week is its seven calendar days (Apia's of 2011-12-26 had six: daylight saving moves
        // the others by an hour or so)
        expect(periodSpan('daily', start, tz).start.getTime()).toBe(start.getTime());
        expect(iso(localDate(end, tz))).toBe(addDays(monday, 7));
        const drift = Math.abs(end.getTime() - start.getTime() - 7 * 86_400_000);
        if (!(tz === 'Pacific/Apia' && monday === '2011-12-26')) expect(drift).toBeLessThanOrEqual(3 * 3_600_000);
      }),
      RUNS,
    );
  });

  it('keys what periodKey keys, and a key spans what the span does', () => {
    fc.assert(
      fc.property(period, instant, fc.constantFrom(...REGIONS), (p, at, region) => {
        const s = periodSpan(p, at, REGION_TIME_ZONES[region]);
        expect(s.key).toBe(periodKey(p, at, region));
        expect(periodKeySpan(s.key, REGION_TIME_ZONES[region])).toEqual(s);
        expect(previousPeriodKey(p, at, region)).toBe(shiftPeriodKey(s.key, -1));
      }),
      RUNS,
    );
  });

  it('knows the regions’ and some daylight-saving days', () => {
    // 2026-11-22 is a Sunday; 15:30 UTC is 23:30 in Shanghai and 00:30 (Monday) in Tokyo
    const at = new Date('2026-11-22T15:30:00Z');
    expect(periodSpan('daily', at, 'Asia/Shanghai')).toEqual({
      key: 'd:2026-11-22',
      start: new Date('2026-11-21T16:00:00Z'),
      end: new Date('2026-11-22T16:00:00Z'),
    });
    expect(periodSpan('weekly', at, 'Asia/Tokyo')).toEqual({
      key: 'w:2026-11-23',
      start: new Date('2026-11-22T15:00:00Z'),
      end: new Date('2026-11-29T15:00:00Z'),
    });
    expect(periodSpan('all', at, 'Asia/Tokyo')).toEqual({ key: 'all', start: null, end: null });
    // London springs forward on 2026-03-29: that day lasts 23 hours
    const spring = periodSpan('daily', new Date('2026-03-29T12:00:00Z'), 'Europe/London');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    // Santiago skips 2025-09-07 0:00 (clocks go to 1:00): the day starts at 1:00 local, 04:00 UTC
    expect(periodSpan('daily', new Date('2025-09-07T12:00:00Z'), 'America/Santiago').start).toEqual(new Date('2025-09-07T04:00:00Z'));
    // Apia skipped 2011-12-30: Thursday the 29th ran straight into Saturday the 31st
    const skipped = periodSpan('daily', new Date('2011-12-30T09:59:59Z'), 'Pacific/Apia');
    expect(skipped.key).toBe('d:2011-12-29');
    expect(periodSpan('daily', skipped.end, 'Pacific/Apia').key).toBe('d:2011-12-31');
    expect(() => periodKeySpan('all', 'UTC')).toThrow();
  });
});
