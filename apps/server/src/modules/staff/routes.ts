import { PERMISSIONS, STAFF_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../../platform/http';
import type { StaffDeps } from './service';
import * as service from './service';

export function staffRoutes(app: FastifyInstance, deps: StaffDeps) {
  const tags = ['admin', 'staff'];
  const manage = [PERMISSIONS.ADMIN_MANAGE];
  const approve = [PERMISSIONS.FINANCE_APPROVE];

  adminRoute(app, tags, STAFF_API.admins, manage, () => service.listAdmins(deps));
  adminRoute(app, tags, STAFF_API.createAdmin, manage, (req, admin) => service.createAdmin(deps, admin, req.body, req.ip));
  adminRoute(app, tags, STAFF_API.setStatus, manage, (req, admin) =>
    service.setStatus(deps, admin, req.params.id, req.body.status, req.ip),
  );
  adminRoute(app, tags, STAFF_API.resetPassword, manage, (req, admin) =>
    service.resetPassword(deps, admin, req.params.id, req.body.password, req.ip),
  );
  adminRoute(app, tags, STAFF_API.setPerms, manage, (req, admin) => service.setPerms(deps, admin, req.params.id, req.body.perms, req.ip));

  // every admin's own password: no code needed beyond a valid token
  adminRoute(app, tags, STAFF_API.ownPassword, [], async (req, admin) => {
    await service.changeOwnPassword(deps, admin, req.body, req.ip);
    return {};
  });

  adminRoute(app, tags, STAFF_API.approvals, approve, (req) => service.listApprovals(deps, req.query));
  for (const verdict of ['approve', 'reject'] as const) {
    adminRoute(app, tags, STAFF_API[verdict], approve, (req, admin) =>
      service.decide(deps, admin, req.params.id, verdict, req.body.note, req.ip),
    );
  }
}
