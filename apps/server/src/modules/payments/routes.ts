import { buildPath, CONSOLE_API, callerBrand, DEFAULT_BRAND, LIMITS, normalizeLocale, PAYMENTS_API, PERMISSIONS } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, ok } from '../../platform/errors';
import { adminRoute, route, userRoute } from '../../platform/http';
import { assertStorableText } from '../../platform/text-guard';
import { findUserById } from '../accounts/service';
import { recordManualPayment } from './manual';
import type { SandboxProvider } from './providers';
import { adminOrder, adminOrders, staffRefund } from './refunds';
import * as repo from './repo';
import { sandboxPage } from './sandbox-page';
import type { PaymentsDeps } from './service';
import * as service from './service';

/** Where a payment provider notifies us (its own protocol, not a contract of the API). */
const PROVIDER_CALLBACK_PATH = '/api/v1/payments/callback/:provider';

export function paymentsRoutes(app: FastifyInstance, deps: PaymentsDeps, sandbox: SandboxProvider | null) {
  const tags = ['payments'];

  route(app, PAYMENTS_API.products, {
    tags,
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.products(deps, callerBrand(req.query.app_name, req.user), req.query.kind)),
  });

  userRoute(app, tags, PAYMENTS_API.createOrder, (req, user) => service.createOrder(deps, user, req.body));
  userRoute(app, tags, PAYMENTS_API.order, (req, user) => service.order(deps, user, req.query.order_id));
  userRoute(app, tags, PAYMENTS_API.orders, (req, user) => service.orders(deps, user, req.query));
  userRoute(app, tags, PAYMENTS_API.receipt, (req, user) => service.redeemReceipt(deps, user, req.body));
  userRoute(app, tags, PAYMENTS_API.membership, (_req, user) => service.membership(deps, user.id));

  // Provider notifications: outside the request-signing protocol, verified by the provider's own
  // signature over the raw body (hence the scope's own body parser).
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post(
      PROVIDER_CALLBACK_PATH,
      {
        config: { signed: false, auth: 'none' },
        schema: { hide: true, params: z.object({ provider: z.string().max(LIMITS.paymentProviderNameMax) }) },
      },
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
  const adminTags = ['admin', 'payments'];
  const viewOrders = [PERMISSIONS.FINANCE_VIEW_ORDERS];
  adminRoute(app, adminTags, CONSOLE_API.orders, viewOrders, (req) => adminOrders(deps, req.query));
  adminRoute(app, adminTags, CONSOLE_API.order, viewOrders, (req) => adminOrder(deps, req.params.id));
  adminRoute(app, adminTags, CONSOLE_API.manualOrder, [PERMISSIONS.FINANCE_MANUAL_ORDER], (req, admin) =>
    recordManualPayment(deps, admin, req.body, req.ip),
  );
  adminRoute(app, adminTags, CONSOLE_API.refund, [PERMISSIONS.FINANCE_REFUND], (req, admin) =>
    staffRefund(deps, admin, req.params.id, req.body, req.ip),
  );

  if (!sandbox) return;
  // The sandbox calls back later, as a provider would: through the same callback endpoint.
  sandbox.deliverTo(async (n) => {
    const res = await app.inject({
      method: 'POST',
      url: buildPath(PROVIDER_CALLBACK_PATH, { provider: sandbox.name }),
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
        const target = service.returnPage(o.kind, user?.brand ?? DEFAULT_BRAND);
        const params = new URLSearchParams({ order_id: orderId, ...target.query });
        if (form.lang) params.set('app-language', form.lang);
        const page = target.path;
        return reply.redirect(`${page}?${params}`, 303);
      },
    );
  });
}
