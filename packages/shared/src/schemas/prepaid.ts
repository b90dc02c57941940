import { z } from 'zod';

/** One brand's unused paid coins on the Japanese market, their yen value and where they head. */
export const ZPrepaidBrand = z.object({
  brand: z.string(),
  /** the brand's coin (gold_coin or diamond) */
  asset: z.string(),
  /** users holding unused paid coins */
  holders: z.number().int(),
  unused_coins: z.number().int(),
  /** yen per coin paid on average (credited JPY orders), in thousandths of a yen */
  yen_per_coin_milli: z.number().int(),
  /** the unused coins' yen value */
  value_jpy: z.number().int(),
  /** the straight line of the last snapshots, at the next base dates */
  projections: z.array(z.object({ base_date: z.string(), value_jpy: z.number().int(), over: z.boolean() })),
  /** daily snapshots, oldest first (the last 30 days) */
  history: z.array(z.object({ day: z.string(), value_jpy: z.number().int() })),
  /** now or at a base date above the threshold */
  warning: z.boolean(),
});
export type TPrepaidBrand = z.infer<typeof ZPrepaidBrand>;

export const ZPrepaidReport = z.object({
  /** today in Tokyo */
  as_of: z.string(),
  threshold_jpy: z.number().int(),
  brands: z.array(ZPrepaidBrand),
});
export type TPrepaidReport = z.infer<typeof ZPrepaidReport>;
