/** What the tester sends: the parsed JSON object, or why it is not one. */
export function parseParams(text: string): { ok: true; value: Record<string, unknown> } | { ok: false; error: string } {
  if (!text.trim()) return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, error: 'object' };
    return { ok: true, value: value as Record<string, unknown> };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/** A path the tester may call: under /api/, no scheme, host, query or fragment. */
export function isApiPath(path: string): boolean {
  return /^\/api\/[A-Za-z0-9/_.:-]+$/.test(path.trim()) && !path.includes('..');
}
