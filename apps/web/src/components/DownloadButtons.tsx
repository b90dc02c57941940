import './download-buttons.css';
import { type BrandId, type ClientPlatform, platformOf, storeLink } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { serverRequest, useBrowserValue } from '../lib/ssr-data';

export type Store = 'app_store' | 'google_play' | 'apk';

/** The stores in the order shown: the platform's own first (desktop: App Store, Google Play, APK). */
export function storeOrder(platform: ClientPlatform): Store[] {
  if (platform === 'android') return ['google_play', 'apk', 'app_store'];
  return ['app_store', 'google_play', 'apk'];
}

/**
 * The reader's platform. The server knows only the user agent; the browser also counts touch
 * points (an iPad asking for desktop pages), which it applies after the first render.
 */
export function usePlatform(): ClientPlatform {
  return useBrowserValue(
    () => (import.meta.env.SSR ? (serverRequest()?.platform ?? 'desktop') : platformOf(navigator.userAgent, 0)),
    () => (typeof navigator === 'undefined' ? 'desktop' : platformOf(navigator.userAgent, navigator.maxTouchPoints)),
  );
}

const TEST_IDS: Record<Store, string> = { app_store: 'download-ios', google_play: 'download-android', apk: 'download-apk' };

function StoreIcon({ store }: { store: Store }) {
  if (store === 'app_store')
    return (
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" className="dl-icon">
        <path
          fill="currentColor"
          d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.2 1-4.1 2.5-1.8 3.1-.5 7.6 1.2 10.1.8 1.2 1.8 2.6 3.1 2.5 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.3-4.2zM14 5.3c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z"
        />
      </svg>
    );
  if (store === 'google_play')
    return (
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" className="dl-icon">
        <path fill="#34a853" d="M3.6 2.3 13.4 12l-9.8 9.7c-.4-.2-.6-.7-.6-1.2V3.5c0-.5.2-1 .6-1.2z" />
        <path fill="#fbbc04" d="m16.7 8.7 3.5 2c1 .6 1 2 0 2.6l-3.5 2L13.4 12z" />
        <path fill="#4285f4" d="M3.6 21.7 13.4 12l3.3 3.3L5.2 21.9c-.6.3-1.2.2-1.6-.2z" />
        <path fill="#ea4335" d="M3.6 2.3c.4-.4 1-.5 1.6-.2l11.5 6.6-3.3 3.3z" />
      </svg>
    );
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" className="dl-icon">
      <path
        fill="currentColor"
        d="M17.5 9.3 19 6.7a.4.4 0 0 0-.7-.4l-1.5 2.7A9 9 0 0 0 12 8a9 9 0 0 0-4.8 1L5.7 6.3a.4.4 0 0 0-.7.4l1.5 2.6A8.4 8.4 0 0 0 2 16h20a8.4 8.4 0 0 0-4.5-6.7zM7.5 13.3a1 1 0 1 1 0-2 1 1 0 0 1 0 2zm9 0a1 1 0 1 1 0-2 1 1 0 0 1 0 2zM2 17.2h20V20a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2z"
      />
    </svg>
  );
}

/**
 * The brand's store buttons: the one for this device large and filled, the others beside it.
 * Every link carries the channel (App Store `ct`, Google Play referrer, APK query). Labels come
 * from the `site` namespace; the page colours the filled button with `--dl-primary`.
 */
export function DownloadButtons({
  brand,
  channel,
  compact = false,
  platform: given,
}: {
  brand: BrandId;
  channel?: string | null;
  compact?: boolean;
  platform?: ClientPlatform;
}) {
  const { t } = useTranslation('site');
  const detected = usePlatform();
  const platform = given ?? detected;
  const order = storeOrder(platform);
  const primary = platform === 'desktop' ? null : order[0];
  const label: Record<Store, [string, string]> = {
    app_store: [t('download.appStoreSmall'), t('download.appStore')],
    google_play: [t('download.googlePlaySmall'), t('download.googlePlay')],
    apk: [t('download.apkSmall'), t('download.apk')],
  };
  return (
    <div className={`dl-buttons${compact ? ' dl-compact' : ''}${primary ? '' : ' dl-even'}`} data-platform={platform}>
      {order.map((store) => {
        const [small, big] = label[store];
        return (
          <a
            key={store}
            className={`dl-btn dl-${store}${store === primary ? ' dl-primary' : ''}`}
            href={storeLink(brand, store, channel)}
            data-testid={TEST_IDS[store]}
            data-primary={store === primary ? 'true' : undefined}
            rel="noopener"
          >
            <StoreIcon store={store} />
            <span className="dl-text">
              <small>{small}</small>
              <strong>{big}</strong>
            </span>
          </a>
        );
      })}
    </div>
  );
}
