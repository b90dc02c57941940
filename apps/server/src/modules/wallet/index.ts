import { type Module, need } from '..';
import { walletRoutes } from './routes';
import { executeApprovedAdjust } from './service';

export const walletModule: Module = {
  name: 'wallet',
  register(ctx) {
    const approvals = need(ctx, 'approvals');
    approvals.register('wallet.adjust', executeApprovedAdjust);
    walletRoutes(ctx.app, { db: ctx.db, approvals });
  },
};
