import { readFileSync } from 'node:fs';
import { ALL_PERMISSION_CODES, LOCALES } from '@app/shared';
import { describe, expect, it } from 'vitest';

const staff = (lng: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lng}/staff.json`, import.meta.url), 'utf8')) as { perms: Record<string, string> };

describe('permission labels', () => {
  it('name every permission code in every language (the admins list shows no raw codes)', () => {
    for (const lng of LOCALES) {
      const perms = staff(lng).perms;
      const missing = ALL_PERMISSION_CODES.filter((code) => !perms[code.replace(/\./g, '_')]);
      expect(missing, lng).toEqual([]);
    }
  });
});
