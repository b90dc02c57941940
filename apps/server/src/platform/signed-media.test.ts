import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serveSignedMedia, signedMediaBytes } from './signed-media';
import { MemoryStorage, SignedUrls } from './storage';

describe('signed media', () => {
  const storage = new MemoryStorage();
  let now = new Date('2030-01-01T00:00:00Z');
  const urls = new SignedUrls('test-secret', '/media/test');
  // serves only bytes that start with "OK"
  const media = { urls, storage, now: () => now, typeOf: (b: Buffer) => (b.subarray(0, 2).toString() === 'OK' ? 'image/x-ok' : null) };
  const app = Fastify();
  serveSignedMedia(app, '/media/test', media);

  it('serves the bytes behind a good address, with the no-sniff, sandboxed, private headers', async () => {
    const key = await storage.put(Buffer.from('OK bytes'), 'png');
    const url = urls.url(key, now, 3600);
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK bytes');
    expect(res.headers).toMatchObject({
      'content-type': 'image/x-ok',
      'cache-control': 'private, max-age=600',
      'accept-ranges': 'none',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });

  it('answers 404 (not cached) for a changed signature, an expired address, a missing blob, bytes it does not serve', async () => {
    const key = await storage.put(Buffer.from('OK again'), 'png');
    const url = urls.url(key, now, 3600);
    const refused = async (u: string) => {
      const res = await app.inject({ url: u });
      expect(res.statusCode, u).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
    };
    await refused(`${url}x`);
    await refused(
      url.replace(
        key,
        key.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      ),
    );
    await refused(`${url}&exp=1`);
    await refused(`/media/test/${key}`);
    // another secret's signature
    await refused(new SignedUrls('other', '/media/test').url(key, now, 3600));
    const missing = `${'0'.repeat(64)}.png`;
    await refused(urls.url(missing, now, 3600));
    const junk = await storage.put(Buffer.from('<html>'), 'png');
    await refused(urls.url(junk, now, 3600));
    // the same address after its expiry
    const was = now;
    now = new Date(now.getTime() + 2 * 3600_000);
    await refused(url);
    now = was;
    expect(await signedMediaBytes(media, key, ['1', '2'], 'x')).toBeNull();
    expect((await app.inject({ url })).statusCode).toBe(200);
  });
});
