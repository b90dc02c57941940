import '../referral.css';
import { BRANDS, isReferralCode, LIMITS } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFound } from '../../../app/NotFound';
import { DownloadButtons } from '../../../components/DownloadButtons';
import { LegalFooter } from '../../../components/LegalFooter';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useAppName } from '../../../lib/app-name';
import { useReferralVisit, visitChannel } from '../api/referral';

const PERKS = ['voice', 'rooms', 'safety'] as const;

function PerkIcon({ kind }: { kind: (typeof PERKS)[number] }) {
  const d =
    kind === 'voice'
      ? 'M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1a7 7 0 0 0 6-6.9z'
      : kind === 'rooms'
        ? 'M12 2 9.2 8.3 2 9.2l5.4 4.9L5.8 21 12 17.3 18.2 21l-1.6-6.9L22 9.2l-7.2-.9z'
        : 'M12 2 4 5v6c0 5 3.4 9.6 8 11 4.6-1.4 8-6 8-11V5zm-1.2 14.2-3.6-3.6 1.4-1.4 2.2 2.2 4.8-4.8 1.4 1.4z';
  return (
    <svg className="ref-perk-icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

function Invitation({ code }: { code: string }) {
  const { t, ready } = useTranslation(['referral', 'site']);
  const brand = useAppName();
  const app = BRANDS[brand].displayName;
  const visit = useReferralVisit(code, brand);
  if (visit.data === null) return <NotFound />;
  const inviter = visit.data?.referrer;
  const loading = !ready || visit.isPending;
  const initial = inviter ? (Array.from(inviter.nickname.trim())[0]?.toUpperCase() ?? '?') : app.slice(0, 1);
  return (
    <div className="ref-page" data-testid="referral-page" data-code={code}>
      <header className="ref-hero">
        <p className="ref-brand">{app}</p>
        <span className={`ref-avatar${inviter ? '' : ' ref-avatar-brand'}`} aria-hidden="true">
          {loading ? '' : initial}
        </span>
        {loading ? (
          <div aria-busy="true" className="ref-hero-skeleton">
            <Skeleton className="ref-skeleton-title" />
            <Skeleton className="ref-skeleton-line" />
          </div>
        ) : visit.isError ? (
          <div className="ref-error" role="alert">
            <p>{t('referral:loadFailed')}</p>
            <button type="button" className="ref-retry" onClick={() => void visit.refetch()}>
              {t('referral:retry')}
            </button>
          </div>
        ) : (
          <>
            <h1 className="ref-title" data-testid="referral-title">
              {inviter ? t('referral:invites', { name: inviter.nickname, app }) : t('referral:meetTitle', { app })}
            </h1>
            {inviter ? (
              <p className="ref-code">
                {t('referral:code')} <strong data-testid="referral-code">{code}</strong>
              </p>
            ) : (
              <p className="ref-sub">{t('referral:meetBody')}</p>
            )}
          </>
        )}
      </header>
      <main className="ref-main">
        <ul className="ref-perks">
          {PERKS.map((p) => (
            <li key={p} className="ref-perk">
              <PerkIcon kind={p} />
              <div>
                <strong>{ready ? t(`referral:perks.${p}.title`) : ''}</strong>
                <span>{ready ? t(`referral:perks.${p}.body`) : ''}</span>
              </div>
            </li>
          ))}
        </ul>
        <section className="ref-actions" aria-label={ready ? t('referral:getStarted') : undefined}>
          <h2 className="ref-h2">{ready ? t('referral:getStarted') : ''}</h2>
          <DownloadButtons brand={brand} channel={visitChannel()} />
          <Link className="ref-signup" to={`/h5/login?mode=register&app_name=${encodeURIComponent(brand)}`} data-testid="referral-signup">
            {ready ? t('referral:signUp') : ''}
          </Link>
          {inviter ? <p className="ref-note">{t('referral:kept', { days: LIMITS.referralAttributionDays })}</p> : null}
        </section>
      </main>
      <LegalFooter brand={brand} />
    </div>
  );
}

/**
 * Referral entry (`/:code`, wakoo `/h5/:code`): records the code for this browser and leads to
 * download or registration. A code outside the shared rule, or one the server does not know, is
 * the not-found page. (A host's `/girls/:code` share link is her card, features/hostcards.)
 */
export default function ReferralPage() {
  const { code } = useParams();
  if (!code || !isReferralCode(code)) return <NotFound />;
  return <Invitation code={code} />;
}
