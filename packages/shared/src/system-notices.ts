/**
 * The message centre (issue 14, part E): besides official messages, every user gets system
 * notices — a recharge credited, a withdrawal changing state, an event reward paid, a restriction
 * (warning, mute, ban and their lifting) and a reply to one of their letters. A notice is stored
 * as a kind and its params (no prose): its title and body are written here, at read time, in the
 * reader's language. Pure and shared: the server writes the texts, the pages read the kinds.
 */
import { REGION_TIME_ZONES, type Region } from './brands';
import type { Locale } from './locale';
import { NUMERIC_DATE_TIME } from './periods';
import { riskReasonLabel } from './risk';
import type { WithdrawalStatus } from './withdrawals';

export const MESSAGE_CATEGORIES = ['all', 'official', 'letters', 'system'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];
/** The categories an item belongs to (every item is also in `all`). */
export type MessageItemCategory = Exclude<MessageCategory, 'all'>;

export const SYSTEM_NOTICE_KINDS = ['order_credited', 'withdrawal_status', 'activity_reward', 'risk', 'letter_reply'] as const;
export type SystemNoticeKind = (typeof SYSTEM_NOTICE_KINDS)[number];
/** An item's kind in the centre: an official message, or one of the system kinds. */
export type MessageKind = 'official' | SystemNoticeKind;

export const SYSTEM_NOTICE_LIMITS = {
  /** notices older than this are pruned (the list stays bounded) */
  retentionDays: 90,
  /** rows one prune run deletes at most (a run repeats until none is left) */
  pruneBatch: 5000,
  /** a letter reply's excerpt as stored (characters) */
  excerptMax: 120,
  pageSizeMax: 50,
  pageSizeDefault: 20,
  /** the longest cursor the list accepts */
  cursorMax: 120,
} as const;

export const RISK_NOTICE_ACTIONS = ['warn', 'mute', 'unmute', 'ban', 'unban'] as const;
export type RiskNoticeAction = (typeof RISK_NOTICE_ACTIONS)[number];

/** What each kind stores (the event's facts, never text written for a language). */
export interface SystemNoticeParams {
  order_credited: {
    order_id: string;
    product: 'coins' | 'membership';
    asset: string | null;
    amount: number;
    price_minor: number;
    currency: string;
    tier: string | null;
  };
  withdrawal_status: {
    withdrawal_id: number;
    status: WithdrawalStatus;
    points: number;
    net: number;
    currency: string;
    region: Region;
  };
  activity_reward: {
    event: string;
    source: string;
    ref: string;
    rank: number | null;
    grants: ReadonlyArray<{ kind: string; amount?: number; asset?: string; item?: string; days?: number }>;
  };
  risk: { action_id: number; action: RiskNoticeAction; reason: string; ends_at: string | null; region: Region };
  letter_reply: { thread_id: number; reply_id: number; excerpt: string };
}

export type SystemNotice = { [K in SystemNoticeKind]: { kind: K; params: SystemNoticeParams[K] } }[SystemNoticeKind];

/** The category a kind is listed under. */
export const categoryOfKind = (kind: SystemNoticeKind): 'letters' | 'system' => (kind === 'letter_reply' ? 'letters' : 'system');

/** Event rewards worth a notice: those paid by the system (a board place, a pool share); a claim is answered on the spot. */
export const NOTIFIED_REWARD_SOURCES: readonly string[] = ['board', 'pool'];

/** Whether a withdrawal status is announced (every state the host did not set herself). */
export const NOTIFIED_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ['reviewing', 'approved', 'paid', 'rejected', 'failed'];

// ---- words ----

type Words = {
  order: { title: string; coins: string; membership: string; membershipTitle: string };
  withdrawal: Record<Exclude<WithdrawalStatus, 'requested'>, { title: string; body: string }> & {
    requested: { title: string; body: string };
  };
  reward: { title: string; ranked: string; plain: string; pool: string; separator: string };
  risk: Record<RiskNoticeAction, { title: string; body: string }>;
  letter: { title: string };
  assets: Record<string, string>;
  item: string;
  unnamedEvent: string;
};

const WORDS: Record<Locale, Words> = {
  'zh-CN': {
    order: {
      title: '充值到账',
      membershipTitle: '会员已开通',
      coins: '你充值的 {amount} {asset}已到账（{price}），感谢支持！',
      membership: '你购买的会员（{price}）已开通，快去体验专属特权吧！',
    },
    withdrawal: {
      requested: { title: '提现申请已提交', body: '{points} 积分的提现申请已提交，我们会尽快审核。' },
      reviewing: { title: '提现审核中', body: '你的提现申请（{points} 积分）正在审核中，请耐心等待。' },
      approved: { title: '提现审核通过', body: '你的提现申请已通过审核，{net} 将在 3 个工作日内打款。' },
      paid: { title: '提现已打款', body: '{net} 已打款至你的收款账户，请注意查收。' },
      rejected: { title: '提现未通过', body: '你的提现申请未通过审核，{points} 积分已退回账户。' },
      failed: { title: '提现打款失败', body: '{net} 打款失败，{points} 积分已退回账户，请检查收款账户信息后重新申请。' },
    },
    reward: {
      title: '活动奖励已发放',
      ranked: '恭喜你在「{event}」中获得第 {rank} 名！奖励已发放：{grants}',
      plain: '你在「{event}」中获得的奖励已发放：{grants}',
      pool: '「{event}」奖池已瓜分，你分得 {grants}',
      separator: '、',
    },
    risk: {
      warn: { title: '违规提醒', body: '你的账号因「{reason}」收到警告，请遵守社区规范。' },
      mute: { title: '禁言通知', body: '你的账号因「{reason}」已被禁言，{ends}。' },
      unmute: { title: '禁言已解除', body: '你的禁言已解除，现在可以正常发言了。' },
      ban: { title: '封禁通知', body: '你的账号因「{reason}」已被封禁，{ends}。' },
      unban: { title: '封禁已解除', body: '你的账号已解除封禁，欢迎回来。' },
    },
    letter: { title: '收到新回信' },
    assets: {
      gold_coin: '金币',
      diamond: '钻石',
      silver_coin: '银币',
      medal_fragment: '勋章碎片',
      scratch_ticket: '刮刮卡',
      wish_ticket: '许愿券',
    },
    item: '限定道具（{days} 天）',
    unnamedEvent: '活动',
  },
  'zh-TW': {
    order: {
      title: '儲值到帳',
      membershipTitle: '會員已開通',
      coins: '你儲值的 {amount} {asset}已到帳（{price}），感謝支持！',
      membership: '你購買的會員（{price}）已開通，快去體驗專屬特權吧！',
    },
    withdrawal: {
      requested: { title: '提領申請已送出', body: '{points} 積分的提領申請已送出，我們會盡快審核。' },
      reviewing: { title: '提領審核中', body: '你的提領申請（{points} 積分）正在審核中，請耐心等候。' },
      approved: { title: '提領審核通過', body: '你的提領申請已通過審核，{net} 將於 3 個工作天內匯款。' },
      paid: { title: '提領已匯款', body: '{net} 已匯入你的收款帳戶，請留意查收。' },
      rejected: { title: '提領未通過', body: '你的提領申請未通過審核，{points} 積分已退回帳戶。' },
      failed: { title: '提領匯款失敗', body: '{net} 匯款失敗，{points} 積分已退回帳戶，請確認收款帳戶資料後重新申請。' },
    },
    reward: {
      title: '活動獎勵已發放',
      ranked: '恭喜你在「{event}」中獲得第 {rank} 名！獎勵已發放：{grants}',
      plain: '你在「{event}」中獲得的獎勵已發放：{grants}',
      pool: '「{event}」獎池已瓜分，你分得 {grants}',
      separator: '、',
    },
    risk: {
      warn: { title: '違規提醒', body: '你的帳號因「{reason}」收到警告，請遵守社群規範。' },
      mute: { title: '禁言通知', body: '你的帳號因「{reason}」已被禁言，{ends}。' },
      unmute: { title: '禁言已解除', body: '你的禁言已解除，現在可以正常發言了。' },
      ban: { title: '停權通知', body: '你的帳號因「{reason}」已被停權，{ends}。' },
      unban: { title: '停權已解除', body: '你的帳號已解除停權，歡迎回來。' },
    },
    letter: { title: '收到新回信' },
    assets: {
      gold_coin: '金幣',
      diamond: '鑽石',
      silver_coin: '銀幣',
      medal_fragment: '勳章碎片',
      scratch_ticket: '刮刮卡',
      wish_ticket: '許願券',
    },
    item: '限定道具（{days} 天）',
    unnamedEvent: '活動',
  },
  en: {
    order: {
      title: 'Recharge credited',
      membershipTitle: 'Membership activated',
      coins: '{amount} {asset} from your recharge ({price}) are in your wallet. Thank you!',
      membership: 'Your membership ({price}) is active. Enjoy your perks!',
    },
    withdrawal: {
      requested: { title: 'Withdrawal requested', body: 'Your withdrawal of {points} points has been submitted for review.' },
      reviewing: { title: 'Withdrawal under review', body: 'Your withdrawal of {points} points is being reviewed.' },
      approved: { title: 'Withdrawal approved', body: 'Your withdrawal was approved. {net} will be paid within 3 business days.' },
      paid: { title: 'Withdrawal paid', body: '{net} has been sent to your payout account.' },
      rejected: { title: 'Withdrawal declined', body: 'Your withdrawal was declined and {points} points were returned to you.' },
      failed: {
        title: 'Payout failed',
        body: 'We could not pay out {net}. {points} points were returned — please check your payout account and try again.',
      },
    },
    reward: {
      title: 'Event reward credited',
      ranked: 'Congratulations on #{rank} in “{event}”! Your reward: {grants}',
      plain: 'Your reward from “{event}” is in: {grants}',
      pool: 'The “{event}” prize pool was shared out. Your share: {grants}',
      separator: ', ',
    },
    risk: {
      warn: { title: 'Community warning', body: 'Your account received a warning for “{reason}”. Please follow the community rules.' },
      mute: { title: 'You have been muted', body: 'Your account was muted for “{reason}”. {ends}.' },
      unmute: { title: 'Mute lifted', body: 'Your mute has been lifted. You can chat again.' },
      ban: { title: 'Account suspended', body: 'Your account was suspended for “{reason}”. {ends}.' },
      unban: { title: 'Suspension lifted', body: 'Your account is no longer suspended. Welcome back!' },
    },
    letter: { title: 'New reply to your letter' },
    assets: {
      gold_coin: 'coins',
      diamond: 'diamonds',
      silver_coin: 'silver coins',
      medal_fragment: 'medal fragments',
      scratch_ticket: 'scratch cards',
      wish_ticket: 'wish tickets',
    },
    item: 'limited item ({days} days)',
    unnamedEvent: 'the event',
  },
  ja: {
    order: {
      title: 'チャージ完了',
      membershipTitle: 'メンバーシップ開始',
      coins: '{amount} {asset}のチャージ（{price}）が完了しました。いつもありがとうございます！',
      membership: 'メンバーシップ（{price}）が有効になりました。特典をお楽しみください！',
    },
    withdrawal: {
      requested: { title: '出金申請を受け付けました', body: '{points}ポイントの出金申請を受け付けました。審査まで少々お待ちください。' },
      reviewing: { title: '出金申請を審査中です', body: '{points}ポイントの出金申請を審査しています。しばらくお待ちください。' },
      approved: { title: '出金申請が承認されました', body: '出金申請が承認されました。{net}を3営業日以内にお振り込みします。' },
      paid: { title: '出金のお振り込みが完了しました', body: '{net}を登録口座へお振り込みしました。ご確認ください。' },
      rejected: {
        title: '出金申請が承認されませんでした',
        body: '出金申請は承認されませんでした。{points}ポイントはアカウントに戻しています。',
      },
      failed: {
        title: '出金のお振り込みができませんでした',
        body: '{net}のお振り込みができませんでした。{points}ポイントはアカウントに戻しています。口座情報をご確認のうえ、再度お申し込みください。',
      },
    },
    reward: {
      title: 'イベント報酬を付与しました',
      ranked: '「{event}」で{rank}位入賞おめでとうございます！報酬を付与しました：{grants}',
      plain: '「{event}」の報酬を付与しました：{grants}',
      pool: '「{event}」の報酬プールを山分けしました。あなたの分配：{grants}',
      separator: '、',
    },
    risk: {
      warn: {
        title: '違反に関するお知らせ',
        body: '「{reason}」により、アカウントに警告が出されました。コミュニティガイドラインをお守りください。',
      },
      mute: { title: '発言制限のお知らせ', body: '「{reason}」により、アカウントの発言が制限されました。{ends}' },
      unmute: { title: '発言制限が解除されました', body: '発言制限が解除されました。またお話しいただけます。' },
      ban: { title: 'アカウント停止のお知らせ', body: '「{reason}」により、アカウントの利用が停止されました。{ends}' },
      unban: { title: 'アカウント停止が解除されました', body: 'アカウントの利用停止が解除されました。おかえりなさい！' },
    },
    letter: { title: 'お手紙に返信が届きました' },
    assets: {
      gold_coin: 'コイン',
      diamond: 'ダイヤ',
      silver_coin: 'シルバーコイン',
      medal_fragment: 'メダルのかけら',
      scratch_ticket: 'スクラッチ券',
      wish_ticket: 'ウィッシュ券',
    },
    item: '限定アイテム（{days}日間）',
    unnamedEvent: 'イベント',
  },
  ko: {
    order: {
      title: '충전 완료',
      membershipTitle: '멤버십 활성화',
      coins: '{amount} {asset} 충전({price})이 완료되었습니다. 감사합니다!',
      membership: '멤버십({price})이 활성화되었습니다. 전용 혜택을 누려 보세요!',
    },
    withdrawal: {
      requested: { title: '출금 신청 접수', body: '{points}포인트 출금 신청이 접수되었습니다. 곧 심사해 드릴게요.' },
      reviewing: { title: '출금 심사 중', body: '{points}포인트 출금 신청을 심사하고 있습니다. 잠시만 기다려 주세요.' },
      approved: { title: '출금 승인', body: '출금 신청이 승인되었습니다. {net}이(가) 3영업일 이내에 입금됩니다.' },
      paid: { title: '출금 입금 완료', body: '{net}이(가) 등록된 계좌로 입금되었습니다.' },
      rejected: { title: '출금 반려', body: '출금 신청이 반려되어 {points}포인트가 계정으로 반환되었습니다.' },
      failed: {
        title: '출금 입금 실패',
        body: '{net} 입금에 실패하여 {points}포인트가 반환되었습니다. 계좌 정보를 확인한 뒤 다시 신청해 주세요.',
      },
    },
    reward: {
      title: '이벤트 보상 지급',
      ranked: '「{event}」 {rank}위를 축하합니다! 보상이 지급되었습니다: {grants}',
      plain: '「{event}」 보상이 지급되었습니다: {grants}',
      pool: '「{event}」 상금 풀이 분배되었습니다. 내 몫: {grants}',
      separator: ', ',
    },
    risk: {
      warn: { title: '위반 경고', body: '「{reason}」(으)로 계정에 경고가 부여되었습니다. 커뮤니티 규칙을 지켜 주세요.' },
      mute: { title: '채팅 제한 안내', body: '「{reason}」(으)로 계정의 채팅이 제한되었습니다. {ends}' },
      unmute: { title: '채팅 제한 해제', body: '채팅 제한이 해제되었습니다. 다시 대화할 수 있어요.' },
      ban: { title: '계정 정지 안내', body: '「{reason}」(으)로 계정이 정지되었습니다. {ends}' },
      unban: { title: '계정 정지 해제', body: '계정 정지가 해제되었습니다. 다시 오신 것을 환영합니다!' },
    },
    letter: { title: '편지에 답장이 도착했어요' },
    assets: {
      gold_coin: '코인',
      diamond: '다이아',
      silver_coin: '실버 코인',
      medal_fragment: '메달 조각',
      scratch_ticket: '스크래치 카드',
      wish_ticket: '소원권',
    },
    item: '한정 아이템({days}일)',
    unnamedEvent: '이벤트',
  },
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

/** A whole count the way the reader writes numbers ('12,000'). */
export const formatCount = (n: number, locale: Locale) => new Intl.NumberFormat(locale).format(n);

/** An amount of money in minor units ('¥1,200', 'CN¥12.00'): JPY has no minor unit, CNY two digits. */
export function formatMinor(minor: number, currency: string, locale: Locale): string {
  const f = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = f.resolvedOptions().maximumFractionDigits ?? 2;
  return f.format(minor / 10 ** digits);
}

/** An instant on the region's clock with its zone ('2026/11/24 09:30 JST'). */
export function formatInstant(iso: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { ...NUMERIC_DATE_TIME, timeZone, timeZoneName: 'short' }).format(new Date(iso));
}

function grantsText(grants: SystemNoticeParams['activity_reward']['grants'], locale: Locale, coinAsset: string): string {
  const w = WORDS[locale];
  return grants
    .map((g) => {
      if (g.kind === 'item') return fill(w.item, { days: String(g.days ?? 1) });
      const asset = g.kind === 'currency' ? coinAsset : (g.asset ?? '');
      return `${formatCount(g.amount ?? 0, locale)} ${w.assets[asset] ?? asset}`;
    })
    .join(w.reward.separator);
}

/** What the text of a notice needs besides its params: the event's title in the reader's language, the brand's coin. */
export interface NoticeTextContext {
  /** the event's title (activity_reward); absent when the event is gone */
  eventTitle?: string | null;
  /** the asset a brand's "currency" grants are paid in */
  coinAsset?: string;
}

/** The title and body of a system notice in `locale`. */
export function systemNoticeText(n: SystemNotice, locale: Locale, ctx: NoticeTextContext = {}): { title: string; body: string } {
  const w = WORDS[locale] ?? WORDS.en;
  switch (n.kind) {
    case 'order_credited': {
      const p = n.params;
      const price = formatMinor(p.price_minor, p.currency, locale);
      const body =
        p.product === 'membership'
          ? fill(w.order.membership, { price })
          : fill(w.order.coins, { amount: formatCount(p.amount, locale), asset: (p.asset && w.assets[p.asset]) ?? p.asset ?? '', price });
      return { title: p.product === 'membership' ? w.order.membershipTitle : w.order.title, body };
    }
    case 'withdrawal_status': {
      const p = n.params;
      const words = w.withdrawal[p.status];
      const values = { points: formatCount(p.points, locale), net: formatMinor(p.net, p.currency, locale) };
      return { title: words.title, body: fill(words.body, values) };
    }
    case 'activity_reward': {
      const p = n.params;
      const event = ctx.eventTitle || w.unnamedEvent;
      const grants = grantsText(p.grants, locale, ctx.coinAsset ?? 'gold_coin');
      const template = p.source === 'pool' ? w.reward.pool : p.rank ? w.reward.ranked : w.reward.plain;
      return { title: w.reward.title, body: fill(template, { event, rank: String(p.rank ?? ''), grants }) };
    }
    case 'risk': {
      const p = n.params;
      const words = w.risk[p.action];
      const ends = p.ends_at
        ? fill(UNTIL_WORDS[locale].until, {
            time: formatInstant(p.ends_at, locale, REGION_TIME_ZONES[p.region] ?? REGION_TIME_ZONES.default),
          })
        : UNTIL_WORDS[locale].permanent;
      return { title: words.title, body: fill(words.body, { reason: riskReasonLabel(p.reason, locale), ends }) };
    }
    case 'letter_reply':
      return { title: w.letter.title, body: n.params.excerpt };
  }
}

const UNTIL_WORDS: Record<Locale, { until: string; permanent: string }> = {
  'zh-CN': { until: '将于 {time} 解除', permanent: '期限为永久' },
  'zh-TW': { until: '將於 {time} 解除', permanent: '期限為永久' },
  en: { until: 'It ends on {time}', permanent: 'It is permanent' },
  ja: { until: '解除予定：{time}', permanent: '期限：無期限' },
  ko: { until: '해제 예정: {time}', permanent: '기간: 영구' },
};

/** A letter reply's excerpt as stored: one line, at most SYSTEM_NOTICE_LIMITS.excerptMax characters (by code point). */
export function noticeExcerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= SYSTEM_NOTICE_LIMITS.excerptMax ? flat : `${chars.slice(0, SYSTEM_NOTICE_LIMITS.excerptMax - 1).join('')}…`;
}

// ---- the list's cursor ----

/** An item's id in the centre: `o<message id>` (official) or `s<notice id>` (system). */
export const MESSAGE_ITEM_ID = /^[os][1-9][0-9]{0,15}$/;
export type MessageItemRef = { source: 'o' | 's'; id: number };

export function parseMessageItemId(text: string): MessageItemRef | null {
  if (!MESSAGE_ITEM_ID.test(text)) return null;
  const id = Number(text.slice(1));
  return Number.isSafeInteger(id) ? { source: text[0] as 'o' | 's', id } : null;
}

/**
 * The list is ordered newest first by (time, source, id); a cursor is the last item's key, as
 * `<time in µs since the epoch>.<source><id>` — the exact stored time, so no item is skipped or
 * shown twice however many share a second.
 */
export function encodeMessageCursor(c: { atMicros: string; source: 'o' | 's'; id: number }): string {
  return `${c.atMicros}.${c.source}${c.id}`;
}

export function parseMessageCursor(text: string): { atMicros: string; source: 'o' | 's'; id: number } | null {
  if (text.length > SYSTEM_NOTICE_LIMITS.cursorMax) return null;
  const m = /^(-?[0-9]{1,17})\.([os])([1-9][0-9]{0,15})$/.exec(text);
  if (!m) return null;
  const id = Number(m[3]);
  if (!Number.isSafeInteger(id)) return null;
  return { atMicros: m[1]!, source: m[2] as 'o' | 's', id };
}
