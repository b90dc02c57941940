import { addDays, type THostPendant } from '@app/shared';
import { cx } from '../../../components/ui/cx';
import { QueryProvider } from '../../../lib/query';
import { HostIcon } from '../components/HostIcon';
import { dayName, dayRange } from '../lib';
import { Bar, ProgramScreen, Rules, Section, useFmt } from '../programs/frame';
import { useHostPendant } from '../programs-api';

// ---- pendant -----------------------------------------------------------------------------------

function PendantBadge({ tier, size = 92 }: { tier: string | null; size?: number }) {
  return (
    <span className={cx('hp-pendant', tier ? `hp-tier-${tier}` : 'hp-tier-none')} style={{ width: size, height: size }} aria-hidden="true">
      <svg viewBox="0 0 100 100" width={size} height={size}>
        <circle cx="50" cy="54" r="36" fill="none" stroke="currentColor" strokeWidth="7" />
        <circle cx="50" cy="54" r="28" fill="currentColor" opacity="0.16" />
        <path d="M34 22l8 8 8-12 8 12 8-8-3 14H37z" fill="currentColor" />
        <path d="M50 42l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="currentColor" opacity="0.9" />
      </svg>
    </span>
  );
}

function PendantView({ data }: { data: THostPendant }) {
  const { t, n, lang } = useFmt();
  const cur = data.current;
  return (
    <>
      <section className="hosts-hero hp-pendant-hero" data-testid="hp-pendant-hero" data-tier={cur?.tier ?? 'none'}>
        <div className="hosts-hero-shine" aria-hidden="true" />
        <PendantBadge tier={cur?.tier ?? null} />
        <div className="hp-pendant-main">
          <p className="hosts-hero-label">{t('pendant.wearing')}</p>
          <p className="hp-pendant-name">{cur ? t(`pendant.tier.${cur.tier}`) : t('pendant.none')}</p>
          <p className="hosts-hero-note">
            {cur ? t('pendant.until', { day: dayName(addDays(cur.week_from, 13), lang) }) : t('pendant.noneHint')}
          </p>
        </div>
      </section>
      <Section icon="chart" title={t('pendant.thisWeek')} when={dayRange(data.week_from, data.week_to, lang)} testId="hp-pendant-week">
        <p className="hp-big" data-testid="hp-room-points" data-points={data.points}>
          <b>{n(data.points)}</b> {t('pendant.pointsUnit')}
        </p>
        <Bar value={data.points} max={data.next?.points ?? data.points} label={t('pendant.thisWeek')} />
        <p className="hosts-muted hosts-small">
          {data.next
            ? t('pendant.toNext', { points: n(data.next.points - data.points), tier: t(`pendant.tier.${data.next.id}`) })
            : t('pendant.topReached')}
        </p>
      </Section>
      <Section icon="gift" title={t('pendant.tiers')} testId="hp-pendant-tiers">
        <ol className="hp-tiers">
          {data.tiers.map((tier) => {
            const reached = data.points >= tier.points;
            return (
              <li key={tier.id} className={cx('hp-tier-row', reached && 'is-reached')} data-testid="hp-pendant-tier" data-reached={reached}>
                <PendantBadge tier={tier.id} size={40} />
                <span className="hp-tier-name">{t(`pendant.tier.${tier.id}`)}</span>
                <span className="hp-tier-need">{t('pendant.need', { points: n(tier.points) })}</span>
                {reached ? <HostIcon name="check" size={16} /> : null}
              </li>
            );
          })}
        </ol>
      </Section>
      {data.history.length > 0 ? (
        <Section icon="calendar" title={t('pendant.history')} testId="hp-pendant-history">
          <ol className="hp-history">
            {data.history.map((h) => (
              <li key={h.week_from}>
                <span>{dayRange(h.week_from, addDays(h.week_from, 6), lang)}</span>
                <b>{t(`pendant.tier.${h.tier}`)}</b>
                <span className="hosts-muted hosts-small">{t('pendant.pointsOf', { points: n(h.points) })}</span>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      <Rules keys={['pendant.rules.points', 'pendant.rules.grant', 'pendant.rules.wear']} />
    </>
  );
}

function Screen() {
  return <ProgramScreen view="pendant" query={useHostPendant()} render={(d) => <PendantView data={d} />} />;
}

/** The room operator's pendant (`/h5/japan/room_operator_pendant`): this week's tier progress, the one she wears. */
export default function HostPendantPage() {
  return (
    <QueryProvider>
      <Screen />
    </QueryProvider>
  );
}
