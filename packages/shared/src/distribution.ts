import type { BrandId } from './brands';
import { compareVersions } from './version';

/**
 * How each brand's app is distributed: store addresses, the lowest app version still served per
 * platform (the force-upgrade page), and the support contacts the landing pages show. Demo values
 * of this deployment: operations sets the real store ids before a release; every page reads them
 * from here, so a change here changes every download button.
 */
export type ClientPlatform = 'ios' | 'android' | 'desktop';

export interface Distribution {
  /** App Store numeric id */
  appStoreId: string;
  /** Google Play package name */
  androidPackage: string;
  /** direct APK for markets without Google Play (China) */
  apkUrl: string;
  /** lowest supported app version per platform (dotted numbers, spec 5) */
  minVersion: { ios: string; android: string };
  /** LINE official account (Japan) */
  lineId: string | null;
}

export const DISTRIBUTION: Record<BrandId, Distribution> = {
  default: {
    appStoreId: '6450000001',
    androidPackage: 'com.qiyu.ucoo',
    apkUrl: 'https://dl.qiyu-net.example/ucoo/latest.apk',
    minVersion: { ios: '3.2.0', android: '3.2.0' },
    lineId: null,
  },
  ucoo_plus: {
    appStoreId: '6450000002',
    androidPackage: 'com.qiyu.ucooplus',
    apkUrl: 'https://dl.qiyu-net.example/ucoo-plus/latest.apk',
    minVersion: { ios: '1.4.0', android: '1.4.0' },
    lineId: null,
  },
  cooya: {
    appStoreId: '6450000003',
    androidPackage: 'com.qiyu.cooya',
    apkUrl: 'https://dl.qiyu-net.example/cooya/latest.apk',
    minVersion: { ios: '2.0.0', android: '2.0.0' },
    lineId: null,
  },
  ocha: {
    appStoreId: '6450000004',
    androidPackage: 'jp.qiyu.ocha',
    apkUrl: 'https://dl.qiyu-net.example/ocha/latest.apk',
    minVersion: { ios: '1.8.0', android: '1.8.0' },
    lineId: '@ocha_official',
  },
  wakoo: {
    appStoreId: '6450000005',
    androidPackage: 'jp.qiyu.wakoo',
    apkUrl: 'https://dl.qiyu-net.example/wakoo/latest.apk',
    minVersion: { ios: '2.6.0', android: '2.6.0' },
    lineId: '@wakoo_official',
  },
};

/** The platform of a browser by its user agent (iPadOS reports itself as a Mac with touch). */
export function platformOf(userAgent: string, maxTouchPoints = 0): ClientPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'desktop';
}

/** A channel as it may travel in a store link: word characters, dots and dashes, at most 64. */
export function cleanChannel(channel: string | null | undefined): string | null {
  if (!channel) return null;
  const c = channel.trim();
  return /^[\w.-]{1,64}$/.test(c) ? c : null;
}

/**
 * The store address of a brand on a platform, carrying the channel where the store allows it:
 * Google Play's install referrer, the App Store's campaign token (`ct`), the APK's query.
 */
export function storeLink(brand: BrandId, store: 'app_store' | 'google_play' | 'apk', channel?: string | null): string {
  const d = DISTRIBUTION[brand];
  const ch = cleanChannel(channel);
  switch (store) {
    case 'app_store':
      return `https://apps.apple.com/app/id${d.appStoreId}${ch ? `?ct=${encodeURIComponent(ch)}` : ''}`;
    case 'google_play':
      return `https://play.google.com/store/apps/details?id=${d.androidPackage}${
        ch ? `&referrer=${encodeURIComponent(`utm_source=${ch}`)}` : ''
      }`;
    case 'apk':
      return `${d.apkUrl}${ch ? `?channel=${encodeURIComponent(ch)}` : ''}`;
  }
}

/** Whether an app version is below the brand's minimum for its platform (desktop never is). */
export function needsUpgrade(brand: BrandId, platform: ClientPlatform, version: string): boolean {
  if (platform === 'desktop') return false;
  return compareVersions(version, DISTRIBUTION[brand].minVersion[platform]) < 0;
}
