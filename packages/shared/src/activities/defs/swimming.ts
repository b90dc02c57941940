import type { ActivityDefinitionInput } from '../schema';

/**
 * The summer swimming gala 2025 (21 Jul – 3 Aug): a swimmers board (gifts sent), a mermaids board
 * (hosts' gifts received), four gala tasks. The Japan variant is the same gala on Tokyo time with
 * its own routes and Japanese-first text.
 */
const labels = (l: {
  boards: [string, string];
  tasks: [string, string, string, string];
  tabs: [string, string, string, string];
}): Record<string, string> => ({
  'board.swimmers': l.boards[0],
  'board.mermaids': l.boards[1],
  'task.splash': l.tasks[0],
  'task.lap': l.tasks[1],
  'task.medley': l.tasks[2],
  'task.relay': l.tasks[3],
  'tab.race': l.tabs[0],
  'tab.tasks': l.tabs[1],
  'tab.rewards': l.tabs[2],
  'tab.rules': l.tabs[3],
});

const zhCN = labels({
  boards: ['泳将榜', '美人鱼榜'],
  tasks: ['浪花：送出 10 个棒棒糖', '热身：累计送礼 1000 金币', '混合泳：累计充值 3000 金币', '接力：累计充值 10000 金币'],
  tabs: ['赛道', '任务', '奖励', '规则'],
});
const zhTW = labels({
  boards: ['泳將榜', '美人魚榜'],
  tasks: ['浪花：送出 10 個棒棒糖', '熱身：累計送禮 1000 金幣', '混合泳：累計儲值 3000 金幣', '接力：累計儲值 10000 金幣'],
  tabs: ['賽道', '任務', '獎勵', '規則'],
});
const en = labels({
  boards: ['Swimmers', 'Mermaids'],
  tasks: [
    'Splash: send 10 lollipops',
    'Warm-up: send 1,000 coins of gifts',
    'Medley: recharge 3,000 coins',
    'Relay: recharge 10,000 coins',
  ],
  tabs: ['Race', 'Tasks', 'Rewards', 'Rules'],
});
const ja = labels({
  boards: ['スイマーランキング', 'マーメイドランキング'],
  tasks: [
    'スプラッシュ：ロリポップを10個贈る',
    'ウォームアップ：ギフト累計1,000コイン',
    'メドレー：累計3,000コインチャージ',
    'リレー：累計10,000コインチャージ',
  ],
  tabs: ['レース', 'タスク', '報酬', 'ルール'],
});
const ko = labels({
  boards: ['스위머 랭킹', '머메이드 랭킹'],
  tasks: ['스플래시: 막대사탕 10개 보내기', '워밍업: 선물 누적 1,000코인', '혼영: 누적 3,000코인 충전', '계영: 누적 10,000코인 충전'],
  tabs: ['레이스', '미션', '보상', '규칙'],
});

export const swimming: ActivityDefinitionInput = {
  id: 'swimming',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2025-07-21', end: '2025-08-03' },
  theme: { art: 'wave', from: '#06426a', to: '#021729', accent: '#42dcff' },
  boards: [
    {
      id: 'swimmers',
      owner: 'sender',
      points: 'rank',
      limited_tenths: 12,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 20_000 },
            { kind: 'item', item: 'vehicle_swan', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 12_000 },
            { kind: 'item', item: 'vehicle_swan', days: 15 },
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
            { kind: 'item', item: 'bubble_star', days: 15 },
          ],
        },
      ],
    },
    {
      id: 'mermaids',
      owner: 'receiver',
      gender: 'female',
      points: 'rank',
      limited_tenths: 12,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 15_000 },
            { kind: 'item', item: 'frame_dragon', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 8_000 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 5_000 },
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 1_500 },
            { kind: 'item', item: 'bubble_heart', days: 15 },
          ],
        },
      ],
    },
  ],
  tasks: [
    { id: 'splash', metric: 'gift_count', gift: 'lollipop', goal: 10, grants: [{ kind: 'asset', asset: 'silver_coin', amount: 100 }] },
    { id: 'lap', metric: 'gift_coins', goal: 1_000, grants: [{ kind: 'asset', asset: 'medal_fragment', amount: 5 }] },
    {
      id: 'medley',
      metric: 'recharge',
      goal: 3_000,
      grants: [
        { kind: 'currency', amount: 300 },
        { kind: 'item', item: 'bubble_star', days: 7 },
      ],
    },
    {
      id: 'relay',
      metric: 'recharge',
      goal: 10_000,
      grants: [
        { kind: 'currency', amount: 1_000 },
        { kind: 'item', item: 'vehicle_swan', days: 7 },
      ],
    },
  ],
  views: [
    {
      id: 'main',
      tabs: [
        {
          id: 'race',
          blocks: [
            { type: 'countdown' },
            { type: 'leaderboard', board: 'swimmers', top: 20 },
            { type: 'leaderboard', board: 'mermaids', top: 20 },
          ],
        },
        { id: 'tasks', blocks: [{ type: 'tasks' }] },
        {
          id: 'rewards',
          blocks: [
            { type: 'reward_table', board: 'swimmers' },
            { type: 'reward_table', board: 'mermaids' },
          ],
        },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [{ path: '/h5/swimming', section: 'other', name: 'swimming', view: 'main' }],
  text: {
    'zh-CN': {
      title: '2025 夏日游泳盛典',
      tagline: '跃入夏天的浪花！送礼冲泳将榜，为美人鱼主播加油，完成任务领清凉好礼',
      rules: [
        '活动时间：2025年7月21日 0:00 至 8月3日 24:00（北京时间）。',
        '积分：送礼 1 金币 = 10 分，10 银币 = 10 分，限定礼物 ×1.2。送出的礼物计入泳将榜，女主播收到的礼物计入美人鱼榜。',
        '两榜前 10 名按奖励表发放奖励，活动结束后自动到账。同分时先达到该分数者排名靠前。',
        '任务：浪花——送出 10 个棒棒糖，得 100 银币；热身——累计送礼 1000 金币，得 5 个勋章碎片；混合泳——累计充值 3000 金币，得 300 金币和星光气泡 7 天；接力——累计充值 10000 金币，得 1000 金币和天鹅座驾 7 天。',
        '任务进度从活动开始时计算，每个任务的奖励只能领取一次，完成后需在活动结束前自行领取。',
        '未成年人不得参加活动。如发现刷分、恶意充值退款等违规行为，平台有权取消资格并追回奖励。',
      ],
      labels: zhCN,
    },
    'zh-TW': {
      title: '2025 夏日游泳盛典',
      tagline: '躍入夏天的浪花！送禮衝泳將榜，為美人魚主播加油，完成任務領清涼好禮',
      rules: [
        '活動時間：2025年7月21日 0:00 至 8月3日 24:00（北京時間）。',
        '積分：送禮 1 金幣 = 10 分，10 銀幣 = 10 分，限定禮物 ×1.2。送出的禮物計入泳將榜，女主播收到的禮物計入美人魚榜。',
        '兩榜前 10 名依獎勵表發放獎勵，活動結束後自動到帳。同分時先達到該分數者排名靠前。',
        '任務：浪花——送出 10 個棒棒糖，得 100 銀幣；熱身——累計送禮 1000 金幣，得 5 個勳章碎片；混合泳——累計儲值 3000 金幣，得 300 金幣和星光氣泡 7 天；接力——累計儲值 10000 金幣，得 1000 金幣和天鵝座駕 7 天。',
        '任務進度從活動開始時計算，每個任務的獎勵只能領取一次，完成後需在活動結束前自行領取。',
        '未成年人不得參加活動。如發現刷分、惡意儲值退款等違規行為，平台有權取消資格並追回獎勵。',
      ],
      labels: zhTW,
    },
    en: {
      title: 'Summer Swimming Gala 2025',
      tagline: 'Dive into summer: climb the swimmers board, cheer on your mermaid hosts and finish tasks for cool rewards',
      rules: [
        'Runs from 21 July 2025 0:00 to 3 August 24:00 (China Standard Time).',
        'Points: 1 gold coin of gifts = 10 points, 10 silver coins = 10 points, limited gifts ×1.2. Gifts you send score on the Swimmers board; gifts female hosts receive score on the Mermaids board.',
        'The top 10 of each board receive the rewards in the tables, credited automatically when the event ends. On equal points, whoever reached the score first ranks higher.',
        'Tasks: Splash, send 10 lollipops for 100 silver coins; Warm-up, send 1,000 gold coins of gifts for 5 medal fragments; Medley, recharge 3,000 gold coins for 300 gold coins and a 7-day star bubble; Relay, recharge 10,000 gold coins for 1,000 gold coins and a 7-day swan ride.',
        'Task progress counts from the start of the event. Each task’s reward can be claimed once; claim it yourself before the event ends.',
        'Minors may not take part. Points gained by manipulation or recharges later refunded are void and their rewards are taken back.',
      ],
      labels: en,
    },
    ja: {
      title: '2025 サマースイミングガラ',
      tagline: '夏の波に飛び込もう！ギフトでスイマーランキングを駆け上がり、マーメイド配信者を応援し、タスクで涼しい報酬をゲット',
      rules: [
        '開催期間：2025年7月21日 0:00～8月3日 24:00（中国標準時）。',
        'ポイント：ギフト1ゴールドコイン＝10ポイント、シルバーコイン10枚＝10ポイント、限定ギフトは1.2倍。贈ったギフトはスイマーランキングに、女性配信者が受け取ったギフトはマーメイドランキングに加算されます。',
        '各ランキング上位10名に報酬表の報酬を、イベント終了後に自動で付与します。同点の場合は先にそのポイントに到達した方が上位です。',
        'タスク：スプラッシュ＝ロリポップを10個贈るとシルバーコイン100枚、ウォームアップ＝ギフト累計1,000ゴールドコインでメダルのかけら5個、メドレー＝累計3,000ゴールドコインチャージで300ゴールドコインとスター吹き出し7日間、リレー＝累計10,000ゴールドコインチャージで1,000ゴールドコインとスワンの乗り物7日間。',
        'タスクの進捗はイベント開始から数えます。各タスクの報酬は1回のみ受け取れ、イベント終了までにご自身で受け取ってください。',
        '未成年の方は参加できません。不正に得たポイントや、後で返金されたチャージは無効となり、報酬は回収されます。',
      ],
      labels: ja,
    },
    ko: {
      title: '2025 여름 수영 갈라',
      tagline: '여름 물결 속으로! 선물로 스위머 랭킹에 오르고 머메이드 호스트를 응원하고 미션으로 시원한 보상을 받으세요',
      rules: [
        '기간: 2025년 7월 21일 0:00 ~ 8월 3일 24:00(중국 표준시).',
        '포인트: 선물 골드 코인 1개 = 10점, 실버 코인 10개 = 10점, 한정 선물은 1.2배. 보낸 선물은 스위머 랭킹에, 여성 호스트가 받은 선물은 머메이드 랭킹에 집계됩니다.',
        '각 랭킹 상위 10명에게 보상표의 보상이 이벤트 종료 후 자동 지급됩니다. 동점이면 먼저 그 점수에 도달한 사람이 높은 순위입니다.',
        '미션: 스플래시 — 막대사탕 10개를 보내면 실버 코인 100개, 워밍업 — 선물 누적 1,000골드 코인이면 메달 조각 5개, 혼영 — 누적 3,000골드 코인 충전 시 300골드 코인과 별 말풍선 7일, 계영 — 누적 10,000골드 코인 충전 시 1,000골드 코인과 백조 탈것 7일.',
        '미션 진행도는 이벤트 시작부터 집계합니다. 각 미션 보상은 한 번만 받을 수 있으며 이벤트 종료 전에 직접 수령해야 합니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 점수나 이후 환불된 충전은 무효이며 보상은 회수됩니다.',
      ],
      labels: ko,
    },
  },
};

/** The same gala for the Japan market: Tokyo time, its own routes, Japanese first. */
export const swimmingJp: ActivityDefinitionInput = {
  ...swimming,
  id: 'swimming_jp',
  region: 'japan',
  routes: [{ path: '/h5/swimming_jp', section: 'other', name: 'swimming_jp', view: 'main' }],
  text: {
    ja: {
      title: '2025 サマースイミングガラ',
      tagline: '夏の波に飛び込もう！ギフトでスイマーランキングを駆け上がり、マーメイド配信者を応援し、タスクで涼しい報酬をゲット',
      rules: [
        '開催期間：2025年7月21日 0:00～8月3日 24:00（日本時間）。',
        'ポイント：ギフト1ゴールドコイン＝10ポイント、シルバーコイン10枚＝10ポイント、限定ギフトは1.2倍。贈ったギフトはスイマーランキングに、女性配信者が受け取ったギフトはマーメイドランキングに加算されます。',
        '各ランキング上位10名に報酬表の報酬を、イベント終了後に自動で付与します。同点の場合は先にそのポイントに到達した方が上位です。',
        'タスク：スプラッシュ＝ロリポップを10個贈るとシルバーコイン100枚、ウォームアップ＝ギフト累計1,000ゴールドコインでメダルのかけら5個、メドレー＝累計3,000ゴールドコインチャージで300ゴールドコインとスター吹き出し7日間、リレー＝累計10,000ゴールドコインチャージで1,000ゴールドコインとスワンの乗り物7日間。',
        'タスクの進捗はイベント開始から数えます。各タスクの報酬は1回のみ受け取れ、イベント終了までにご自身で受け取ってください。',
        '未成年の方は参加できません。不正に得たポイントや、後で返金されたチャージは無効となり、報酬は回収されます。',
      ],
      labels: ja,
    },
    en: {
      title: 'Summer Swimming Gala 2025',
      tagline: 'Dive into summer: climb the swimmers board, cheer on your mermaid hosts and finish tasks for cool rewards',
      rules: [
        'Runs from 21 July 2025 0:00 to 3 August 24:00 (Japan Standard Time).',
        'Points: 1 gold coin of gifts = 10 points, 10 silver coins = 10 points, limited gifts ×1.2. Gifts you send score on the Swimmers board; gifts female hosts receive score on the Mermaids board.',
        'The top 10 of each board receive the rewards in the tables, credited automatically when the event ends. On equal points, whoever reached the score first ranks higher.',
        'Tasks: Splash, send 10 lollipops for 100 silver coins; Warm-up, send 1,000 gold coins of gifts for 5 medal fragments; Medley, recharge 3,000 gold coins for 300 gold coins and a 7-day star bubble; Relay, recharge 10,000 gold coins for 1,000 gold coins and a 7-day swan ride.',
        'Task progress counts from the start of the event. Each task’s reward can be claimed once; claim it yourself before the event ends.',
        'Minors may not take part. Points gained by manipulation or recharges later refunded are void and their rewards are taken back.',
      ],
      labels: en,
    },
    'zh-CN': {
      title: '2025 夏日游泳盛典',
      tagline: '跃入夏天的浪花！送礼冲泳将榜，为美人鱼主播加油，完成任务领清凉好礼',
      rules: [
        '活动时间：2025年7月21日 0:00 至 8月3日 24:00（东京时间）。',
        '积分：送礼 1 金币 = 10 分，10 银币 = 10 分，限定礼物 ×1.2。送出的礼物计入泳将榜，女主播收到的礼物计入美人鱼榜。',
        '两榜前 10 名按奖励表发放奖励，活动结束后自动到账。同分时先达到该分数者排名靠前。',
        '任务：浪花——送出 10 个棒棒糖，得 100 银币；热身——累计送礼 1000 金币，得 5 个勋章碎片；混合泳——累计充值 3000 金币，得 300 金币和星光气泡 7 天；接力——累计充值 10000 金币，得 1000 金币和天鹅座驾 7 天。',
        '任务进度从活动开始时计算，每个任务的奖励只能领取一次，完成后需在活动结束前自行领取。',
        '未成年人不得参加活动。如发现刷分、恶意充值退款等违规行为，平台有权取消资格并追回奖励。',
      ],
      labels: zhCN,
    },
    'zh-TW': {
      title: '2025 夏日游泳盛典',
      tagline: '躍入夏天的浪花！送禮衝泳將榜，為美人魚主播加油，完成任務領清涼好禮',
      rules: [
        '活動時間：2025年7月21日 0:00 至 8月3日 24:00（東京時間）。',
        '積分：送禮 1 金幣 = 10 分，10 銀幣 = 10 分，限定禮物 ×1.2。送出的禮物計入泳將榜，女主播收到的禮物計入美人魚榜。',
        '兩榜前 10 名依獎勵表發放獎勵，活動結束後自動到帳。同分時先達到該分數者排名靠前。',
        '任務：浪花——送出 10 個棒棒糖，得 100 銀幣；熱身——累計送禮 1000 金幣，得 5 個勳章碎片；混合泳——累計儲值 3000 金幣，得 300 金幣和星光氣泡 7 天；接力——累計儲值 10000 金幣，得 1000 金幣和天鵝座駕 7 天。',
        '任務進度從活動開始時計算，每個任務的獎勵只能領取一次，完成後需在活動結束前自行領取。',
        '未成年人不得參加活動。如發現刷分、惡意儲值退款等違規行為，平台有權取消資格並追回獎勵。',
      ],
      labels: zhTW,
    },
    ko: {
      title: '2025 여름 수영 갈라',
      tagline: '여름 물결 속으로! 선물로 스위머 랭킹에 오르고 머메이드 호스트를 응원하고 미션으로 시원한 보상을 받으세요',
      rules: [
        '기간: 2025년 7월 21일 0:00 ~ 8월 3일 24:00(일본 표준시).',
        '포인트: 선물 골드 코인 1개 = 10점, 실버 코인 10개 = 10점, 한정 선물은 1.2배. 보낸 선물은 스위머 랭킹에, 여성 호스트가 받은 선물은 머메이드 랭킹에 집계됩니다.',
        '각 랭킹 상위 10명에게 보상표의 보상이 이벤트 종료 후 자동 지급됩니다. 동점이면 먼저 그 점수에 도달한 사람이 높은 순위입니다.',
        '미션: 스플래시 — 막대사탕 10개를 보내면 실버 코인 100개, 워밍업 — 선물 누적 1,000골드 코인이면 메달 조각 5개, 혼영 — 누적 3,000골드 코인 충전 시 300골드 코인과 별 말풍선 7일, 계영 — 누적 10,000골드 코인 충전 시 1,000골드 코인과 백조 탈것 7일.',
        '미션 진행도는 이벤트 시작부터 집계합니다. 각 미션 보상은 한 번만 받을 수 있으며 이벤트 종료 전에 직접 수령해야 합니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 점수나 이후 환불된 충전은 무효이며 보상은 회수됩니다.',
      ],
      labels: ko,
    },
  },
};
