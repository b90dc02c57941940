import type { Endpoint, EndpointInput, EndpointOutput, Envelope } from '@app/shared';
import * as shared from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { type AuthedAdmin, type AuthedUser, requireAdmin, requireUser } from './auth';
import { ok } from './errors';

/** The envelope schema around a response's data, for validation and OpenAPI. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int(), msg: z.string(), data });
}

/** A request to an endpoint: its params, query and body as the contract's schemas parsed them. */
export type EndpointRequest<E> = FastifyRequest<{
  Params: EndpointOutput<E, 'params'>;
  Querystring: EndpointOutput<E, 'query'>;
  Body: EndpointOutput<E, 'body'>;
}>;

export interface EndpointRoute<E> {
  /** OpenAPI tags */
  tags: string[];
  /** who may call (`auth`, `perms`; app.ts refuses an /api route without them), rate limits */
  config: NonNullable<RouteShorthandOptions['config']>;
  preHandler?: RouteShorthandOptions['preHandler'];
  handler: (req: EndpointRequest<E>, reply: FastifyReply) => Promise<Envelope<EndpointInput<E, 'response'>>>;
}

/** A schema of the shared package by the name a contract gives it (api/endpoint.ts). */
function schemaNamed(name: string): z.ZodType {
  const schema = (shared as Record<string, unknown>)[name];
  if (typeof (schema as z.ZodType | undefined)?.safeParse !== 'function') throw new Error(`contract schema ${name} is not a zod schema`);
  return schema as z.ZodType;
}

/**
 * Registers a route from its contract (packages/shared/src/api): the method, the path and the
 * schemas that validate the params, query or body and the envelope's data are the contract's.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, opts: EndpointRoute<E>): void {
  const { params, query, body, response } = endpoint.schemas;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: opts.tags,
      ...(params && { params: schemaNamed(params) }),
      ...(query && { querystring: schemaNamed(query) }),
      ...(body && { body: schemaNamed(body) }),
      response: { 200: envelope(schemaNamed(response)) },
    },
    config: opts.config,
    ...(opts.preHandler && { preHandler: opts.preHandler }),
    handler: opts.handler as unknown as RouteHandlerMethod,
  });
}

/** What a module's handler returns: the data the envelope carries. */
type EndpointData<E> = Promise<EndpointInput<E, 'response'>>;

/** What a route declares besides who may call it (a rate limit). */
type RouteExtras = Omit<EndpointRoute<unknown>['config'], 'auth' | 'perms' | 'permsAny'>;

/** A signed-in user's endpoint: `handler` gets the user and returns the envelope's data. */
export function userRoute<E extends Endpoint>(
  app: FastifyInstance,
  tags: string[],
  endpoint: E,
  handler: (req: EndpointRequest<E>, user: AuthedUser) => EndpointData<E>,
  extras: RouteExtras = {},
): void {
  route(app, endpoint, {
    tags,
    config: { auth: 'user', ...extras },
    handler: async (req) => ok(await handler(req, requireUser(req))),
  });
}

/**
 * Who may call a console route: the admin needs every code of `perms` (a list alone is that) and,
 * when `permsAny` is given, one of those too (regional work: default or japan).
 */
export type AdminAccess = readonly string[] | { perms: readonly string[]; permsAny?: readonly string[] | undefined };

/** The route config of a console route (`auth: 'admin'` with its codes). */
export function adminConfig(access: AdminAccess): EndpointRoute<unknown>['config'] {
  if (isCodeList(access)) return { auth: 'admin', perms: access };
  return { auth: 'admin', perms: access.perms, ...(access.permsAny && { permsAny: access.permsAny }) };
}

function isCodeList(access: AdminAccess): access is readonly string[] {
  return Array.isArray(access);
}

/** A console endpoint behind `access`: `handler` gets the admin and returns the envelope's data. */
export function adminRoute<E extends Endpoint>(
  app: FastifyInstance,
  tags: string[],
  endpoint: E,
  access: AdminAccess,
  handler: (req: EndpointRequest<E>, admin: AuthedAdmin) => EndpointData<E>,
): void {
  route(app, endpoint, {
    tags,
    config: adminConfig(access),
    handler: async (req) => ok(await handler(req, requireAdmin(req))),
  });
}
