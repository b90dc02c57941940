import { endpoint } from './endpoint';

/** Wallet: balances and movements (a user's wallet in the console, staff adjustments: CONSOLE_API). */
export const WALLET_API = {
  wallet: endpoint('GET', '/api/v1/wallet', { response: 'ZWallet' }),
  transactions: endpoint('GET', '/api/v1/wallet/transactions', { query: 'ZTransactionsQuery', response: 'ZTransactionsPage' }),
} as const;
