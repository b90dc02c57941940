import { DEFAULT_LOCALE, type Locale, normalizeLocale } from '@app/shared';
import type { FastifyRequest } from 'fastify';

/** The user's language: `app-language` parameter, else the System-Language header, else the default. */
export function requestLocale(req: FastifyRequest): Locale {
  const fromParam = (obj: unknown) => (obj && typeof obj === 'object' ? (obj as Record<string, unknown>)['app-language'] : undefined);
  const param = fromParam(req.query) ?? fromParam(req.body);
  const header = req.headers['system-language'];
  return (
    normalizeLocale(typeof param === 'string' ? param : undefined) ??
    normalizeLocale(Array.isArray(header) ? header[0] : header) ??
    DEFAULT_LOCALE
  );
}
