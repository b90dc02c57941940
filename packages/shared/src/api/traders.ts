import { ADMIN_API_BASE, endpoint } from './endpoint';

const T = '/api/v1/traders';
/**
 * Coin traders (modules/traders, docs/api.md "Coin traders"): the trader's own page — stock and
 * today's limit, a recipient look-up before the confirm sheet, transfers (one ledger operation per
 * request id) and their history.
 */
export const TRADERS_API = {
  me: endpoint('GET', `${T}/me`, { response: 'ZTraderMe' }),
  recipient: endpoint('GET', `${T}/recipient`, { query: 'ZTraderRecipientQuery', response: 'ZTraderRecipient' }),
  transfer: endpoint('POST', `${T}/transfers`, { body: 'ZTraderTransferRequest', response: 'ZTraderTransfer' }),
  transfers: endpoint('GET', `${T}/transfers`, { query: 'ZTraderTransfersQuery', response: 'ZTraderTransferPage' }),
} as const;

const A = `${ADMIN_API_BASE}/traders`;
/**
 * The console: propose a trader, approve it (another admin), suspend, resume, revoke, change the
 * limits (a raise waits for another admin), record a bulk purchase, a trader's transfers (xlsx too).
 */
export const TRADERS_CONSOLE_API = {
  list: endpoint('GET', A, { query: 'ZAdminTradersQuery', response: 'ZAdminTraderList' }),
  propose: endpoint('POST', A, { body: 'ZTraderPropose', response: 'ZAdminTrader' }),
  act: endpoint('POST', `${A}/:id/action`, { params: 'ZAdminTraderId', body: 'ZTraderAction', response: 'ZAdminTrader' }),
  limits: endpoint('POST', `${A}/:id/limits`, { params: 'ZAdminTraderId', body: 'ZTraderLimitsChange', response: 'ZAdminTrader' }),
  decideLimits: endpoint('POST', `${A}/:id/limits/decide`, {
    params: 'ZAdminTraderId',
    body: 'ZTraderLimitsDecision',
    response: 'ZAdminTrader',
  }),
  purchase: endpoint('POST', `${A}/:id/purchases`, {
    params: 'ZAdminTraderId',
    body: 'ZTraderPurchaseRequest',
    response: 'ZTraderPurchase',
  }),
  purchases: endpoint('GET', `${A}/:id/purchases`, { params: 'ZAdminTraderId', response: 'ZTraderPurchaseList' }),
  transfers: endpoint('GET', `${A}/:id/transfers`, {
    params: 'ZAdminTraderId',
    query: 'ZAdminTraderTransfersQuery',
    response: 'ZTraderTransferPage',
  }),
  exportTransfers: endpoint('GET', `${A}/:id/transfers/export`, {
    params: 'ZAdminTraderId',
    query: 'ZAdminTraderTransfersQuery',
    response: 'ZExportFile',
  }),
} as const;
