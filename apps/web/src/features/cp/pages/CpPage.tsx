import '../cp.css';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { Skeleton } from '../../../components/ui/Skeleton';
import { PageLoading } from '../../../components/ui/Spinner';
import { useViewerQuery } from '../../../entities/viewer';
import { isSignedOut } from '../../../lib/api';
import { useAppName, useLoginHref } from '../../../lib/app-name';
import { QueryProvider } from '../../../lib/query';
import { getUserToken } from '../../../lib/session';
import { useCpStatusQuery } from '../api/cp';
import { useCpLive } from '../api/live';
import { CpRules, Invitations, PairCard } from '../components/CpSections';
import { PairVisual } from '../components/PairVisual';

// the single's invite form: asked for while the status loads (a paired reader never shows it)
const loadInviteForm = () => import('../components/InviteForm');
const InviteForm = lazy(loadInviteForm);

function CpScreen() {
  const { t, ready } = useTranslation('cp');
  const appName = useAppName();
  const loginHref = useLoginHref();
  const token = getUserToken();
  const status = useCpStatusQuery(Boolean(token));
  const viewer = useViewerQuery();
  useCpLive(token);
  useEffect(() => void loadInviteForm(), []);

  if (!ready) return <PageLoading className="cp-page cp-center" />;
  const anonymous = isSignedOut(status.error, token);
  const data = status.data;
  const state = anonymous ? 'anonymous' : data ? (data.pair ? 'paired' : 'single') : status.isError ? 'error' : 'loading';

  return (
    <div className="cp-page ui-scope" data-testid="cp-page" data-state={state}>
      <PageBar title={t('bar')} />
      <header className="cp-hero">
        <PairVisual me={viewer.data ?? null} partner={data?.pair?.partner ?? null} size={56} />
        <h2 className="cp-hero-title">{data?.pair ? t('hero.paired') : t('hero.title')}</h2>
        <p className="cp-hero-tagline">{t('hero.tagline')}</p>
      </header>
      <div className="cp-content">
        {state === 'anonymous' ? (
          <Card titleAs="h3" title={t('login.title')} className="cp-center" testId="cp-login">
            <p className="cp-muted">{t('login.body')}</p>
            <Link className="cp-btn cp-btn-primary" to={loginHref} data-testid="cp-login-link">
              {t('login.action')}
            </Link>
          </Card>
        ) : state === 'loading' ? (
          <Skeleton card className="cp-skeleton" aria-busy="true" />
        ) : state === 'error' ? (
          <Card className="cp-center" testId="cp-error">
            <p className="cp-muted">{t('error')}</p>
            <button type="button" className="cp-btn cp-btn-ghost" onClick={() => void status.refetch()}>
              {t('retry')}
            </button>
          </Card>
        ) : data ? (
          <>
            {data.pair ? <PairCard pair={data.pair} me={viewer.data} /> : null}
            <Invitations status={data} />
            {data.pair ? null : (
              <Suspense fallback={<Skeleton card className="cp-skeleton" />}>
                <InviteForm status={data} me={viewer.data} />
              </Suspense>
            )}
          </>
        ) : null}
        <Link className="cp-rank-link" to={`/h5/japan/cp_rank?app_name=${encodeURIComponent(appName)}`} data-testid="cp-rank-link">
          {t('rankLink')}
        </Link>
        <CpRules status={data} />
      </div>
    </div>
  );
}

export default function CpPage() {
  return (
    <QueryProvider>
      <CpScreen />
    </QueryProvider>
  );
}
