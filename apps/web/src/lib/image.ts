import { LIMITS } from '@app/shared';

/** The longest side of a photo the pages upload. */
export const UPLOAD_IMAGE_SIDE = 1600;

/** Base64 of bytes, in chunks (a phone photo overflows one String.fromCharCode call). */
export function bytesToBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/**
 * A picked photo as the server takes it: drawn onto a white canvas at most 1600 px a side and
 * encoded as JPEG under the upload limit (a phone photo shrinks, and its EXIF — location — stays
 * behind). Customer service and the upload tool send this.
 */
export async function photoAsJpeg(file: File): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, UPLOAD_IMAGE_SIDE / Math.max(bitmap.width, bitmap.height));
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
    if (blob && blob.size <= LIMITS.supportImageBytesMax) return new Uint8Array(await blob.arrayBuffer());
  }
  throw new Error('too large');
}
