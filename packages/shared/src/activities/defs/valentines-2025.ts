import type { ActivityDefinitionInput } from '../schema';

/**
 * Valentine's Day 2025, 12–16 Feb: a CP board on the love gifts with the CP bonus (the main page)
 * and a candy page of gift tasks (/h5/valentinesday25_candy).
 */
const gifts = ['rose', 'heart', 'bouquet', 'kiss', 'cp_castle'];

const labels = (l: { board: string; tasks: [string, string, string] }): Record<string, string> => ({
  'board.cp': l.board,
  'task.roses_99': l.tasks[0],
  'task.castle_1': l.tasks[1],
  'task.gift_1314': l.tasks[2],
});

export const valentines2025: ActivityDefinitionInput = {
  id: 'valentines_2025',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2025-02-12', end: '2025-02-16' },
  theme: { art: 'flower', from: '#5c0a1f', to: '#21040b', accent: '#ffc2d1' },
  boards: [
    {
      id: 'cp',
      owner: 'pair',
      gifts,
      points: 'rank',
      cp_bonus: true,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 21_400 },
            { kind: 'item', item: 'vehicle_swan', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 9_999 },
            { kind: 'item', item: 'vehicle_swan', days: 15 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 5_200 },
            { kind: 'item', item: 'bubble_heart', days: 30 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 1_314 },
            { kind: 'item', item: 'bubble_heart', days: 15 },
          ],
        },
        {
          from: 11,
          to: 20,
          grants: [
            { kind: 'currency', amount: 520 },
            { kind: 'item', item: 'bubble_heart', days: 7 },
          ],
        },
      ],
    },
  ],
  tasks: [
    { id: 'roses_99', metric: 'gift_count', gift: 'rose', goal: 99, grants: [{ kind: 'asset', asset: 'silver_coin', amount: 50 }] },
    {
      id: 'castle_1',
      metric: 'gift_count',
      gift: 'cp_castle',
      goal: 1,
      grants: [
        { kind: 'currency', amount: 100 },
        { kind: 'item', item: 'bubble_heart', days: 3 },
      ],
    },
    { id: 'gift_1314', metric: 'gift_coins', goal: 1_314, grants: [{ kind: 'asset', asset: 'scratch_ticket', amount: 2 }] },
  ],
  views: [
    {
      id: 'main',
      tabs: [
        {
          id: 'main',
          blocks: [
            { type: 'countdown' },
            { type: 'gift_wall', gifts },
            { type: 'leaderboard', board: 'cp', top: 20 },
            { type: 'reward_table', board: 'cp' },
            { type: 'rules' },
          ],
        },
      ],
    },
    { id: 'candy', tabs: [{ id: 'candy', blocks: [{ type: 'countdown' }, { type: 'tasks' }] }] },
  ],
  routes: [
    { path: '/h5/valentinesday25', section: 'seasonal', name: 'valentines_2025', view: 'main' },
    { path: '/h5/valentinesday25_candy', section: 'seasonal', name: 'valentines_2025_candy', view: 'candy' },
  ],
  text: {
    'zh-CN': {
      title: '2025 情人节 · 玫瑰之约',
      tagline: '一束玫瑰，一座城堡，一生一世——和你的 CP 一起登上情人节告白榜',
      rules: [
        '活动时间：2025年2月12日 0:00 至 2月16日 24:00（北京时间）。',
        'CP 告白榜：CP 之间互送的玫瑰、爱心、花束、飞吻、CP 城堡计分，礼物每价值 1 金币得 10 分；至尊 CP 积分 ×3，无双 CP 积分 ×1.5。同分时先达到该分数者排名靠前。',
        'CP 告白榜前 20 名按奖励表获得奖励，CP 双方各得一份，在活动结束后自动发放到账。',
        '甜蜜任务：送出 99 朵玫瑰可领 50 银币；送出 1 座 CP 城堡可领 100 金币和 3 天爱心气泡；送礼满 1,314 金币可领 2 张刮刮卡。任务奖励需在活动结束前手动领取。',
        '未成年人不得参加活动。如发现刷分、虚假 CP 等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({ board: 'CP 告白榜', tasks: ['送出 99 朵玫瑰', '送出 1 座 CP 城堡', '送礼满 1,314 金币'] }),
    },
    'zh-TW': {
      title: '2025 情人節 · 玫瑰之約',
      tagline: '一束玫瑰，一座城堡，一生一世——和你的 CP 一起登上情人節告白榜',
      rules: [
        '活動時間：2025年2月12日 0:00 至 2月16日 24:00（北京時間）。',
        'CP 告白榜：CP 之間互送的玫瑰、愛心、花束、飛吻、CP 城堡計分，禮物每價值 1 金幣得 10 分；至尊 CP 積分 ×3，無雙 CP 積分 ×1.5。同分時先達到該分數者排名靠前。',
        'CP 告白榜前 20 名依獎勵表獲得獎勵，CP 雙方各得一份，在活動結束後自動發放到帳。',
        '甜蜜任務：送出 99 朵玫瑰可領 50 銀幣；送出 1 座 CP 城堡可領 100 金幣和 3 天愛心氣泡；送禮滿 1,314 金幣可領 2 張刮刮卡。任務獎勵需在活動結束前手動領取。',
        '未成年人不得參加活動。如發現刷分、虛假 CP 等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({ board: 'CP 告白榜', tasks: ['送出 99 朵玫瑰', '送出 1 座 CP 城堡', '送禮滿 1,314 金幣'] }),
    },
    en: {
      title: "Valentine's Day 2025: A Date with Roses",
      tagline: 'A bunch of roses, a castle, a lifetime: climb the Valentine board together with your CP',
      rules: [
        'Runs from 12 February 2025 0:00 to 16 February 2025 24:00 (China Standard Time).',
        'CP Confession board: Roses, Hearts, Bouquets, Kisses and CP Castles sent between CP partners count, 10 points per gold coin; an Ultimate CP scores ×3 and a Peerless CP ×1.5. On equal points, whoever got there first ranks higher.',
        'The top 20 pairs receive the rewards in the table, both partners alike, credited automatically when the event ends.',
        'Sweet tasks: send 99 Roses to claim 50 silver coins; send a CP Castle to claim 100 coins and a 3-day heart bubble; spend 1,314 coins on gifts to claim 2 scratch tickets. Claim task rewards yourself before the event ends.',
        'Minors may not take part. Points gained by manipulation or sham CP pairs are void and their rewards are taken back.',
      ],
      labels: labels({ board: 'CP Confession board', tasks: ['Send 99 Roses', 'Send a CP Castle', 'Spend 1,314 coins on gifts'] }),
    },
    ja: {
      title: '2025 バレンタイン・バラの約束',
      tagline: 'バラの花束、お城、そして永遠――CPと一緒にバレンタインの告白ランキングへ',
      rules: [
        '開催期間：2025年2月12日 0:00～2月16日 24:00（中国標準時）。',
        'CP告白ランキング：CP同士で贈ったバラ、ハート、花束、キス、CPキャッスルが対象で、1ゴールドコインにつき10ポイント。究極CPは3倍、無双CPは1.5倍です。同点の場合は先に到達した方が上位です。',
        '上位20組には報酬表の報酬をCPの2人それぞれに、イベント終了後に自動で付与します。',
        'スイートタスク：バラを99本贈るとシルバーコイン50枚、CPキャッスルを1つ贈ると100コインとハートの吹き出し3日間、ギフトに1,314コイン使うとスクラッチチケット2枚を受け取れます。タスク報酬はイベント終了前にご自身で受け取ってください。',
        '未成年の方は参加できません。不正なポイントや偽装CPは無効となり、報酬は回収されます。',
      ],
      labels: labels({ board: 'CP告白ランキング', tasks: ['バラを99本贈る', 'CPキャッスルを贈る', 'ギフトに1,314コイン使う'] }),
    },
    ko: {
      title: '2025 밸런타인데이 · 장미의 약속',
      tagline: '장미 한 다발, 성 하나, 그리고 영원히 — CP와 함께 밸런타인 고백 랭킹에 올라 보세요',
      rules: [
        '기간: 2025년 2월 12일 0:00 ~ 2월 16일 24:00(중국 표준시).',
        'CP 고백 랭킹: CP끼리 주고받은 장미, 하트, 꽃다발, 키스, CP 캐슬이 집계되며 골드 코인 1개당 10점입니다. 얼티밋 CP는 3배, 피어리스 CP는 1.5배이며 동점이면 먼저 도달한 쪽이 높은 순위입니다.',
        '상위 20쌍에게 보상표의 보상이 CP 두 사람 모두에게 이벤트 종료 후 자동 지급됩니다.',
        '스위트 미션: 장미 99송이를 보내면 실버 코인 50개, CP 캐슬 1개를 보내면 100코인과 3일 하트 말풍선, 선물에 1,314코인을 쓰면 스크래치 티켓 2장을 받을 수 있습니다. 미션 보상은 이벤트 종료 전에 직접 수령해 주세요.',
        '미성년자는 참가할 수 없습니다. 부정한 포인트나 위장 CP는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({ board: 'CP 고백 랭킹', tasks: ['장미 99송이 보내기', 'CP 캐슬 보내기', '선물에 1,314코인 쓰기'] }),
    },
  },
};
