import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@app/shared';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(fileURLToPath(import.meta.url));

function flatten(value: unknown, prefix = '', out: string[] = []): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.push(prefix);
  }
  return out;
}

function load(lng: string, file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, lng, file), 'utf8')) as Record<string, unknown>;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

const files = [...new Set(LOCALES.flatMap((lng) => readdirSync(path.join(dir, lng)).filter((f) => f.endsWith('.json'))))].sort();

describe('locale files', () => {
  it('every locale has a folder and the basic namespaces', () => {
    for (const lng of LOCALES) {
      expect(readdirSync(path.join(dir, lng))).toEqual(expect.arrayContaining(['common.json', 'admin.json']));
    }
  });

  for (const file of files) {
    it(`${file}: every key present in one locale is present in all five`, () => {
      const keys = new Map<string, Set<string>>();
      for (const lng of LOCALES) {
        const data = load(lng, file);
        expect(data, `${lng}/${file} is missing`).not.toBeNull();
        keys.set(lng, new Set(flatten(data)));
      }
      const union = new Set([...keys.values()].flatMap((s) => [...s]));
      const missing: string[] = [];
      for (const [lng, set] of keys) for (const k of union) if (!set.has(k)) missing.push(`${lng}/${file}: ${k}`);
      expect(missing).toEqual([]);
    });

    it(`${file}: no empty strings and the same interpolation variables everywhere`, () => {
      const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      const problems: string[] = [];
      const ref = load('en', file) ?? {};
      const get = (obj: unknown, key: string): unknown =>
        key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
      for (const lng of LOCALES) {
        const data = load(lng, file) ?? {};
        for (const key of flatten(data)) {
          const value = get(data, key);
          if (typeof value === 'string' && value.trim() === '') problems.push(`${lng}/${file}: ${key} is empty`);
          const en = get(ref, key);
          if (typeof value === 'string' && typeof en === 'string' && vars(value).join() !== vars(en).join()) {
            problems.push(`${lng}/${file}: ${key} variables differ from en`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
