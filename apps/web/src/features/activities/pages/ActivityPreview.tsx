import { type Locale, normalizeLocale, type TActivityPage } from '@app/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { usePinnedLocale } from '../../../lib/i18n';
import { QueryProvider } from '../../../lib/query';
import { Loaded } from './ActivityPage';

/** What the console posts into the frame: the page the server would answer for the draft. */
interface PreviewMessage {
  type: 'activity-preview';
  page: TActivityPage | null;
}

const isPreviewMessage = (data: unknown): data is PreviewMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'activity-preview';

/**
 * /h5/activity_preview?app_name=<brand>&lang=<locale>: the console's phone preview. The console
 * (same origin) posts the page of the definition being edited; this draws it with the page engine
 * in preview mode (no viewer, no actions, no fetches of the event's boards, which may not exist).
 * Messages from any other origin are ignored. Tells its parent when it is ready, so the console
 * (re)sends its latest page after every load of the frame.
 */
export default function ActivityPreview() {
  const { t } = useTranslation('activities');
  const [search] = useSearchParams();
  const lang: Locale | null = normalizeLocale(search.get('lang') ?? '') ?? null;
  usePinnedLocale(lang);
  const [shown, setShown] = useState<{ page: TActivityPage | null; at: number } | undefined>(undefined);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || !isPreviewMessage(e.data)) return;
      setShown({ page: e.data.page, at: Date.now() });
    };
    window.addEventListener('message', onMessage);
    if (window.parent !== window) window.parent.postMessage({ type: 'activity-preview-ready' }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (shown === undefined) {
    return (
      <main className="act-page ui-scope" data-testid="activity-page" data-event="" data-phase="">
        <div className="act-loading" aria-busy="true" data-testid="activity-loading">
          <Skeleton className="act-hero-skeleton" />
          <Skeleton card className="act-block-skeleton" />
        </div>
      </main>
    );
  }
  if (shown.page === null) {
    return (
      <main className="act-page ui-scope" data-testid="activity-page" data-event="" data-phase="">
        <EmptyState className="act-empty act-state" testId="activity-not-found">
          {t('state.notFound')}
        </EmptyState>
      </main>
    );
  }
  return (
    <QueryProvider>
      {/* one page per event: another event id starts over (tab, stage) */}
      <Loaded key={shown.page.event} page={shown.page} receivedAt={shown.at} view={null} preview />
    </QueryProvider>
  );
}
