import {
  type BRANDS,
  normalizeLocale,
  PERMISSIONS,
  ZAdminOrderDetail,
  ZAdminOrderPage,
  ZAdminOrderParams,
  ZAdminOrdersQuery,
  ZCreateOrderRequest,
  ZManualOrderRequest,
  ZManualOrderResult,
  ZMembership,
  ZOrder,
  ZOrderPage,
  ZOrderQuery,
  ZOrdersQuery,
  ZProductList,
  ZProductsQuery,
  ZReceiptRequest,
  ZRefundRequest,
  ZRefundResult,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireUser } from '../../platform/auth';
import { AppError, ok } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { assertStorableText } from '../../platform/text-guard';
import { findUserById } from '../accounts/repo';
import { ADMIN_API } from '../admin/routes';
import { recordManualPayment } from './manual';
import type { SandboxProvider } from './providers';
import { adminOrder, adminOrders, staffRefund } from './refunds';
import * as repo from './repo';
import { sandboxPage } from './sandbox-page';
import type { PaymentsDeps } from './service';
import * as service from './service';

export function paymentsRoutes(app: FastifyInstance, deps: PaymentsDeps, sandbox: SandboxProvider | null) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/products', {
    schema: { tags: ['payments'], querystring: ZProductsQuery, response: { 200: envelope(ZProductList) } },
    config: { auth: 'optional' },
    handler: async (req) => {
      const brand = req.query.app_name ?? (req.user?.brand as keyof typeof BRANDS | undefined) ?? 'default';
      return ok(await service.products(deps, brand, req.query.kind));
    },
  });

  r.post('/api/v1/recharge/orders', {
    schema: { tags: ['payments'], body: ZCreateOrderRequest, response: { 200: envelope(ZOrder) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.createOrder(deps, requireUser(req), req.body)),
  });

  r.get('/api/v1/recharge/order', {
    schema: { tags: ['payments'], querystring: ZOrderQuery, response: { 200: envelope(ZOrder) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.order(deps, requireUser(req), req.query.order_id)),
  });

  r.get('/api/v1/recharge/orders', {
    schema: { tags: ['payments'], querystring: ZOrdersQuery, response: { 200: envelope(ZOrderPage) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.orders(deps, requireUser(req), req.query)),
  });

  r.post('/api/v1/recharge/receipts', {
    schema: { tags: ['payments'], body: ZReceiptRequest, response: { 200: envelope(ZOrder) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.redeemReceipt(deps, requireUser(req), req.body)),
  });

  r.get('/api/v1/membership', {
    schema: { tags: ['payments'], response: { 200: envelope(ZMembership) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.membership(deps, requireUser(req).id)),
  });

  // Provider notifications: outside the request-signing protocol, verified by the provider's own
  // signature over the raw body (hence the scope's own body parser).
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post(
      '/api/v1/payments/callback/:provider',
      { config: { signed: false, auth: 'none' }, schema: { hide: true, params: z.object({ provider: z.string().max(20) }) } },
      async (req) => {
        const { provider } = req.params as { provider: string };
        if (provider !== deps.provider.name) throw new AppError('NOT_FOUND');
        const raw = typeof req.body === 'string' ? req.body : '';
        const signature = req.headers[deps.provider.signatureHeader];
        const event = deps.provider.verifyNotification(raw, Array.isArray(signature) ? signature[0] : signature);
        if (!event) return ok({ outcome: 'ignored' });
        // signed by the provider, still text we store: no NUL or lone surrogate reaches the database
        const payload: unknown = JSON.parse(raw);
        assertStorableText({ body: payload });
        const outcome = await service.applyProviderEvent(deps, provider, event, payload);
        return ok({ outcome });
      },
    );
    // app-store server notifications (refunds): verified by the store's signature
    scope.post(
      '/api/v1/payments/store-notify/:platform',
      { config: { signed: false, auth: 'none' }, schema: { hide: true, params: z.object({ platform: z.enum(['apple', 'google']) }) } },
      async (req) => {
        const { platform } = req.params as { platform: 'apple' | 'google' };
        const signature = req.headers['x-sandbox-signature'];
        const raw = typeof req.body === 'string' ? req.body : '';
        if (raw.trimStart().startsWith('{')) {
          try {
            assertStorableText({ body: JSON.parse(raw) });
          } catch (err) {
            if (err instanceof AppError) throw err; // unparseable bodies are refused by the verifier
          }
        }
        return ok({
          outcome: await service.applyStoreNotification(deps, platform, raw, Array.isArray(signature) ? signature[0] : signature),
        });
      },
    );
  });

  // Console: orders and refunds (finance.view_orders / finance.refund).
  r.get(`${ADMIN_API}/orders`, {
    schema: { tags: ['admin', 'payments'], querystring: ZAdminOrdersQuery, response: { 200: envelope(ZAdminOrderPage) } },
    config: { auth: 'admin', perms: [PERMISSIONS.FINANCE_VIEW_ORDERS] },
    handler: async (req) => ok(await adminOrders(deps, req.query)),
  });

  r.get(`${ADMIN_API}/orders/:id`, {
    schema: { tags: ['admin', 'payments'], params: ZAdminOrderParams, response: { 200: envelope(ZAdminOrderDetail) } },
    config: { auth: 'admin', perms: [PERMISSIONS.FINANCE_VIEW_ORDERS] },
    handler: async (req) => ok(await adminOrder(deps, req.params.id)),
  });

  r.post(`${ADMIN_API}/orders/manual`, {
    schema: { tags: ['admin', 'payments'], body: ZManualOrderRequest, response: { 200: envelope(ZManualOrderResult) } },
    config: { auth: 'admin', perms: [PERMISSIONS.FINANCE_MANUAL_ORDER] },
    handler: async (req) => ok(await recordManualPayment(deps, requireAdmin(req), req.body, req.ip)),
  });

  r.post(`${ADMIN_API}/orders/:id/refund`, {
    schema: { tags: ['admin', 'payments'], params: ZAdminOrderParams, body: ZRefundRequest, response: { 200: envelope(ZRefundResult) } },
    config: { auth: 'admin', perms: [PERMISSIONS.FINANCE_REFUND] },
    handler: async (req) => ok(await staffRefund(deps, requireAdmin(req), req.params.id, req.body, req.ip)),
  });

  if (!sandbox) return;
  // The sandbox calls back later, as a provider would: through the same callback endpoint.
  sandbox.deliverTo(async (n) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/payments/callback/${sandbox.name}`,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': n.signature },
      payload: n.body,
    });
    if (res.statusCode !== 200) app.log.warn({ status: res.statusCode, body: res.body }, 'sandbox notification refused');
  });
  app.addHook('preClose', async () => {
    await sandbox.settled();
    sandbox.deliverTo(null);
  });
  // The sandbox provider's hosted checkout: a plain HTML form (no script), like a provider's page.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const localeOf = (value: unknown, header: unknown) =>
      normalizeLocale(typeof value === 'string' ? value : undefined) ??
      normalizeLocale(typeof header === 'string' ? header.split(',')[0] : undefined) ??
      'en';

    scope.get('/pay/sandbox/:orderId', { config: { signed: false, auth: 'none' }, schema: { hide: true } }, async (req, reply) => {
      const { orderId } = req.params as { orderId: string };
      const locale = localeOf((req.query as Record<string, unknown>).lang, req.headers['accept-language']);
      const o = await repo.findOrder(deps.db, orderId);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return sandboxPage(locale, o);
    });

    scope.post(
      '/pay/sandbox/:orderId/complete',
      { config: { signed: false, auth: 'none' }, schema: { hide: true } },
      async (req, reply) => {
        const { orderId } = req.params as { orderId: string };
        const form = (req.body ?? {}) as Record<string, string>;
        const o = await repo.findOrder(deps.db, orderId);
        if (!o) throw new AppError('NOT_FOUND');
        const outcome = form.outcome === 'paid' ? 'paid' : 'failed';
        if (o.status === 'created') {
          // what the provider's server would send us: the same verification path as a real callback
          const n = sandbox.notification({ orderId, event: outcome, providerRef: `sbx_${Date.now().toString(36)}` });
          await service.applyProviderEvent(deps, sandbox.name, sandbox.verifyNotification(n.body, n.signature), JSON.parse(n.body));
        }
        const user = await findUserById(deps.db, o.user_id);
        const target = service.returnPage(o.kind, (user?.brand ?? 'default') as keyof typeof BRANDS);
        const params = new URLSearchParams({ order_id: orderId, ...target.query });
        if (form.lang) params.set('app-language', form.lang);
        const page = target.path;
        return reply.redirect(`${page}?${params}`, 303);
      },
    );
  });
}
