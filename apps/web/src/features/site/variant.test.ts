import { BRAND_IDS, BRANDS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { storeOrder } from '../../components/DownloadButtons';
import { legalLinks } from '../../components/LegalFooter';
import { contrastRatio, homeVariant, landingVariant, pageUrlWithChannel, readableOn, siteColours } from './variant';

describe('homeVariant', () => {
  it('picks brand, variant, market and language from the route name', () => {
    expect(homeVariant('site_home', 'default')).toEqual({ brand: 'default', kind: 'home', region: 'default', lng: null });
    expect(homeVariant('site_home', 'ocha')).toEqual({ brand: 'ocha', kind: 'home', region: 'japan', lng: null });
    expect(homeVariant('site_jp', 'default')).toEqual({ brand: 'default', kind: 'home', region: 'japan', lng: 'ja' });
    expect(homeVariant('site_japan', 'default').lng).toBe('ja');
    expect(homeVariant('lite', 'default').kind).toBe('lite');
    expect(homeVariant('page_introduce', 'cooya')).toMatchObject({ brand: 'cooya', kind: 'introduce' });
    expect(homeVariant('cooya_site', 'default').brand).toBe('cooya');
    expect(homeVariant('ocha_site', 'default')).toMatchObject({ brand: 'ocha', region: 'japan' });
    expect(homeVariant(undefined, 'wakoo').brand).toBe('wakoo');
  });

  it("Wakoo's home takes its language from :lang", () => {
    expect(homeVariant('wakoo_site', 'default')).toEqual({ brand: 'wakoo', kind: 'home', region: 'japan', lng: null });
    expect(homeVariant('wakoo_site', 'default', 'en').lng).toBe('en');
    expect(homeVariant('wakoo_site', 'default', 'zh_tw').lng).toBe('zh-TW');
    expect(homeVariant('wakoo_site', 'default', 'xx').lng).toBeNull();
  });
});

describe('landingVariant', () => {
  it('themes: download, dating, landing', () => {
    expect(landingVariant('download', 'default').theme).toBe('download');
    expect(landingVariant('download_jp', 'default').theme).toBe('download');
    for (const n of ['dating', 'dating_cn', 'wakoo_dating', 'wakoo_girls']) expect(landingVariant(n, 'wakoo').theme).toBe('dating');
    for (const n of ['landing_page', 'landing_page_jp', 'wakoo_landing', 'distribute'])
      expect(landingVariant(n, 'wakoo').theme).toBe('landing');
  });

  it('the Japanese market: _jp routes and a jp/ja/japan :region, in Japanese', () => {
    expect(landingVariant('landing_page_jp', 'default')).toMatchObject({ region: 'japan', lng: 'ja' });
    expect(landingVariant('download_jp', 'default')).toMatchObject({ region: 'japan', lng: 'ja' });
    expect(landingVariant('landing_page', 'default', 'jp')).toMatchObject({ region: 'japan', lng: 'ja' });
    expect(landingVariant('download', 'default', 'Japan')).toMatchObject({ region: 'japan', lng: 'ja' });
    expect(landingVariant('download', 'default', 'cn')).toMatchObject({ region: 'default', lng: null });
    expect(landingVariant('dating_cn', 'default')).toMatchObject({ region: 'default', lng: 'zh-CN' });
    // wakoo's own pages: its home market, the reader's language
    expect(landingVariant('wakoo_landing', 'wakoo')).toMatchObject({ brand: 'wakoo', region: 'japan', lng: null });
  });
});

describe('colours', () => {
  it('every brand gets button and text colours with AA contrast', () => {
    for (const id of BRAND_IDS) {
      const c = siteColours(id);
      expect(contrastRatio(c['--s-cta'] ?? '', '#ffffff'), id).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c['--s-link'] ?? '', BRANDS[id].theme.background), id).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c['--s-accent-text'] ?? '', BRANDS[id].theme.background), id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('readableOn keeps a colour that already reads and darkens one that does not', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
    const darker = readableOn('#00b8a9', '#ffffff');
    expect(darker).not.toBe('#00b8a9');
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readableOn('#3f2b80', '#17122b'), '#17122b')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('download helpers', () => {
  it('the device store first', () => {
    expect(storeOrder('ios')[0]).toBe('app_store');
    expect(storeOrder('android')[0]).toBe('google_play');
    expect(storeOrder('desktop')).toEqual(['app_store', 'google_play', 'apk']);
  });

  it('the QR address keeps the page and carries the channel', () => {
    expect(pageUrlWithChannel('https://x.test/h5/download?app_name=ocha#top', 'tiktok')).toBe(
      'https://x.test/h5/download?app_name=ocha&channel=tiktok',
    );
    expect(pageUrlWithChannel('https://x.test/', null)).toBe('https://x.test/');
  });

  it('legal links name the brand, in the form its route table serves', () => {
    expect(legalLinks('ocha').map((l) => l.href)).toEqual([
      '/h5/agreement/ocha',
      '/h5/privacy/ocha',
      '/h5/charge/ocha',
      '/h5/childrensecurity?app_name=ocha',
    ]);
    expect(legalLinks('wakoo').map((l) => l.href)).toContain('/h5/default/childrensecurity?app_name=wakoo');
    expect(legalLinks('cooya').map((l) => l.href)).toContain('/h5/contract/privacy?app_name=cooya');
  });
});
