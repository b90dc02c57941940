import { AppError } from './errors';

/**
 * Opaque keyset cursors for lists ordered newest first by (time, id): base64url of `ms|id`.
 * A cursor that does not decode is a validation error on `cursor`, never a 500.
 */
export function encodeTimeCursor(at: Date, id: string | number): string {
  return Buffer.from(`${at.getTime()}|${id}`).toString('base64url');
}

export function decodeTimeCursor(cursor: string | undefined, idPattern = /^[\w-]{1,64}$/): { at: Date; id: string } | null {
  if (!cursor) return null;
  const [ms, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!ms || !/^\d{1,15}$/.test(ms) || !id || !idPattern.test(id) || rest.length > 0) {
    throw new AppError('VALIDATION_FAILED', { field: 'cursor' }, { field: 'cursor' });
  }
  return { at: new Date(Number(ms)), id };
}
