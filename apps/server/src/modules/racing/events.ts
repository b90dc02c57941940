/**
 * What the racing module tells others, written in the settlement's transaction: `racing.won`
 * once per settled round with what each winner won (medal fragments). The rankings module turns
 * it into the racing board (daily, weekly; the region's time zone).
 */
import type { Queryable } from '../../platform/db';
import { defineTopic, Outbox } from '../../platform/outbox';

export interface RacingWon {
  brand: string;
  round_id: number;
  /** the round's result time (ISO): the period its winnings count in */
  at: string;
  winners: Array<{ user_id: number; won: number }>;
}

export const racingWon = defineTopic<RacingWon>('racing.won', (_q, events) => Promise.resolve(events.map((e) => e.payload as RacingWon)));

/** The consumer that applies racing effects (a scheduler drain job of the same name). */
export const RACING_EFFECTS = 'racing-effects';

export function publishRacingWon(q: Queryable, e: RacingWon, at: Date): Promise<void> {
  return Outbox.publish(q, racingWon, { payload: e, createdAt: at });
}
