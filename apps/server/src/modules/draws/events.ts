/**
 * What the draws module tells others, written in the draw's transaction: `draws.played` once per
 * draw request, with the value won (the brand currency, items at catalogue value) and the blind
 * boxes opened, and for a cheering game the host backed with her points. The rankings module
 * turns it into the lucky, blind-box and anchor-fight boards.
 */
import type { Queryable } from '../../platform/db';
import { defineTopic, Outbox } from '../../platform/outbox';

export interface DrawsPlayed {
  brand: string;
  user_id: number;
  game: string;
  /** the draw's time (ISO): the period it counts in */
  at: string;
  /** prizes' value in the brand currency */
  won: number;
  /** blind boxes opened (0 for other games) */
  boxes: number;
  /** draws made in this play (a batch of 10 is 10) */
  count?: number;
  /** a cheering game: the host backed and the fight points she got */
  target_id?: number;
  points?: number;
}

export const drawsPlayed = defineTopic<DrawsPlayed>('draws.played', (_q, events) =>
  Promise.resolve(events.map((e) => e.payload as DrawsPlayed)),
);

/** The consumer that applies draw effects (a scheduler drain job of the same name). */
export const DRAWS_EFFECTS = 'draws-effects';

export function publishDrawsPlayed(q: Queryable, e: DrawsPlayed, at: Date): Promise<void> {
  return Outbox.publish(q, drawsPlayed, { payload: e, createdAt: at });
}
