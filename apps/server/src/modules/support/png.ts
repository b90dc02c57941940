import { crc32, deflateSync } from 'node:zlib';

/** A plain PNG of one colour with a lighter band (demo images and tests; no image library needed to make one). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const row = (y: number) => {
    const r = Buffer.alloc(1 + width * 3);
    const band = y > height / 3 && y < (2 * height) / 3;
    for (let x = 0; x < width; x++) {
      r[1 + x * 3] = band ? Math.min(255, rgb[0] + 60) : rgb[0];
      r[2 + x * 3] = band ? Math.min(255, rgb[1] + 60) : rgb[1];
      r[3 + x * 3] = band ? Math.min(255, rgb[2] + 60) : rgb[2];
    }
    return r;
  };
  const raw = Buffer.concat(Array.from({ length: height }, (_, y) => row(y)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
