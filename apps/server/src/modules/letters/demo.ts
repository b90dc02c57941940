/**
 * Demo letters (DEMO): on every brand, the two anchors and user2 have written letters; user1 has
 * received anchor1's letter and they exchanged replies (a thread with one unread reply for
 * user1); user1 wrote a letter that anchor2 received. Chinese on the default region's brands,
 * Japanese on Japan's. Idempotent by request id; written as seed data (no mute check, no pushes).
 * Each region starts with a few blocked keywords (contact swaps, solicitation) for the console's
 * list, when it has none.
 */
import { BRAND_IDS, BRANDS, LIMITS, normalizeKeyword, periodDay, REGION_TIME_ZONES, type Region } from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import { findUsersByEmails } from '../accounts/service';
import * as repo from './repo';
import type { LettersDeps } from './service';
import * as service from './service';

interface Texts {
  anchor1: string;
  anchor2: string;
  user2: string;
  user1: string;
  replies: [string, string, string];
}

const TEXTS: Record<Region, Texts> = {
  default: {
    anchor1:
      '给正在读这封信的你：\n今天下班路上下了一场小雨，我没带伞，索性慢慢走回家。路边的桂花被雨打落了一地，香味反而更浓了。突然觉得，生活里很多不完美的时刻，换个心情去看，也挺温柔的。\n希望你今天也遇到了一件让你微笑的小事。',
    anchor2: '最近在学做饭，第一次做的番茄炒蛋咸到没法吃，但还是全部吃完了 😂 你有没有什么拿手菜？教教我吧！',
    user2: '有时候会想，如果能回到十八岁，我想对那时的自己说：别怕，你担心的事情大部分都不会发生。你呢，想对过去的自己说什么？',
    user1: '凌晨两点还睡不着，打开窗户听见远处火车经过的声音。不知道车上的人要去哪里，但愿他们都能平安抵达。晚安，陌生人。',
    replies: [
      '读到你的信，我也想起小时候踩水坑的日子。谢谢你分享这么温柔的瞬间！',
      '哈哈，踩水坑真是童年的快乐！你那边最近也下雨了吗？',
      '这周一直是晴天，不过你的信让我很期待下一场雨了 ☔',
    ],
  },
  japan: {
    anchor1:
      'この手紙を読んでいるあなたへ\n今日の帰り道、急に雨が降ってきました。傘がなかったので、ゆっくり歩いて帰ることに。雨上がりの空気が思ったより気持ちよくて、ちょっと得した気分です。\nあなたにも、今日ひとつでも小さな良いことがありますように。',
    anchor2: '最近料理を始めました。初めて作った肉じゃが、しょっぱすぎたけど全部食べました（笑）得意料理があったら教えてください！',
    user2:
      'もし18歳の自分に会えたら「大丈夫、心配していることのほとんどは起きないよ」と伝えたいです。あなたなら、昔の自分に何を伝えますか？',
    user1:
      '深夜2時、眠れなくて窓を開けたら遠くを走る電車の音が聞こえました。乗っている人たちが無事に着きますように。おやすみなさい、知らない誰かさん。',
    replies: [
      'お手紙を読んで、子どもの頃に水たまりで遊んだことを思い出しました。素敵な瞬間をありがとう！',
      '水たまり、懐かしいですね！そちらも最近雨が多いですか？',
      '今週はずっと晴れです。でもお手紙のおかげで、次の雨が少し楽しみになりました ☔',
    ],
  },
};

/** the words a region's letters may not carry, as an operator would start the list */
const KEYWORDS: Record<Region, string[]> = {
  default: ['加微信', 'QQ号', '约吗', '私下转账'],
  japan: ['LINE交換', 'カカオID', 'パパ活', '直接振込'],
};

async function seedDemoKeywords(deps: LettersDeps): Promise<void> {
  const at = deps.now();
  for (const [region, words] of Object.entries(KEYWORDS) as [Region, string[]][]) {
    await deps.db.tx(async (q) => {
      if ((await repo.countKeywords(q, region)) > 0) return;
      for (const word of words) {
        await repo.insertKeyword(q, { region, word, norm: normalizeKeyword(word), adminId: null, adminName: 'Demo', at });
      }
    });
  }
}

export async function seedDemoLetters(deps: LettersDeps): Promise<void> {
  await seedDemoKeywords(deps).catch(deps.warn('demo letter keywords'));
  const d: LettersDeps = { ...deps, hub: null, assertNotMuted: async () => {} };
  const now = deps.now();
  const HOUR = 3_600_000;
  for (const brand of BRAND_IDS) {
    const emails = ['user1', 'user2', 'anchor1', 'anchor2'].map((r) => `${r}.${brand}@demo.local`);
    const rows = await findUsersByEmails(deps.db, emails);
    const by = new Map(rows.map((u) => [u.email?.split('.')[0] ?? '', u]));
    const [u1, u2, a1, a2] = ['user1', 'user2', 'anchor1', 'anchor2'].map((k) => by.get(k));
    if (!u1 || !u2 || !a1 || !a2) continue;
    const region = BRANDS[brand].defaultRegion;
    const texts = TEXTS[region];
    const authed = (u: typeof u1): AuthedUser => ({ id: Number(u.id), publicId: u.public_id, brand, region: u.region as Region });
    const at = (hoursAgo: number) => ({ ...d, now: () => new Date(now.getTime() - hoursAgo * HOUR) });
    try {
      const l1 = await service.write(at(30), authed(a1), { request_id: `demo-letter-${brand}-a1`, text: texts.anchor1 });
      await service.write(at(20), authed(a2), { request_id: `demo-letter-${brand}-a2`, text: texts.anchor2 });
      await service.write(at(10), authed(u2), { request_id: `demo-letter-${brand}-u2`, text: texts.user2 });
      const mine = await service.write(at(5), authed(u1), { request_id: `demo-letter-${brand}-u1`, text: texts.user1 });
      // user1 received anchor1's letter; anchor2 received user1's (drawn at random in real use)
      const receipt = await seedReceipt(
        d,
        l1.letter.id,
        Number(u1.id),
        region,
        `demo-receipt-${brand}-u1`,
        new Date(now.getTime() - 26 * HOUR),
      );
      await seedReceipt(d, mine.letter.id, Number(a2.id), region, `demo-receipt-${brand}-a2`, new Date(now.getTime() - 4 * HOUR));
      if (!receipt) continue;
      const t = await service.replyToLetter(at(25), authed(u1), {
        receipt_id: receipt,
        request_id: `demo-reply-${brand}-1`,
        text: texts.replies[0],
      });
      await service.reply(at(24), authed(a1), t.thread.id, { request_id: `demo-reply-${brand}-2`, text: texts.replies[1] });
      await service.reply(at(2), authed(u1), t.thread.id, { request_id: `demo-reply-${brand}-3`, text: texts.replies[2] });
    } catch (err) {
      deps.warn(`demo letters ${brand}`)(err);
    }
  }
}

async function seedReceipt(deps: LettersDeps, letterId: number, receiverId: number, region: Region, requestId: string, at: Date) {
  return deps.db.tx(async (q) => {
    const again = await repo.findReceiptByRequest(q, receiverId, requestId);
    if (again) return again.id;
    if (!(await repo.addReader(q, letterId, LIMITS.letterReadersMax))) return null;
    const day = periodDay(at, REGION_TIME_ZONES[region]);
    return (await repo.insertReceipt(q, { letterId, receiverId, day, requestId, at }))?.id ?? null;
  });
}
