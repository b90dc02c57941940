import type { ActivityDefinitionInput } from '../schema';

/**
 * Halloween 2025 (29 Oct–2 Nov 2025, China time): trick-or-treat tasks (lollipops sent, gift coins
 * spent), each claimed once, and a pumpkin king board of senders on rank points whose top 10 are
 * paid when the event ends.
 */

const labels = (l: { board: string; tasks: [string, string, string, string]; tabs: [string, string, string] }): Record<string, string> => ({
  'board.pumpkin_king': l.board,
  'task.lollipop_30': l.tasks[0],
  'task.gift_1000': l.tasks[1],
  'task.gift_5000': l.tasks[2],
  'task.gift_20000': l.tasks[3],
  'tab.tasks': l.tabs[0],
  'tab.board': l.tabs[1],
  'tab.rules': l.tabs[2],
});

export const halloween: ActivityDefinitionInput = {
  id: 'halloween',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2025-10-29', end: '2025-11-02' },
  theme: { art: 'pumpkin', from: '#2b1240', to: '#0e0616', accent: '#ff8a1f' },
  boards: [
    {
      id: 'pumpkin_king',
      owner: 'sender',
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 20_000 },
            { kind: 'item', item: 'vehicle_rocket', days: 30 },
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
            { kind: 'currency', amount: 8_000 },
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 2_000 },
            { kind: 'item', item: 'bubble_star', days: 15 },
          ],
        },
      ],
    },
  ],
  tasks: [
    {
      id: 'lollipop_30',
      metric: 'gift_count',
      gift: 'lollipop',
      goal: 30,
      grants: [{ kind: 'asset', asset: 'silver_coin', amount: 100 }],
    },
    {
      id: 'gift_1000',
      metric: 'gift_coins',
      goal: 1_000,
      grants: [
        { kind: 'currency', amount: 100 },
        { kind: 'item', item: 'bubble_star', days: 7 },
      ],
    },
    {
      id: 'gift_5000',
      metric: 'gift_coins',
      goal: 5_000,
      grants: [
        { kind: 'currency', amount: 500 },
        { kind: 'item', item: 'frame_sakura', days: 7 },
      ],
    },
    {
      id: 'gift_20000',
      metric: 'gift_coins',
      goal: 20_000,
      grants: [
        { kind: 'currency', amount: 2_000 },
        { kind: 'item', item: 'frame_gold', days: 15 },
      ],
    },
  ],
  views: [
    {
      id: 'main',
      tabs: [
        { id: 'tasks', blocks: [{ type: 'countdown' }, { type: 'tasks' }, { type: 'gift_wall', gifts: ['lollipop', 'kiss', 'rocket'] }] },
        {
          id: 'board',
          blocks: [
            { type: 'leaderboard', board: 'pumpkin_king', top: 20 },
            { type: 'reward_table', board: 'pumpkin_king' },
          ],
        },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [{ path: '/h5/halloweenactivity', section: 'seasonal', name: 'halloween', view: 'main' }],
  text: {
    'zh-CN': {
      title: '万圣节·不给糖就捣蛋',
      tagline: '南瓜灯亮起，完成捣蛋任务领糖果，争当今夜的南瓜王',
      rules: [
        '活动时间：2025年10月29日 0:00 至 11月2日 24:00（北京时间）。',
        '捣蛋任务：活动期间送出 30 个棒棒糖，或送礼累计消费 1000、5000、20000 金币，即可领取对应奖励。每个任务奖励限领一次，需在活动页面手动领取，请在活动结束前领取。',
        '南瓜王榜：按活动期间送出礼物的积分排名，1 金币礼物计 10 分，10 银币计 10 分。同分时先达到该分数者排名靠前。',
        '南瓜王榜前 10 名按奖励表获得奖励，第 1 名可得 20000 金币和火箭座驾 30 天，奖励在活动结束后自动发放。',
        '未成年人不得参加活动。如发现刷分等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({
        board: '南瓜王榜',
        tasks: ['送出 30 个棒棒糖', '送礼消费 1000 金币', '送礼消费 5000 金币', '送礼消费 20000 金币'],
        tabs: ['捣蛋任务', '南瓜王榜', '规则'],
      }),
    },
    'zh-TW': {
      title: '萬聖節・不給糖就搗蛋',
      tagline: '南瓜燈亮起，完成搗蛋任務領糖果，爭當今夜的南瓜王',
      rules: [
        '活動時間：2025年10月29日 0:00 至 11月2日 24:00（北京時間）。',
        '搗蛋任務：活動期間送出 30 個棒棒糖，或送禮累計消費 1000、5000、20000 金幣，即可領取對應獎勵。每個任務獎勵限領一次，需在活動頁面手動領取，請在活動結束前領取。',
        '南瓜王榜：依活動期間送出禮物的積分排名，1 金幣禮物計 10 分，10 銀幣計 10 分。同分時先達到該分數者排名靠前。',
        '南瓜王榜前 10 名依獎勵表獲得獎勵，第 1 名可得 20000 金幣和火箭座駕 30 天，獎勵在活動結束後自動發放。',
        '未成年人不得參加活動。如發現刷分等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({
        board: '南瓜王榜',
        tasks: ['送出 30 個棒棒糖', '送禮消費 1000 金幣', '送禮消費 5000 金幣', '送禮消費 20000 金幣'],
        tabs: ['搗蛋任務', '南瓜王榜', '規則'],
      }),
    },
    en: {
      title: 'Halloween: Trick or Treat',
      tagline: 'The pumpkins are lit: finish the trick-or-treat tasks for sweets and become tonight’s Pumpkin King',
      rules: [
        'Runs from 29 October 2025 0:00 to 2 November 2025 24:00 (China Standard Time).',
        'Trick-or-treat tasks: send 30 lollipops, or spend 1,000, 5,000 or 20,000 coins on gifts during the event, to earn each task’s reward. Each reward can be claimed once, on this page; claim before the event ends.',
        'Pumpkin King board: ranks the gifts you send during the event. A gift worth 1 gold coin scores 10, 10 silver coins score 10. On equal points, whoever reached the score first ranks higher.',
        'The top 10 receive the rewards in the table; first place wins 20,000 coins and a Rocket ride for 30 days. Rewards are credited automatically when the event ends.',
        'Minors may not take part. Points gained by manipulation are void and their rewards are taken back.',
      ],
      labels: labels({
        board: 'Pumpkin King board',
        tasks: ['Send 30 lollipops', 'Spend 1,000 coins on gifts', 'Spend 5,000 coins on gifts', 'Spend 20,000 coins on gifts'],
        tabs: ['Tasks', 'Pumpkin King', 'Rules'],
      }),
    },
    ja: {
      title: 'ハロウィン・トリック オア トリート',
      tagline: 'かぼちゃランタンが灯る夜。ミッションでお菓子を集めて、今夜のパンプキンキングに',
      rules: [
        '開催期間：2025年10月29日 0:00～11月2日 24:00（中国標準時）。',
        'ハロウィンミッション：期間中にロリポップを30個贈る、またはギフトに累計1,000、5,000、20,000コインを使うと、各ミッションの報酬を受け取れます。各報酬は1回限りで、このページで受け取りが必要です。期間終了までに受け取ってください。',
        'パンプキンキングランキング：期間中に贈ったギフトのポイントで順位が決まります。1ゴールドコインのギフトで10ポイント、シルバーコイン10枚で10ポイント。同点の場合は先にそのポイントに到達した方が上位です。',
        '上位10名には報酬表の報酬が贈られ、1位は20,000コインとロケット（乗り物）30日間です。報酬は期間終了後に自動で付与されます。',
        '未成年の方は参加できません。不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({
        board: 'パンプキンキングランキング',
        tasks: ['ロリポップを30個贈る', 'ギフトに1,000コイン', 'ギフトに5,000コイン', 'ギフトに20,000コイン'],
        tabs: ['ミッション', 'パンプキンキング', 'ルール'],
      }),
    },
    ko: {
      title: '핼러윈 · 트릭 오어 트릿',
      tagline: '호박등이 켜지는 밤, 미션을 깨고 사탕을 모아 오늘 밤의 호박 왕이 되세요',
      rules: [
        '기간: 2025년 10월 29일 0:00 ~ 11월 2일 24:00(중국 표준시).',
        '핼러윈 미션: 기간 중 막대사탕 30개를 보내거나 선물에 누적 1,000, 5,000, 20,000코인을 쓰면 미션별 보상을 받을 수 있습니다. 보상은 각 1회만 받을 수 있으며 이 페이지에서 직접 수령해야 하니 기간 종료 전에 수령하세요.',
        '호박 왕 랭킹: 기간 중 보낸 선물의 포인트로 순위를 정합니다. 골드 코인 1개 선물은 10점, 실버 코인 10개는 10점입니다. 동점이면 먼저 그 점수에 도달한 사람이 높은 순위입니다.',
        '상위 10명에게 보상표의 보상을 드리며 1위는 20,000코인과 로켓 탈것 30일을 받습니다. 보상은 기간 종료 후 자동 지급됩니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({
        board: '호박 왕 랭킹',
        tasks: ['막대사탕 30개 보내기', '선물에 1,000코인 쓰기', '선물에 5,000코인 쓰기', '선물에 20,000코인 쓰기'],
        tabs: ['미션', '호박 왕', '규칙'],
      }),
    },
  },
};
