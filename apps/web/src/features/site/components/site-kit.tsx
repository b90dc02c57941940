import { BRANDS, type BrandId, cleanChannel, type Locale } from '@app/shared';
import { type ComponentType, type CSSProperties, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Params, useParams } from 'react-router';
import { useAppName } from '../../../lib/app-name';
import { currentLocale, i18n, usePinnedLocale } from '../../../lib/i18n';
import { useRouteHandle } from '../../../lib/route-handle';
import { serverRequest, useBrowserValue } from '../../../lib/ssr-data';
import { KEYS, session } from '../../../lib/storage';
import { siteColours } from '../variant';

export { pageUrlWithChannel } from '../variant';

import { BrandMark } from './SiteArt';

// the namespace starts loading with the page module, alongside its first render
void i18n.loadNamespaces('site');

const SiteQr = lazy(() => import('./SiteQr'));

/**
 * The site namespace in the page's language: a route that fixes the language (the Japanese home,
 * Wakoo's `:lang`, the Japanese landing pages) switches the page to it first (not stored).
 */
export function useSiteLanguage(lng: Locale | null): { ready: boolean; locale: Locale } {
  const { ready, i18n: inst } = useTranslation('site');
  // the server renders the page in its language straight away (every language is loaded there)
  if (import.meta.env.SSR && lng && inst.language !== lng) void inst.changeLanguage(lng);
  usePinnedLocale(lng);
  const locale = currentLocale();
  return { ready: ready && (!lng || locale === lng), locale };
}

/** The install channel of this visit (stored by the start-up from `?channel=`). */
export function useChannel(): string | null {
  return useBrowserValue(
    // the server sees the address's channel; the browser also one stored by an earlier page of the visit
    () =>
      cleanChannel(import.meta.env.SSR ? (serverRequest()?.channel ?? null) : new URLSearchParams(window.location.search).get('channel')),
    () => cleanChannel(session.get(KEYS.channel)),
  );
}

/** This page's address (the QR codes carry it). */
export function pageHref(): string {
  return import.meta.env.SSR ? (serverRequest()?.href ?? '') : window.location.href;
}

/** Whether the viewport is at least `minWidth` wide (follows resizes). */
export function useWide(minWidth = 960): boolean {
  const query = `(min-width: ${minWidth}px)`;
  const initial = useBrowserValue(
    () => false,
    () => !!window.matchMedia?.(query).matches,
  );
  const [wide, setWide] = useState(initial);
  useEffect(() => {
    const mq = window.matchMedia?.(query);
    if (!mq) return;
    const on = () => setWide(mq.matches);
    on();
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return wide;
}

export function siteStyle(brand: BrandId): CSSProperties {
  const c = siteColours(brand);
  return { ...c, '--dl-primary': c['--s-cta'], '--lf-text': c['--s-text'], '--lf-muted': c['--s-muted'] } as CSSProperties;
}

/** The page ground while the namespace loads: the same colours and the full height, nothing to shift. */
/**
 * A site route: picks its variant from the route's name, the app's brand and the address, shows
 * the page in the variant's language (waiting while it loads).
 */
export function sitePage<V extends { brand: BrandId; lng: Locale | null }>(
  variantOf: (routeName: string | undefined, appBrand: BrandId, params: Readonly<Params>) => V,
  Body: ComponentType<{ v: V; locale: Locale }>,
): () => ReactNode {
  return function SitePage() {
    const v = variantOf(useRouteHandle().name, useAppName(), useParams());
    const { ready, locale } = useSiteLanguage(v.lng);
    if (!ready) return <SiteWait brand={v.brand} />;
    return <Body v={v} locale={locale} />;
  };
}

export function SiteWait({ brand }: { brand: BrandId }) {
  return <div className={`site ${siteTone(brand)}`} style={siteStyle(brand)} aria-busy="true" data-testid="site-wait" />;
}

export function siteTone(brand: BrandId): 'site-light' | 'site-dark' {
  return siteColours(brand)['--s-card'] === '#ffffff' ? 'site-light' : 'site-dark';
}

/** The QR card: the download page's address for a phone camera. */
export function QrCard({
  value,
  brand,
  size = 132,
  draw = true,
  className,
}: {
  value: string;
  brand: BrandId;
  size?: number;
  /** false: the card keeps its place without loading the QR encoder (it is hidden by CSS) */
  draw?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('site');
  return (
    <div className={className ? `site-qr-card ${className}` : 'site-qr-card'} data-testid="site-qr-card">
      <span className="site-qr-box" style={{ width: size, height: size }}>
        {/* the server draws the box; the code is drawn in the browser */}
        {draw && !import.meta.env.SSR ? (
          <Suspense fallback={null}>
            <SiteQr value={value} size={size} label={t('download.qrLabel', { brand: BRANDS[brand].displayName })} />
          </Suspense>
        ) : null}
      </span>
      <span className="site-qr-text">
        <strong>{t('download.qrTitle')}</strong>
        <span>{t('download.qrHint')}</span>
      </span>
    </div>
  );
}

export function SiteHeader({ brand, children }: { brand: BrandId; children?: ReactNode }) {
  const name = BRANDS[brand].displayName;
  return (
    <header className="site-header">
      <span className="site-logo">
        <BrandMark name={name} size={32} />
        <span className="site-logo-name">{name}</span>
      </span>
      {children}
    </header>
  );
}
