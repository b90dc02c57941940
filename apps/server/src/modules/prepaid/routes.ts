import { PERMISSIONS, PREPAID_CONSOLE_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../../platform/http';
import type { PrepaidDeps } from './service';
import * as service from './service';

export function prepaidRoutes(app: FastifyInstance, deps: PrepaidDeps) {
  adminRoute(app, ['admin', 'finance'], PREPAID_CONSOLE_API.report, { perms: [PERMISSIONS.FINANCE_VIEW_ORDERS] }, () =>
    service.report(deps),
  );
}
