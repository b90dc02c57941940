import { HOST_RATING_RULES, type THostRating } from '@app/shared';
import { cx } from '../../../components/ui/cx';
import { List, ListRow } from '../../../components/ui/ListRow';
import { QueryProvider } from '../../../lib/query';
import { HostIcon, type HostIconName } from '../components/HostIcon';
import { dayRange } from '../lib';
import { Bar, ProgramScreen, Rules, Section, useFmt } from '../programs/frame';
import { useHostRating } from '../programs-api';

// ---- rating ------------------------------------------------------------------------------------

const FACTOR_ICON: Record<string, HostIconName> = {
  fast_reply_rate: 'fast',
  receptions: 'receptions',
  call_minutes: 'minutes',
  new_user_calls: 'new_user',
  check_in_days: 'calendar',
};

function RatingView({ data }: { data: THostRating }) {
  const { t, n, lang } = useFmt();
  const factorValue = (f: THostRating['factors'][number]) =>
    f.id === 'fast_reply_rate'
      ? t('rating.percent', { value: n(f.value), target: n(f.target) })
      : t('rating.ofTarget', { value: n(f.value), target: n(f.target) });
  return (
    <>
      <section className={cx('hosts-hero hp-rating-hero', `hp-grade-${data.grade}`)} data-testid="hp-rating-hero">
        <div className="hosts-hero-shine" aria-hidden="true" />
        <p className="hosts-hero-label">
          <HostIcon name="chart" size={16} />
          {t('rating.label')}
          <span className="hp-hero-when">{dayRange(data.from, data.to, lang)}</span>
        </p>
        <div className="hp-grade-row">
          <span
            className="hp-grade"
            data-testid="hp-grade"
            data-grade={data.grade}
            role="img"
            aria-label={t('rating.gradeLabel', { grade: data.grade })}
          >
            {data.grade}
          </span>
          <div className="hp-grade-main">
            <p className="hp-grade-score" data-testid="hp-score" data-score={data.score}>
              <b>{n(data.score)}</b>
              <span> / 100</span>
            </p>
            <Bar value={data.score} max={100} label={t('rating.scoreLabel')} />
            <p className="hosts-hero-note">
              {data.next ? t('rating.next', { points: n(data.next.score - data.score), grade: data.next.grade }) : t('rating.top')}
            </p>
          </div>
        </div>
      </section>

      <Section icon="task" title={t('rating.factors')} testId="hp-factors">
        <List className="hosts-kinds hp-factors">
          {data.factors.map((f) => (
            <ListRow
              key={f.id}
              className="hosts-kind hp-factor"
              testId="hp-factor"
              data-factor={f.id}
              data-value={f.value}
              lead={
                <span className="hosts-kind-icon">
                  <HostIcon name={FACTOR_ICON[f.id] ?? 'task'} size={18} />
                </span>
              }
              title={
                <>
                  <span className="hp-factor-name">{t(`rating.factor.${f.id}`)}</span>
                  <span className="hp-factor-score">{t('rating.points', { score: n(f.score), weight: n(f.weight) })}</span>
                </>
              }
              subs={[factorValue(f)]}
            >
              <Bar value={f.score} max={f.weight} label={t(`rating.factor.${f.id}`)} />
            </ListRow>
          ))}
        </List>
      </Section>

      <Section icon="fast" title={t('rating.raiseTitle')} testId="hp-raise">
        {data.raise.length === 0 ? (
          <p className="hosts-muted">{t('rating.raiseNone')}</p>
        ) : (
          <ul className="hp-tips">
            {data.raise.slice(0, 3).map((id) => {
              const f = data.factors.find((x) => x.id === id)!;
              return (
                <li key={id} data-testid="hp-tip" data-factor={id}>
                  <HostIcon name={FACTOR_ICON[id] ?? 'task'} size={16} />
                  <span>
                    {t(`rating.raise.${id}`, { missing: n(f.missing), target: n(f.target), min: n(HOST_RATING_RULES.minReplies) })}
                    <b className="hp-tip-gain">{t('rating.gain', { points: n(f.weight - f.score) })}</b>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      <Section icon="calendar" title={t('rating.weeks')} testId="hp-weeks">
        <ol className="hp-weeks">
          {data.weeks.map((w) => (
            <li key={w.week_from} className={cx('hp-week', `hp-grade-${w.grade}`)} data-testid="hp-week" data-grade={w.grade}>
              <span className="hp-week-grade">{w.grade}</span>
              <span className="hp-week-score">{n(w.score)}</span>
              <span className="hp-week-when">{dayRange(w.week_from, w.week_to, lang)}</span>
            </li>
          ))}
        </ol>
      </Section>
      <Rules
        keys={['rating.rules.window', 'rating.rules.factors', 'rating.rules.grades', 'rating.rules.weeks']}
        values={{ min: n(HOST_RATING_RULES.minReplies) }}
      />
    </>
  );
}

function Screen() {
  return <ProgramScreen view="rating" query={useHostRating()} render={(d) => <RatingView data={d} />} />;
}

/** A host's rating (`/h5/anchor_rating`): her grade over the last 7 days, by factor, how to raise it, her past weeks. */
export default function HostRatingPage() {
  return (
    <QueryProvider>
      <Screen />
    </QueryProvider>
  );
}
