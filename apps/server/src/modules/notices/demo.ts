/**
 * Demo official messages (DEMO): three sent — a welcome to the default brand, a maintenance
 * notice to Japan, a note to two listed users — and one scheduled two days ahead. Idempotent by
 * request id; written as seed data (not a console action, so no audit row), fanned out at once.
 */
import type { Locale } from '@app/shared';
import { findUsersByEmails } from '../accounts/service';
import type { CentreDeps } from './centre';
import type { NoticeContent, StoredAudience } from './repo';
import * as repo from './repo';
import { fanOut, type NoticesDeps } from './service';

const DEMO_ADMIN = { id: 0, name: 'Demo Admin' };
const DAY_MS = 86_400_000;

interface DemoNotice {
  requestId: string;
  defaultLang: Locale;
  content: NoticeContent;
  link: string | null;
  audience: StoredAudience;
  listedEmails?: string[];
  inDays?: number;
}

const NOTICES: DemoNotice[] = [
  {
    requestId: 'demo-notice-welcome',
    defaultLang: 'zh-CN',
    link: '/h5/whole_rank',
    audience: { kind: 'segment', segment: { brand: 'default' } },
    content: {
      'zh-CN': { title: '欢迎来到官方频道', body: '这里会发布活动、维护和账号安全等重要通知。本周全服排行榜已开启，快来看看吧！' },
      'zh-TW': { title: '歡迎來到官方頻道', body: '這裡會發布活動、維護和帳號安全等重要通知。本週全服排行榜已開啟，快來看看吧！' },
      en: {
        title: 'Welcome to the official channel',
        body: 'Events, maintenance and account-safety notices appear here. This week’s server-wide ranking is open — take a look!',
      },
      ja: {
        title: '公式チャンネルへようこそ',
        body: 'イベント・メンテナンス・アカウントの安全に関する大切なお知らせをここでお届けします。今週の全サーバーランキングが始まりました！',
      },
      ko: {
        title: '공식 채널에 오신 것을 환영합니다',
        body: '이벤트, 점검, 계정 보안 등 중요한 공지를 이곳에서 알려 드립니다. 이번 주 전체 서버 랭킹이 시작되었습니다!',
      },
    },
  },
  {
    requestId: 'demo-notice-maintenance',
    defaultLang: 'ja',
    link: null,
    audience: { kind: 'segment', segment: { region: 'japan' } },
    content: {
      ja: {
        title: 'メンテナンスのお知らせ',
        body: '11月28日（金）2:00〜4:00（日本時間）にサーバーメンテナンスを行います。ご不便をおかけしますが、ご理解のほどよろしくお願いいたします。',
      },
      en: {
        title: 'Scheduled maintenance',
        body: 'The servers are under maintenance on Fri 28 Nov, 2:00–4:00 (JST). Thank you for your patience.',
      },
    },
  },
  {
    requestId: 'demo-notice-carnival',
    defaultLang: 'en',
    link: '/h5/rechargec',
    audience: { kind: 'list', public_ids: [] },
    listedEmails: ['user1.default@demo.local', 'user1.wakoo@demo.local', 'user2.default@demo.local'],
    content: {
      'zh-CN': { title: '充值狂欢节奖励已到账', body: '感谢参与充值狂欢节！您的额外金币已发放到钱包，请查收。' },
      en: {
        title: 'Recharge carnival bonus credited',
        body: 'Thanks for joining the recharge carnival! Your bonus coins are in your wallet.',
      },
      ja: {
        title: 'チャージカーニバルの特典を付与しました',
        body: 'チャージカーニバルへのご参加ありがとうございます。ボーナスコインをウォレットに付与しました。',
      },
    },
  },
  {
    requestId: 'demo-notice-weekend',
    defaultLang: 'zh-CN',
    link: null,
    audience: { kind: 'segment', segment: {} },
    inDays: 2,
    content: {
      'zh-CN': { title: '周末限时活动预告', body: '本周末将开启双倍魅力值活动，敬请期待。' },
      ja: { title: '週末限定イベントのお知らせ', body: '今週末、魅力値2倍イベントを開催します。お楽しみに！' },
      en: { title: 'Weekend event ahead', body: 'Double charm points all weekend long. Stay tuned!' },
    },
  },
];

export async function seedDemoNotices(deps: NoticesDeps): Promise<void> {
  const now = deps.now();
  const always = { assertLeader: async () => {} };
  for (const n of NOTICES) {
    if (await repo.findByRequest(deps.db, DEMO_ADMIN.id, n.requestId)) continue;
    let audience = n.audience;
    let targets: number[] | null = null;
    if (n.listedEmails) {
      const users = await findUsersByEmails(deps.db, n.listedEmails);
      if (users.length === 0) continue;
      audience = { kind: 'list', public_ids: users.map((u) => u.public_id) };
      targets = users.map((u) => Number(u.id)).sort((a, b) => a - b);
    }
    const row = await repo.insertMessage(deps.db, {
      status: n.inDays ? 'scheduled' : 'sending',
      defaultLang: n.defaultLang,
      content: n.content,
      link: n.link,
      audience,
      targetUserIds: targets,
      sendAt: n.inDays ? new Date(now.getTime() + n.inDays * DAY_MS) : now,
      requestId: n.requestId,
      createdBy: DEMO_ADMIN.id,
      createdByName: DEMO_ADMIN.name,
      now,
    });
    // seed data at start-up, before the scheduler runs: fanned out here rather than by the job
    if (row && row.status === 'sending') await fanOut({ ...deps, hub: { publish: async () => 0 } }, always, row.id);
  }
}

const HOUR_MS = 3_600_000;

/**
 * Demo system notices (DEMO), so the message centre looks alive on first start: for the demo
 * users a credited recharge, an event reward and a membership; a mute reminder for the demo
 * muted user (the demo hosts' withdrawal notices come from their real demo withdrawals). Written as seed data (no
 * push); idempotent by their `demo` keys. Real ones follow from the demo's own orders and
 * withdrawals through the outbox.
 */
export async function seedDemoSystemNotices(deps: Pick<CentreDeps, 'db' | 'now'>): Promise<void> {
  const emails = ['user1.default@demo.local', 'user1.wakoo@demo.local', 'troll.wakoo@demo.local'];
  const users = new Map((await findUsersByEmails(deps.db, emails)).map((u) => [u.email, u]));
  const now = deps.now().getTime();
  const ago = (hours: number) => new Date(now - hours * HOUR_MS);
  const rows: repo.NewSystemNotice[] = [];
  const add = (email: string, kind: string, ref: string, params: unknown, hoursAgo: number, category: 'system' | 'letters' = 'system') => {
    const u = users.get(email);
    if (u) rows.push({ userId: Number(u.id), category, kind, source: 'demo', ref, params, at: ago(hoursAgo) });
  };
  for (const [email, jp] of [
    ['user1.default@demo.local', false],
    ['user1.wakoo@demo.local', true],
  ] as const) {
    add(
      email,
      'order_credited',
      'order-1',
      {
        order_id: 'demo-order-1',
        product: 'coins',
        asset: 'gold_coin',
        amount: jp ? 1200 : 6800,
        price_minor: jp ? 1200 : 6800,
        currency: jp ? 'JPY' : 'CNY',
        tier: null,
      },
      0.4,
    );
    add(
      email,
      'activity_reward',
      'reward-1',
      {
        event: 'recharge_carnival',
        source: 'board',
        ref: 'recharge',
        rank: 3,
        grants: [
          { kind: 'currency', amount: 3000 },
          { kind: 'asset', asset: 'wish_ticket', amount: 5 },
        ],
      },
      26,
    );
    add(
      email,
      'order_credited',
      'order-2',
      {
        order_id: 'demo-order-2',
        product: 'membership',
        asset: 'gold_coin',
        amount: 0,
        price_minor: jp ? 980 : 3000,
        currency: jp ? 'JPY' : 'CNY',
        tier: 'month',
      },
      72,
    );
  }
  add(
    'troll.wakoo@demo.local',
    'risk',
    'mute-1',
    { action_id: 0, action: 'mute', reason: 'harassment', ends_at: new Date(now + 54 * HOUR_MS).toISOString(), region: 'japan' },
    18,
  );
  await repo.insertSystemNotices(deps.db, rows);
}
