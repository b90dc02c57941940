import { AGENCY_API, GUILDS_API, GUILDS_CONSOLE_API, PERMISSIONS, ZExportFile } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressLimit } from '../../platform/address-limit';
import { bearerToken } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { adminRoute, envelope, route, userRoute } from '../../platform/http';
import { contentDisposition, XLSX_MIME } from '../reports/xlsx';
import type { GuildsDeps } from './service';
import * as service from './service';

/** Agency logins per (address, email) a minute, and per address over all emails in 10 minutes. */
export const AGENCY_LOGIN_PER_MINUTE = 10;
export const AGENCY_LOGIN_PER_ADDRESS = 30;

export function guildsRoutes(app: FastifyInstance, deps: GuildsDeps) {
  const tags = ['guilds'];
  const api = GUILDS_API;
  route(app, api.recruit, {
    tags,
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.recruit(deps, req.user ?? null, req.query.code, req.locale)),
  });
  userRoute(app, tags, api.apply, (req, user) => service.apply(deps, user, req.body, req.ip, req.locale), {
    rateLimit: { max: 20, timeWindow: 60_000 },
  });
  userRoute(app, tags, api.cancel, (_req, user) => service.cancel(deps, user));
  userRoute(app, tags, api.leave, (_req, user) => service.leave(deps, user));
  userRoute(app, tags, api.applyAgency, (req, user) => service.applyAgency(deps, user, req.body), {
    rateLimit: { max: 10, timeWindow: 3_600_000 },
  });
  userRoute(app, tags, api.myApplications, (_req, user) => service.myApplications(deps, user));
  userRoute(app, tags, api.subAgents, (_req, user) => service.subAgents(deps, user));

  // the agency's own app: its session token travels as Access-Token (auth 'none' for the platform)
  const atags = ['agency'];
  const ag = AGENCY_API;
  const agency = (req: FastifyRequest) => service.agencyOfToken(deps, bearerToken(req));
  route(app, ag.login, {
    tags: atags,
    config: {
      auth: 'none',
      rateLimit: {
        max: AGENCY_LOGIN_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (req) => `agency|${req.ip}|${String((req.body as { email?: unknown })?.email ?? '')}`,
      },
    },
    preHandler: addressLimit(app, { name: 'agency-login', max: AGENCY_LOGIN_PER_ADDRESS, windowMs: 10 * 60_000 }),
    handler: async (req) => ok(await service.login(deps, req.body)),
  });
  route(app, ag.logout, {
    tags: atags,
    config: { auth: 'none' },
    handler: async (req) => {
      await agency(req);
      return ok(await service.logout(deps, bearerToken(req)!));
    },
  });
  route(app, ag.dashboard, {
    tags: atags,
    config: { auth: 'none' },
    handler: async (req) => ok(await service.dashboard(deps, await agency(req))),
  });
  route(app, ag.decide, {
    tags: atags,
    config: { auth: 'none' },
    handler: async (req) => ok(await service.decide(deps, await agency(req), req.params.id, req.body.decision)),
  });
  app.route({
    method: 'GET',
    url: ag.exportXlsx.path,
    schema: { tags: atags, response: { 200: envelope(ZExportFile) } },
    config: { auth: 'none' },
    handler: async (req, reply) => {
      const f = await service.exportXlsx(deps, await agency(req), req.locale);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition(f.name))
        .header('cache-control', 'no-store')
        .send(f.bytes);
    },
  });

  const admin = ['admin', 'guilds'];
  const con = GUILDS_CONSOLE_API;
  const P = [PERMISSIONS.GUILDS_MANAGE];
  adminRoute(app, admin, con.agencies, P, () => service.listAgencies(deps));
  adminRoute(app, admin, con.createAgency, P, (req, a) => service.createAgency(deps, a, req.body));
  adminRoute(app, admin, con.createGuild, P, (req, a) => service.createGuild(deps, a, req.body));
  adminRoute(app, admin, con.applications, P, (req) => service.adminApplications(deps, req.query.status));
  adminRoute(app, admin, con.decideApplication, P, (req, a) => service.decideApplication(deps, a, req.params.id, req.body.decision));
}
