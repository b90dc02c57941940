import { describe, expect, it } from 'vitest';
import { draftBase, EVENT_ID, jsonError, parseDefinition, starterDefinition, titleOf, withTitle, workingVersion } from './model';

describe('activity editor model', () => {
  it('parses only JSON objects as definitions', () => {
    expect(parseDefinition('{"id":"a"}')).toEqual({ id: 'a' });
    expect(parseDefinition('[1]')).toBeNull();
    expect(parseDefinition('{"id":')).toBeNull();
    expect(jsonError('{"id":"a"}')).toBeNull();
    expect(jsonError('null')).toBe('not an object');
    expect(jsonError('{')).toMatch(/JSON|Unexpected|end/i);
  });

  it('opens the open version, else the newest, else the live one', () => {
    const versions = [{ version: 3 }, { version: 2 }] as never[];
    expect(workingVersion({ open_version: 3, live_version: 2, versions })).toBe(3);
    expect(workingVersion({ open_version: null, live_version: 2, versions })).toBe(3);
    expect(workingVersion({ open_version: null, live_version: 2, versions: [] })).toBe(2);
    expect(workingVersion({ open_version: null, live_version: null, versions: [] })).toBeNull();
  });

  it('saves a draft on the version it was started from (the draft itself when editing it)', () => {
    expect(draftBase(true, { version: 2 })).toBeNull();
    expect(draftBase(false, { version: 5 })).toBe(5);
    expect(draftBase(false, undefined)).toBeNull();
  });

  it('reads and sets one language title, leaving the rest alone', () => {
    const def = { id: 'x', text: { ja: { title: '旧', tagline: 't' }, en: { title: 'Old' } } };
    expect(titleOf(def, 'ja')).toBe('旧');
    expect(titleOf(def, 'ko')).toBe('');
    const next = withTitle(def, 'ja', '新');
    expect(next.text).toEqual({ ja: { title: '新', tagline: 't' }, en: { title: 'Old' } });
    expect(def.text.ja.title).toBe('旧');
  });

  it('starts a new event from a copy under the new id', () => {
    expect(starterDefinition('fresh_1', { id: 'halloween', region: 'default' })).toEqual({ id: 'fresh_1', region: 'default' });
    expect(starterDefinition('fresh_1', undefined)).toEqual({ id: 'fresh_1' });
    expect(EVENT_ID.test('christmas_2026')).toBe(true);
    expect(EVENT_ID.test('Christmas-2026')).toBe(false);
  });
});
