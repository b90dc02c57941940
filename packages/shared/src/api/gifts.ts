import { endpoint } from './endpoint';

/** Gifts: the brand's catalogue, sending, the sender's level. */
export const GIFTS_API = {
  list: endpoint('GET', '/api/v1/gifts', { query: 'ZGiftsQuery', response: 'ZGiftList' }),
  send: endpoint('POST', '/api/v1/gifts/send', { body: 'ZSendGiftRequest', response: 'ZSendGiftResult' }),
  level: endpoint('GET', '/api/v1/level', { response: 'ZLevelInfo' }),
} as const;

/** Ranking boards and their period rewards (the console's payout list: CONSOLE_API). */
export const RANKINGS_API = {
  rankings: endpoint('GET', '/api/v1/rankings', { query: 'ZRankingsQuery', response: 'ZRankings' }),
  rewards: endpoint('GET', '/api/v1/rankings/rewards', { query: 'ZRankRewardsQuery', response: 'ZRankRewards' }),
} as const;
