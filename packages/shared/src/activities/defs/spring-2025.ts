import type { ActivityDefinitionInput } from '../schema';

/**
 * Spring 2025, 20 Jan–12 Feb: a rich board and a charm board over the whole spring season, with
 * recharge tasks; /h5/spring2025_rule explains the rules and the reward tables.
 */
const labels = (l: { boards: [string, string]; tasks: [string, string, string]; tabs: [string, string] }): Record<string, string> => ({
  'board.rich': l.boards[0],
  'board.charm': l.boards[1],
  'task.recharge_1000': l.tasks[0],
  'task.recharge_10000': l.tasks[1],
  'task.recharge_50000': l.tasks[2],
  'tab.boards': l.tabs[0],
  'tab.tasks': l.tabs[1],
});

export const spring2025: ActivityDefinitionInput = {
  id: 'spring_2025',
  region: 'default',
  brands: ['default', 'wakoo', 'cooya'],
  window: { start: '2025-01-20', end: '2025-02-12' },
  theme: { art: 'tree', from: '#103a2a', to: '#05170f', accent: '#ffb3c7' },
  boards: [
    {
      id: 'rich',
      owner: 'sender',
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 50_000 },
            { kind: 'item', item: 'vehicle_dragon', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 25_000 },
            { kind: 'item', item: 'vehicle_swan', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 12_000 },
            { kind: 'item', item: 'vehicle_rocket', days: 30 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 4_000 },
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
      ],
    },
    {
      id: 'charm',
      owner: 'receiver',
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 30_000 },
            { kind: 'item', item: 'frame_dragon', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 15_000 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 8_000 },
            { kind: 'item', item: 'frame_sakura', days: 30 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 2_500 },
            { kind: 'item', item: 'frame_sakura', days: 15 },
          ],
        },
      ],
    },
  ],
  tasks: [
    { id: 'recharge_1000', metric: 'recharge', goal: 1_000, grants: [{ kind: 'asset', asset: 'silver_coin', amount: 100 }] },
    { id: 'recharge_10000', metric: 'recharge', goal: 10_000, grants: [{ kind: 'currency', amount: 500 }] },
    {
      id: 'recharge_50000',
      metric: 'recharge',
      goal: 50_000,
      grants: [
        { kind: 'currency', amount: 3_000 },
        { kind: 'item', item: 'frame_sakura', days: 30 },
      ],
    },
  ],
  views: [
    {
      id: 'main',
      tabs: [
        {
          id: 'boards',
          blocks: [
            { type: 'countdown' },
            { type: 'gift_wall', gifts: ['rose', 'bouquet', 'rocket'] },
            { type: 'leaderboard', board: 'rich', top: 20 },
            { type: 'leaderboard', board: 'charm', top: 20 },
          ],
        },
        { id: 'tasks', blocks: [{ type: 'tasks' }] },
      ],
    },
    {
      id: 'rule',
      tabs: [
        { id: 'rule', blocks: [{ type: 'rules' }, { type: 'reward_table', board: 'rich' }, { type: 'reward_table', board: 'charm' }] },
      ],
    },
  ],
  routes: [
    { path: '/h5/spring2025', section: 'seasonal', name: 'spring_2025', view: 'main' },
    { path: '/h5/spring2025_rule', section: 'seasonal', name: 'spring_2025_rule', view: 'rule' },
  ],
  text: {
    'zh-CN': {
      title: '2025 春日盛典',
      tagline: '春风拂面，万物生长——在春日盛典里送出心意，赢取整个春天的荣耀',
      rules: [
        '活动时间：2025年1月20日 0:00 至 2月12日 24:00（北京时间）。',
        '春日豪气榜按送出的礼物计分，春日魅力榜按收到的礼物计分：礼物每价值 1 金币得 10 分，10 银币得 10 分。同分时先达到该分数者排名靠前。',
        '两个榜单各前 10 名按奖励表获得金币、座驾或头像框，奖励在活动结束后自动发放到账。',
        '充值任务：活动期间累计充值 1,000 / 10,000 / 50,000 金币，分别可领取 100 银币、500 金币、3,000 金币加 30 天樱花头像框。任务奖励需在活动结束前手动领取。',
        '未成年人不得参加活动，请理性消费。如发现刷分、作弊等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({
        boards: ['春日豪气榜', '春日魅力榜'],
        tasks: ['累计充值 1,000 金币', '累计充值 10,000 金币', '累计充值 50,000 金币'],
        tabs: ['榜单', '任务'],
      }),
    },
    'zh-TW': {
      title: '2025 春日盛典',
      tagline: '春風拂面，萬物生長——在春日盛典裡送出心意，贏取整個春天的榮耀',
      rules: [
        '活動時間：2025年1月20日 0:00 至 2月12日 24:00（北京時間）。',
        '春日豪氣榜依送出的禮物計分，春日魅力榜依收到的禮物計分：禮物每價值 1 金幣得 10 分，10 銀幣得 10 分。同分時先達到該分數者排名靠前。',
        '兩個榜單各前 10 名依獎勵表獲得金幣、座駕或頭像框，獎勵在活動結束後自動發放到帳。',
        '儲值任務：活動期間累計儲值 1,000 / 10,000 / 50,000 金幣，分別可領取 100 銀幣、500 金幣、3,000 金幣加 30 天櫻花頭像框。任務獎勵需在活動結束前手動領取。',
        '未成年人不得參加活動，請理性消費。如發現刷分、作弊等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({
        boards: ['春日豪氣榜', '春日魅力榜'],
        tasks: ['累計儲值 1,000 金幣', '累計儲值 10,000 金幣', '累計儲值 50,000 金幣'],
        tabs: ['榜單', '任務'],
      }),
    },
    en: {
      title: 'Spring Gala 2025',
      tagline: 'Spring breeze and fresh blossoms: send your best wishes and win the glory of the whole season',
      rules: [
        'Runs from 20 January 2025 0:00 to 12 February 2025 24:00 (China Standard Time).',
        'The Spring Rich board scores gifts sent, the Spring Charm board gifts received: 10 points per gold coin, 10 points per 10 silver coins. On equal points, whoever got there first ranks higher.',
        'The top 10 of each board receive the coins, vehicles or frames in the reward table, credited automatically when the event ends.',
        'Recharge tasks: recharge 1,000, 10,000 or 50,000 coins in total during the event to claim 100 silver coins, 500 coins, or 3,000 coins plus a 30-day sakura frame. Claim task rewards yourself before the event ends.',
        'Minors may not take part; please spend responsibly. Points gained by cheating or manipulation are void and their rewards are taken back.',
      ],
      labels: labels({
        boards: ['Spring Rich board', 'Spring Charm board'],
        tasks: ['Recharge 1,000 coins', 'Recharge 10,000 coins', 'Recharge 50,000 coins'],
        tabs: ['Boards', 'Tasks'],
      }),
    },
    ja: {
      title: '2025 春のフェスティバル',
      tagline: '春風とともに芽吹く季節――想いを込めたギフトで、この春いちばんの栄光を手に入れよう',
      rules: [
        '開催期間：2025年1月20日 0:00～2月12日 24:00（中国標準時）。',
        '春のリッチランキングは贈ったギフト、春のチャームランキングは受け取ったギフトで集計します。1ゴールドコインにつき10ポイント、シルバーコイン10枚で10ポイント。同点の場合は先に到達した方が上位です。',
        '各ランキング上位10名に報酬表のコイン、マシン、アイコンフレームを、イベント終了後に自動で付与します。',
        'チャージタスク：期間中の合計チャージが1,000・10,000・50,000コインに達すると、それぞれシルバーコイン100枚、500コイン、3,000コインと桜のフレーム30日間を受け取れます。タスク報酬はイベント終了前にご自身で受け取ってください。',
        '未成年の方は参加できません。計画的にご利用ください。不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({
        boards: ['春のリッチランキング', '春のチャームランキング'],
        tasks: ['1,000コインチャージ', '10,000コインチャージ', '50,000コインチャージ'],
        tabs: ['ランキング', 'タスク'],
      }),
    },
    ko: {
      title: '2025 봄 페스티벌',
      tagline: '봄바람과 함께 피어나는 계절 — 마음을 담은 선물로 이 봄의 영광을 차지하세요',
      rules: [
        '기간: 2025년 1월 20일 0:00 ~ 2월 12일 24:00(중국 표준시).',
        '봄 리치 랭킹은 보낸 선물, 봄 매력 랭킹은 받은 선물로 집계합니다. 골드 코인 1개당 10점, 실버 코인 10개당 10점이며 동점이면 먼저 도달한 사람이 높은 순위입니다.',
        '각 랭킹 상위 10명에게 보상표의 코인, 탈것 또는 프레임이 이벤트 종료 후 자동 지급됩니다.',
        '충전 미션: 기간 중 누적 충전이 1,000 / 10,000 / 50,000코인에 도달하면 각각 실버 코인 100개, 500코인, 3,000코인과 30일 벚꽃 프레임을 받을 수 있습니다. 미션 보상은 이벤트 종료 전에 직접 수령해 주세요.',
        '미성년자는 참가할 수 없으며 계획적인 이용을 부탁드립니다. 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({
        boards: ['봄 리치 랭킹', '봄 매력 랭킹'],
        tasks: ['1,000코인 충전', '10,000코인 충전', '50,000코인 충전'],
        tabs: ['랭킹', '미션'],
      }),
    },
  },
};
