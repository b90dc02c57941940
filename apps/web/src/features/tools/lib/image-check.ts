import { LIMITS } from '@app/shared';

export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** what the picker accepts before anything is sent; the server checks the bytes again */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_SIDE_MIN = LIMITS.supportImageSidePxMin;
export const UPLOAD_SIDE_MAX = LIMITS.supportImageSidePxMax;

export type ImageProblem = 'type' | 'size' | 'small' | 'large';

/** What is wrong with a picked file, by its type and size (before it is decoded); null when fine. */
export function checkFile(file: { type: string; size: number }): ImageProblem | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}

/** What is wrong with a decoded image's dimensions; null when fine. */
export function checkDimensions(width: number, height: number): ImageProblem | null {
  if (Math.min(width, height) < UPLOAD_SIDE_MIN) return 'small';
  if (Math.max(width, height) > UPLOAD_SIDE_MAX) return 'large';
  return null;
}

/** A byte count for people: 812 B, 14.2 KB, 3.1 MB. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Number((n / 1024).toFixed(1))} KB`;
  return `${Number((n / 1024 / 1024).toFixed(1))} MB`;
}
