import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { durationParts } from '../../../components/ui/Countdown';
import { useActivity, useServerNow } from '../context';
import { phaseAt } from '../model';

/** Time to the start (upcoming), to the end (running), or the end notice with a pointer to the results. */
export default function CountdownBlock() {
  const { t } = useTranslation('activities');
  const { page } = useActivity();
  const now = useServerNow(15_000);
  const phase = phaseAt(page, now);
  if (phase === 'ended') {
    return (
      <Card className="act-countdown is-ended" testId="activity-countdown" data-phase="ended">
        <p className="act-countdown-label">{t('countdown.ended')}</p>
        <p className="act-countdown-hint">{t('countdown.endedHint')}</p>
      </Card>
    );
  }
  const target = Date.parse(phase === 'upcoming' ? page.starts_at : page.ends_at);
  const left = durationParts(target - now);
  const units = [
    ['d', left.d],
    ['h', left.h],
    ['m', left.m],
  ] as const;
  return (
    <Card className="act-countdown" testId="activity-countdown" data-phase={phase}>
      <p className="act-countdown-label">{t(phase === 'upcoming' ? 'countdown.startsIn' : 'countdown.endsIn')}</p>
      <div className="act-countdown-digits" role="timer" aria-live="off">
        {units.map(([unit, value]) => (
          <span key={unit} className="act-countdown-unit">
            <b>{String(value).padStart(2, '0')}</b>
            <small>{t(`countdown.${unit}`)}</small>
          </span>
        ))}
      </div>
    </Card>
  );
}
