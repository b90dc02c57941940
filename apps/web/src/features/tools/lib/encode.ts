import { LIMITS } from '@app/shared';

/** Base64 of bytes, in chunks (a phone photo overflows one String.fromCharCode call). */
export function bytesToBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/** The longest side customer service sends (features/support prepareImage does the same). */
export const DOWNSCALE_SIDE = 1600;

/**
 * The picked image as the upload takes it: `jpeg` draws it at most 1600 px a side on white and
 * sends JPEG under the server's byte limit (what customer service does; EXIF stays behind);
 * `original` sends the file's own bytes, for checking how the server judges them.
 */
export async function encodeForUpload(file: File, mode: 'jpeg' | 'original'): Promise<{ data: string; bytes: number }> {
  if (mode === 'original') {
    const bytes = new Uint8Array(await file.arrayBuffer());
    return { data: bytesToBase64(bytes), bytes: bytes.length };
  }
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, DOWNSCALE_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(LIMITS.supportImageSidePxMin, Math.round(bitmap.width * scale));
  canvas.height = Math.max(LIMITS.supportImageSidePxMin, Math.round(bitmap.height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.85, 0.7, 0.5]) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (blob && blob.size <= LIMITS.supportImageBytesMax) {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return { data: bytesToBase64(bytes), bytes: bytes.length };
    }
  }
  throw new Error('too large');
}
