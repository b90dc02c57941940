import { BRAND_IDS, BRANDS, type BrandId, LOCALE_NAMES, LOCALES, type Locale } from '@app/shared';
import { Alert, Segmented, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivityPreview } from '../../api/activities';
import { parseDefinition } from './model';

export const PREVIEW_DEBOUNCE_MS = 600;

export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setV(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return v;
}

/**
 * A 375×812 phone running the real H5 page engine (/h5/activity_preview, same origin) on the
 * server's answer for the definition being edited: the console posts each answer into the frame,
 * and again whenever the frame says it is ready (after each load, e.g. a language or brand switch).
 * `onProblems` hears the validator's problems of the latest answer.
 */
export interface PreviewView {
  lang: Locale;
  setLang: (l: Locale) => void;
  brand: BrandId;
  setBrand: (b: BrandId) => void;
}

/** The preview's language and brand, kept by the editor page so a save (which reloads the editor) keeps them. */
export function usePreviewView(): PreviewView {
  const { i18n } = useTranslation();
  const [lang, setLang] = useState<Locale>(() =>
    (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'ja',
  );
  const [brand, setBrand] = useState<BrandId>('default');
  return { lang, setLang, brand, setBrand };
}

export function PhonePreview({
  text,
  view,
  onProblems,
}: {
  text: string;
  view: PreviewView;
  onProblems: (problems: string[] | null) => void;
}) {
  const { t } = useTranslation('activityConsole');
  const { lang, setLang, brand, setBrand } = view;
  const frame = useRef<HTMLIFrameElement>(null);
  const debounced = useDebounced(text, PREVIEW_DEBOUNCE_MS);
  const definition = useMemo(() => parseDefinition(debounced), [debounced]);
  const input = useMemo(() => (definition ? { definition, brand, lang } : null), [definition, brand, lang]);
  const preview = useActivityPreview(input);
  const page = preview.data?.page ?? null;
  const latest = useRef(page);
  latest.current = page;

  const post = () => frame.current?.contentWindow?.postMessage({ type: 'activity-preview', page: latest.current }, window.location.origin);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new answer goes into the frame
  useEffect(() => {
    if (preview.data) post();
  }, [preview.data]);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow) return;
      if ((e.data as { type?: unknown } | null)?.type === 'activity-preview-ready' && preview.data) post();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  });
  useEffect(() => onProblems(preview.data ? preview.data.problems : null), [preview.data, onProblems]);

  const stale = preview.isFetching || debounced !== text;
  const src = `/h5/activity_preview?app_name=${encodeURIComponent(brand)}&lang=${encodeURIComponent(lang)}`;
  return (
    <div className="actc-preview" data-testid="activity-preview" data-state={preview.isError ? 'error' : stale ? 'loading' : 'ready'}>
      <div className="actc-preview-head">
        <Typography.Text strong>{t('preview.title')}</Typography.Text>
        <Select<BrandId>
          size="small"
          value={brand}
          onChange={setBrand}
          style={{ width: 120 }}
          options={BRAND_IDS.map((b) => ({ value: b, label: BRANDS[b].displayName }))}
          data-testid="activity-preview-brand"
          aria-label={t('preview.brand')}
        />
      </div>
      <Segmented<Locale>
        size="small"
        block
        value={lang}
        onChange={setLang}
        options={LOCALES.map((l) => ({
          value: l,
          label: <span data-testid={`activity-preview-lang-${l}`}>{LOCALE_NAMES[l]}</span>,
        }))}
        style={{ marginBottom: 10 }}
      />
      <div className="actc-phone">
        <iframe
          key={src}
          ref={frame}
          src={src}
          title={t('preview.title')}
          className="actc-phone-frame"
          data-testid="activity-preview-frame"
          data-lang={lang}
          data-brand={brand}
        />
        {stale ? <Spin className="actc-phone-spin" size="small" /> : null}
        {definition === null ? (
          <div className="actc-phone-note">
            <Alert type="warning" showIcon message={t('preview.badJson')} />
          </div>
        ) : preview.isError ? (
          <div className="actc-phone-note">
            <Alert type="error" showIcon message={t('preview.failed')} />
          </div>
        ) : null}
      </div>
      <Space size={4} className="actc-preview-foot">
        <Typography.Text type="secondary">
          {LOCALE_NAMES[lang]} · {BRANDS[brand].displayName} · 375 × 812
        </Typography.Text>
      </Space>
    </div>
  );
}
