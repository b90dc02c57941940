import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Prometheus metrics at /metrics: process defaults plus request durations per route. */
export function registerMetrics(app: FastifyInstance): Registry {
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
  app.get('/metrics', { config: { signed: false, auth: 'none' }, schema: { hide: true } }, async (_req, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}
