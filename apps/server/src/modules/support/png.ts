import { encodePng } from '../../platform/png';

/** A plain PNG of one colour with a lighter band (demo images and tests). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  return encodePng(width, height, (out, y, at) => {
    const band = y > height / 3 && y < (2 * height) / 3;
    for (let x = 0; x < width; x++) {
      out[at + x * 3] = band ? Math.min(255, rgb[0] + 60) : rgb[0];
      out[at + x * 3 + 1] = band ? Math.min(255, rgb[1] + 60) : rgb[1];
      out[at + x * 3 + 2] = band ? Math.min(255, rgb[2] + 60) : rgb[2];
    }
  });
}
