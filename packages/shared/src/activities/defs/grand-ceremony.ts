import type { ActivityDefinitionInput } from '../schema';

/**
 * The year-end gala with the Christmas tree: a user's tree unlocks at 99 gift coins; five
 * decorations, each earned at its goal and hung once, light it; 500 lit trees light the brand's
 * big tree. 5% of the gift coins sent 24–26 Dec form the Christmas pool, split on 27 Dec among the
 * lit trees. Alongside, a gala sender board and receiver board for the whole window.
 */
const labels = (l: {
  boards: [string, string];
  decorations: [string, string, string, string, string];
  tabs: [string, string, string];
}): Record<string, string> => ({
  'board.gala_senders': l.boards[0],
  'board.gala_receivers': l.boards[1],
  'decoration.bell': l.decorations[0],
  'decoration.star': l.decorations[1],
  'decoration.stocking': l.decorations[2],
  'decoration.candy_cane': l.decorations[3],
  'decoration.gift_box': l.decorations[4],
  'tab.tree': l.tabs[0],
  'tab.gala': l.tabs[1],
  'tab.rules': l.tabs[2],
});

export const grandCeremony: ActivityDefinitionInput = {
  id: 'grand_ceremony',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2026-11-16', end: '2026-12-31' },
  theme: { art: 'tree', from: '#0e3a2c', to: '#06170f', accent: '#ffd54a' },
  boards: [
    {
      id: 'gala_senders',
      owner: 'sender',
      points: 'rank',
      limited_tenths: 12,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 30_000 },
            { kind: 'item', item: 'vehicle_dragon', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 18_000 },
            { kind: 'item', item: 'vehicle_rocket', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 10_000 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 3_000 },
            { kind: 'item', item: 'bubble_star', days: 15 },
          ],
        },
      ],
    },
    {
      id: 'gala_receivers',
      owner: 'receiver',
      points: 'rank',
      limited_tenths: 12,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 20_000 },
            { kind: 'item', item: 'frame_dragon', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 12_000 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 6_000 },
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 2_000 },
            { kind: 'item', item: 'bubble_heart', days: 15 },
          ],
        },
      ],
    },
  ],
  check_in: { grants: [{ kind: 'asset', asset: 'silver_coin', amount: 20 }] },
  tree: {
    unlock: 99,
    decorations: [
      { id: 'bell', metric: 'gift_coins', goal: 520 },
      { id: 'star', metric: 'checkin_days', goal: 3 },
      { id: 'stocking', metric: 'recharge', goal: 300 },
      { id: 'candy_cane', metric: 'draws', goal: 5 },
      { id: 'gift_box', metric: 'gift_coins', goal: 1314 },
    ],
    goal: 500,
    pool: { start: '2026-12-24', end: '2026-12-26', split: '2026-12-27', percent: 5 },
  },
  views: [
    {
      id: 'main',
      tabs: [
        {
          id: 'tree',
          blocks: [
            { type: 'countdown' },
            { type: 'tree' },
            { type: 'check_in' },
            { type: 'lottery', game: 'lucky_wheel', path: '/h5/luckywheel' },
          ],
        },
        {
          id: 'gala',
          blocks: [
            { type: 'leaderboard', board: 'gala_senders', top: 20 },
            { type: 'reward_table', board: 'gala_senders' },
            { type: 'leaderboard', board: 'gala_receivers', top: 20 },
            { type: 'reward_table', board: 'gala_receivers' },
          ],
        },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [{ path: '/h5/grand_ceremony', section: 'other', name: 'grand_ceremony', view: 'main' }],
  text: {
    'zh-CN': {
      title: '年度盛典·圣诞树',
      tagline: '点亮你的圣诞树，集齐 500 棵点亮全站大树，平安夜起瓜分圣诞奖池',
      rules: [
        '活动时间：2026年11月16日 0:00 至 12月31日 24:00（北京时间）。',
        '解锁圣诞树：活动期间累计送礼达 99 金币即可解锁自己的圣诞树，解锁后才能挂装饰、参与奖池。',
        '装饰（每件只能挂一次）：铃铛——累计送礼 520 金币；星星——累计签到 3 天；袜子——累计充值 300 金币；拐杖糖——玩抽奖游戏（如幸运转盘）5 次；礼物盒——累计送礼 1314 金币。进度从活动开始时计算，五件装饰全部挂上即点亮圣诞树。',
        '全站目标：全站点亮的圣诞树达到 500 棵时，品牌大圣诞树将被点亮。',
        '圣诞奖池：12月24日–26日全站送礼金币的 5% 由平台出资汇入奖池，12月27日平均分给所有已点亮的圣诞树，自动到账。',
        '每日签到：活动期间每天可签到一次，每次获得 20 银币，需自行领取。',
        '盛典榜：活动期间送礼按 1 金币 = 10 分、10 银币 = 10 分计入送礼榜，收礼计入收礼榜，限定礼物 ×1.2。两榜前 10 名按奖励表发奖，活动结束后自动到账。',
        '未成年人不得参加活动。如发现刷分、恶意充值退款等违规行为，平台有权取消资格并追回奖励。',
      ],
      labels: labels({
        boards: ['盛典送礼榜', '盛典收礼榜'],
        decorations: ['铃铛', '星星', '袜子', '拐杖糖', '礼物盒'],
        tabs: ['圣诞树', '盛典榜', '规则'],
      }),
    },
    'zh-TW': {
      title: '年度盛典·聖誕樹',
      tagline: '點亮你的聖誕樹，集齊 500 棵點亮全站大樹，平安夜起瓜分聖誕獎池',
      rules: [
        '活動時間：2026年11月16日 0:00 至 12月31日 24:00（北京時間）。',
        '解鎖聖誕樹：活動期間累計送禮達 99 金幣即可解鎖自己的聖誕樹，解鎖後才能掛裝飾、參與獎池。',
        '裝飾（每件只能掛一次）：鈴鐺——累計送禮 520 金幣；星星——累計簽到 3 天；襪子——累計儲值 300 金幣；拐杖糖——玩抽獎遊戲（如幸運轉盤）5 次；禮物盒——累計送禮 1314 金幣。進度從活動開始時計算，五件裝飾全部掛上即點亮聖誕樹。',
        '全站目標：全站點亮的聖誕樹達到 500 棵時，品牌大聖誕樹將被點亮。',
        '聖誕獎池：12月24日–26日全站送禮金幣的 5% 由平台出資匯入獎池，12月27日平均分給所有已點亮的聖誕樹，自動到帳。',
        '每日簽到：活動期間每天可簽到一次，每次獲得 20 銀幣，需自行領取。',
        '盛典榜：活動期間送禮按 1 金幣 = 10 分、10 銀幣 = 10 分計入送禮榜，收禮計入收禮榜，限定禮物 ×1.2。兩榜前 10 名依獎勵表發獎，活動結束後自動到帳。',
        '未成年人不得參加活動。如發現刷分、惡意儲值退款等違規行為，平台有權取消資格並追回獎勵。',
      ],
      labels: labels({
        boards: ['盛典送禮榜', '盛典收禮榜'],
        decorations: ['鈴鐺', '星星', '襪子', '拐杖糖', '禮物盒'],
        tabs: ['聖誕樹', '盛典榜', '規則'],
      }),
    },
    en: {
      title: 'Grand Ceremony: the Christmas Tree',
      tagline: 'Light your own Christmas tree, help 500 trees light the big one, and share the Christmas pool',
      rules: [
        'Runs from 16 November 2026 0:00 to 31 December 24:00 (China Standard Time).',
        'Unlock your tree: send gifts worth 99 gold coins in total during the event. Only an unlocked tree can hang decorations and join the pool.',
        'Decorations (each can be hung once): Bell, send 520 gold coins of gifts; Star, check in on 3 days; Stocking, recharge 300 gold coins; Candy cane, play draw games such as the Lucky Wheel 5 times; Gift box, send 1,314 gold coins of gifts. Progress counts from the start of the event. Hang all five and your tree is lit.',
        'Community goal: when 500 trees are lit across the app, the brand’s big Christmas tree lights up.',
        'Christmas pool: 5% of the gold coins sent as gifts across the app from 24 to 26 December goes into the pool, paid by the platform. On 27 December it is split equally among all lit trees and credited automatically.',
        'Daily check-in: check in once a day during the event for 20 silver coins; claim them yourself.',
        'Gala boards: gifts you send score on the sender board, gifts you receive on the receiver board: 1 gold coin = 10 points, 10 silver coins = 10 points, limited gifts ×1.2. The top 10 of each board receive the rewards in the tables, credited automatically when the event ends.',
        'Minors may not take part. Points gained by manipulation or recharges later refunded are void and their rewards are taken back.',
      ],
      labels: labels({
        boards: ['Gala senders', 'Gala receivers'],
        decorations: ['Bell', 'Star', 'Stocking', 'Candy cane', 'Gift box'],
        tabs: ['Christmas tree', 'Gala boards', 'Rules'],
      }),
    },
    ja: {
      title: '年末グランドセレモニー・クリスマスツリー',
      tagline: '自分のツリーを灯して、500本で大ツリーを点灯。イブからはクリスマス賞金プールを山分け',
      rules: [
        '開催期間：2026年11月16日 0:00～12月31日 24:00（中国標準時）。',
        'ツリーの解放：期間中にギフトを累計99ゴールドコイン分贈ると、自分のツリーが解放されます。解放したツリーだけが飾り付けと賞金プールに参加できます。',
        '飾り（各1回のみ飾れます）：ベル＝ギフト累計520ゴールドコイン、スター＝累計3日チェックイン、靴下＝累計300ゴールドコインチャージ、キャンディケイン＝ラッキールーレットなどの抽選ゲームを5回プレイ、ギフトボックス＝ギフト累計1,314ゴールドコイン。進捗はイベント開始から数えます。5つすべて飾るとツリーが点灯します。',
        'みんなの目標：アプリ全体で点灯したツリーが500本に達すると、ブランドの大きなクリスマスツリーが点灯します。',
        'クリスマス賞金プール：12月24日～26日にアプリ全体で贈られたギフトのゴールドコインの5%を運営が負担してプールに積み立て、12月27日に点灯しているすべてのツリーで均等に分け、自動で付与します。',
        'デイリーチェックイン：期間中は1日1回チェックインでき、毎回シルバーコイン20枚を受け取れます（ご自身で受け取ってください）。',
        'セレモニーランキング：贈ったギフトは送り手ランキング、受け取ったギフトは受け手ランキングに加算されます。1ゴールドコイン＝10ポイント、シルバーコイン10枚＝10ポイント、限定ギフトは1.2倍。各ランキング上位10名に報酬表の報酬を、イベント終了後に自動で付与します。',
        '未成年の方は参加できません。不正に得たポイントや、後で返金されたチャージは無効となり、報酬は回収されます。',
      ],
      labels: labels({
        boards: ['セレモニー送り手ランキング', 'セレモニー受け手ランキング'],
        decorations: ['ベル', 'スター', '靴下', 'キャンディケイン', 'ギフトボックス'],
        tabs: ['ツリー', 'ランキング', 'ルール'],
      }),
    },
    ko: {
      title: '연말 그랜드 세리머니: 크리스마스 트리',
      tagline: '나만의 트리를 밝히고, 500그루가 모이면 대형 트리 점등! 이브부터 크리스마스 상금 풀을 나눠요',
      rules: [
        '기간: 2026년 11월 16일 0:00 ~ 12월 31일 24:00(중국 표준시).',
        '트리 잠금 해제: 이벤트 기간에 선물을 누적 99골드 코인어치 보내면 나만의 트리가 열립니다. 잠금 해제된 트리만 장식을 달고 상금 풀에 참여할 수 있습니다.',
        '장식(각각 한 번만 달 수 있음): 종 — 선물 누적 520골드 코인, 별 — 누적 3일 출석, 양말 — 누적 300골드 코인 충전, 지팡이 사탕 — 행운의 룰렛 등 뽑기 게임 5회, 선물 상자 — 선물 누적 1,314골드 코인. 진행도는 이벤트 시작부터 집계하며, 다섯 개를 모두 달면 트리가 점등됩니다.',
        '공동 목표: 앱 전체에서 점등된 트리가 500그루가 되면 브랜드의 대형 크리스마스 트리가 켜집니다.',
        '크리스마스 상금 풀: 12월 24~26일 앱 전체에서 선물로 보낸 골드 코인의 5%를 플랫폼이 부담해 적립하고, 12월 27일 점등된 모든 트리에 똑같이 나눠 자동 지급합니다.',
        '매일 출석: 기간 중 하루 한 번 출석할 수 있으며 매번 실버 코인 20개를 받습니다. 보상은 직접 수령해야 합니다.',
        '세리머니 랭킹: 보낸 선물은 보낸 사람 랭킹, 받은 선물은 받은 사람 랭킹에 집계됩니다. 골드 코인 1개 = 10점, 실버 코인 10개 = 10점, 한정 선물은 1.2배. 각 랭킹 상위 10명에게 보상표의 보상이 이벤트 종료 후 자동 지급됩니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 점수나 이후 환불된 충전은 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({
        boards: ['세리머니 보낸 사람 랭킹', '세리머니 받은 사람 랭킹'],
        decorations: ['종', '별', '양말', '지팡이 사탕', '선물 상자'],
        tabs: ['트리', '랭킹', '규칙'],
      }),
    },
  },
};
