import {
  PERMISSIONS,
  ZAdjustRequest,
  ZAdjustResult,
  ZAdminWallet,
  ZAdminWalletQuery,
  ZTransactionsPage,
  ZTransactionsQuery,
  ZWallet,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin, requireUser } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { ADMIN_API } from '../admin/routes';
import type { WalletDeps } from './service';
import * as service from './service';

export function walletRoutes(app: FastifyInstance, deps: WalletDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/wallet', {
    schema: { tags: ['wallet'], response: { 200: envelope(ZWallet) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.wallet(deps, requireUser(req).id)),
  });

  r.get('/api/v1/wallet/transactions', {
    schema: { tags: ['wallet'], querystring: ZTransactionsQuery, response: { 200: envelope(ZTransactionsPage) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.transactions(deps, requireUser(req).id, req.query)),
  });

  r.post(`${ADMIN_API}/wallet/adjust`, {
    schema: { tags: ['admin', 'wallet'], body: ZAdjustRequest, response: { 200: envelope(ZAdjustResult) } },
    config: { auth: 'admin', perms: [PERMISSIONS.FINANCE_ADJUST_BALANCE] },
    handler: async (req) => ok(await service.adjust(deps, requireAdmin(req), req.body, req.ip)),
  });

  r.get(`${ADMIN_API}/wallet/user`, {
    schema: { tags: ['admin', 'wallet'], querystring: ZAdminWalletQuery, response: { 200: envelope(ZAdminWallet) } },
    config: { auth: 'admin', perms: [PERMISSIONS.FINANCE_VIEW_WALLET] },
    handler: async (req) => ok(await service.adminView(deps, req.query.user_id)),
  });
}
