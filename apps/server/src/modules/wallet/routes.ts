import { CONSOLE_API, PERMISSIONS, WALLET_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { adminRoute, userRoute } from '../../platform/http';
import type { WalletDeps } from './service';
import * as service from './service';

export function walletRoutes(app: FastifyInstance, deps: WalletDeps) {
  const tags = ['wallet'];
  const adminTags = ['admin', 'wallet'];
  userRoute(app, tags, WALLET_API.wallet, (_req, user) => service.wallet(deps, user.id));
  userRoute(app, tags, WALLET_API.transactions, (req, user) => service.transactions(deps, user.id, req.query));
  adminRoute(app, adminTags, CONSOLE_API.walletAdjust, [PERMISSIONS.FINANCE_ADJUST_BALANCE], (req, admin) =>
    service.adjust(deps, admin, req.body, req.ip),
  );
  adminRoute(app, adminTags, CONSOLE_API.walletUser, [PERMISSIONS.FINANCE_VIEW_WALLET], (req) =>
    service.adminView(deps, req.query.user_id),
  );
}
