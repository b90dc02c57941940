import type { Module } from '..';
import { withdrawalsRoutes } from './routes';
import type { WithdrawalsDeps } from './service';

/** Withdrawals (issue 13): payout accounts, requests held in the ledger, a three-admin review, transfer files. */
export const withdrawalsModule: Module = {
  name: 'withdrawals',
  register(ctx) {
    const deps: WithdrawalsDeps = {
      db: ctx.db,
      now: ctx.now,
      pepper: ctx.config.mediaUrlSecret || 'withdrawals',
      consignor: ctx.config.zenginConsignor,
    };
    withdrawalsRoutes(ctx.app, deps);
    ctx.services.withdrawals = deps;
  },
};
