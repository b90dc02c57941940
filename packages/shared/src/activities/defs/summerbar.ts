import type { ActivityDefinitionInput } from '../schema';

/**
 * The summer bar 2025 (1–31 Aug 2025, China time): a bartender board (hosts by gifts received) and
 * a VIP guest board (senders), both on rank points and paying their top 10 when the event ends,
 * plus "rounds" tasks on gifts sent. Three pages: the bar, its hall of fame (/history) and the
 * rules with the reward tables (/about).
 */

const labels = (l: {
  boards: [string, string];
  tasks: [string, string, string, string];
  tabs: [string, string];
}): Record<string, string> => ({
  'board.bartender': l.boards[0],
  'board.guest': l.boards[1],
  'task.kiss_20': l.tasks[0],
  'task.cheers_999': l.tasks[1],
  'task.cheers_5200': l.tasks[2],
  'task.cheers_13140': l.tasks[3],
  'tab.bar': l.tabs[0],
  'tab.tasks': l.tabs[1],
});

export const summerbar: ActivityDefinitionInput = {
  id: 'summerbar',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2025-08-01', end: '2025-08-31' },
  theme: { art: 'cocktail', from: '#2a0b4a', to: '#0a0418', accent: '#ff4fd8' },
  boards: [
    {
      id: 'bartender',
      owner: 'receiver',
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 40_000 },
            { kind: 'item', item: 'vehicle_swan', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 25_000 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 15_000 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 5_000 },
            { kind: 'item', item: 'bubble_heart', days: 30 },
          ],
        },
      ],
    },
    {
      id: 'guest',
      owner: 'sender',
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 40_000 },
            { kind: 'item', item: 'vehicle_rocket', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 25_000 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 15_000 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 5_000 },
            { kind: 'item', item: 'bubble_star', days: 30 },
          ],
        },
      ],
    },
  ],
  tasks: [
    { id: 'kiss_20', metric: 'gift_count', gift: 'kiss', goal: 20, grants: [{ kind: 'item', item: 'bubble_heart', days: 15 }] },
    {
      id: 'cheers_999',
      metric: 'gift_coins',
      goal: 999,
      grants: [
        { kind: 'currency', amount: 99 },
        { kind: 'item', item: 'bubble_star', days: 7 },
      ],
    },
    {
      id: 'cheers_5200',
      metric: 'gift_coins',
      goal: 5_200,
      grants: [
        { kind: 'currency', amount: 520 },
        { kind: 'item', item: 'frame_sakura', days: 15 },
      ],
    },
    {
      id: 'cheers_13140',
      metric: 'gift_coins',
      goal: 13_140,
      grants: [
        { kind: 'currency', amount: 1_314 },
        { kind: 'item', item: 'frame_gold', days: 15 },
      ],
    },
  ],
  views: [
    {
      id: 'main',
      tabs: [
        {
          id: 'bar',
          blocks: [
            { type: 'countdown' },
            { type: 'leaderboard', board: 'bartender', top: 20 },
            { type: 'leaderboard', board: 'guest', top: 20 },
          ],
        },
        { id: 'tasks', blocks: [{ type: 'tasks' }, { type: 'gift_wall', gifts: ['kiss', 'bouquet', 'sports_car'] }] },
      ],
    },
    {
      id: 'history',
      tabs: [
        {
          id: 'fame',
          blocks: [
            { type: 'hall_of_fame', board: 'bartender', top: 10 },
            { type: 'hall_of_fame', board: 'guest', top: 10 },
          ],
        },
      ],
    },
    {
      id: 'about',
      tabs: [
        {
          id: 'about',
          blocks: [{ type: 'rules' }, { type: 'reward_table', board: 'bartender' }, { type: 'reward_table', board: 'guest' }],
        },
      ],
    },
  ],
  routes: [
    { path: '/h5/summerbar', section: 'seasonal', name: 'summerbar', view: 'main' },
    { path: '/h5/summerbar/history', section: 'seasonal', name: 'summerbar_history', view: 'history' },
    { path: '/h5/summerbar/about', section: 'seasonal', name: 'summerbar_about', view: 'about' },
  ],
  text: {
    'zh-CN': {
      title: '夏日霓虹酒吧',
      tagline: '霓虹亮起，特调上桌——整个八月，和你最爱的调酒师一起干杯',
      rules: [
        '活动时间：2025年8月1日 0:00 至 8月31日 24:00（北京时间）。',
        '调酒师榜：主播按收到礼物的积分排名；贵宾榜：用户按送出礼物的积分排名。1 金币礼物计 10 分，10 银币计 10 分。同分时先达到该分数者排名靠前。',
        '两个榜单各前 10 名按奖励表获得奖励，第 1 名均可得 40000 金币，另有天鹅座驾（调酒师榜）或火箭座驾（贵宾榜）30 天。奖励在活动结束后自动发放。',
        '干杯任务：活动期间送出 20 个香吻，或送礼累计消费 999、5200、13140 金币，即可领取对应奖励。每个任务奖励限领一次，需在活动页面手动领取，请在活动结束前领取。',
        '活动结束后，可在名人堂查看两个榜单的前 10 名。',
        '未成年人不得参加活动。如发现刷分等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({
        boards: ['调酒师榜', '贵宾榜'],
        tasks: ['送出 20 个香吻', '送礼消费 999 金币', '送礼消费 5200 金币', '送礼消费 13140 金币'],
        tabs: ['酒吧', '干杯任务'],
      }),
    },
    'zh-TW': {
      title: '夏日霓虹酒吧',
      tagline: '霓虹亮起，特調上桌——整個八月，和你最愛的調酒師一起乾杯',
      rules: [
        '活動時間：2025年8月1日 0:00 至 8月31日 24:00（北京時間）。',
        '調酒師榜：主播依收到禮物的積分排名；貴賓榜：用戶依送出禮物的積分排名。1 金幣禮物計 10 分，10 銀幣計 10 分。同分時先達到該分數者排名靠前。',
        '兩個榜單各前 10 名依獎勵表獲得獎勵，第 1 名均可得 40000 金幣，另有天鵝座駕（調酒師榜）或火箭座駕（貴賓榜）30 天。獎勵在活動結束後自動發放。',
        '乾杯任務：活動期間送出 20 個香吻，或送禮累計消費 999、5200、13140 金幣，即可領取對應獎勵。每個任務獎勵限領一次，需在活動頁面手動領取，請在活動結束前領取。',
        '活動結束後，可在名人堂查看兩個榜單的前 10 名。',
        '未成年人不得參加活動。如發現刷分等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({
        boards: ['調酒師榜', '貴賓榜'],
        tasks: ['送出 20 個香吻', '送禮消費 999 金幣', '送禮消費 5200 金幣', '送禮消費 13140 金幣'],
        tabs: ['酒吧', '乾杯任務'],
      }),
    },
    en: {
      title: 'Summer Neon Bar',
      tagline: 'The neon is on and the cocktails are poured: spend August raising a glass with your favourite bartender',
      rules: [
        'Runs from 1 August 2025 0:00 to 31 August 2025 24:00 (China Standard Time).',
        'Bartender board: hosts ranked by the gifts they receive. VIP guest board: users ranked by the gifts they send. A gift worth 1 gold coin scores 10, 10 silver coins score 10. On equal points, whoever reached the score first ranks higher.',
        'The top 10 of each board receive the rewards in its table; first place on either board wins 40,000 coins plus a 30-day Swan ride (bartenders) or Rocket ride (guests). Rewards are credited automatically when the event ends.',
        'Cheers tasks: send 20 kisses, or spend 999, 5,200 or 13,140 coins on gifts during the event, to earn each task’s reward. Each reward can be claimed once, on the event page; claim before the event ends.',
        'After the event, the hall of fame shows the top 10 of both boards.',
        'Minors may not take part. Points gained by manipulation are void and their rewards are taken back.',
      ],
      labels: labels({
        boards: ['Bartender board', 'VIP guest board'],
        tasks: ['Send 20 kisses', 'Spend 999 coins on gifts', 'Spend 5,200 coins on gifts', 'Spend 13,140 coins on gifts'],
        tabs: ['The bar', 'Cheers tasks'],
      }),
    },
    ja: {
      title: 'サマーネオンバー',
      tagline: 'ネオンが灯り、特製カクテルが揃う8月。推しのバーテンダーと乾杯しよう',
      rules: [
        '開催期間：2025年8月1日 0:00～8月31日 24:00（中国標準時）。',
        'バーテンダーランキング：配信者が受け取ったギフトのポイントで順位が決まります。VIPゲストランキング：ユーザーが贈ったギフトのポイントで順位が決まります。1ゴールドコインのギフトで10ポイント、シルバーコイン10枚で10ポイント。同点の場合は先にそのポイントに到達した方が上位です。',
        '各ランキングの上位10名には報酬表の報酬が贈られます。どちらも1位は40,000コインに加え、スワン（バーテンダー）またはロケット（VIPゲスト）の乗り物30日間。報酬は期間終了後に自動で付与されます。',
        '乾杯ミッション：期間中にキスを20個贈る、またはギフトに累計999、5,200、13,140コインを使うと、各ミッションの報酬を受け取れます。各報酬は1回限りで、イベントページで受け取りが必要です。期間終了までに受け取ってください。',
        '期間終了後は殿堂ページで両ランキングの上位10名を確認できます。',
        '未成年の方は参加できません。不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({
        boards: ['バーテンダーランキング', 'VIPゲストランキング'],
        tasks: ['キスを20個贈る', 'ギフトに999コイン', 'ギフトに5,200コイン', 'ギフトに13,140コイン'],
        tabs: ['バー', '乾杯ミッション'],
      }),
    },
    ko: {
      title: '서머 네온 바',
      tagline: '네온이 켜지고 칵테일이 준비됐어요. 8월 내내 최애 바텐더와 건배하세요',
      rules: [
        '기간: 2025년 8월 1일 0:00 ~ 8월 31일 24:00(중국 표준시).',
        '바텐더 랭킹: 호스트가 받은 선물의 포인트로 순위를 정합니다. VIP 게스트 랭킹: 사용자가 보낸 선물의 포인트로 순위를 정합니다. 골드 코인 1개 선물은 10점, 실버 코인 10개는 10점입니다. 동점이면 먼저 그 점수에 도달한 사람이 높은 순위입니다.',
        '각 랭킹 상위 10명에게 보상표의 보상을 드립니다. 두 랭킹 모두 1위는 40,000코인과 함께 백조 탈것(바텐더) 또는 로켓 탈것(VIP 게스트) 30일을 받습니다. 보상은 기간 종료 후 자동 지급됩니다.',
        '건배 미션: 기간 중 키스 20개를 보내거나 선물에 누적 999, 5,200, 13,140코인을 쓰면 미션별 보상을 받을 수 있습니다. 보상은 각 1회만 받을 수 있으며 이벤트 페이지에서 직접 수령해야 하니 기간 종료 전에 수령하세요.',
        '기간 종료 후 명예의 전당에서 두 랭킹의 상위 10명을 볼 수 있습니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({
        boards: ['바텐더 랭킹', 'VIP 게스트 랭킹'],
        tasks: ['키스 20개 보내기', '선물에 999코인 쓰기', '선물에 5,200코인 쓰기', '선물에 13,140코인 쓰기'],
        tabs: ['바', '건배 미션'],
      }),
    },
  },
};
