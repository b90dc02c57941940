import { inflateSync } from 'node:zlib';
import { BRANDS } from '@app/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { brandImage, brandManifest, registerBrandAssets } from './brand-assets';

/** Width, height and the pixel at (x, y) of an RGB PNG as encodePng writes it. */
function readPng(png: Buffer, x: number, y: number) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLen = png.readUInt32BE(33);
  expect(png.toString('latin1', 37, 41)).toBe('IDAT');
  const raw = inflateSync(png.subarray(41, 41 + idatLen));
  const o = y * (width * 3 + 1) + 1 + x * 3;
  return { width, height, rgb: [raw[o], raw[o + 1], raw[o + 2]] };
}

describe('brand assets', () => {
  it("draws the share image in the brand's colours at 1200×630, with the white mark in the middle", () => {
    const png = brandImage('wakoo', 'share.png');
    const corner = readPng(png, 0, 0);
    expect([corner.width, corner.height]).toEqual([1200, 630]);
    expect(corner.rgb).toEqual([0xff, 0x7a, 0x45]); // wakoo's primary at the top left
    // inside the disc, off the bars: white
    expect(readPng(png, 600, 630 / 2 - 150).rgb).toEqual([255, 255, 255]);
    // the middle bar: the brand colour
    expect(readPng(png, 600, 315).rgb).toEqual([0xff, 0x7a, 0x45]);
    expect(readPng(brandImage('cooya', 'icon-192.png'), 0, 0).rgb).toEqual([0x00, 0xb8, 0xa9]);
  });

  it('serves the manifest and images, and not-found for anything else', async () => {
    const app = Fastify();
    registerBrandAssets(app);
    const m = await app.inject({ url: '/brand/ocha/manifest.webmanifest' });
    expect(m.statusCode).toBe(200);
    expect(m.headers['content-type']).toContain('application/manifest+json');
    expect(m.json()).toEqual(brandManifest('ocha'));
    expect(m.json().name).toBe(BRANDS.ocha.displayName);
    const img = await app.inject({ url: '/brand/ocha/icon-512.png' });
    expect(img.headers['content-type']).toBe('image/png');
    expect(readPng(img.rawPayload, 0, 0).width).toBe(512);
    for (const url of ['/brand/nope/share.png', '/brand/ocha/other.png', '/brand/ocha/..%2Fapp.ts']) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
    await app.close();
  });
});
