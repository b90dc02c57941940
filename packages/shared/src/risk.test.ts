import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { PERMISSIONS } from './permissions';
import { RISK_REASONS, restrictionActive, restrictionData, restrictionEndText, riskReasonLabel, riskRegionsOf } from './risk';

describe('risk rules', () => {
  it('a restriction is in force until its end; permanent ones always', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(restrictionActive({ reason: 'spam', endsAt: null }, now)).toBe(true);
    expect(restrictionActive({ reason: 'spam', endsAt: '2026-01-01T00:00:01Z' }, now)).toBe(true);
    expect(restrictionActive({ reason: 'spam', endsAt: '2026-01-01T00:00:00Z' }, now)).toBe(false);
    expect(restrictionActive(null, now)).toBe(false);
  });

  it('the end is told on the region clock, in the user language', () => {
    const end = '2026-03-01T15:30:00Z';
    expect(restrictionEndText(end, 'ja', 'japan')).toContain('2026/03/02 00:30');
    expect(restrictionEndText(end, 'zh-CN', 'default')).toContain('23:30');
    expect(restrictionEndText(null, 'en', 'default')).toBe('Permanent');
    expect(restrictionData({ reason: 'fraud', endsAt: end }, 'ja', 'japan')).toMatchObject({ reason_text: '詐欺', permanent: false });
  });

  it('every reason has a label in every language; unknown reasons read as other', () => {
    for (const l of LOCALES) for (const r of RISK_REASONS) expect(riskReasonLabel(r, l)).not.toBe('');
    expect(riskReasonLabel('nope', 'en')).toBe('Other violation');
  });

  it('the risk codes give the regions', () => {
    expect(riskRegionsOf([PERMISSIONS.RISK_JAPAN])).toEqual(['japan']);
    expect(riskRegionsOf(new Set([PERMISSIONS.RISK_DEFAULT, PERMISSIONS.RISK_JAPAN]))).toEqual(['default', 'japan']);
    expect(riskRegionsOf([PERMISSIONS.FEEDBACK_DEFAULT])).toEqual([]);
  });
});
