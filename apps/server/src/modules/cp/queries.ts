/**
 * SQL fragments of this module's tables that other modules compose into their own statements
 * (a batch that reads everything it decides on in one round trip, see ledger/batch.ts).
 */
/** SQL (an expression yielding json `[{l, h, level}]`) for the live pairs among the (low, high) int8[] placeholders. */
export const pairLevelsSql = (lows: string, highs: string) =>
  `(select coalesce(json_agg(json_build_object('l', c.user_low, 'h', c.user_high, 'level', c.level)), '[]')
      from cp_pairs c join unnest(${lows}::int8[], ${highs}::int8[]) as t(l, h) on c.user_low = t.l and c.user_high = t.h)`;
