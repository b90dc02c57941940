import { type Module, need } from '..';
import { seedProducts } from './catalogue';
import { refundApprovalExecutor } from './refunds';
import { paymentsRoutes } from './routes';
import { expireStaleOrders, type PaymentsDeps } from './service';
import { paymentSetup } from './setup';

export const paymentsModule: Module = {
  name: 'payments',
  prepare: seedProducts,
  register(ctx) {
    const { app, db, now, config, scheduler } = ctx;
    const { sandbox, provider, receipts } = paymentSetup(config, now);
    const approvals = need(ctx, 'approvals');
    const minors = ctx.services.minors?.gate;
    const payments: PaymentsDeps = { db, now, provider, receipts, publicUrl: config.publicUrl, approvals, minors };
    approvals.register('order.refund', refundApprovalExecutor(payments));
    paymentsRoutes(app, payments, sandbox);
    scheduler.every('order-expiry', { intervalMs: 60_000 }, () => expireStaleOrders(payments));
    ctx.services.payments = payments;
  },
};
