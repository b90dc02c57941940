import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import {
  categoryOfKind,
  encodeMessageCursor,
  formatMinor,
  noticeExcerpt,
  parseMessageCursor,
  parseMessageItemId,
  SYSTEM_NOTICE_LIMITS,
  type SystemNotice,
  systemNoticeText,
} from './system-notices';

const SAMPLES: SystemNotice[] = [
  {
    kind: 'order_credited',
    params: { order_id: 'o1', product: 'coins', asset: 'gold_coin', amount: 12000, price_minor: 1200, currency: 'JPY', tier: null },
  },
  {
    kind: 'order_credited',
    params: { order_id: 'o2', product: 'membership', asset: null, amount: 0, price_minor: 3000, currency: 'CNY', tier: 'month' },
  },
  ...(['reviewing', 'approved', 'paid', 'rejected', 'failed'] as const).map(
    (status): SystemNotice => ({
      kind: 'withdrawal_status',
      params: { withdrawal_id: 9, status, points: 12000, net: 10445, currency: 'JPY', region: 'japan' },
    }),
  ),
  {
    kind: 'activity_reward',
    params: {
      event: 'x',
      source: 'board',
      ref: 'b',
      rank: 3,
      grants: [
        { kind: 'currency', amount: 3000 },
        { kind: 'item', item: 'frame', days: 7 },
      ],
    },
  },
  { kind: 'activity_reward', params: { event: 'x', source: 'pool', ref: 'pool', rank: null, grants: [{ kind: 'currency', amount: 50 }] } },
  ...(['warn', 'mute', 'unmute', 'ban', 'unban'] as const).map(
    (action): SystemNotice => ({
      kind: 'risk',
      params: { action_id: 1, action, reason: 'harassment', ends_at: action === 'mute' ? '2026-11-24T00:30:00Z' : null, region: 'japan' },
    }),
  ),
  { kind: 'letter_reply', params: { thread_id: 4, reply_id: 5, excerpt: '<b>hi</b> there' } },
];

describe('system notice texts (issue 14: written at read time in the reader’s language)', () => {
  it('gives every kind a title and a body in all five languages, every placeholder filled', () => {
    for (const n of SAMPLES)
      for (const locale of LOCALES) {
        const { title, body } = systemNoticeText(n, locale, { eventTitle: 'Carnival', coinAsset: 'gold_coin' });
        expect(title.length, `${n.kind} ${locale}`).toBeGreaterThan(0);
        expect(body.length, `${n.kind} ${locale}`).toBeGreaterThan(0);
        expect(`${title}${body}`).not.toMatch(/\{\w+\}/);
      }
  });

  it('writes amounts, prices, places and ends the reader’s way', () => {
    const credited = SAMPLES[0]!;
    expect(systemNoticeText(credited, 'ja').body).toBe('12,000 コインのチャージ（￥1,200）が完了しました。いつもありがとうございます！');
    expect(systemNoticeText(credited, 'zh-CN').title).toBe('充值到账');
    expect(systemNoticeText(SAMPLES[1]!, 'zh-CN').body).toContain('¥30.00');
    const reward = systemNoticeText(SAMPLES[7]!, 'zh-CN', { eventTitle: '充值狂欢节', coinAsset: 'diamond' });
    expect(reward.body).toBe('恭喜你在「充值狂欢节」中获得第 3 名！奖励已发放：3,000 钻石、限定道具（7 天）');
    const mute = SAMPLES.find((n) => n.kind === 'risk' && n.params.action === 'mute')!;
    // the end on the region's clock (Japan: 09:30 JST)
    expect(systemNoticeText(mute, 'ja').body).toContain('2026/11/24 09:30');
    expect(systemNoticeText(mute, 'en').body).toContain('Harassment'.slice(1));
  });

  it('keeps a letter reply’s words as they are (the page renders them as text)', () => {
    expect(systemNoticeText(SAMPLES.at(-1)!, 'en')).toEqual({ title: 'New reply to your letter', body: '<b>hi</b> there' });
    expect(categoryOfKind('letter_reply')).toBe('letters');
    expect(categoryOfKind('risk')).toBe('system');
  });

  it('formats minor units by the currency’s own digits', () => {
    expect(formatMinor(1200, 'JPY', 'en')).toBe('¥1,200');
    expect(formatMinor(1234, 'CNY', 'en')).toBe('CN¥12.34');
  });

  it('cuts an excerpt to the limit by whole code points, whitespace folded', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const e = noticeExcerpt(text);
        expect([...e].length).toBeLessThanOrEqual(SYSTEM_NOTICE_LIMITS.excerptMax);
        expect(e).not.toMatch(/\s{2}|^\s|\s$/);
      }),
    );
  });

  it('round-trips a cursor and an item id, and refuses anything else', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 16n }),
        fc.constantFrom('o' as const, 's' as const),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (at, source, id) => {
          const c = { atMicros: String(at), source, id };
          expect(parseMessageCursor(encodeMessageCursor(c))).toEqual(c);
          expect(parseMessageItemId(`${source}${id}`)).toEqual({ source, id });
        },
      ),
    );
    for (const bad of ['', 'x', '1.x1', '1.o0', '1.o', 'abc.s1', `1.s${'9'.repeat(17)}`, '1.s1;drop'])
      expect(parseMessageCursor(bad)).toBeNull();
    for (const bad of ['o0', 's', 'x1', 's1 ', 'o99999999999999999']) expect(parseMessageItemId(bad)).toBeNull();
  });
});
