import { describe, expect, it } from 'vitest';
import { clockOffset, dayRange, defaultStage, ownerName, percent, phaseAt, serverMs, stripDays, windowDays } from './model';

const span = { starts_at: '2025-10-22T16:00:00.000Z', ends_at: '2025-10-30T16:00:00.000Z' };
const stage = (id: string, state: 'upcoming' | 'running' | 'cutting' | 'done') => ({
  id,
  state,
  starts_at: '',
  ends_at: '',
  advance: 1,
  entrants: null,
});

describe('activity page model', () => {
  it('follows the phase on the server clock', () => {
    expect(phaseAt(span, Date.parse('2025-10-22T15:59:59Z'))).toBe('upcoming');
    expect(phaseAt(span, Date.parse('2025-10-22T16:00:00Z'))).toBe('running');
    expect(phaseAt(span, Date.parse('2025-10-30T16:00:00Z'))).toBe('ended');
  });

  it('reads server time in ms (or seconds) as an offset from the device clock', () => {
    expect(serverMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(clockOffset({ server_time: 10_000_000_005_000 }, 10_000_000_000_000)).toBe(5_000);
    expect(clockOffset({ server_time: 1 }, 0)).toBe(0);
  });

  it('shows a span as its first and last local day (the end is exclusive)', () => {
    expect(dayRange(span.starts_at, span.ends_at, 'en', 'Asia/Shanghai')).toEqual({ from: 'Oct 23', to: 'Oct 30' });
    expect(dayRange('2025-10-22T15:00:00.000Z', '2025-10-29T15:00:00.000Z', 'en', 'Asia/Tokyo')).toEqual({ from: 'Oct 23', to: 'Oct 29' });
  });

  it('opens on the running stage, else the last started one, else the first', () => {
    expect(defaultStage([stage('a', 'done'), stage('b', 'cutting'), stage('c', 'upcoming')])).toBe('b');
    expect(defaultStage([stage('a', 'done'), stage('b', 'done')])).toBe('b');
    expect(defaultStage([stage('a', 'upcoming'), stage('b', 'upcoming')])).toBe('a');
    expect(defaultStage([])).toBeUndefined();
  });

  it('names tribes, CP pairs and users', () => {
    const p = (nickname: string) => ({ nickname }) as never;
    const pair = (a: string, b: string) => `${a} & ${b}`;
    expect(ownerName({ profiles: [], tribe: { id: 1, name: 'Wolves' } }, pair)).toBe('Wolves');
    expect(ownerName({ profiles: [p('A'), p('B')], tribe: null }, pair)).toBe('A & B');
    expect(ownerName({ profiles: [p('A')], tribe: null }, pair)).toBe('A');
  });

  it('clamps progress and lists the window days', () => {
    expect(percent(5, 10)).toBe(50);
    expect(percent(50, 10)).toBe(100);
    expect(percent(1, 0)).toBe(100);
    expect(windowDays('2025-12-30', '2026-01-02')).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
  });
});

describe('stripDays', () => {
  const days = Array.from({ length: 46 }, (_, i) => new Date(Date.UTC(2026, 10, 16 + i)).toISOString().slice(0, 10));
  it('shows a short event whole and a long one two weeks at a time, around today', () => {
    expect(stripDays(days.slice(0, 10), '2026-11-20').map((d) => d.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(stripDays(days, '2026-11-24').map((d) => d.n)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(stripDays(days, '2026-12-01')[0]).toEqual({ day: '2026-11-30', n: 15 });
    // before the start: the first two weeks; after the end: the last two
    expect(stripDays(days, '2026-11-01')[0]!.n).toBe(1);
    expect(stripDays(days, '2027-02-01').map((d) => d.n)).toEqual(Array.from({ length: 14 }, (_, i) => 33 + i));
  });
});
