import { endpoint } from './endpoint';

/** Commit-reveal proofs (docs/fairness.md): public, no sign-in. */
export const FAIRNESS_API = {
  chains: endpoint('GET', '/api/v1/fairness/chains', { query: 'ZFairnessChainsQuery', response: 'ZFairnessChains' }),
  /** the newest finished rounds of a game (settled or void), with their proofs */
  rounds: endpoint('GET', '/api/v1/fairness/rounds/:game', {
    params: 'ZFairnessGameParams',
    query: 'ZFairnessRoundsQuery',
    response: 'ZFairnessRounds',
  }),
  round: endpoint('GET', '/api/v1/fairness/rounds/:game/:round_id', {
    params: 'ZFairnessRoundParams',
    query: 'ZFairnessRoundQuery',
    response: 'ZFairnessRound',
  }),
  /** the caller's server seed (committed), client seed, nonce and revealed seeds */
  seeds: endpoint('GET', '/api/v1/fairness/seeds', { response: 'ZDrawSeeds' }),
  /** sets a new client seed: the server seed is revealed and a new one committed */
  clientSeed: endpoint('POST', '/api/v1/fairness/seeds/client', { body: 'ZDrawClientSeedRequest', response: 'ZDrawSeeds' }),
  rotate: endpoint('POST', '/api/v1/fairness/seeds/rotate', { body: 'ZDrawRotateRequest', response: 'ZDrawSeeds' }),
  /** the caller's own draws with their proofs, newest first */
  draws: endpoint('GET', '/api/v1/fairness/draws', { query: 'ZFairnessDrawsQuery', response: 'ZFairnessDraws' }),
  draw: endpoint('GET', '/api/v1/fairness/draws/:id', { params: 'ZFairnessDrawParams', response: 'ZFairnessDraw' }),
} as const;

/** Per-user draws: scratch cards, wheels, wishes, blind boxes (one engine over games/draws.ts). */
export const DRAWS_API = {
  state: endpoint('GET', '/api/v1/draws/:game/state', { params: 'ZDrawGameParams', query: 'ZDrawStateQuery', response: 'ZDrawState' }),
  buyTickets: endpoint('POST', '/api/v1/draws/tickets', { body: 'ZBuyTicketsRequest', response: 'ZBuyTicketsResult' }),
  draw: endpoint('POST', '/api/v1/draws/:game/draw', { params: 'ZDrawGameParams', body: 'ZDrawRequest', response: 'ZDrawResult' }),
  records: endpoint('GET', '/api/v1/draws/:game/records', { params: 'ZDrawGameParams', response: 'ZDrawRecords' }),
  backpack: endpoint('GET', '/api/v1/draws/backpack', { response: 'ZBackpack' }),
  /** a host the anchor fight can back, for the viewer's app (`brand` for a visitor) */
  host: endpoint('GET', '/api/v1/draws/hosts/:anchor_id', { params: 'ZDrawHostParams', query: 'ZDrawStateQuery', response: 'ZDrawHost' }),
} as const;

/** Speed racing: the live round, medal fragments, fuel, confirmation, records. */
export const RACING_API = {
  state: endpoint('GET', '/api/v1/racing/state', { query: 'ZRacingStateQuery', response: 'ZRacingState' }),
  buyFragments: endpoint('POST', '/api/v1/racing/fragments', { body: 'ZBuyFragmentsRequest', response: 'ZBuyFragmentsResult' }),
  fuel: endpoint('POST', '/api/v1/racing/fuel', { body: 'ZRacingFuelRequest', response: 'ZRacingFuelResult' }),
  confirm: endpoint('POST', '/api/v1/racing/confirm', { body: 'ZRacingConfirmRequest', response: 'ZRacingFuelResult' }),
  records: endpoint('GET', '/api/v1/racing/records', { query: 'ZRacingRecordsQuery', response: 'ZRacingRecords' }),
} as const;
