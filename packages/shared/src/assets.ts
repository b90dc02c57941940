import { LIMITS } from './limits';

/** Ledger assets (DESIGN "Money"). Every amount is an integer count of the asset's smallest unit. */
export const ASSETS = [
  'gold_coin',
  'silver_coin',
  'diamond',
  'medal_fragment',
  'scratch_ticket',
  'wish_ticket',
  'anchor_point',
  'cash',
] as const;
export type Asset = (typeof ASSETS)[number];

/** System accounts make every asset sum to zero: coins enter through `mint`, leave through `house`. */
export const SYSTEM_ACCOUNTS = ['mint', 'house', 'adjustment'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/** Client idempotency keys: the client makes one per intended action and reuses it on retry. */
export const REQUEST_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${LIMITS.requestIdLengthMin},${LIMITS.requestIdLengthMax}}$`);
