import type { z } from 'zod';
import type * as Schemas from '../schemas';

/**
 * API contracts (docs/api.md "Contracts"): each endpoint declares its method, its path and the
 * schemas of what travels — path parameters, query (GET) or body (POST), and the envelope's
 * data. The server registers the route from it (platform/http.ts `route`), the web calls through
 * it (lib/api.ts `apiCall`), so neither side writes a URL or a payload type by hand.
 *
 * Schemas are named, not imported: this module and the `api/*` declarations stay free of zod at
 * run time, so a page that calls an endpoint does not carry the validators (the server looks the
 * names up among the package's exports). The names are checked: each must be a zod schema of
 * `schemas/*`, and a path's `:name` segments need a params schema.
 */
export type HttpMethod = 'GET' | 'POST';

/** Where the console's API lives (spec 7), and the prefix that tells its calls apart. */
export const ADMIN_API_PREFIX = '/api/qyqyadmin/';
export const ADMIN_API_BASE = '/api/qyqyadmin/v1/qyqyadmin';

type SchemaModule = typeof Schemas;
/** Names of the zod schemas of `schemas/*`. */
export type SchemaName = { [K in keyof SchemaModule]: SchemaModule[K] extends z.ZodType ? K : never }[keyof SchemaModule];
export type SchemaOf<N> = N extends SchemaName ? SchemaModule[N] : never;

/** The names of a path's `:name` segments. */
export type PathParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;
/** Values for a path's `:name` segments. */
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

export interface EndpointSchemas {
  params?: SchemaName;
  query?: SchemaName;
  body?: SchemaName;
  response: SchemaName;
}

/** GET sends a query and no body, POST a body and no query; a path with parameters has a params schema. */
type SchemasFor<M extends HttpMethod, P extends string> = { response: SchemaName } & (M extends 'GET'
  ? { query?: SchemaName; body?: never }
  : { body?: SchemaName; query?: never }) &
  ([PathParamNames<P>] extends [never] ? { params?: never } : { params: SchemaName });

export interface Endpoint<M extends HttpMethod = HttpMethod, P extends string = string, S extends EndpointSchemas = EndpointSchemas> {
  readonly method: M;
  readonly path: P;
  readonly schemas: S;
}

/**
 * Pure (`@__NO_SIDE_EFFECTS__`): a bundler drops the contracts a page never reads, even when their
 * module is in the bundle for another one (the pages need the console's token refresh, not its
 * forty other calls).
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const M extends HttpMethod, const P extends string, const S extends SchemasFor<M, P>>(
  method: M,
  path: P,
  schemas: S,
): Endpoint<M, P, S> {
  return { method, path, schemas };
}

/**
 * The POSTs on one record of a collection (`<base>/:id/<action>`) that share the record's params
 * schema and answer with the same schema: `on('status', 'ZStatusRequest')` declares one, with its
 * body's schema (none for an action without a body).
 */
/* @__NO_SIDE_EFFECTS__ */
export function recordActions<const Base extends string, const Params extends SchemaName, const Response extends SchemaName>(
  base: Base,
  params: Params,
  response: Response,
) {
  function on<const A extends string, const Body extends SchemaName>(
    action: A,
    body: Body,
  ): Endpoint<'POST', `${Base}/:id/${A}`, { readonly params: Params; readonly body: Body; readonly response: Response }>;
  function on<const A extends string>(
    action: A,
  ): Endpoint<'POST', `${Base}/:id/${A}`, { readonly params: Params; readonly response: Response }>;
  function on(action: string, body?: SchemaName): Endpoint {
    return { method: 'POST', path: `${base}/:id/${action}`, schemas: body ? { params, body, response } : { params, response } };
  }
  return on;
}

type Part = 'params' | 'query' | 'body' | 'response';
type NameOf<E, K extends Part> = E extends Endpoint<HttpMethod, string, infer S> ? (K extends keyof S ? S[K] : undefined) : never;
/** What a part of an endpoint is before parsing (what a caller sends) and after (what a handler gets). */
export type EndpointInput<E, K extends Part> = NameOf<E, K> extends SchemaName ? z.input<SchemaOf<NameOf<E, K>>> : undefined;
export type EndpointOutput<E, K extends Part> = NameOf<E, K> extends SchemaName ? z.output<SchemaOf<NameOf<E, K>>> : undefined;
/** The envelope's data of an endpoint. */
export type EndpointResult<E> = EndpointOutput<E, 'response'>;
/** What a caller sends: the query of a GET, the body of a POST. */
export type EndpointRequest<E> = E extends Endpoint<'GET'> ? EndpointInput<E, 'query'> : EndpointInput<E, 'body'>;

/** The path with its `:name` segments filled in (URI-encoded). */
export function buildPath<P extends string>(path: P, params: PathParams<P>): string {
  const values = params as Record<string, string | number | undefined>;
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The `:name` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}
