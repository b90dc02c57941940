import { describe, expect, it } from 'vitest';
import { formatTime, TIME_TO_MINUTE, TIME_TO_MINUTE_24H, zoneName } from './format';

describe('console times', () => {
  const at = '2026-11-22T00:05:00Z';
  it("name their zone, so Tokyo's and Shanghai's staff read one instant as one", () => {
    const tokyo = formatTime(at, 'en', TIME_TO_MINUTE_24H, 'Asia/Tokyo');
    const shanghai = formatTime(at, 'en', TIME_TO_MINUTE_24H, 'Asia/Shanghai');
    expect(tokyo).toMatch(/09:05 GMT\+9$/);
    expect(shanghai).toMatch(/08:05 GMT\+8$/);
    expect(formatTime(at, 'ja', TIME_TO_MINUTE, 'Asia/Tokyo')).toMatch(/JST$/);
    // the full date and time names the zone too
    expect(formatTime(at, 'en', undefined, 'Asia/Tokyo')).toMatch(/GMT\+9$/);
    // after the clock in every language, not between the date and the time
    expect(formatTime(at, 'zh-CN', TIME_TO_MINUTE, 'Asia/Shanghai')).toBe('2026/11/22 08:05 GMT+8');
    expect(formatTime(at, 'zh-TW', TIME_TO_MINUTE_24H, 'Asia/Shanghai')).toMatch(/^2026\/11\/22\s08:05 GMT\+8$/);
    expect(formatTime(at, 'ja', { dateStyle: 'short', timeStyle: 'short' }, 'Asia/Tokyo')).toBe('2026/11/22 9:05 JST');
    // a zone given in the options names that zone too
    expect(formatTime(at, 'zh-CN', { ...TIME_TO_MINUTE_24H, timeZone: 'Asia/Tokyo' })).toBe('2026/11/22 09:05 GMT+9');
  });
  it('a date alone has no zone; nothing and nonsense stay readable', () => {
    expect(formatTime(at, 'en', { year: 'numeric', month: '2-digit', day: '2-digit' }, 'Asia/Tokyo')).toBe('11/22/2026');
    expect(formatTime(null, 'en')).toBe('—');
    expect(formatTime('soon', 'en')).toBe('soon');
  });
  it("name a region's zone in the reader's language, not by its IANA id", () => {
    const at = new Date('2026-11-22T00:05:00Z');
    expect(zoneName('Asia/Shanghai', 'zh-CN', at)).toBe('中国标准时间（GMT+8）');
    expect(zoneName('Asia/Tokyo', 'ja', at)).toBe('日本標準時（GMT+9）');
    expect(zoneName('Asia/Tokyo', 'en', at)).toBe('Japan Standard Time (GMT+9)');
    expect(zoneName('Not/AZone', 'en', at)).toBe('Not/AZone');
  });
});
