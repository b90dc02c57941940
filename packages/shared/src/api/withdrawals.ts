import { ADMIN_API_BASE, endpoint } from './endpoint';

const W = '/api/v1/withdrawals';
/**
 * Withdrawals (modules/withdrawals, docs/api.md "Withdrawals"): a host's payout accounts and her
 * requests. A request holds the points in the ledger until the console decides.
 */
export const WITHDRAWALS_API = {
  overview: endpoint('GET', `${W}/overview`, { response: 'ZWithdrawOverview' }),
  quote: endpoint('POST', `${W}/quote`, { body: 'ZWithdrawQuoteRequest', response: 'ZWithdrawQuoteResult' }),
  saveAccount: endpoint('POST', `${W}/accounts`, { body: 'ZPayoutAccountSave', response: 'ZPayoutAccount' }),
  deleteAccount: endpoint('POST', `${W}/accounts/:id/delete`, { params: 'ZPayoutAccountId', response: 'ZEmptyData' }),
  realname: endpoint('POST', `${W}/realname`, { body: 'ZRealnameRequest', response: 'ZRealname' }),
  request: endpoint('POST', W, { body: 'ZWithdrawRequest', response: 'ZWithdrawal' }),
  list: endpoint('GET', W, { query: 'ZWithdrawalsQuery', response: 'ZWithdrawalPage' }),
  get: endpoint('GET', `${W}/:id`, { params: 'ZWithdrawalId', response: 'ZWithdrawal' }),
  statement: endpoint('GET', `${W}-statement`, { query: 'ZStatementQuery', response: 'ZStatement' }),
} as const;

const A = `${ADMIN_API_BASE}/withdrawals`;
/**
 * The console's review: three different admins review, approve and mark paid (the server refuses
 * the same admin twice); approved bank and PayPay withdrawals leave as batch files.
 */
export const WITHDRAWALS_CONSOLE_API = {
  list: endpoint('GET', A, { query: 'ZAdminWithdrawalsQuery', response: 'ZAdminWithdrawalPage' }),
  act: endpoint('POST', `${A}/:id/action`, { params: 'ZWithdrawalId', body: 'ZAdminWithdrawalAction', response: 'ZAdminWithdrawal' }),
  stats: endpoint('GET', `${A}-stats`, { response: 'ZAdminWithdrawalStats' }),
  createBatch: endpoint('POST', `${A}-batches`, { body: 'ZWithdrawalExportRequest', response: 'ZWithdrawalBatch' }),
  batches: endpoint('GET', `${A}-batches`, { response: 'ZWithdrawalBatchList' }),
  batchFile: endpoint('GET', `${A}-batches/:id/file`, { params: 'ZWithdrawalId', response: 'ZExportFile' }),
} as const;
