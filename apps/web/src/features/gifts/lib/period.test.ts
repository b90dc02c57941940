import { describe, expect, it } from 'vitest';
import { boardRegion, nextResetAt, periodDays, utcOffsetLabel } from './period';

describe('board periods on the page', () => {
  // 2026-11-22 is a Sunday; 15:30 UTC is 23:30 in Shanghai and 00:30 (Monday) in Tokyo
  const at = new Date('2026-11-22T15:30:00Z');

  it('daily boards close at the next 0:00 in the region', () => {
    expect(nextResetAt('daily', at, 'default')?.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(nextResetAt('daily', at, 'japan')?.toISOString()).toBe('2026-11-23T15:00:00.000Z');
  });

  it('weekly boards close on Monday 0:00 in the region', () => {
    expect(nextResetAt('weekly', at, 'default')?.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    // already Monday in Tokyo: the new week runs to the next Monday
    expect(nextResetAt('weekly', at, 'japan')?.toISOString()).toBe('2026-11-29T15:00:00.000Z');
  });

  it('the all-time board never resets', () => {
    expect(nextResetAt('all', at, 'default')).toBeNull();
  });

  it('period keys map to the days they cover', () => {
    expect(periodDays('d:2026-11-22')).toEqual(['2026-11-22', '2026-11-22']);
    expect(periodDays('w:2026-11-16')).toEqual(['2026-11-16', '2026-11-22']);
    expect(periodDays('all')).toBeNull();
  });

  it('picks the region: the page, else the viewer of the same brand, else the brand home', () => {
    expect(boardRegion('default', 'japan', { brand: 'default', region: 'default' })).toBe('japan');
    expect(boardRegion('default', undefined, { brand: 'default', region: 'japan' })).toBe('japan');
    expect(boardRegion('default', undefined, { brand: 'wakoo', region: 'japan' })).toBe('default');
    expect(boardRegion('wakoo', undefined, null)).toBe('japan');
    expect(utcOffsetLabel('japan')).toBe('UTC+9');
    expect(utcOffsetLabel('default')).toBe('UTC+8');
  });
});
