import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { constantTimeEqual } from './crypto';
import { AppError } from './errors';

/**
 * Prometheus metrics at /metrics: process defaults plus request durations per route. With a
 * `token` (METRICS_TOKEN; required in release) the scraper must send `Authorization: Bearer
 * <token>`; without one in release the endpoint does not exist.
 */
export function registerMetrics(app: FastifyInstance, access: { release: boolean; token: string | null }): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route, method and envelope outcome',
    labelNames: ['method', 'route', 'code'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    duration.observe({ method: req.method, route, code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  if (access.release && !access.token) return registry;
  app.get('/metrics', { config: { signed: false, auth: 'none' }, schema: { hide: true } }, async (req, reply) => {
    if (access.token) {
      const given = req.headers.authorization?.startsWith('Bearer ') ? req.headers.authorization.slice(7) : '';
      if (!constantTimeEqual(given, access.token)) throw new AppError('NOT_FOUND');
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}
