import { bytesToBase64, photoAsJpeg } from '../../../lib/image';

export { bytesToBase64 };

/**
 * The picked image as the upload takes it: `jpeg` is what customer service sends (lib/image.ts:
 * at most 1600 px a side on white, JPEG under the server's byte limit, EXIF left behind);
 * `original` sends the file's own bytes, for checking how the server judges them.
 */
export async function encodeForUpload(file: File, mode: 'jpeg' | 'original'): Promise<{ data: string; bytes: number }> {
  const bytes = mode === 'original' ? new Uint8Array(await file.arrayBuffer()) : await photoAsJpeg(file);
  return { data: bytesToBase64(bytes), bytes: bytes.length };
}
