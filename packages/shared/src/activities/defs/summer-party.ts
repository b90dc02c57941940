import type { ActivityDefinitionInput } from '../schema';

/**
 * Summer party 2025 (18 Jul–3 Aug 2025, China time): a rich board (senders) and a charm board
 * (receivers) on rank points, each paying its top 10 when the event ends. Two pages: the boards
 * (/h5/summer_party) and their reward tables with the hall of fame (/h5/summer_party_reward).
 */

const labels = (l: { boards: [string, string]; tabs: [string, string, string] }): Record<string, string> => ({
  'board.rich': l.boards[0],
  'board.charm': l.boards[1],
  'tab.rich': l.tabs[0],
  'tab.charm': l.tabs[1],
  'tab.rules': l.tabs[2],
});

export const summerParty: ActivityDefinitionInput = {
  id: 'summer_party',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2025-07-18', end: '2025-08-03' },
  theme: { art: 'wave', from: '#0b3a5c', to: '#061a2e', accent: '#3ee0d0' },
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
            { kind: 'currency', amount: 30_000 },
            { kind: 'item', item: 'vehicle_swan', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 18_000 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 10_000 },
            { kind: 'item', item: 'frame_gold', days: 15 },
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
      id: 'charm',
      owner: 'receiver',
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 25_000 },
            { kind: 'item', item: 'vehicle_swan', days: 30 },
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
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 2_500 },
            { kind: 'item', item: 'bubble_heart', days: 15 },
          ],
        },
      ],
    },
  ],
  views: [
    {
      id: 'main',
      tabs: [
        { id: 'rich', blocks: [{ type: 'countdown' }, { type: 'leaderboard', board: 'rich', top: 30 }] },
        { id: 'charm', blocks: [{ type: 'countdown' }, { type: 'leaderboard', board: 'charm', top: 30 }] },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
    {
      id: 'reward',
      tabs: [
        {
          id: 'rich',
          blocks: [
            { type: 'reward_table', board: 'rich' },
            { type: 'hall_of_fame', board: 'rich', top: 10 },
          ],
        },
        {
          id: 'charm',
          blocks: [
            { type: 'reward_table', board: 'charm' },
            { type: 'hall_of_fame', board: 'charm', top: 10 },
          ],
        },
      ],
    },
  ],
  routes: [
    { path: '/h5/summer_party', section: 'seasonal', name: 'summer_party', view: 'main' },
    { path: '/h5/summer_party_reward', section: 'seasonal', name: 'summer_party_reward', view: 'reward' },
  ],
  text: {
    'zh-CN': {
      title: '清凉夏日派对',
      tagline: '盛夏狂欢十七天，财富榜与魅力榜同场竞技，一起嗨翻整个夏天',
      rules: [
        '活动时间：2025年7月18日 0:00 至 8月3日 24:00（北京时间）。',
        '财富榜按送出礼物积分排名，魅力榜按收到礼物积分排名。1 金币礼物计 10 分，10 银币计 10 分。',
        '同分时先达到该分数者排名靠前。',
        '两个榜单各前 10 名按奖励表获得奖励：财富榜第 1 名 30000 金币和天鹅座驾 30 天，魅力榜第 1 名 25000 金币和天鹅座驾 30 天。奖励在活动结束后自动发放。',
        '活动结束后，可在奖励页查看两个榜单的名人堂。',
        '未成年人不得参加活动。如发现刷分等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({ boards: ['财富榜', '魅力榜'], tabs: ['财富榜', '魅力榜', '规则'] }),
    },
    'zh-TW': {
      title: '清涼夏日派對',
      tagline: '盛夏狂歡十七天，財富榜與魅力榜同場競技，一起嗨翻整個夏天',
      rules: [
        '活動時間：2025年7月18日 0:00 至 8月3日 24:00（北京時間）。',
        '財富榜依送出禮物積分排名，魅力榜依收到禮物積分排名。1 金幣禮物計 10 分，10 銀幣計 10 分。',
        '同分時先達到該分數者排名靠前。',
        '兩個榜單各前 10 名依獎勵表獲得獎勵：財富榜第 1 名 30000 金幣和天鵝座駕 30 天，魅力榜第 1 名 25000 金幣和天鵝座駕 30 天。獎勵在活動結束後自動發放。',
        '活動結束後，可在獎勵頁查看兩個榜單的名人堂。',
        '未成年人不得參加活動。如發現刷分等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({ boards: ['財富榜', '魅力榜'], tabs: ['財富榜', '魅力榜', '規則'] }),
    },
    en: {
      title: 'Summer Party',
      tagline: 'Seventeen days of summer fun: the rich board and the charm board go head to head',
      rules: [
        'Runs from 18 July 2025 0:00 to 3 August 2025 24:00 (China Standard Time).',
        'The rich board ranks the gifts you send, the charm board the gifts you receive. A gift worth 1 gold coin scores 10, 10 silver coins score 10.',
        'On equal points, whoever reached the score first ranks higher.',
        'The top 10 of each board receive the rewards in its table: first on the rich board wins 30,000 coins and a Swan ride for 30 days, first on the charm board 25,000 coins and a Swan ride for 30 days. Rewards are credited automatically when the event ends.',
        'After the event, the reward page shows each board’s hall of fame.',
        'Minors may not take part. Points gained by manipulation are void and their rewards are taken back.',
      ],
      labels: labels({ boards: ['Rich board', 'Charm board'], tabs: ['Rich board', 'Charm board', 'Rules'] }),
    },
    ja: {
      title: 'サマーパーティー',
      tagline: '真夏の17日間。お金持ちランキングと魅力ランキングで夏を盛り上げよう',
      rules: [
        '開催期間：2025年7月18日 0:00～8月3日 24:00（中国標準時）。',
        'お金持ちランキングは贈ったギフト、魅力ランキングは受け取ったギフトのポイントで順位が決まります。1ゴールドコインのギフトで10ポイント、シルバーコイン10枚で10ポイント。',
        '同点の場合は先にそのポイントに到達した方が上位です。',
        '各ランキングの上位10名には報酬表の報酬が贈られます。お金持ちランキング1位は30,000コインとスワン（乗り物）30日間、魅力ランキング1位は25,000コインとスワン（乗り物）30日間。報酬は期間終了後に自動で付与されます。',
        '期間終了後は報酬ページで各ランキングの殿堂入りを確認できます。',
        '未成年の方は参加できません。不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({ boards: ['お金持ちランキング', '魅力ランキング'], tabs: ['お金持ち', '魅力', 'ルール'] }),
    },
    ko: {
      title: '서머 파티',
      tagline: '한여름 17일간의 축제, 부자 랭킹과 매력 랭킹이 맞붙습니다',
      rules: [
        '기간: 2025년 7월 18일 0:00 ~ 8월 3일 24:00(중국 표준시).',
        '부자 랭킹은 보낸 선물, 매력 랭킹은 받은 선물의 포인트로 순위를 정합니다. 골드 코인 1개 선물은 10점, 실버 코인 10개는 10점입니다.',
        '동점이면 먼저 그 점수에 도달한 사람이 높은 순위입니다.',
        '각 랭킹 상위 10명에게 보상표의 보상을 드립니다. 부자 랭킹 1위는 30,000코인과 백조 탈것 30일, 매력 랭킹 1위는 25,000코인과 백조 탈것 30일을 받습니다. 보상은 기간 종료 후 자동 지급됩니다.',
        '기간 종료 후 보상 페이지에서 각 랭킹의 명예의 전당을 볼 수 있습니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({ boards: ['부자 랭킹', '매력 랭킹'], tabs: ['부자 랭킹', '매력 랭킹', '규칙'] }),
    },
  },
};
