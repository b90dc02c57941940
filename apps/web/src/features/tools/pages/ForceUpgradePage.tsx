import '../../../components/ui/button.css';
import { type ClientPlatform, DISTRIBUTION, needsUpgrade, storeLink } from '@app/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useAppName } from '../../../lib/app-name';
import { getPlatform, getVersion, isInApp } from '../../../lib/bridge';
import { KEYS, session } from '../../../lib/storage';
import { ToolsFrame } from '../components/ToolsFrame';
import { resolvePlatform } from '../lib/client-platform';

interface Client {
  version: string;
  platform: ClientPlatform;
}

function useClient(): Client | null {
  const [client, setClient] = useState<Client | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([getVersion(), getPlatform()]).then(([version, platform]) => {
      if (live) setClient({ version, platform: resolvePlatform(platform, navigator.userAgent, navigator.maxTouchPoints) });
    });
    return () => {
      live = false;
    };
  }, []);
  return client;
}

function ArrowUp() {
  return (
    <svg width="34" height="34" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 19V5M6 11l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * /h5/force_upgrade: the app's version against the brand's minimum for its platform (spec 5). A
 * browser has no app version (0.0.0), so outside the app both stores are offered.
 */
export default function ForceUpgradePage() {
  const { t } = useTranslation('tools');
  const brand = useAppName();
  const client = useClient();
  const channel = session.get(KEYS.channel);
  const min = DISTRIBUTION[brand].minVersion;
  // a desktop browser is held to both platforms' minimums
  const required = client?.platform === 'ios' ? min.ios : client?.platform === 'android' ? min.android : min.android;
  const upgrade =
    client !== null &&
    (client.platform === 'desktop'
      ? needsUpgrade(brand, 'ios', client.version) || needsUpgrade(brand, 'android', client.version)
      : needsUpgrade(brand, client.platform, client.version));
  const stores =
    client?.platform === 'ios'
      ? [{ key: 'app_store', href: storeLink(brand, 'app_store', channel) }]
      : client?.platform === 'android'
        ? [
            { key: 'google_play', href: storeLink(brand, 'google_play', channel) },
            { key: 'apk', href: storeLink(brand, 'apk', channel) },
          ]
        : [
            { key: 'app_store', href: storeLink(brand, 'app_store', channel) },
            { key: 'google_play', href: storeLink(brand, 'google_play', channel) },
          ];

  return (
    <ToolsFrame testId="force-upgrade-page">
      {client === null ? (
        <div aria-busy="true">
          <Skeleton card className="tl-skel-card" />
        </div>
      ) : (
        <>
          <section
            className={upgrade ? 'tl-hero' : 'tl-hero tl-hero-calm'}
            data-testid={upgrade ? 'upgrade-needed' : 'upgrade-current'}
            data-platform={client.platform}
          >
            <span className="tl-hero-icon">
              <ArrowUp />
            </span>
            <h2>{upgrade ? t('upgrade.needTitle') : t('upgrade.currentTitle')}</h2>
            <p>{upgrade ? t('upgrade.needText') : t('upgrade.currentText', { version: client.version })}</p>
          </section>
          <Card>
            <div className="tl-versions">
              <div className={upgrade ? 'tl-version is-low' : 'tl-version'}>
                <span className="tl-muted tl-small">{t('upgrade.current')}</span>
                <b data-testid="upgrade-current-version">{isInApp() ? client.version : t('upgrade.noApp')}</b>
              </div>
              <div className="tl-version">
                <span className="tl-muted tl-small">{t('upgrade.required')}</span>
                <b data-testid="upgrade-required-version">{required}</b>
              </div>
            </div>
            <p className="tl-p tl-muted tl-small" style={{ marginTop: 10 }}>
              {t('upgrade.platform', { platform: t(`upgrade.platforms.${client.platform}`) })}
            </p>
          </Card>
          {upgrade ? (
            <div className="tl-actions">
              {stores.map((s, i) => (
                <a
                  key={s.key}
                  className={i === 0 ? 'ui-btn ui-btn-block' : 'ui-btn ui-btn-ghost ui-btn-block'}
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid={`upgrade-${s.key}`}
                >
                  {t(`upgrade.stores.${s.key}`)}
                </a>
              ))}
              <p className="tl-p tl-muted tl-small tl-center">{t('upgrade.hint')}</p>
            </div>
          ) : null}
        </>
      )}
    </ToolsFrame>
  );
}
