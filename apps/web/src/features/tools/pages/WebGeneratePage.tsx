import '../../../components/ui/button.css';
import { BRAND_IDS, BRANDS, type BrandId, LOCALES, type Locale } from '@app/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routeTables } from '../../../app/routes/registry';
import { Card } from '../../../components/ui/Card';
import { QrCode } from '../../../components/ui/QrCode';
import { Skeleton } from '../../../components/ui/Skeleton';
import { CountedTextArea } from '../../../components/ui/TextArea';
import { useAppName } from '../../../lib/app-name';
import { copyText, toast } from '../../../lib/bridge';
import { KEYS, session } from '../../../lib/storage';
import { ToolsFrame } from '../components/ToolsFrame';
import { buildShareLink, routeParams } from '../lib/route-path';
import { useLazy } from '../lib/use-lazy';

const EXTRA_MAX = 500;

/**
 * Every brand's route table, as the router registered them (app/routes/registry.ts): tables.ts
 * imports this page lazily, so a static import of it would be a module cycle.
 */
const loadTables = routeTables;

/**
 * /h5/web_generate: operations build a share link for any page of any brand — the route from that
 * brand's table with its :params filled, the language, the channel and extra query pairs — and get
 * the address, its QR code and a copy button.
 */
export default function WebGeneratePage() {
  const { t } = useTranslation('tools');
  const { t: tr } = useTranslation('routes');
  const tables = useLazy(loadTables);
  const [brand, setBrand] = useState<BrandId>(useAppName());
  const [routeName, setRouteName] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [language, setLanguage] = useState<Locale | ''>('');
  const [channel, setChannel] = useState(() => session.get(KEYS.channel) ?? '');
  const [extra, setExtra] = useState('');

  const routes = useMemo(() => (tables ? tables[brand].filter((r) => r.path !== '/:code' && !r.path.includes('*')) : []), [tables, brand]);
  const route = routes.find((r) => r.name === routeName) ?? routes[0];
  const params = route ? routeParams(route.path) : [];
  const url = route
    ? buildShareLink({ origin: location.origin, path: route.path, params: values, brand, language: language || null, channel, extra })
    : '';

  return (
    <ToolsFrame testId="web-generate-page">
      <Card title={t('generate.formTitle')}>
        <label className="tl-field">
          <span className="tl-label">{t('generate.brand')}</span>
          <select
            className="tl-select"
            value={brand}
            onChange={(e) => {
              setBrand(e.target.value as BrandId);
              setRouteName('');
              setValues({});
            }}
            data-testid="generate-brand"
          >
            {BRAND_IDS.map((b) => (
              <option key={b} value={b}>
                {BRANDS[b].displayName} ({b})
              </option>
            ))}
          </select>
        </label>
        <div className="tl-field">
          <label className="tl-label" htmlFor="generate-route">
            {t('generate.route')}
          </label>
          {tables ? (
            <select
              id="generate-route"
              className="tl-select"
              value={route?.name ?? ''}
              onChange={(e) => {
                setRouteName(e.target.value);
                setValues({});
              }}
              data-testid="generate-route"
            >
              {routes.map((r) => (
                <option key={r.name} value={r.name}>
                  {tr(r.titleKey)} — {r.path}
                </option>
              ))}
            </select>
          ) : (
            <Skeleton className="tl-skel-line" />
          )}
        </div>
        {params.map((p) => (
          <label key={p.name} className="tl-field">
            <span className="tl-label">
              :{p.name} {p.optional ? <span className="tl-muted tl-small">{t('generate.optional')}</span> : null}
            </span>
            <input
              className="tl-input"
              value={values[p.name] ?? ''}
              placeholder={p.optional ? t('generate.leaveEmpty') : t('generate.required')}
              onChange={(e) => setValues({ ...values, [p.name]: e.target.value })}
              data-testid={`generate-param-${p.name}`}
            />
          </label>
        ))}
        <label className="tl-field">
          <span className="tl-label">{t('generate.language')}</span>
          <select
            className="tl-select"
            value={language}
            onChange={(e) => setLanguage(e.target.value as Locale | '')}
            data-testid="generate-language"
          >
            <option value="">{t('generate.languageAuto')}</option>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {t(`languages.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="tl-field">
          <span className="tl-label">{t('generate.channel')}</span>
          <input
            className="tl-input"
            value={channel}
            maxLength={64}
            placeholder="line_ad_2025"
            onChange={(e) => setChannel(e.target.value)}
            data-testid="generate-channel"
          />
        </label>
        <div className="tl-field">
          <label className="tl-label" htmlFor="generate-extra">
            {t('generate.extra')}
          </label>
          <CountedTextArea
            id="generate-extra"
            value={extra}
            maxLength={EXTRA_MAX}
            rows={2}
            placeholder={'utm_source=line\nutm_campaign=autumn'}
            onChange={(e) => setExtra(e.target.value)}
            data-testid="generate-extra"
          />
        </div>
      </Card>

      {url ? (
        <Card title={t('generate.resultTitle')} testId="generate-result">
          <p className="tl-p tl-url tl-mono" data-testid="generate-url">
            {url}
          </p>
          <div className="tl-qr" style={{ marginTop: 10 }}>
            <QrCode value={url} size={188} label={t('generate.qrLabel')} testId="generate-qr" />
          </div>
          <div className="tl-row" style={{ marginTop: 10 }}>
            <button
              type="button"
              className="ui-btn"
              style={{ flex: 1 }}
              onClick={() => void copyText(url).then((ok) => toast(ok ? t('common.copied') : t('common.copyFailed')))}
              data-testid="generate-copy"
            >
              {t('generate.copy')}
            </button>
            <a className="ui-btn ui-btn-ghost" style={{ flex: 1 }} href={url} target="_blank" rel="noopener noreferrer">
              {t('generate.open')}
            </a>
          </div>
        </Card>
      ) : null}
    </ToolsFrame>
  );
}
