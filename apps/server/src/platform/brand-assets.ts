/**
 * Each brand's icon, share image and web manifest, drawn from its theme at first request (no
 * image files to keep in step with the brand table): the pages' HTML points its `og:image`,
 * icons and `<link rel="manifest">` here (platform/page-preloads.ts). The images are PNG (what
 * LINE, WeChat and home screens take): the brand's gradient with a voice mark (platform/png.ts).
 */
import { BRAND_IDS, BRANDS, type BrandId, themeOf } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { encodePng } from './png';

export const BRAND_ASSET_BASE = '/brand';

const SIZES = { 'icon-192.png': [192, 192], 'icon-512.png': [512, 512], 'share.png': [1200, 630] } as const;
type ImageName = keyof typeof SIZES;

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** The brand's mark: its gradient, a white disc and three voice bars in the brand colour. */
export function brandImage(brandId: BrandId, name: ImageName): Buffer {
  const [width, height] = SIZES[name];
  const { primary, accent } = BRANDS[brandId].theme;
  const [pr, pg, pb] = rgb(primary);
  const [ar, ag, ab] = rgb(accent);
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.min(width, height) * 0.3;
  // bars: centred, heights as a voice level, rounded ends
  const bar = r * 0.16;
  const bars = [-1, 0, 1].map((i) => ({ x: cx + i * bar * 2.2, h: r * (i === 0 ? 0.95 : 0.55) }));
  return encodePng(width, height, (out, y, at) => {
    let o = at;
    const py = y + 0.5 - cy;
    for (let x = 0; x < width; x++, o += 3) {
      // the diagonal gradient, primary at the top left
      const t = clamp01((x / width + y / height) / 2);
      let R = pr + (ar - pr) * t;
      let G = pg + (ag - pg) * t;
      let B = pb + (ab - pb) * t;
      // the disc, anti-aliased over one pixel
      const px = x + 0.5 - cx;
      const inDisc = clamp01(r - Math.sqrt(px * px + py * py) + 0.5);
      if (inDisc > 0) {
        let ink = 0;
        for (const b of bars) {
          const dx = Math.abs(x + 0.5 - b.x);
          const dy = Math.max(0, Math.abs(py) - (b.h / 2 - bar / 2));
          ink = Math.max(ink, clamp01(bar / 2 - Math.sqrt(dx * dx + dy * dy) + 0.5));
        }
        // white, inked with the brand colour where the bars are
        const fr = 255 + (pr - 255) * ink;
        const fg = 255 + (pg - 255) * ink;
        const fb = 255 + (pb - 255) * ink;
        R += (fr - R) * inDisc;
        G += (fg - G) * inDisc;
        B += (fb - B) * inDisc;
      }
      out[o] = Math.round(R);
      out[o + 1] = Math.round(G);
      out[o + 2] = Math.round(B);
    }
  });
}

/** The web manifest of a brand: its name, colours and icons. */
export function brandManifest(brandId: BrandId) {
  const brand = BRANDS[brandId];
  const theme = themeOf(brand, brand.forceLightTheme);
  const base = `${BRAND_ASSET_BASE}/${brand.id}`;
  return {
    name: brand.displayName,
    short_name: brand.displayName,
    start_url: brand.id === 'default' ? '/' : `/?app_name=${brand.id}`,
    scope: '/',
    display: 'standalone',
    background_color: theme.vars['--brand-bg'],
    theme_color: theme.vars['--brand-bg'],
    icons: [
      { src: `${base}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${base}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  };
}

/** `/brand/<id>/manifest.webmanifest`, `icon-192.png`, `icon-512.png`, `share.png`. */
export function registerBrandAssets(app: FastifyInstance): void {
  const images = new Map<string, Buffer>();
  const isBrand = (id: string): id is BrandId => (BRAND_IDS as readonly string[]).includes(id);
  const opts = { config: { signed: false, auth: 'none' }, schema: { hide: true } } as const;
  app.get<{ Params: { brand: string; file: string } }>(`${BRAND_ASSET_BASE}/:brand/:file`, opts, async (req, reply) => {
    const { brand, file } = req.params;
    if (!isBrand(brand) || !(file === 'manifest.webmanifest' || file in SIZES)) {
      return reply.status(404).header('cache-control', 'no-store').send('not found');
    }
    reply.header('cache-control', 'public, max-age=86400');
    if (file === 'manifest.webmanifest') return reply.type('application/manifest+json').send(JSON.stringify(brandManifest(brand)));
    const key = `${brand}/${file}`;
    let png = images.get(key);
    if (!png) {
      png = brandImage(brand, file as ImageName);
      images.set(key, png);
    }
    return reply.type('image/png').send(png);
  });
}
