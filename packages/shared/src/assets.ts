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

export const LEDGER_LIMITS = {
  /** one movement; far below 2^53 so sums of many stay exact in JS numbers */
  maxAmount: 1_000_000_000_000,
  requestIdMin: 8,
  requestIdMax: 64,
  reasonMax: 200,
  pageSizeMax: 100,
} as const;

/** Client idempotency keys: the client makes one per intended action and reuses it on retry. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
