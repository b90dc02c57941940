import { openStorage, SignedUrls } from '../../platform/storage';
import type { Module } from '..';
import { findUserById } from '../accounts/service';
import { adminOrders } from '../payments/refunds';
import { SUPPORT_MEDIA_BASE, supportRoutes } from './routes';
import { seedSupportDemo } from './seed';
import type { RiskHistoryItem, SupportDeps } from './service';

/** Customer service: feedback threads, the console queue, canned replies (docs/architecture.md). */
export const supportModule: Module = {
  name: 'support',
  async register(ctx) {
    const payments = ctx.services.payments;
    // the risk module: the user's history beside a thread, and its mute on feedback text
    const risk = ctx.services.risk;
    const deps: SupportDeps = {
      db: ctx.db,
      now: ctx.now,
      hub: ctx.hub,
      storage: openStorage(ctx.config.storage),
      urls: new SignedUrls(ctx.config.mediaUrlSecret, SUPPORT_MEDIA_BASE),
      async recentOrders(userId, max) {
        const u = payments ? await findUserById(ctx.db, userId) : null;
        if (!payments || !u) return [];
        const page = await adminOrders(payments, { user: u.public_id, page: 1, page_size: max });
        return page.items.map((o) => ({
          order_id: o.order_id,
          status: o.status,
          kind: o.kind,
          amount: o.amount,
          asset: o.asset,
          price_minor: o.price_minor,
          currency: o.currency,
          created_at: o.created_at,
        }));
      },
      ...(risk
        ? {
            async riskHistory(userId: number): Promise<RiskHistoryItem[]> {
              return (await risk.historyOf(userId)).map((r) => ({
                id: r.id,
                source: r.source,
                severity: r.severity,
                category: String(r.category),
                action: r.action,
                description: r.description,
                created_at: r.created_at,
              }));
            },
            assertNotMuted: risk.assertNotMuted,
          }
        : {}),
      warn: ctx.warn,
    };
    supportRoutes(ctx.app, deps);
    if (ctx.seedDemo && ctx.config.demoActivity) await seedSupportDemo(deps);
  },
};
