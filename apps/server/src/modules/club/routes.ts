import { PERMISSIONS, ZAdmitClubRequest, ZClubHall, ZClubHallQuery, ZClubSettingsUpdate, ZClubStatus } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin, requireUser } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { ADMIN_API } from '../admin/routes';
import type { ClubDeps } from './service';
import * as service from './service';

export function clubRoutes(app: FastifyInstance, deps: ClubDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/club', {
    schema: { tags: ['club'], response: { 200: envelope(ZClubStatus) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.status(deps, requireUser(req).id)),
  });

  r.post('/api/v1/club/settings', {
    schema: { tags: ['club'], body: ZClubSettingsUpdate, response: { 200: envelope(ZClubStatus) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.updateSettings(deps, requireUser(req), req.body)),
  });

  r.get('/api/v1/club/hall', {
    schema: { tags: ['club'], querystring: ZClubHallQuery, response: { 200: envelope(ZClubHall) } },
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.hallOfFame(deps, req.user ?? null, req.query)),
  });

  r.post(`${ADMIN_API}/club/admit`, {
    schema: { tags: ['admin', 'club'], body: ZAdmitClubRequest, response: { 200: envelope(ZClubStatus) } },
    config: { auth: 'admin', perms: [PERMISSIONS.CLUB_MANAGE] },
    handler: async (req) => ok(await service.admit(deps, requireAdmin(req), req.body, req.ip)),
  });
}
