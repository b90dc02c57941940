import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useParams } from 'react-router';

/**
 * The titled page frame every H5 route renders until its feature page exists: a top bar with a
 * back button and the localised title, and a themed body. It is loaded before the first render of
 * most routes, so it stays tiny (no UI kit, inline styles only).
 */

/** what the router puts on each route (`handle: { name, titleKey }`) */
interface RouteHandle {
  name?: string;
  titleKey?: string;
}

// Theme variables are set on <html> by the app bootstrap; fallbacks are the default brand's.
const PRIMARY = 'var(--brand-primary, #7b4dff)';
const BACKGROUND = 'var(--brand-background, var(--brand-bg, #17122b))';
const TEXT = 'var(--brand-text, #ffffff)';

const S: Record<'page' | 'bar' | 'back' | 'title' | 'body' | 'params' | 'term', CSSProperties> = {
  page: { minHeight: '100vh', display: 'flex', flexDirection: 'column', background: BACKGROUND, color: TEXT },
  bar: {
    position: 'sticky',
    top: 0,
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    height: 44,
    padding: '0 8px',
    paddingTop: 'env(safe-area-inset-top)',
    background: BACKGROUND,
    borderBottom: `2px solid ${PRIMARY}`,
  },
  back: { width: 36, height: 36, border: 0, background: 'transparent', color: 'inherit', fontSize: 24, lineHeight: 1, cursor: 'pointer' },
  title: { flex: 1, margin: 0, fontSize: 17, fontWeight: 600, textAlign: 'center', marginRight: 44, overflow: 'hidden' },
  body: { flex: 1, padding: 16 },
  params: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 12px', margin: 0 },
  term: { color: PRIMARY, fontWeight: 600 },
};

function useTitleKey(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.titleKey) return handle.titleKey;
  }
  return undefined;
}

function PageFrame({ titleKey, children }: { titleKey: string; children?: ReactNode }) {
  const { t } = useTranslation('routes');
  // the router passes 'routes:<key>'; a bare key resolves in the routes namespace too.
  // RootLayout sets the document / native title bar from the same handle.
  const title = t(titleKey);
  return (
    <div style={S.page} data-testid="placeholder-frame">
      <header style={S.bar}>
        <button type="button" style={S.back} aria-label={t('back')} onClick={() => window.history.back()}>
          ‹
        </button>
        <h1 style={S.title}>{title}</h1>
      </header>
      <main style={S.body}>{children}</main>
    </div>
  );
}

/** The route's parameters (contract name, app, language, region…), shown so legal pages say which document. */
function RouteParams() {
  const { t } = useTranslation('routes');
  const params = Object.entries(useParams()).filter(([key, value]) => key !== '*' && value);
  if (params.length === 0) return null;
  return (
    <dl style={S.params}>
      {params.map(([key, value]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt style={S.term}>{t(`param_${key}`, { defaultValue: key })}</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function GenericPage() {
  const titleKey = useTitleKey() ?? 'site_home';
  return (
    <PageFrame titleKey={titleKey}>
      <RouteParams />
    </PageFrame>
  );
}
