import { describe, expect, it } from 'vitest';
import { qrPath } from './QrCode';

describe('qrPath', () => {
  it('draws a square code whose size grows with the data', () => {
    const short = qrPath('https://a.example/x');
    const long = qrPath(`https://a.example/${'y'.repeat(200)}`);
    expect(short.size).toBe(25); // version 2 at level M
    expect(long.size).toBeGreaterThan(short.size);
    // every segment is a closed run inside the grid
    for (const m of short.d.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      expect(Number(m[1]) + Number(m[3])).toBeLessThanOrEqual(short.size);
      expect(Number(m[2])).toBeLessThan(short.size);
    }
    expect(qrPath('a').d).not.toBe(qrPath('b').d);
  });
});
