import { z } from 'zod';
import { ZBrandId, ZRegion } from './common';

/** The QA ping (/h5/hello, /h5/test): the brand the page runs for, when no user token tells it. */
export const ZDiagnosticsPingQuery = z.object({
  app_name: z.string().trim().max(32).optional(),
});

/** What the ping answers: the server clock, who the token belongs to (if anyone), the scope, the request id. */
export const ZDiagnosticsPing = z.object({
  server_time_ms: z.number().int(),
  /** the public id of the token's user; null without a token or with one the server does not know */
  user_public_id: z.string().nullable(),
  brand: ZBrandId,
  region: ZRegion,
  request_id: z.string(),
});
export type TDiagnosticsPing = z.infer<typeof ZDiagnosticsPing>;
