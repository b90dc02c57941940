import type { ActivityDefinitionInput } from '../schema';

/**
 * May Day 2025 recharge rewards (1–5 May 2025, China time): four cumulative recharge goals, each
 * claimed once on the page, and a sender (rich) board on rank points whose top 10 are paid when the
 * event ends.
 */

const labels = (l: { board: string; tasks: [string, string, string, string]; tabs: [string, string, string] }): Record<string, string> => ({
  'board.senders': l.board,
  'task.recharge_100': l.tasks[0],
  'task.recharge_500': l.tasks[1],
  'task.recharge_2000': l.tasks[2],
  'task.recharge_10000': l.tasks[3],
  'tab.tasks': l.tabs[0],
  'tab.board': l.tabs[1],
  'tab.rules': l.tabs[2],
});

export const reward20250501: ActivityDefinitionInput = {
  id: 'reward_20250501',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2025-05-01', end: '2025-05-05' },
  theme: { art: 'flower', from: '#4a1035', to: '#1a0514', accent: '#ffb347' },
  boards: [
    {
      id: 'senders',
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
    { id: 'recharge_100', metric: 'recharge', goal: 100, grants: [{ kind: 'asset', asset: 'silver_coin', amount: 50 }] },
    {
      id: 'recharge_500',
      metric: 'recharge',
      goal: 500,
      grants: [
        { kind: 'currency', amount: 50 },
        { kind: 'item', item: 'bubble_star', days: 7 },
      ],
    },
    {
      id: 'recharge_2000',
      metric: 'recharge',
      goal: 2_000,
      grants: [
        { kind: 'currency', amount: 200 },
        { kind: 'item', item: 'frame_sakura', days: 7 },
      ],
    },
    {
      id: 'recharge_10000',
      metric: 'recharge',
      goal: 10_000,
      grants: [
        { kind: 'currency', amount: 1_000 },
        { kind: 'item', item: 'frame_gold', days: 15 },
      ],
    },
  ],
  views: [
    {
      id: 'main',
      tabs: [
        { id: 'tasks', blocks: [{ type: 'countdown' }, { type: 'tasks' }] },
        {
          id: 'board',
          blocks: [
            { type: 'leaderboard', board: 'senders', top: 20 },
            { type: 'reward_table', board: 'senders' },
          ],
        },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [{ path: '/h5/reward20250501', section: 'seasonal', name: 'reward_20250501', view: 'main' }],
  text: {
    'zh-CN': {
      title: '五一充值好礼',
      tagline: '五一假期累计充值，四档好礼等你领；豪气送礼，冲上财富榜',
      rules: [
        '活动时间：2025年5月1日 0:00 至 5月5日 24:00（北京时间）。',
        '充值任务：活动期间累计充值达到 100、500、2000、10000 金币，即可领取对应档位的奖励。每档奖励限领一次，需在活动页面手动领取，请在活动结束前领取。',
        '财富榜：活动期间送出的礼物计入积分，送出 1 金币礼物得 10 分，10 银币得 10 分。同分时先达到该分数者排名靠前。',
        '财富榜前 10 名按奖励表获得奖励，第 1 名可得 20000 金币和火箭座驾 30 天。榜单奖励在活动结束后自动发放。',
        '未成年人不得参加活动。如发现刷单、恶意退款等违规行为，平台有权取消资格并追回奖励。',
      ],
      labels: labels({
        board: '财富榜',
        tasks: ['累计充值 100 金币', '累计充值 500 金币', '累计充值 2000 金币', '累计充值 10000 金币'],
        tabs: ['充值任务', '财富榜', '规则'],
      }),
    },
    'zh-TW': {
      title: '五一儲值好禮',
      tagline: '五一假期累計儲值，四檔好禮等你領；豪氣送禮，衝上財富榜',
      rules: [
        '活動時間：2025年5月1日 0:00 至 5月5日 24:00（北京時間）。',
        '儲值任務：活動期間累計儲值達到 100、500、2000、10000 金幣，即可領取對應檔位的獎勵。每檔獎勵限領一次，需在活動頁面手動領取，請在活動結束前領取。',
        '財富榜：活動期間送出的禮物計入積分，送出 1 金幣禮物得 10 分，10 銀幣得 10 分。同分時先達到該分數者排名靠前。',
        '財富榜前 10 名依獎勵表獲得獎勵，第 1 名可得 20000 金幣和火箭座駕 30 天。榜單獎勵在活動結束後自動發放。',
        '未成年人不得參加活動。如發現刷單、惡意退款等違規行為，平台有權取消資格並追回獎勵。',
      ],
      labels: labels({
        board: '財富榜',
        tasks: ['累計儲值 100 金幣', '累計儲值 500 金幣', '累計儲值 2000 金幣', '累計儲值 10000 金幣'],
        tabs: ['儲值任務', '財富榜', '規則'],
      }),
    },
    en: {
      title: 'May Day Recharge Rewards',
      tagline: 'Recharge over the May Day holiday for four tiers of gifts, and send your way up the rich board',
      rules: [
        'Runs from 1 May 2025 0:00 to 5 May 2025 24:00 (China Standard Time).',
        'Recharge tasks: when your total recharge in the event reaches 100, 500, 2,000 or 10,000 coins, that tier’s reward is yours. Each tier can be claimed once, on this page; claim before the event ends.',
        'Rich board: gifts you send during the event score points. A gift worth 1 gold coin scores 10, 10 silver coins score 10. On equal points, whoever reached the score first ranks higher.',
        'The top 10 of the rich board receive the rewards in the table; first place wins 20,000 coins and a Rocket ride for 30 days. Board rewards are credited automatically when the event ends.',
        'Minors may not take part. Fake orders, abusive refunds and other manipulation void your places and any rewards are taken back.',
      ],
      labels: labels({
        board: 'Rich board',
        tasks: ['Recharge 100 coins', 'Recharge 500 coins', 'Recharge 2,000 coins', 'Recharge 10,000 coins'],
        tabs: ['Recharge', 'Rich board', 'Rules'],
      }),
    },
    ja: {
      title: 'メーデー チャージ特典',
      tagline: '連休中の累計チャージで4段階の特典。ギフトを贈ってお金持ちランキングの頂点へ',
      rules: [
        '開催期間：2025年5月1日 0:00～5月5日 24:00（中国標準時）。',
        'チャージミッション：期間中の累計チャージが100、500、2,000、10,000コインに達すると、各段階の報酬を受け取れます。各段階1回限りで、このページで受け取りが必要です。期間終了までに受け取ってください。',
        'お金持ちランキング：期間中に贈ったギフトがポイントになります。1ゴールドコインのギフトで10ポイント、シルバーコイン10枚で10ポイント。同点の場合は先にそのポイントに到達した方が上位です。',
        'ランキング上位10名には報酬表の報酬が贈られ、1位は20,000コインとロケット（乗り物）30日間です。ランキング報酬は期間終了後に自動で付与されます。',
        '未成年の方は参加できません。不正注文や悪質な返金などの不正行為があった場合、順位を無効とし報酬を回収します。',
      ],
      labels: labels({
        board: 'お金持ちランキング',
        tasks: ['累計100コインチャージ', '累計500コインチャージ', '累計2,000コインチャージ', '累計10,000コインチャージ'],
        tabs: ['チャージ', 'ランキング', 'ルール'],
      }),
    },
    ko: {
      title: '노동절 충전 보상',
      tagline: '노동절 연휴 누적 충전으로 4단계 선물을 받고, 선물을 보내 부자 랭킹 정상에 오르세요',
      rules: [
        '기간: 2025년 5월 1일 0:00 ~ 5월 5일 24:00(중국 표준시).',
        '충전 미션: 기간 중 누적 충전이 100, 500, 2,000, 10,000코인에 도달하면 해당 단계 보상을 받을 수 있습니다. 단계별 1회만 받을 수 있으며 이 페이지에서 직접 수령해야 하니 기간 종료 전에 수령하세요.',
        '부자 랭킹: 기간 중 보낸 선물이 포인트가 됩니다. 골드 코인 1개 선물은 10점, 실버 코인 10개는 10점입니다. 동점이면 먼저 그 점수에 도달한 사람이 높은 순위입니다.',
        '랭킹 상위 10명에게 보상표의 보상을 드리며 1위는 20,000코인과 로켓 탈것 30일을 받습니다. 랭킹 보상은 기간 종료 후 자동 지급됩니다.',
        '미성년자는 참가할 수 없습니다. 허위 주문, 악의적 환불 등 부정행위가 확인되면 순위가 무효 처리되고 보상은 회수됩니다.',
      ],
      labels: labels({
        board: '부자 랭킹',
        tasks: ['누적 100코인 충전', '누적 500코인 충전', '누적 2,000코인 충전', '누적 10,000코인 충전'],
        tabs: ['충전 미션', '부자 랭킹', '규칙'],
      }),
    },
  },
};
