import '../site.css';
import { BRANDS, DISTRIBUTION, type Locale } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { DownloadButtons } from '../../../components/DownloadButtons';
import { LegalFooter } from '../../../components/LegalFooter';
import { FeatureIcon, type FeatureIconName, GiftScreen, PhoneFrame, RoomScreen, VideoScreen } from '../components/SiteArt';
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
  useWide,
} from '../components/site-kit';
import { type HomeVariant, homeVariant } from '../variant';

const FEATURES: FeatureIconName[] = ['chat', 'rooms', 'gifts', 'safety', 'verify'];

function Home({ v, locale }: { v: HomeVariant; locale: Locale }) {
  const { t } = useTranslation('site');
  const channel = useChannel();
  const wide = useWide();
  const name = BRANDS[v.brand].displayName;
  const full = v.kind !== 'lite';
  const line = v.region === 'japan' ? DISTRIBUTION[v.brand].lineId : null;
  const title =
    v.kind === 'introduce' ? t('introduce.title', { brand: name }) : v.kind === 'lite' ? t('lite.title', { brand: name }) : name;
  return (
    <div
      className={`site site-home ${siteTone(v.brand)} site-${v.kind}`}
      style={siteStyle(v.brand)}
      lang={locale}
      data-testid="site-home"
      data-brand={v.brand}
      data-variant={v.kind}
      data-region={v.region}
    >
      <SiteHeader brand={v.brand}>
        <a className="site-header-cta" href="#download">
          {t('nav.download')}
        </a>
      </SiteHeader>
      <main>
        <section className="site-hero" aria-labelledby="site-title">
          <div className="site-hero-copy">
            <p className="site-eyebrow">{v.kind === 'introduce' ? t('introduce.eyebrow') : t('hero.eyebrow')}</p>
            <h1 id="site-title" className="site-title">
              {title}
            </h1>
            <p className="site-tagline">{t(`tagline.${v.brand}`)}</p>
            <p className="site-lead">{v.kind === 'lite' ? t('lite.lead', { brand: name }) : t('hero.lead', { brand: name })}</p>
            <DownloadButtons brand={v.brand} channel={channel} />
            <p className="site-note">{t('hero.note')}</p>
            {line ? <p className="site-note">{t('market.line', { id: line })}</p> : null}
            {/* shown from 960 px by CSS (no shift when the browser takes over a server-rendered page); the code only drawn there */}
            <QrCard brand={v.brand} value={pageUrlWithChannel(pageHref(), channel)} draw={wide} className="site-qr-wide" />
          </div>
          <div className="site-hero-art" aria-hidden={full ? undefined : true}>
            <PhoneFrame label={t('shots.roomAlt', { brand: name })}>
              <RoomScreen />
            </PhoneFrame>
            <span className="site-float site-float-a">{t('hero.floatA')}</span>
            <span className="site-float site-float-b">{t('hero.floatB')}</span>
          </div>
        </section>

        <section className="site-section" aria-labelledby="site-features">
          <h2 id="site-features" className="site-h2">
            {t('features.title', { brand: name })}
          </h2>
          <ul className={`site-features${full ? '' : ' site-features-lite'}`}>
            {(full ? FEATURES : (['chat', 'rooms', 'safety'] as FeatureIconName[])).map((f) => (
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

        {v.kind === 'introduce' ? (
          <section className="site-section" aria-labelledby="site-steps">
            <h2 id="site-steps" className="site-h2">
              {t('introduce.stepsTitle')}
            </h2>
            <ol className="site-steps">
              {(['step1', 'step2', 'step3'] as const).map((s, i) => (
                <li key={s}>
                  <span className="site-step-no" aria-hidden="true">
                    {i + 1}
                  </span>
                  <h3>{t(`introduce.${s}.title`)}</h3>
                  <p>{t(`introduce.${s}.body`, { brand: name })}</p>
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        {full ? (
          <section className="site-section site-shots-section" aria-labelledby="site-shots">
            <h2 id="site-shots" className="site-h2">
              {t('shots.title')}
            </h2>
            <div className="site-shots">
              <figure>
                <PhoneFrame label={t('shots.roomAlt', { brand: name })}>
                  <RoomScreen />
                </PhoneFrame>
                <figcaption>{t('shots.room')}</figcaption>
              </figure>
              <figure>
                <PhoneFrame label={t('shots.videoAlt', { brand: name })}>
                  <VideoScreen />
                </PhoneFrame>
                <figcaption>{t('shots.video')}</figcaption>
              </figure>
              <figure>
                <PhoneFrame label={t('shots.giftsAlt', { brand: name })}>
                  <GiftScreen />
                </PhoneFrame>
                <figcaption>{t('shots.gifts')}</figcaption>
              </figure>
            </div>
          </section>
        ) : null}

        {full ? (
          <section className="site-section site-safety" aria-labelledby="site-safety">
            <h2 id="site-safety" className="site-h2">
              {t('safety.title')}
            </h2>
            <p className="site-lead">{t('safety.lead', { brand: name })}</p>
            <ul className="site-checks">
              {(['adult', 'review', 'report', 'minors'] as const).map((k) => (
                <li key={k}>{t(`safety.${k}`)}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <section id="download" className="site-section site-cta" aria-labelledby="site-download">
          <h2 id="site-download" className="site-h2">
            {t('download.title', { brand: name })}
          </h2>
          <p className="site-lead">{t('download.lead')}</p>
          <DownloadButtons brand={v.brand} channel={channel} compact />
        </section>
      </main>
      <LegalFooter brand={v.brand} region={v.region} lng={locale} />
    </div>
  );
}

/** The official home of a brand (spec 2): `/`, `/jp`, `/japan`, `/h5/lite`, the brands' homes, the product introduction. */
export default sitePage((name, appBrand, params) => homeVariant(name, appBrand, params.lang), Home);
