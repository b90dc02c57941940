import '../legal.css';
import type { TLegalDocument } from '@app/shared';
import { legalSlugOf, normalizeLocale } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFound } from '../../../app/NotFound';
import { routeTablesNow } from '../../../app/routes/registry';
import { appState } from '../../../app/startup';
import { PageBar } from '../../../components/PageBar';
import { SignInPrompt } from '../../../components/ui/SignInPrompt';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useAppName } from '../../../lib/app-name';
import { currentLocale } from '../../../lib/i18n';
import { useRouteHandle } from '../../../lib/route-handle';
import { getUserToken } from '../../../lib/session';
import { useBrowserValue } from '../../../lib/ssr-data';
import { useRequest } from '../../../lib/use-request';
import { acceptDocument, fetchLegalDocument } from '../api/documents';
import { brandDocumentLinks } from '../lib/links';

/** Which document: the route's own (its title key), or the `:name` / `:contract` of the contract routes. */
function useSlug() {
  const handle = useRouteHandle();
  const params = useParams();
  const fromRoute = legalSlugOf(handle.titleKey?.replace(/^routes:/, ''));
  return fromRoute ?? legalSlugOf(params.name ?? params.contract);
}

function Consent({
  slug,
  version,
  acceptedAt,
  onAccepted,
  onStale,
  signedIn,
}: {
  signedIn: boolean;
  slug: NonNullable<ReturnType<typeof legalSlugOf>>;
  version: number;
  acceptedAt: string | null;
  onAccepted: (acceptedAt: string) => void;
  /** the acceptance was refused (a newer version meanwhile): show the document again */
  onStale: () => void;
}) {
  const { t, i18n } = useTranslation('legal');
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const accept = {
    isPending: state === 'pending',
    isError: state === 'failed',
    mutate: (v: number) => {
      setState('pending');
      acceptDocument(slug, v).then(
        (a) => {
          setState('idle');
          onAccepted(a.accepted_at);
        },
        () => {
          setState('failed');
          onStale();
        },
      );
    },
  };
  if (!signedIn)
    return <SignInPrompt text={t('signInToAccept')} action={t('signIn')} className="legal-consent legal-sign-in" testId="legal-sign-in" />;
  if (acceptedAt)
    return (
      <div className="legal-consent legal-consent-done" data-testid="legal-accepted" role="status">
        {t('accepted', { version, date: new Date(acceptedAt).toLocaleString(i18n.language) })}
      </div>
    );
  return (
    <div className="legal-consent">
      <p className="legal-muted">{t('consentHint', { version })}</p>
      <button
        type="button"
        className="legal-btn"
        disabled={accept.isPending}
        onClick={() => accept.mutate(version)}
        data-testid="legal-accept"
      >
        {accept.isPending ? t('accepting') : t('accept')}
      </button>
      {accept.isError ? (
        <p className="legal-error" role="alert">
          {t('acceptFailed')}
        </p>
      ) : null}
    </div>
  );
}

function DocumentScreen() {
  const { t, ready } = useTranslation('legal');
  const slug = useSlug();
  const brand = useAppName();
  const lang = normalizeLocale(useParams().lang) ?? currentLocale();
  // the server renders for an anonymous reader; a stored session applies after the first render
  const signedIn = useBrowserValue(
    () => false,
    () => Boolean(getUserToken()),
  );
  // the server renders the page for an anonymous reader; a signed-in one asks again for their acceptance
  const doc = useRequest<TLegalDocument>(slug ? `legal|${slug}|${brand}|${lang}` : null, () => fetchLegalDocument(slug!, brand, lang), {
    refresh: signedIn,
  });
  if (!slug) return <NotFound />;
  if (!ready) return <div className="legal-page" aria-busy="true" />;
  const d = doc.data;
  // its links to other documents, in this brand's table (lib/links.ts)
  const body = d ? brandDocumentLinks(d.html, routeTablesNow()?.[appState().brand.id] ?? [], brand) : '';
  return (
    <div className="legal-page ui-light ui-scope" data-testid="legal-page" data-slug={slug}>
      <PageBar title={d?.title} />
      <main className="legal-content">
        {d ? (
          <article lang={d.locale} data-testid="legal-document">
            <h2 className="legal-title">{d.title}</h2>
            <p className="legal-meta" data-testid="legal-version">
              {t('version', { version: d.version, date: d.effective_date })}
            </p>
            {/* rendered by the server from Markdown without raw HTML; links it could not trust are text */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's markdown-it output (html: false) */}
            <div className="legal-body" dangerouslySetInnerHTML={{ __html: body }} />
            {d.consent ? (
              <Consent
                signedIn={signedIn}
                slug={slug}
                version={d.version}
                acceptedAt={d.accepted_at}
                onAccepted={(at) => doc.setData((cur) => (cur ? { ...cur, accepted_at: at } : cur))}
                onStale={doc.refetch}
              />
            ) : null}
          </article>
        ) : doc.isError ? (
          <div className="legal-center">
            <p className="legal-muted">{t('loadFailed')}</p>
            <button type="button" className="legal-btn legal-btn-ghost" onClick={() => void doc.refetch()}>
              {t('retry')}
            </button>
          </div>
        ) : (
          <div aria-busy="true">
            <Skeleton className="legal-skeleton-title" />
            <Skeleton card className="legal-skeleton" />
            <Skeleton card className="legal-skeleton" />
          </div>
        )}
      </main>
    </div>
  );
}

/** Every legal route: a public page a first-time visitor opens, so it carries no react-query (lib/use-request). */
export default function DocumentPage() {
  return <DocumentScreen />;
}
