import { addDays, type THostIncentive } from '@app/shared';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { QueryProvider } from '../../../lib/query';
import { useRouteHandle } from '../../../lib/route-handle';
import { HostIcon } from '../components/HostIcon';
import { dayName, dayRange, formatCash, hostIncomeHref } from '../lib';
import { Bar, ProgramScreen, Rules, Section, useFmt } from '../programs/frame';
import { useHostIncentive } from '../programs-api';

// ---- incentive (incentive_jp, wakoo's bonus banner) ---------------------------------------------

function IncentiveView({ data, banner }: { data: THostIncentive; banner: boolean }) {
  const { t, n, lang } = useFmt();
  const cash = (v: number) => formatCash(v, data.currency, lang);
  const last = data.last_week;
  return (
    <>
      <section className={cx('hosts-hero hp-incentive-hero', banner && 'hp-banner')} data-testid="hp-incentive-hero">
        <div className="hosts-hero-shine" aria-hidden="true" />
        {banner ? <p className="hp-banner-kicker">{t('incentive.bannerKicker')}</p> : null}
        <p className="hosts-hero-label">
          <HostIcon name="coin" size={16} />
          {t('incentive.thisWeek')}
          <span className="hp-hero-when">{dayRange(data.week_from, data.week_to, lang)}</span>
        </p>
        <p className="hosts-hero-balance" data-testid="hp-week-points" data-points={data.points}>
          {n(data.points)}
          <span className="hp-unit">{t('incentive.pointsUnit')}</span>
        </p>
        <Bar value={data.points} max={data.next?.points ?? Math.max(1, data.points)} label={t('incentive.thisWeek')} />
        <p className="hosts-hero-note" data-testid="hp-incentive-next">
          {data.next ? t('incentive.toNext', { points: n(data.next.missing), cash: cash(data.next.cash) }) : t('incentive.top')}
        </p>
        <div className="hosts-hero-stats">
          <div className="hosts-hero-stat">
            <span className="hosts-hero-stat-label">{t('incentive.reached')}</span>
            <b data-testid="hp-incentive-cash">{data.reached >= 0 ? cash(data.cash) : '—'}</b>
          </div>
          <div className="hosts-hero-stat">
            <span className="hosts-hero-stat-label">{t('incentive.tierNow')}</span>
            <b>{data.reached >= 0 ? t('incentive.tierName', { tier: data.reached + 1 }) : t('incentive.noTier')}</b>
          </div>
        </div>
      </section>

      <Section icon="gift" title={t('incentive.tiers')} testId="hp-incentive-tiers">
        <ol className="hp-ladder">
          {data.tiers.map((tier, i) => (
            <li
              key={tier.points}
              className={cx('hp-ladder-row', i <= data.reached && 'is-reached')}
              data-testid="hp-incentive-tier"
              data-reached={i <= data.reached}
            >
              <span className="hp-ladder-tier">{t('incentive.tierName', { tier: i + 1 })}</span>
              <span className="hp-ladder-need">{t('incentive.need', { points: n(tier.points) })}</span>
              <b className="hp-ladder-cash">{cash(tier.cash)}</b>
            </li>
          ))}
        </ol>
      </Section>

      <Section icon="calendar" title={t('incentive.lastWeek')} when={dayRange(last.week_from, last.week_to, lang)} testId="hp-last-week">
        <div className="hp-last" data-testid="hp-last-week-status" data-status={last.status}>
          <div>
            <p className="hp-big">
              <b>{n(last.points)}</b> {t('incentive.pointsUnit')}
            </p>
            <p className="hosts-muted hosts-small">
              {last.status === 'paid'
                ? t('incentive.paidOn', { day: dayName(last.paid_at!.slice(0, 10), lang) })
                : last.status === 'due'
                  ? t('incentive.dueBy', { day: dayName(last.due_day, lang) })
                  : t('incentive.none')}
            </p>
          </div>
          {last.status !== 'none' ? (
            <span className={cx('hosts-badge', last.status === 'paid' && 'is-claimed')}>
              {last.status === 'paid' ? <HostIcon name="check" size={12} /> : null}
              {cash(last.cash)}
            </span>
          ) : null}
        </div>
      </Section>

      {data.paid.length > 0 ? (
        <Section icon="chart" title={t('incentive.paid')} testId="hp-paid">
          <ol className="hp-history">
            {data.paid.map((p) => (
              <li key={p.week_from} data-testid="hp-paid-row">
                <span>{dayRange(p.week_from, addDays(p.week_from, 6), lang)}</span>
                <b>{cash(p.cash)}</b>
                <span className="hosts-muted hosts-small">{t('pendant.pointsOf', { points: n(p.points) })}</span>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}

      {banner ? (
        <nav className="hp-links">
          <Link className="hosts-btn hosts-btn-primary" to={hostIncomeHref('wakoo')} data-testid="hp-link-bonus">
            {t('incentive.myBonus')}
          </Link>
          <Link className="hosts-btn hosts-btn-ghost" to="/h5/broadcaster/task/index" data-testid="hp-link-tasks">
            {t('incentive.tasks')}
          </Link>
        </nav>
      ) : null}
      <Rules keys={['incentive.rules.week', 'incentive.rules.tier', 'incentive.rules.pay', 'incentive.rules.who']} />
    </>
  );
}

function Screen({ banner }: { banner: boolean }) {
  return (
    <ProgramScreen
      view={banner ? 'banner' : 'incentive'}
      query={useHostIncentive()}
      render={(d) => <IncentiveView data={d} banner={banner} />}
    />
  );
}

/** The weekly incentive (`/h5/incentive_jp`) and wakoo's bonus banner (`/h5/auth/bonus_banner`): one engine, her region's tiers. */
export default function HostIncentivePage() {
  const { name } = useRouteHandle();
  return (
    <QueryProvider>
      <Screen banner={name === 'auth_bonus_banner'} />
    </QueryProvider>
  );
}
