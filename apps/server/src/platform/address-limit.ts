import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * The part of a client address one party holds: an IPv4 address as it is (also when it arrives
 * IPv4-mapped, `::ffff:a.b.c.d`), an IPv6 address by its /64 network — a subscriber usually gets a
 * whole /64, so counting single IPv6 addresses would let one party rotate past any limit.
 */
export function addressKey(ip: string): string {
  const bare = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (!isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : bare;
}

/** The eight 16-bit groups of a valid IPv6 address, as lower-case hex without leading zeros. */
function ipv6Groups(ip: string): string[] | null {
  let s = ip;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(s);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    s = `${s.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = s.split('::');
  const h = head ? head.split(':') : [];
  const t = tail === undefined ? null : tail ? tail.split(':') : [];
  const groups = t === null ? h : [...h, ...new Array<string>(8 - h.length - t.length).fill('0'), ...t];
  if (groups.length !== 8) return null;
  return groups.map((g) => Number.parseInt(g, 16).toString(16));
}

export interface AddressLimit {
  /** names the counter; limits with different names count apart */
  name: string;
  /** attempts allowed per window from one address (see addressKey) */
  max: number;
  /** window length in milliseconds (a fixed window from the first attempt) */
  windowMs: number;
}

/**
 * A route `preHandler` that counts every request from one client address over all accounts and
 * refuses past `max` per window with RATE_LIMITED (4029) and a Retry-After header. It uses the
 * store @fastify/rate-limit was registered with (Redis when configured, so all nodes share the
 * count) and runs beside a route's own `config.rateLimit` (e.g. per address and account), which
 * still counts on its own.
 */
export function addressLimit(app: FastifyInstance, limit: AddressLimit) {
  if (!Number.isInteger(limit.max) || limit.max < 1) throw new Error(`address limit ${limit.name}: max must be a positive integer`);
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (req) => `${limit.name}-per-address|${addressKey(req.ip)}`,
  });
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError('RATE_LIMITED');
    }
  };
}
