import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { ADMIN_API_PREFIX, ADMIN_PREFIX } from '@app/shared';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config';
import { type Context, MODULES } from './modules';
import { FailoverRankIndex, MemoryRankIndex, type RankIndex, RedisRankIndex } from './modules/rankings/rank-index';
import { auditRequestContext, writeAudit } from './platform/audit';
import { type AuthLookups, adminGate, assertAuthLookups, bearerToken, userInStanding } from './platform/auth';
import { registerBrandAssets } from './platform/brand-assets';
import { type Db, openPglite, openPostgres } from './platform/db';
import { AppError } from './platform/errors';
import { logRedaction } from './platform/log-redact';
import { registerMetrics } from './platform/metrics';
import { migrate } from './platform/migrate';
import { DbNonceStore, MemoryNonceStore, type NonceStore, RedisNonceStore } from './platform/nonce-store';
import { Outbox } from './platform/outbox';
import { pageHtml } from './platform/page-preloads';
import { AFTER_PAINT_CSP, INTL_WARM_CSP, isSignedInPage, loadPageRenderer, withIntlWarm } from './platform/page-render';
import { RealtimeHub } from './platform/realtime';
import { FAST_FAIL_REDIS_OPTIONS, FailoverNonceStore, failoverRateLimitStore, pingRedis } from './platform/redis-failover';
import { requestLocale } from './platform/request-locale';
import { Scheduler } from './platform/scheduler';
import { makeSignatureCheck } from './platform/signing';
import { assertStorableText } from './platform/text-guard';
import { UserTokenResolver } from './platform/token-resolver';
import './platform/types.d';

export interface AppDeps {
  /** an already open database (tests); otherwise opened from the config */
  db?: Db;
  /** the clock; tests move it */
  now?: () => Date;
  /** seed demo data even when the config says otherwise (tests build their own data when false) */
  seed?: boolean;
  /** run background jobs (tests turn them off and flush by hand) */
  jobs?: boolean;
  /** where log lines go instead of stdout (tests read them) */
  logStream?: DestinationStream;
}

export interface BuiltApp {
  app: FastifyInstance;
  db: Db;
  hub: RealtimeHub;
  rankIndex: RankIndex;
  /** every route as declared (method, url, schema, config): the fuzz suite is generated from it */
  routes: readonly RouteInfo[];
  /** delivers every pending outbox event now: gift effects, gift notifications, … (tests, shutdown) */
  flushOutbox(): Promise<void>;
}

export interface RouteInfo {
  method: string;
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown; hide?: boolean } | undefined;
  config: { auth?: string; perms?: readonly string[]; permsAny?: readonly string[]; signed?: boolean };
}

export async function openDatabase(config: AppConfig): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, { schema: config.databaseSchema ?? undefined }) : openPglite(config.dataDir);
}

export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<BuiltApp> {
  const db = deps.db ?? (await openDatabase(config));
  const now = deps.now ?? (() => new Date());
  await migrate(db);
  for (const m of MODULES) await m.prepare?.(db);

  const redis = config.redisUrl ? new Redis(config.redisUrl, FAST_FAIL_REDIS_OPTIONS) : null;
  const redisSub = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: null }) : null;
  const localNonces: NonceStore = db.kind === 'postgres' ? new DbNonceStore(db) : new MemoryNonceStore();
  const nonces: NonceStore = redis ? new FailoverNonceStore(redis, new RedisNonceStore(redis), localNonces) : localNonces;
  const hub = new RealtimeHub(redis, redisSub, undefined, config.redisPrefix);
  const rankIndex: RankIndex = redis
    ? new FailoverRankIndex(redis, new RedisRankIndex(redis, config.redisPrefix), config.redisPrefix, (msg, err) =>
        app.log.warn({ err }, msg),
      )
    : new MemoryRankIndex();

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers["access-token"]', 'req.headers.authorization', 'req.headers.cookie'],
      // token-like query parameters (?access_token=, ?ticket=) are masked in every line
      ...logRedaction,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fastify's own refusals (a malformed percent-escape in the path, a parameter over the length
    // limit) answer in our envelope too, without echoing the path back
    frameworkErrors: (err, req, reply) => {
      const e =
        err.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? new AppError('NOT_FOUND')
          : new AppError('VALIDATION_FAILED', { field: 'url' }, { field: 'url' });
      (reply as unknown as FastifyReply).status(e.httpStatus).send(e.toEnvelope(requestLocale(req)));
    },
    routerOptions: { maxParamLength: 200 },
  });
  // an unreachable Redis is a degraded state, not a crash: the fallbacks answer (redis-failover.ts);
  // said once per outage, not once per reconnect attempt
  let redisDown = false;
  for (const client of [redis, redisSub]) {
    client?.on('error', (err: Error) => {
      if (!redisDown) app.log.warn({ err: err.message }, 'redis unavailable: serving on local fallbacks');
      redisDown = true;
    });
  }
  redis?.on('ready', () => {
    if (redisDown) app.log.info('redis is back');
    redisDown = false;
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('locale', 'en');
  // every background job runs on the scheduler: one node per job (lease row), firings recorded
  const scheduler = new Scheduler({ db, now, log: (msg, err) => app.log.error({ err }, msg) });
  // domain events; each consumer becomes a drain job once the modules subscribed (below)
  const outbox = new Outbox(db);
  app.addHook('onClose', async () => {
    await scheduler.stop();
    redis?.disconnect();
    redisSub?.disconnect();
    if (!deps.db) await db.close();
  });

  // Security headers on every response. helmet's middleware is built ONCE here: @fastify/helmet
  // rebuilt it for every request, a measurable share of a gift send's CPU (bench/hot-receiver).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // and, by their hashes, the loader of server-rendered pages and the Intl warm-up of the
        // others (platform/page-render.ts)
        scriptSrc: ["'self'", AFTER_PAINT_CSP, INTL_WARM_CSP],
        // antd (the console) injects style elements at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        // avatars and photos may come from the apps' CDN (IMAGE_ORIGINS)
        imgSrc: ["'self'", 'data:', 'blob:', ...config.imageOrigins],
        mediaSrc: ["'self'", 'blob:', ...config.imageOrigins],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // the Intl warm-up worker (shared intl-warm.ts) is a blob of the page's own making
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)));
  // pages and API answers over 1 KB go out compressed (brotli at a quality that costs well under a
  // millisecond for a page; gzip for older clients); built assets are precompressed at build time
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    ...(redis ? { store: failoverRateLimitStore(redis, `${config.redisPrefix}rate-limit-`) } : {}),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Voice chat platform API', version: '1.0.0', description: 'Signed requests: see docs/api.md' },
    },
    transform: jsonSchemaTransform,
  });
  // the API explorer is for development and staging; production documents its API in docs/api.md
  if (!config.release || config.staging)
    await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' }, staticCSP: true });
  await app.register(websocket);

  // Every API route must say who may call it; admin routes must also list their permission codes.
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        schema: route.schema as RouteInfo['schema'],
        config: (route.config ?? {}) as RouteInfo['config'],
      });
    }
    if (!route.url.startsWith('/api/')) return;
    const cfg = (route.config ?? {}) as { auth?: string; perms?: unknown };
    if (!cfg.auth) throw new Error(`route ${route.method} ${route.url} must declare config.auth`);
    if (cfg.auth === 'admin' && !Array.isArray(cfg.perms)) throw new Error(`admin route ${route.url} must declare config.perms`);
  });

  // the audit log's rows take the request's address and user agent (platform/audit.ts). Only
  // console calls are audited: the app's own traffic does not pay for the async context.
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.url.startsWith(ADMIN_API_PREFIX)) {
      const ua = req.headers['user-agent'];
      auditRequestContext.enterWith({ ip: req.ip ?? null, userAgent: typeof ua === 'string' ? ua.slice(0, 512) : null });
    }
    done();
  });
  // who holds a token: look-ups the accounts and admin modules register (ctx.auth, checked below)
  const auth: Partial<AuthLookups> = {};
  const userTokens = new UserTokenResolver((hexHashes) => auth.usersByTokenHashes!(hexHashes));
  const checkSignature = makeSignatureCheck({
    apiKeys: config.apiKeys,
    nonces,
    nowSeconds: () => Math.floor(now().getTime() / 1000),
  });
  app.addHook('preValidation', async (req) => {
    req.locale = requestLocale(req);
    const cfg = req.routeOptions.config;
    // a wrong signature throws here; a right one's nonce claim and the token look-up go at once
    const nonceClaim = req.routeOptions.url?.startsWith('/api/') && cfg.signed !== false ? checkSignature(req) : undefined;
    if (cfg.auth === 'user' || cfg.auth === 'optional') {
      const token = bearerToken(req);
      if (token) {
        req.userLookup = userTokens.resolve(token);
        req.userLookup.catch(() => undefined); // awaited in preHandler; not unhandled if this hook throws first
      }
    }
    await nonceClaim;
    // console routes: token, then permission, BEFORE any input check (docs/architecture.md "Order of checks")
    if (cfg.auth === 'admin')
      req.admin = await adminGate(
        req,
        cfg,
        (hash) => auth.adminByTokenHash!(hash),
        (e) => writeAudit(db, e),
      );
    // NUL and lone surrogates would fail in PostgreSQL or in a JSON column: refused here, for every route
    assertStorableText(req);
  });

  app.addHook('preHandler', async (req) => {
    const cfg = req.routeOptions.config;
    if (cfg.auth !== 'user' && cfg.auth !== 'optional') return;
    // a banned user answers USER_BANNED here, from the same look-up (platform/auth.ts)
    const user = userInStanding((await req.userLookup) ?? null, now());
    if (user) req.user = user;
    else if (cfg.auth === 'user') throw new AppError('NOT_LOGGED_IN');
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    const appError = toAppError(err, req);
    const locale = req.locale && req.locale !== 'en' ? req.locale : requestLocale(req);
    reply.status(appError.httpStatus).send(appError.toEnvelope(locale));
  });

  // The pages read their signing key and mode at start-up: inline in the page's HTML, or from
  // /app-config.js (the console's page, older builds) — kept out of the built files so one build
  // serves every environment.
  const clientConfig = {
    accessKey: config.webAccessKey,
    secret: config.apiKeys[config.webAccessKey],
    demo: config.demo,
    release: config.release,
    apiBase: '',
  };
  app.get('/app-config.js', { config: { signed: false, auth: 'none' }, schema: { hide: true } }, async (_req, reply) => {
    reply.header('content-type', 'application/javascript; charset=utf-8').header('cache-control', 'no-cache');
    return `window.__APP_CONFIG__=${JSON.stringify(clientConfig)};`;
  });

  // each brand's icons, share image and web manifest (the pages' HTML points at them)
  registerBrandAssets(app);

  // the H5 pages' HTML, with each page's preload hints (platform/page-preloads.ts)
  const pageFor = pageHtml(config.webDist, clientConfig);
  const hasWeb = pageFor !== null;
  // the public pages rendered on the server into that HTML (platform/page-render.ts)
  const renderPage = hasWeb
    ? await loadPageRenderer(config.webDist, app, { accessKey: clientConfig.accessKey, secret: clientConfig.secret ?? '' })
    : null;
  const sendPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const request = { url: req.url, host: req.headers.host, acceptLanguage: req.headers['accept-language'], proto: req.protocol };
    let html = pageFor!(request);
    if (renderPage) html = await renderPage(html, { ...request, cookie: req.headers.cookie, userAgent: req.headers['user-agent'] });
    html = withIntlWarm(html);
    // a signed-in reader's page may carry their answers (page-render.ts): kept by no cache
    const cache = isSignedInPage(req.url, req.headers.cookie) ? 'private, no-store' : 'no-cache';
    return reply.header('cache-control', cache).type('text/html; charset=utf-8').send(html);
  };
  // the console is its own app (apps/web/admin.html)
  const consolePath = path.join(config.webDist, 'admin.html');
  const consoleHtml = existsSync(consolePath) ? withIntlWarm(readFileSync(consolePath, 'utf8')) : null;
  app.setNotFoundHandler((req, reply) => {
    const isPage = req.method === 'GET' && !req.url.startsWith('/api/') && !/\.[a-z0-9]+(\?|$)/i.test(req.url.split('?')[0] ?? '');
    if (hasWeb && isPage) {
      const isConsole = req.url === ADMIN_PREFIX || req.url.startsWith(`${ADMIN_PREFIX}/`) || req.url.startsWith(`${ADMIN_PREFIX}?`);
      if (isConsole && consoleHtml) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(consoleHtml);
      return sendPage(req, reply);
    }
    const e = new AppError('NOT_FOUND');
    return reply.status(404).send(e.toEnvelope(requestLocale(req)));
  });

  app.get('/healthz', { config: { signed: false, auth: 'none' }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Ready when the database answers. Redis, when configured, is reported: while it is down the
  // node serves on its fallbacks ("degraded", still 200 — every node shares the one Redis, so
  // taking them all out of the balancer would turn a degraded API into no API).
  app.get('/readyz', { config: { signed: false, auth: 'none' }, schema: { hide: true } }, async (_req, reply) => {
    const redisState = redis ? ((await pingRedis(redis)) ? 'up' : 'down') : 'off';
    try {
      await db.query('select 1');
      return { status: redisState === 'down' ? 'degraded' : 'ok', db: db.kind, redis: redisState };
    } catch {
      return reply.status(503).send({ status: 'unavailable', db: db.kind, redis: redisState });
    }
  });
  scheduler.registerMetrics(registerMetrics(app, { release: config.release, token: config.metricsToken }));

  const ctx: Context = {
    app,
    db,
    now,
    config,
    hub,
    scheduler,
    outbox,
    services: { rankIndex },
    auth,
    seedDemo: deps.seed ?? config.demo,
    warn: (msg) => (err) => app.log.warn({ err }, msg),
  };
  for (const m of MODULES) await m.register(ctx);
  assertAuthLookups(auth);
  // each outbox consumer is a drain job: under load about ten runs a second, each taking every
  // event that arrived meanwhile (handlers of one consumer run in registration order)
  for (const consumer of outbox.consumerNames())
    scheduler.drain(`outbox:${consumer}`, { intervalMs: 250, minGapMs: 100 }, () => outbox.deliver(consumer));
  scheduler.every('outbox-prune', { intervalMs: 60_000 }, () => outbox.prune());
  if (deps.jobs !== false) {
    scheduler.start();
  }

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      index: false,
      wildcard: true,
      // the build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs)
      preCompressed: true,
      // cache-control is ours (setHeaders below), not send's default `max-age=0`
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // hashed names never change content: a year, immutable; anything else is revalidated
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
    // the site root is a page too
    app.get('/', { config: { signed: false, auth: 'none' }, schema: { hide: true } }, (req, reply) => sendPage(req, reply));
  }

  return { app, db, hub, rankIndex, routes, flushOutbox: () => outbox.flushAll() };
}

/** Maps anything thrown to the catalogue; internals are logged, never sent. */
function toAppError(err: FastifyError, req: FastifyRequest): AppError {
  if (err instanceof AppError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const pathText = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const field =
      pathText ||
      String((first?.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? '') ||
      err.validationContext ||
      'request';
    return new AppError('VALIDATION_FAILED', { field }, { field, context: err.validationContext });
  }
  if (isResponseSerializationError(err)) {
    req.log.error({ err }, 'response did not match its schema');
    return new AppError('INTERNAL');
  }
  const status = err.statusCode ?? 500;
  if (status === 429) return new AppError('RATE_LIMITED');
  if (status === 404) return new AppError('NOT_FOUND');
  if (status >= 400 && status < 500) {
    // malformed JSON, wrong content type, body too large...
    return new AppError('VALIDATION_FAILED', { field: 'body' }, { field: 'body', reason: err.code ?? 'bad_request' });
  }
  req.log.error({ err }, 'unhandled error');
  return new AppError('INTERNAL');
}
