/**
 * What differs between two versions of a JSON document (an activity definition): one entry per
 * changed leaf, by dotted path ('text.ja.title', 'boards.0.rewards.1.grants'). An object or array
 * present on one side only is one entry; arrays compare by index. Key order never matters.
 */
export interface JsonChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function jsonDiff(before: unknown, after: unknown, path = ''): JsonChange[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: JsonChange[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      const p = path ? `${path}.${i}` : String(i);
      if (i >= before.length) out.push({ path: p, before: undefined, after: after[i] });
      else if (i >= after.length) out.push({ path: p, before: before[i], after: undefined });
      else out.push(...jsonDiff(before[i], after[i], p));
    }
    return out;
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    const out: JsonChange[] = [];
    for (const k of keys) {
      const p = path ? `${path}.${k}` : k;
      if (!(k in before)) out.push({ path: p, before: undefined, after: after[k] });
      else if (!(k in after)) out.push({ path: p, before: before[k], after: undefined });
      else out.push(...jsonDiff(before[k], after[k], p));
    }
    return out;
  }
  return Object.is(before, after) ? [] : [{ path, before, after }];
}
