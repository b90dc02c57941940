import { ZRealtimeTicket } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, requireUser } from '../../platform/auth';
import { AppError, ok } from '../../platform/errors';
import { envelope } from '../../platform/http';
import type { RealtimeDeps } from './service';
import * as service from './service';

export function realtimeRoutes(app: FastifyInstance, deps: RealtimeDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // the socket itself is /ws?ticket= (platform/realtime.ts)
  r.post('/api/v1/realtime/ticket', {
    schema: { tags: ['realtime'], response: { 200: envelope(ZRealtimeTicket) } },
    config: { auth: 'user' },
    handler: async (req) => {
      const user = requireUser(req);
      const token = bearerToken(req);
      if (!token) throw new AppError('NOT_LOGGED_IN');
      return ok(await service.issueTicket(deps, user, token));
    },
  });
}
