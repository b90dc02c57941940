import type { TMembership } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, membershipState } from '../format';

/** Current membership: active (tier, expiry, days left), expired (when), or none. */
export function MembershipCard({ membership, locale }: { membership: TMembership | undefined; locale: string }) {
  const { t } = useTranslation('money');
  const view = membership ? membershipState(membership) : null;
  return (
    <section
      className={`money-hero money-vip money-vip-${view?.state ?? 'loading'}`}
      data-testid="membership-card"
      data-state={view?.state ?? 'loading'}
    >
      <div className="money-vip-crown" aria-hidden="true">
        <svg width="34" height="34" viewBox="0 0 24 24" focusable="false">
          <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5z" fill="currentColor" />
          <rect x="5" y="19" width="14" height="2" rx="1" fill="currentColor" />
        </svg>
      </div>
      {!view ? (
        <div className="money-hero-label">{t('member.loading')}</div>
      ) : view.state === 'active' ? (
        <>
          <div className="money-hero-label">{t('member.statusActive')}</div>
          <div className="money-vip-tier" data-testid="membership-tier">
            {t(`member.tier.${view.tier}`)}
          </div>
          <div className="money-vip-meta">
            <span data-testid="membership-expiry">{t('member.expires', { date: formatDate(view.expiresAt, locale) })}</span>
            <span className="money-vip-days" data-testid="membership-days">
              {t('member.daysLeft', { count: view.daysLeft })}
            </span>
          </div>
        </>
      ) : view.state === 'expired' ? (
        <>
          <div className="money-hero-label">{t('member.statusExpired')}</div>
          <div className="money-vip-tier">{view.tier ? t(`member.tier.${view.tier}`) : t('member.title')}</div>
          <div className="money-vip-meta">
            <span data-testid="membership-expiry">{t('member.expiredOn', { date: formatDate(view.expiredAt, locale) })}</span>
          </div>
          <p className="money-vip-hint">{t('member.renewHint')}</p>
        </>
      ) : (
        <>
          <div className="money-hero-label">{t('member.statusNone')}</div>
          <div className="money-vip-tier">{t('member.title')}</div>
          <p className="money-vip-hint">{t('member.joinHint')}</p>
        </>
      )}
    </section>
  );
}
