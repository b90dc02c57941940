import '../site.css';
import { BRANDS, DISTRIBUTION, LEGAL_OPERATORS, type Locale } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { DownloadButtons, usePlatform } from '../../../components/DownloadButtons';
import { LegalFooter } from '../../../components/LegalFooter';
import { FeatureIcon, type FeatureIconName, PhoneFrame, RoomScreen, VideoScreen } from '../components/SiteArt';
import {
  pageHref,
  pageUrlWithChannel,
  QrCard,
  SiteHeader,
  SiteWait,
  sitePage,
  siteStyle,
  siteTone,
  useChannel,
} from '../components/site-kit';
import { type LandingVariant, landingVariant } from '../variant';

const TRUST: FeatureIconName[] = ['verify', 'safety', 'chat'];

function Landing({ v, locale }: { v: LandingVariant; locale: Locale }) {
  const { t } = useTranslation('site');
  const channel = useChannel();
  const platform = usePlatform();
  const name = BRANDS[v.brand].displayName;
  const copy = v.theme === 'dating' ? 'dating' : v.theme === 'download' ? 'download' : 'landing';
  const japan = v.region === 'japan';
  const line = japan ? DISTRIBUTION[v.brand].lineId : null;
  return (
    <div
      className={`site site-landing ${siteTone(v.brand)} site-theme-${v.theme}`}
      style={siteStyle(v.brand)}
      lang={locale}
      data-testid="site-landing"
      data-brand={v.brand}
      data-theme={v.theme}
      data-region={v.region}
      data-platform={platform}
    >
      <SiteHeader brand={v.brand} />
      <main>
        <section className="site-hero land-hero" aria-labelledby="land-title">
          <div className="site-hero-copy">
            <p className="site-eyebrow">{t(`${copy}.eyebrow`)}</p>
            <h1 id="land-title" className="site-title land-title">
              {t(`${copy}.title`, { brand: name })}
            </h1>
            <p className="site-lead">{t(`${copy}.lead`, { brand: name })}</p>
            <ul className="site-checks land-points">
              {(['p1', 'p2', 'p3'] as const).map((p) => (
                <li key={p}>{t(`${copy}.${p}`, { brand: name })}</li>
              ))}
            </ul>
            <p className="land-platform">{t(`platform.${platform}`)}</p>
            <DownloadButtons brand={v.brand} channel={channel} platform={platform} />
            {japan ? (
              <p className="site-note" data-testid="land-japan">
                {t('market.japan', { company: LEGAL_OPERATORS.japan.company[locale] })}
              </p>
            ) : null}
            {line ? <p className="site-note">{t('market.line', { id: line })}</p> : null}
          </div>
          <div className="site-hero-art">
            {platform === 'desktop' ? <QrCard brand={v.brand} size={168} value={pageUrlWithChannel(pageHref(), channel)} /> : null}
            <PhoneFrame label={v.theme === 'dating' ? t('shots.videoAlt', { brand: name }) : t('shots.roomAlt', { brand: name })}>
              {v.theme === 'dating' ? <VideoScreen /> : <RoomScreen />}
            </PhoneFrame>
          </div>
        </section>
        <section className="site-section" aria-labelledby="land-trust">
          <h2 id="land-trust" className="site-h2">
            {t('safety.title')}
          </h2>
          <ul className="site-features site-features-lite">
            {TRUST.map((f) => (
              <li key={f} className={`site-feature site-feature-${f}`}>
                <span className="site-feature-icon">
                  <FeatureIcon name={f} />
                </span>
                <h3>{t(`features.${f}.title`)}</h3>
                <p>{t(`features.${f}.body`, { brand: name })}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <LegalFooter brand={v.brand} region={v.region} lng={locale} />
    </div>
  );
}

/** The download / landing pages (spec 2): the store button of this device first, a QR code on desktop. */
export default sitePage((name, appBrand, params) => landingVariant(name, appBrand, params.region), Landing);
