import { describe, expect, it } from 'vitest';
import { levelForExp } from './economy';
import { noticeExpRange, pickNoticeText, REGION_DEFAULT_LOCALE } from './notices';
import { ZNoticeCreateRequest } from './schemas/notices';

describe('official messages: pure rules', () => {
  it('a reader gets their language, else the message default', () => {
    const content = { en: { title: 'Hi' }, ja: { title: 'やあ' } };
    expect(pickNoticeText(content, 'ja', 'en')).toEqual({ lang: 'ja', text: { title: 'やあ' } });
    expect(pickNoticeText(content, 'ko', 'en')).toEqual({ lang: 'en', text: { title: 'Hi' } });
    expect(REGION_DEFAULT_LOCALE).toEqual({ default: 'zh-CN', japan: 'ja' });
  });

  it('a level range is the experience range of exactly those levels', () => {
    for (const [min, max] of [
      [1, 1],
      [2, 5],
      [10, 100],
      [37, 64],
    ] as const) {
      const r = noticeExpRange(min, max);
      for (let exp = 0; exp < 1_000_000; exp += 37) {
        const level = levelForExp(exp);
        const inRange = exp >= r.min && (r.max === null || exp <= r.max);
        expect(inRange, `exp ${exp} level ${level} in ${min}..${max}`).toBe(level >= min && level <= max);
      }
    }
    expect(noticeExpRange(undefined, undefined)).toEqual({ min: 0, max: null });
  });

  it('a compose needs text in its default language and a safe link', () => {
    const base = {
      default_lang: 'en',
      content: { en: { title: 'T', body: 'B' } },
      audience: { kind: 'user', public_id: '100001' },
      request_id: 'abcdefgh1',
    };
    expect(ZNoticeCreateRequest.safeParse(base).success).toBe(true);
    expect(ZNoticeCreateRequest.safeParse({ ...base, default_lang: 'ja' }).success).toBe(false);
    for (const link of ['javascript:alert(1)', 'http://x.test', 'data:text/html,x', '//evil.test'])
      expect(ZNoticeCreateRequest.safeParse({ ...base, link }).success, link).toBe(false);
    for (const link of ['https://example.com/a?b=1', '/h5/whole_rank'])
      expect(ZNoticeCreateRequest.safeParse({ ...base, link }).success, link).toBe(true);
    // display controls are removed from the text; a title of only those is empty and refused
    const parsed = ZNoticeCreateRequest.parse({ ...base, content: { en: { title: 'A\u202eB', body: 'x' } } });
    expect(parsed.content.en?.title).toBe('AB');
    expect(ZNoticeCreateRequest.safeParse({ ...base, content: { en: { title: '\u200b', body: 'x' } } }).success).toBe(false);
  });
});
