import { RACING_CARS, RACING_RACE_MS, type TRacingRound } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { CarIcon } from './CarIcon';

/** A cosmetic pace per car and round (0.72–0.94 of the track at the line), the same for every viewer. */
function pace(roundId: number, car: number): number {
  let h = (roundId * 2654435761 + car * 40503) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995) >>> 0;
  return 0.72 + ((h % 1000) / 1000) * 0.22;
}

/**
 * Where each car is, as a share of the track: at the start while fuel is taken; running during the
 * race (no car reaches the line before the result); the winner on the line once announced.
 */
export function carPositions(round: TRacingRound, nowMs: number): number[] {
  if (round.phase === 'waiting' || round.state === 'void') return RACING_CARS.map(() => 0);
  const t = Math.min(1, Math.max(0, (nowMs - round.closes_at) / RACING_RACE_MS));
  const eased = 1 - (1 - t) ** 2;
  return RACING_CARS.map((c) => {
    const base = pace(round.round_id, c.id) * eased;
    if (round.phase === 'results' && round.winner !== null) return c.id === round.winner ? 1 : Math.min(0.92, base);
    return Math.min(0.9, base);
  });
}

export function Track({ round, nowMs, reduced }: { round: TRacingRound; nowMs: number; reduced: boolean }) {
  const { t } = useTranslation('games');
  const positions = carPositions(round, nowMs);
  const secondsLeft = Math.max(0, Math.ceil((round.closes_at - nowMs) / 1000));
  const announcing = round.phase === 'results' && round.winner === null && round.state !== 'void';
  return (
    <section
      className={`rc-track rc-phase-${round.phase}${reduced ? ' rc-reduced' : ''}`}
      aria-label={t('racing.track')}
      data-testid="racing-track"
      data-round={round.round_id}
    >
      <div className="rc-track-head">
        <span className="rc-round">{t('racing.round', { id: round.round_id })}</span>
        <span className="rc-phase" data-testid="racing-phase" data-phase={round.phase} data-state={round.state ?? ''}>
          {round.state === 'void'
            ? t('racing.phase.void')
            : round.phase === 'waiting'
              ? t('racing.phase.waiting', { s: secondsLeft })
              : round.phase === 'racing'
                ? t('racing.phase.racing')
                : announcing
                  ? t('racing.phase.announcing')
                  : t('racing.phase.results')}
        </span>
      </div>
      {round.phase === 'waiting' && round.state !== 'void' ? (
        <div className="rc-countdown" aria-live="polite" data-testid="racing-countdown">
          {secondsLeft}
        </div>
      ) : null}
      <ol className="rc-lanes">
        {RACING_CARS.map((c, i) => {
          const won = round.winner === c.id && round.phase === 'results';
          return (
            <li key={c.id} className={`rc-lane${won ? ' rc-lane-won' : ''}`} style={{ '--car': c.colour } as React.CSSProperties}>
              <span className="rc-lane-no">{c.id}</span>
              <span className="rc-lane-road">
                <span className="rc-car" style={{ left: `calc(${(positions[i] ?? 0) * 100}% - ${(positions[i] ?? 0) * 34}px)` }}>
                  <CarIcon colour={c.colour} />
                </span>
              </span>
              <span className="rc-flag" aria-hidden="true" />
            </li>
          );
        })}
      </ol>
      {round.phase === 'results' && round.winner !== null ? (
        <p className="rc-winner" data-testid="racing-winner" data-car={round.winner}>
          {t('racing.winner', { name: t(`racing.cars.${RACING_CARS[round.winner - 1]!.key}`) })}
        </p>
      ) : null}
    </section>
  );
}
