/** The activity editor's pure rules (unit-tested in model.test.ts). */
import type { Locale, TAdminActivity, TAdminActivityVersionDetail } from '@app/shared';

export const EVENT_ID = /^[a-z0-9][a-z0-9_]{0,47}$/;

export const pretty = (d: Record<string, unknown>): string => JSON.stringify(d, null, 2);

/** The JSON text as a definition object, or null while it does not parse to one. */
export function parseDefinition(text: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Why the text is not a definition object (the parser's message), or null when it is one. */
export function jsonError(text: string): string | null {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? null : 'not an object';
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * The version the editor opens: the open draft or pending one, else the newest (the live one, or
 * a rejected one to fix), else the live one.
 */
export function workingVersion(a: Pick<TAdminActivity, 'open_version' | 'live_version' | 'versions'>): number | null {
  return a.open_version ?? a.versions[0]?.version ?? a.live_version ?? null;
}

/**
 * The `based_on` a save sends: the version the editor started from (the open draft itself when
 * it edits that draft), none for a new event. The server refuses a stale one (CONFLICT).
 */
export function draftBase(isNew: boolean, shown: Pick<TAdminActivityVersionDetail, 'version'> | undefined): number | null {
  return isNew || !shown ? null : shown.version;
}

/** `text.<lang>.title` of a definition, '' when absent. */
export function titleOf(def: Record<string, unknown> | null, l: Locale): string {
  const text = def?.text as Record<string, { title?: unknown } | undefined> | undefined;
  const v = text?.[l]?.title;
  return typeof v === 'string' ? v : '';
}

/** The definition with `text.<lang>.title` set (the rest untouched). */
export function withTitle(def: Record<string, unknown>, l: Locale, title: string): Record<string, unknown> {
  const text = { ...((def.text as Record<string, Record<string, unknown>> | undefined) ?? {}) };
  text[l] = { ...(text[l] ?? {}), title };
  return { ...def, text };
}

/** A new event's starting definition: a copy of the source's with the new id, else just the id. */
export function starterDefinition(id: string, source: Record<string, unknown> | undefined): Record<string, unknown> {
  return source ? { ...source, id } : { id };
}
