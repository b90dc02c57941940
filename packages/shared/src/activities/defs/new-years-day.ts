import type { ActivityDefinitionInput } from '../schema';

/**
 * New Year's Day 2027, 1–3 Jan (upcoming): a daily check-in, a lucky-star board (gifts sent) and a
 * shining-star board (gifts received) with their reward tables.
 */
const labels = (l: { boards: [string, string]; tabs: [string, string, string] }): Record<string, string> => ({
  'board.lucky_stars': l.boards[0],
  'board.shining_stars': l.boards[1],
  'tab.celebrate': l.tabs[0],
  'tab.rewards': l.tabs[1],
  'tab.rules': l.tabs[2],
});

export const newYearsDay: ActivityDefinitionInput = {
  id: 'new_years_day',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2027-01-01', end: '2027-01-03' },
  theme: { art: 'star', from: '#0f1a4a', to: '#050a1f', accent: '#8fe3ff' },
  boards: [
    {
      id: 'lucky_stars',
      owner: 'sender',
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 20_270 },
            { kind: 'item', item: 'vehicle_swan', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 10_270 },
            { kind: 'item', item: 'vehicle_rocket', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 5_270 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 2_027 },
            { kind: 'item', item: 'bubble_star', days: 15 },
          ],
        },
      ],
    },
    {
      id: 'shining_stars',
      owner: 'receiver',
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 15_270 },
            { kind: 'item', item: 'frame_dragon', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 8_270 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 4_270 },
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 1_270 },
            { kind: 'item', item: 'bubble_star', days: 15 },
          ],
        },
      ],
    },
  ],
  check_in: {
    grants: [
      { kind: 'asset', asset: 'silver_coin', amount: 30 },
      { kind: 'asset', asset: 'medal_fragment', amount: 2 },
    ],
  },
  views: [
    {
      id: 'main',
      tabs: [
        {
          id: 'celebrate',
          blocks: [
            { type: 'countdown' },
            { type: 'check_in' },
            { type: 'leaderboard', board: 'lucky_stars', top: 20 },
            { type: 'leaderboard', board: 'shining_stars', top: 20 },
          ],
        },
        {
          id: 'rewards',
          blocks: [
            { type: 'reward_table', board: 'lucky_stars' },
            { type: 'reward_table', board: 'shining_stars' },
          ],
        },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [{ path: '/h5/new_years_day', section: 'seasonal', name: 'new_years_day', view: 'main' }],
  text: {
    'zh-CN': {
      title: '2027 元旦 · 星光新年',
      tagline: '新年第一天，和星光一起出发——每天签到领好礼，冲榜赢取开年大奖',
      rules: [
        '活动时间：2027年1月1日 0:00 至 1月3日 24:00（北京时间）。',
        '每日签到：活动期间每天可签到一次，每次获得 30 银币和 2 个勋章碎片，需在活动结束前手动领取。',
        '幸运星榜按送出的礼物计分，闪耀星榜按收到的礼物计分：礼物每价值 1 金币得 10 分，10 银币得 10 分。同分时先达到该分数者排名靠前。',
        '两个榜单各前 10 名按奖励表获得金币、座驾或头像框，在活动结束后自动发放到账。',
        '未成年人不得参加活动，请理性消费。如发现刷分、作弊等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({ boards: ['幸运星榜', '闪耀星榜'], tabs: ['庆新年', '奖励', '规则'] }),
    },
    'zh-TW': {
      title: '2027 元旦 · 星光新年',
      tagline: '新年第一天，和星光一起出發——每天簽到領好禮，衝榜贏取開年大獎',
      rules: [
        '活動時間：2027年1月1日 0:00 至 1月3日 24:00（北京時間）。',
        '每日簽到：活動期間每天可簽到一次，每次獲得 30 銀幣和 2 個勳章碎片，需在活動結束前手動領取。',
        '幸運星榜依送出的禮物計分，閃耀星榜依收到的禮物計分：禮物每價值 1 金幣得 10 分，10 銀幣得 10 分。同分時先達到該分數者排名靠前。',
        '兩個榜單各前 10 名依獎勵表獲得金幣、座駕或頭像框，在活動結束後自動發放到帳。',
        '未成年人不得參加活動，請理性消費。如發現刷分、作弊等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({ boards: ['幸運星榜', '閃耀星榜'], tabs: ['慶新年', '獎勵', '規則'] }),
    },
    en: {
      title: "New Year's Day 2027: Starlight",
      tagline: 'Start the year under the stars: check in every day for gifts and race the boards for the first big prizes of 2027',
      rules: [
        'Runs from 1 January 2027 0:00 to 3 January 2027 24:00 (China Standard Time).',
        'Daily check-in: check in once a day during the event for 30 silver coins and 2 medal fragments; claim them yourself before the event ends.',
        'The Lucky Star board scores gifts sent, the Shining Star board gifts received: 10 points per gold coin, 10 points per 10 silver coins. On equal points, whoever got there first ranks higher.',
        'The top 10 of each board receive the coins, vehicles or frames in the reward table, credited automatically when the event ends.',
        'Minors may not take part; please spend responsibly. Points gained by cheating or manipulation are void and their rewards are taken back.',
      ],
      labels: labels({ boards: ['Lucky Star board', 'Shining Star board'], tabs: ['Celebrate', 'Rewards', 'Rules'] }),
    },
    ja: {
      title: '2027 元日・スターライトニューイヤー',
      tagline: '新しい一年を星とともに――毎日チェックインでプレゼント、ランキングで年明けの大賞を狙おう',
      rules: [
        '開催期間：2027年1月1日 0:00～1月3日 24:00（中国標準時）。',
        'デイリーチェックイン：期間中1日1回チェックインで、シルバーコイン30枚とメダルのかけら2個を受け取れます。イベント終了前にご自身で受け取ってください。',
        'ラッキースターランキングは贈ったギフト、シャイニングスターランキングは受け取ったギフトで集計します。1ゴールドコインにつき10ポイント、シルバーコイン10枚で10ポイント。同点の場合は先に到達した方が上位です。',
        '各ランキング上位10名に報酬表のコイン、マシン、アイコンフレームを、イベント終了後に自動で付与します。',
        '未成年の方は参加できません。計画的にご利用ください。不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({ boards: ['ラッキースターランキング', 'シャイニングスターランキング'], tabs: ['お祝い', '報酬', 'ルール'] }),
    },
    ko: {
      title: '2027 새해 첫날 · 별빛 새해',
      tagline: '별빛과 함께 새해를 시작해요 — 매일 출석하고 선물 받고, 랭킹으로 새해 첫 대상을 노려 보세요',
      rules: [
        '기간: 2027년 1월 1일 0:00 ~ 1월 3일 24:00(중국 표준시).',
        '매일 출석: 기간 중 하루 한 번 출석하면 실버 코인 30개와 메달 조각 2개를 받습니다. 이벤트 종료 전에 직접 수령해 주세요.',
        '행운의 별 랭킹은 보낸 선물, 빛나는 별 랭킹은 받은 선물로 집계합니다. 골드 코인 1개당 10점, 실버 코인 10개당 10점이며 동점이면 먼저 도달한 사람이 높은 순위입니다.',
        '각 랭킹 상위 10명에게 보상표의 코인, 탈것 또는 프레임이 이벤트 종료 후 자동 지급됩니다.',
        '미성년자는 참가할 수 없으며 계획적인 이용을 부탁드립니다. 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({ boards: ['행운의 별 랭킹', '빛나는 별 랭킹'], tabs: ['새해 축하', '보상', '규칙'] }),
    },
  },
};
