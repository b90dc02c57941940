import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from './brands';
import { cleanChannel, DISTRIBUTION, needsUpgrade, platformOf, storeLink } from './distribution';

describe('distribution', () => {
  it('detects the platform from the user agent', () => {
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('desktop');
    expect(platformOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('desktop');
  });

  it('carries a clean channel into each store link and drops a dirty one', () => {
    expect(storeLink('wakoo', 'google_play', 'tiktok_1')).toBe(
      `https://play.google.com/store/apps/details?id=${DISTRIBUTION.wakoo.androidPackage}&referrer=utm_source%3Dtiktok_1`,
    );
    expect(storeLink('wakoo', 'app_store', 'tiktok_1')).toMatch(/\?ct=tiktok_1$/);
    expect(storeLink('ocha', 'apk', 'a b<script>')).toBe(DISTRIBUTION.ocha.apkUrl);
    expect(cleanChannel('  line.ads-2 ')).toBe('line.ads-2');
    expect(cleanChannel('x'.repeat(65))).toBeNull();
  });

  it('asks for an upgrade below the minimum version only, by dotted numbers', () => {
    for (const brand of BRAND_IDS) {
      const min = DISTRIBUTION[brand].minVersion.android;
      expect(needsUpgrade(brand, 'android', min)).toBe(false);
      expect(needsUpgrade(brand, 'android', '0.9.99')).toBe(true);
      expect(needsUpgrade(brand, 'desktop', '0.0.1')).toBe(false);
    }
    expect(needsUpgrade('wakoo', 'ios', '2.10.0')).toBe(false);
    expect(needsUpgrade('wakoo', 'ios', '2.5.9')).toBe(true);
  });
});
