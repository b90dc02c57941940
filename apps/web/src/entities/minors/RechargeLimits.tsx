import './minors.css';
import { REGION_TIME_ZONES, type TMinorsMe } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/Card';
import { formatMinor } from './format';

/** "Under 16", "8–15": a band as people say it. */
export function bandLabel(t: (k: string, o?: Record<string, unknown>) => string, band: { min_age: number; max_age: number }): string {
  return band.min_age === 0
    ? t('minors.bandUnder', { age: band.max_age })
    : t('minors.bandRange', { from: band.min_age, to: band.max_age - 1 });
}

/**
 * The recharge limits of a minor, shown before payment (issue 14 D): the age band, one payment's
 * cap, the month's cap and what is left of it, and when it starts again. Nothing for an adult.
 */
export function RechargeLimits({ me, locale }: { me: TMinorsMe | undefined; locale: string }) {
  const { t } = useTranslation('money');
  const r = me?.recharge;
  if (!r?.band) return null;
  const money = (n: number) => formatMinor(n, r.currency, locale);
  const blocked = r.band.per_payment === 0 || r.band.monthly === 0;
  const resets = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: REGION_TIME_ZONES[r.region] }).format(
    new Date(r.resets_at),
  );
  return (
    <Card plain className="minors-card" testId="minor-limits" title={t('minors.title')}>
      <p className="minors-band">
        <span className="minors-badge" data-testid="minor-band">
          {bandLabel(t, r.band)}
        </span>
        {blocked ? t('minors.blockedLead') : t('minors.lead')}
      </p>
      {blocked ? null : (
        <dl className="minors-grid">
          <div>
            <dt>{t('minors.perPayment')}</dt>
            <dd data-testid="minor-per-payment">{r.band.per_payment === null ? t('minors.noCap') : money(r.band.per_payment)}</dd>
          </div>
          <div>
            <dt>{t('minors.monthly')}</dt>
            <dd data-testid="minor-monthly">{r.band.monthly === null ? t('minors.noCap') : money(r.band.monthly)}</dd>
          </div>
          <div className="minors-remaining">
            <dt>{t('minors.remaining')}</dt>
            <dd data-testid="minor-remaining">{r.remaining === null ? t('minors.noCap') : money(r.remaining)}</dd>
          </div>
        </dl>
      )}
      {blocked ? null : <p className="minors-note">{t('minors.resets', { date: resets })}</p>}
    </Card>
  );
}
