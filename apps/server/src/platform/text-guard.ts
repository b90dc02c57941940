import { hasUnstorableText } from '@app/shared';
import { AppError } from './errors';

const MAX_DEPTH = 32;

/**
 * The path of the first string (key or value) in a parsed request that the database cannot store
 * or JSON cannot carry (NUL, lone surrogate), or null. Bounded depth: the body limit bounds the size.
 */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasUnstorableText(value) ? path || 'request' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (hasUnstorableText(key)) return at;
    const found = findUnstorableText(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses (4000, naming the field) a request with such text anywhere in its query, params or body. */
export function assertStorableText(parts: { query?: unknown; params?: unknown; body?: unknown }): void {
  const field = findUnstorableText(parts.query) ?? findUnstorableText(parts.params) ?? findUnstorableText(parts.body);
  if (field) throw new AppError('VALIDATION_FAILED', { field }, { field, reason: 'unstorable_text' });
}
