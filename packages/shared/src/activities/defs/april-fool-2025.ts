import type { ActivityDefinitionInput } from '../schema';

/**
 * April Fools' Day 2025, 1–3 Apr: a prankster board (gifts sent) and a joker board (gifts
 * received); /h5/aprilfoolday25_candy is the candy-task page.
 */
const labels = (l: { boards: [string, string]; tasks: [string, string, string]; tabs: [string, string] }): Record<string, string> => ({
  'board.pranksters': l.boards[0],
  'board.jokers': l.boards[1],
  'task.lollipop_20': l.tasks[0],
  'task.gift_520': l.tasks[1],
  'task.recharge_1000': l.tasks[2],
  'tab.boards': l.tabs[0],
  'tab.rules': l.tabs[1],
});

export const aprilFool2025: ActivityDefinitionInput = {
  id: 'april_fool_2025',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2025-04-01', end: '2025-04-03' },
  theme: { art: 'neon', from: '#1e1048', to: '#090520', accent: '#b8ff3c' },
  boards: [
    {
      id: 'pranksters',
      owner: 'sender',
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 10_000 },
            { kind: 'item', item: 'vehicle_rocket', days: 15 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 5_000 },
            { kind: 'item', item: 'vehicle_rocket', days: 7 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 2_500 },
            { kind: 'item', item: 'bubble_star', days: 15 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 800 },
            { kind: 'item', item: 'bubble_star', days: 7 },
          ],
        },
      ],
    },
    {
      id: 'jokers',
      owner: 'receiver',
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 8_000 },
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 4_000 },
            { kind: 'item', item: 'frame_sakura', days: 15 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 2_000 },
            { kind: 'item', item: 'frame_sakura', days: 7 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 600 },
            { kind: 'item', item: 'bubble_star', days: 7 },
          ],
        },
      ],
    },
  ],
  tasks: [
    { id: 'lollipop_20', metric: 'gift_count', gift: 'lollipop', goal: 20, grants: [{ kind: 'asset', asset: 'silver_coin', amount: 100 }] },
    { id: 'gift_520', metric: 'gift_coins', goal: 520, grants: [{ kind: 'asset', asset: 'scratch_ticket', amount: 1 }] },
    { id: 'recharge_1000', metric: 'recharge', goal: 1_000, grants: [{ kind: 'currency', amount: 100 }] },
  ],
  views: [
    {
      id: 'main',
      tabs: [
        {
          id: 'boards',
          blocks: [
            { type: 'countdown' },
            { type: 'leaderboard', board: 'pranksters', top: 20 },
            { type: 'leaderboard', board: 'jokers', top: 20 },
          ],
        },
        {
          id: 'rules',
          blocks: [{ type: 'rules' }, { type: 'reward_table', board: 'pranksters' }, { type: 'reward_table', board: 'jokers' }],
        },
      ],
    },
    {
      id: 'candy',
      tabs: [{ id: 'candy', blocks: [{ type: 'countdown' }, { type: 'gift_wall', gifts: ['lollipop'] }, { type: 'tasks' }] }],
    },
  ],
  routes: [
    { path: '/h5/aprilfoolday25', section: 'seasonal', name: 'april_fool_2025', view: 'main' },
    { path: '/h5/aprilfoolday25_candy', section: 'seasonal', name: 'april_fool_2025_candy', view: 'candy' },
  ],
  text: {
    'zh-CN': {
      title: '2025 愚人节狂欢',
      tagline: '今天说什么都可能是玩笑，但榜单的奖励是真的——来当最会整蛊的那个人',
      rules: [
        '活动时间：2025年4月1日 0:00 至 4月3日 24:00（北京时间）。',
        '整蛊王榜按送出的礼物计分，开心果榜按收到的礼物计分：礼物每价值 1 金币得 10 分，10 银币得 10 分。同分时先达到该分数者排名靠前。',
        '两个榜单各前 10 名按奖励表获得奖励，在活动结束后自动发放到账。',
        '糖果任务：送出 20 个棒棒糖可领 100 银币；送礼满 520 金币可领 1 张刮刮卡；充值满 1,000 金币可领 100 金币。任务奖励需在活动结束前手动领取。',
        '未成年人不得参加活动。玩笑归玩笑，如发现刷分、作弊等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({
        boards: ['整蛊王榜', '开心果榜'],
        tasks: ['送出 20 个棒棒糖', '送礼满 520 金币', '充值满 1,000 金币'],
        tabs: ['榜单', '规则'],
      }),
    },
    'zh-TW': {
      title: '2025 愚人節狂歡',
      tagline: '今天說什麼都可能是玩笑，但榜單的獎勵是真的——來當最會整蠱的那個人',
      rules: [
        '活動時間：2025年4月1日 0:00 至 4月3日 24:00（北京時間）。',
        '整蠱王榜依送出的禮物計分，開心果榜依收到的禮物計分：禮物每價值 1 金幣得 10 分，10 銀幣得 10 分。同分時先達到該分數者排名靠前。',
        '兩個榜單各前 10 名依獎勵表獲得獎勵，在活動結束後自動發放到帳。',
        '糖果任務：送出 20 個棒棒糖可領 100 銀幣；送禮滿 520 金幣可領 1 張刮刮卡；儲值滿 1,000 金幣可領 100 金幣。任務獎勵需在活動結束前手動領取。',
        '未成年人不得參加活動。玩笑歸玩笑，如發現刷分、作弊等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({
        boards: ['整蠱王榜', '開心果榜'],
        tasks: ['送出 20 個棒棒糖', '送禮滿 520 金幣', '儲值滿 1,000 金幣'],
        tabs: ['榜單', '規則'],
      }),
    },
    en: {
      title: "April Fools' Party 2025",
      tagline: "Anything said today might be a joke, but the rewards are real: become the day's greatest prankster",
      rules: [
        'Runs from 1 April 2025 0:00 to 3 April 2025 24:00 (China Standard Time).',
        'The Prankster board scores gifts sent, the Joker board gifts received: 10 points per gold coin, 10 points per 10 silver coins. On equal points, whoever got there first ranks higher.',
        'The top 10 of each board receive the rewards in the table, credited automatically when the event ends.',
        'Candy tasks: send 20 Lollipops to claim 100 silver coins; spend 520 coins on gifts to claim a scratch ticket; recharge 1,000 coins to claim 100 coins. Claim task rewards yourself before the event ends.',
        'Minors may not take part. Jokes aside, points gained by cheating or manipulation are void and their rewards are taken back.',
      ],
      labels: labels({
        boards: ['Prankster board', 'Joker board'],
        tasks: ['Send 20 Lollipops', 'Spend 520 coins on gifts', 'Recharge 1,000 coins'],
        tabs: ['Boards', 'Rules'],
      }),
    },
    ja: {
      title: '2025 エイプリルフール',
      tagline: '今日は何を言っても冗談かも。でもランキングの報酬は本物――いちばんのいたずら王を目指そう',
      rules: [
        '開催期間：2025年4月1日 0:00～4月3日 24:00（中国標準時）。',
        'いたずら王ランキングは贈ったギフト、ムードメーカーランキングは受け取ったギフトで集計します。1ゴールドコインにつき10ポイント、シルバーコイン10枚で10ポイント。同点の場合は先に到達した方が上位です。',
        '各ランキング上位10名には報酬表の報酬が、イベント終了後に自動で付与されます。',
        'キャンディタスク：ペロペロキャンディを20個贈るとシルバーコイン100枚、ギフトに520コイン使うとスクラッチチケット1枚、1,000コインチャージすると100コインを受け取れます。タスク報酬はイベント終了前にご自身で受け取ってください。',
        '未成年の方は参加できません。冗談抜きで、不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({
        boards: ['いたずら王ランキング', 'ムードメーカーランキング'],
        tasks: ['キャンディを20個贈る', 'ギフトに520コイン使う', '1,000コインチャージ'],
        tabs: ['ランキング', 'ルール'],
      }),
    },
    ko: {
      title: '2025 만우절 파티',
      tagline: '오늘은 무슨 말이든 농담일 수 있지만 랭킹 보상은 진짜 — 최고의 장난꾸러기가 되어 보세요',
      rules: [
        '기간: 2025년 4월 1일 0:00 ~ 4월 3일 24:00(중국 표준시).',
        '장난왕 랭킹은 보낸 선물, 분위기 메이커 랭킹은 받은 선물로 집계합니다. 골드 코인 1개당 10점, 실버 코인 10개당 10점이며 동점이면 먼저 도달한 사람이 높은 순위입니다.',
        '각 랭킹 상위 10명에게 보상표의 보상이 이벤트 종료 후 자동 지급됩니다.',
        '캔디 미션: 막대사탕 20개를 보내면 실버 코인 100개, 선물에 520코인을 쓰면 스크래치 티켓 1장, 1,000코인을 충전하면 100코인을 받을 수 있습니다. 미션 보상은 이벤트 종료 전에 직접 수령해 주세요.',
        '미성년자는 참가할 수 없습니다. 농담이 아니라, 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({
        boards: ['장난왕 랭킹', '분위기 메이커 랭킹'],
        tasks: ['막대사탕 20개 보내기', '선물에 520코인 쓰기', '1,000코인 충전'],
        tabs: ['랭킹', '규칙'],
      }),
    },
  },
};
