import '../referral.css';
import '../invite.css';
import { BRANDS, HOST_RULES, isReferralCode, WITHDRAW_DUE_BUSINESS_DAYS, WITHDRAW_RULES } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DownloadButtons } from '../../../components/DownloadButtons';
import { LegalFooter } from '../../../components/LegalFooter';
import { Card } from '../../../components/ui/Card';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useAppName } from '../../../lib/app-name';
import { formatCash, formatNumber } from '../../../lib/format';
import { useReferralVisit, visitChannel } from '../api/referral';

/**
 * The landing a host's invite link opens (`/h5/draw_guide/:code?`): who invites (the code is
 * recorded for this browser, as the referral entry does), how hosts earn and withdraw (the numbers
 * of the shared rules), and download or registration. An unknown code just shows no inviter.
 */
export default function DrawGuidePage() {
  const { code: raw } = useParams();
  const code = raw && isReferralCode(raw) ? raw : null;
  const { t, i18n, ready } = useTranslation('referral');
  const brand = useAppName();
  const app = BRANDS[brand].displayName;
  const region = BRANDS[brand].defaultRegion;
  const visit = useReferralVisit(code, brand);
  const inviter = visit.data?.referrer;
  const fmt = (n: number) => formatNumber(n, i18n.language);
  const w = WITHDRAW_RULES[region];
  const currency = region === 'japan' ? 'JPY' : 'CNY';
  const h = HOST_RULES;
  const earn = [
    { key: 'video', text: t('guide.earn.video', { points: fmt(h.videoPointsPerMinute) }) },
    { key: 'voice', text: t('guide.earn.voice', { points: fmt(h.voicePointsPerMinute) }) },
    { key: 'newUser', text: t('guide.earn.newUser', { minutes: h.newUserCallSeconds / 60, points: fmt(h.newUserCallPoints) }) },
    { key: 'reply', text: t('guide.earn.reply', { minutes: h.replyWithinSeconds / 60, points: fmt(h.replyPoints) }) },
    { key: 'member', text: t('guide.earn.member', { weekly: fmt(h.memberPoints.weekly), monthly: fmt(h.memberPoints.monthly) }) },
  ];
  const withdraw = [
    {
      key: 'rate',
      text: t('guide.withdraw.rate', {
        points: fmt(w.cashPerPoints.points * (region === 'japan' ? 1 : 100)),
        cash: formatCash(w.cashPerPoints.cash * (region === 'japan' ? 1 : 100), currency, i18n.language),
      }),
    },
    { key: 'min', text: t('guide.withdraw.min', { points: fmt(w.minPoints) }) },
    { key: 'due', text: t('guide.withdraw.due', { days: WITHDRAW_DUE_BUSINESS_DAYS }) },
    { key: 'adult', text: t('guide.withdraw.adult') },
  ];
  const loading = !ready || (code !== null && visit.isPending);
  return (
    <div className="ref-page inv-guide ui-light ui-scope" data-testid="draw-guide" data-code={code ?? ''}>
      <header className="ref-hero">
        <p className="ref-brand">{app}</p>
        {loading ? (
          <div aria-busy="true" className="ref-hero-skeleton">
            <Skeleton className="ref-skeleton-title" />
            <Skeleton className="ref-skeleton-line" />
          </div>
        ) : (
          <>
            <h1 className="ref-title" data-testid="draw-guide-title">
              {inviter ? t('guide.invites', { name: inviter.nickname, app }) : t('guide.title', { app })}
            </h1>
            <p className="ref-sub">{t('guide.subtitle')}</p>
            {inviter ? (
              <p className="ref-code">
                {t('code')} <strong data-testid="draw-guide-code">{code}</strong>
              </p>
            ) : null}
          </>
        )}
      </header>
      <main className="inv-content inv-guide-main">
        <Card className="inv-card" title={t('guide.earn.title')} testId="draw-guide-earn">
          <RulesBlock items={earn} />
        </Card>
        <Card className="inv-card" title={t('guide.withdraw.title')} testId="draw-guide-withdraw">
          <RulesBlock items={withdraw} />
        </Card>
        <section className="ref-actions" aria-label={ready ? t('getStarted') : undefined}>
          <h2 className="ref-h2">{ready ? t('guide.cta') : ''}</h2>
          <DownloadButtons brand={brand} channel={visitChannel()} />
          <Link className="ref-signup" to={`/h5/login?mode=register&app_name=${encodeURIComponent(brand)}`} data-testid="draw-guide-signup">
            {ready ? t('signUp') : ''}
          </Link>
        </section>
      </main>
      <LegalFooter brand={brand} />
    </div>
  );
}
