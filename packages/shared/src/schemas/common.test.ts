import { describe, expect, it } from 'vitest';
import { ZInstant, ZIsoDate } from './common';

describe('dates the database can store', () => {
  it('takes calendar dates that exist and refuses the rest', () => {
    for (const ok of ['2026-11-24', '2024-02-29', '0001-01-01', '9999-12-31']) expect(ZIsoDate.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['2023-02-29', '2023-02-30', '2026-04-31', '0000-02-29', '2026-13-01', '2026-1-01', ''])
      expect(ZIsoDate.safeParse(bad).success, bad).toBe(false);
  });

  it('takes instants with an offset within years 1–9999', () => {
    for (const ok of ['2026-11-24T09:30:00+09:00', '2026-11-24T00:30:00.123Z']) expect(ZInstant.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['0000-02-29T21:09:08.468Z', '0001-01-01T00:00:00+11:00', '2026-11-24T09:30:00', 'tomorrow'])
      expect(ZInstant.safeParse(bad).success, bad).toBe(false);
  });
});
