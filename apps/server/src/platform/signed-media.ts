/**
 * Signed media: uploads served from the platform storage behind signed, expiring addresses
 * (`SignedUrls`, outside /api — an <img> or <audio> sends no token and no signature header, the
 * address's own signature is the grant). One route per module's base path (support's images, host
 * cards' photos and voices), with the same checks and headers: a bad or expired signature, a
 * missing blob or bytes of a kind the module does not serve are all a plain 404.
 */
import type { FastifyInstance } from 'fastify';
import type { BlobStorage, SignedUrls } from './storage';

/** The content type to serve stored bytes as — sniffed from the bytes, never taken from the key — or null to refuse them. */
export type MediaTypeOf = (bytes: Buffer) => string | null;

export interface SignedMedia {
  urls: SignedUrls;
  storage: BlobStorage;
  now: () => Date;
  /** which bytes this address space serves, and as what */
  typeOf: MediaTypeOf;
}

/** Headers of a served file: cached by this browser only (the address expires anyway), never sniffed, never run as a page. */
export const SIGNED_MEDIA_HEADERS = {
  'cache-control': 'private, max-age=600',
  'accept-ranges': 'none',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

/** The bytes behind a signed address and their type, when the signature holds and the module serves such bytes. */
export async function signedMediaBytes(
  m: SignedMedia,
  key: string,
  exp: unknown,
  sig: unknown,
): Promise<{ bytes: Buffer; mime: string } | null> {
  // a repeated query parameter arrives as an array: not an address this server issued
  if (typeof exp !== 'string' || typeof sig !== 'string') return null;
  if (!m.urls.verify(key, exp, sig, m.now())) return null;
  const bytes = await m.storage.get(key);
  if (!bytes) return null;
  const mime = m.typeOf(bytes);
  return mime ? { bytes, mime } : null;
}

/** Serves `GET <base>/:key?exp=&sig=` (hidden from the API docs, outside the signed protocol). */
export function serveSignedMedia(app: FastifyInstance, base: string, m: SignedMedia): void {
  app.get<{ Params: { key: string }; Querystring: { exp?: unknown; sig?: unknown } }>(
    `${base}/:key`,
    { config: { signed: false, auth: 'none' }, schema: { hide: true } },
    async (req, reply) => {
      const found = await signedMediaBytes(m, req.params.key, req.query.exp, req.query.sig);
      if (!found) return reply.status(404).header('cache-control', 'no-store').send('not found');
      return reply.headers({ ...SIGNED_MEDIA_HEADERS, 'content-type': found.mime }).send(found.bytes);
    },
  );
}
