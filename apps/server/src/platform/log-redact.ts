import type { FastifyRequest } from 'fastify';
import pino, { type LoggerOptions } from 'pino';

/**
 * Secrets travel in query strings: the native apps open pages with `?access_token=`, sockets
 * connect with `/ws?ticket=`. Nothing of them may reach a log line, so every value of a query
 * parameter whose (decoded) name contains "token" or "ticket" — `access_token`, `refresh_token`,
 * `token`, `ticket`… — is replaced by this mark before it is written. (`sign` and `nonce` are not
 * secrets and stay.)
 */
export const REDACTED = '[REDACTED]';

const SECRET_NAME = /token|ticket/i;
// `?name=value` or `&name=value` anywhere in a text (a URL, an error message)
const PARAM = /([?&])([^=&#?\s"'<>]+)=([^&#\s"'<>]*)/g;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

function isSecretName(raw: string): boolean {
  return SECRET_NAME.test(raw) || (raw.includes('%') && SECRET_NAME.test(decodedName(raw)));
}

/** The text with the value of every token-like query parameter replaced by [REDACTED]. */
export function redactQuerySecrets(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(PARAM, (whole, sep: string, name: string, value: string) =>
    value !== '' && isSecretName(name) ? `${sep}${name}=${REDACTED}` : whole,
  );
}

/** Fastify's request serializer (method, url, host, address), the url without secrets. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactQuerySecrets(req.url),
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** pino's error serializer; message and stack without secrets (Fastify puts URLs into some errors). */
export function serializeError(err: Error) {
  const out = pino.stdSerializers.err(err);
  if (typeof out.message === 'string') out.message = redactQuerySecrets(out.message);
  if (typeof out.stack === 'string') out.stack = redactQuerySecrets(out.stack);
  return out;
}

/**
 * The part of the logger options that keeps secrets out of every line: the request and error
 * serializers above, and a hook that cleans log messages (and the string fields of a logged
 * object) — e.g. "Reply was already sent … in the "/x?access_token=…" route".
 */
export const logRedaction: Pick<LoggerOptions, 'serializers' | 'hooks'> = {
  serializers: { req: serializeRequest, err: serializeError },
  hooks: {
    logMethod(args, method) {
      const clean = args.map((arg: unknown) => {
        if (typeof arg === 'string') return redactQuerySecrets(arg);
        if (arg && typeof arg === 'object' && !Array.isArray(arg) && !(arg instanceof Error)) {
          let copy: Record<string, unknown> | null = null;
          for (const [key, value] of Object.entries(arg)) {
            if (typeof value !== 'string') continue;
            const redacted = redactQuerySecrets(value);
            if (redacted !== value) {
              copy ??= { ...(arg as Record<string, unknown>) };
              copy[key] = redacted;
            }
          }
          return copy ?? arg;
        }
        return arg;
      });
      return method.apply(this, clean as Parameters<typeof method>);
    },
  },
};
