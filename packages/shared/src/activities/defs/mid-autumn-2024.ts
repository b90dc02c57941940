import type { ActivityDefinitionInput } from '../schema';

/**
 * Mid-Autumn 2024 (15–17 Sep 2024, China time): a Chang'e board (female hosts by gifts received,
 * limited gifts ×1.2) and a Hou Yi board (male senders), both on rank points, each paying its top
 * 10 when the event ends.
 */

const labels = (l: { boards: [string, string]; tabs: [string, string, string] }): Record<string, string> => ({
  'board.change': l.boards[0],
  'board.houyi': l.boards[1],
  'tab.boards': l.tabs[0],
  'tab.rewards': l.tabs[1],
  'tab.rules': l.tabs[2],
});

export const midAutumn2024: ActivityDefinitionInput = {
  id: 'mid_autumn_2024',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2024-09-15', end: '2024-09-17' },
  theme: { art: 'lantern', from: '#4a0f12', to: '#1c0507', accent: '#ffc857' },
  boards: [
    {
      id: 'change',
      owner: 'receiver',
      gender: 'female',
      points: 'rank',
      limited_tenths: 12,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 18_000 },
            { kind: 'item', item: 'vehicle_swan', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 10_000 },
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
            { kind: 'currency', amount: 1_500 },
            { kind: 'item', item: 'bubble_heart', days: 15 },
          ],
        },
      ],
    },
    {
      id: 'houyi',
      owner: 'sender',
      gender: 'male',
      points: 'rank',
      limited_tenths: 12,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 18_000 },
            { kind: 'item', item: 'vehicle_rocket', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 10_000 },
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
            { kind: 'currency', amount: 1_500 },
            { kind: 'item', item: 'bubble_star', days: 15 },
          ],
        },
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
            { type: 'gift_wall', gifts: ['star', 'bouquet', 'kiss'] },
            { type: 'leaderboard', board: 'change', top: 20 },
            { type: 'leaderboard', board: 'houyi', top: 20 },
          ],
        },
        {
          id: 'rewards',
          blocks: [
            { type: 'reward_table', board: 'change' },
            { type: 'reward_table', board: 'houyi' },
          ],
        },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [{ path: '/h5/2024/mid_autumn', section: 'seasonal', name: 'mid_autumn_2024', view: 'main' }],
  text: {
    'zh-CN': {
      title: '2024 中秋·花好月圆',
      tagline: '月圆人团圆，点亮花灯，为你心中的嫦娥与后羿送上祝福',
      rules: [
        '活动时间：2024年9月15日 0:00 至 9月17日 24:00（北京时间）。',
        '嫦娥榜：女性主播按收到礼物的积分排名；后羿榜：男性用户按送出礼物的积分排名。',
        '积分：1 金币礼物计 10 分，10 银币计 10 分；限定礼物（如星星）积分 ×1.2。同分时先达到该分数者排名靠前。',
        '两个榜单各前 10 名按奖励表获得奖励：嫦娥榜第 1 名 18000 金币和天鹅座驾 30 天，后羿榜第 1 名 18000 金币和火箭座驾 30 天。奖励在活动结束后自动发放。',
        '未成年人不得参加活动。如发现刷分等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({ boards: ['嫦娥榜', '后羿榜'], tabs: ['榜单', '奖励', '规则'] }),
    },
    'zh-TW': {
      title: '2024 中秋・花好月圓',
      tagline: '月圓人團圓，點亮花燈，為你心中的嫦娥與后羿送上祝福',
      rules: [
        '活動時間：2024年9月15日 0:00 至 9月17日 24:00（北京時間）。',
        '嫦娥榜：女性主播依收到禮物的積分排名；后羿榜：男性用戶依送出禮物的積分排名。',
        '積分：1 金幣禮物計 10 分，10 銀幣計 10 分；限定禮物（如星星）積分 ×1.2。同分時先達到該分數者排名靠前。',
        '兩個榜單各前 10 名依獎勵表獲得獎勵：嫦娥榜第 1 名 18000 金幣和天鵝座駕 30 天，后羿榜第 1 名 18000 金幣和火箭座駕 30 天。獎勵在活動結束後自動發放。',
        '未成年人不得參加活動。如發現刷分等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({ boards: ['嫦娥榜', '后羿榜'], tabs: ['榜單', '獎勵', '規則'] }),
    },
    en: {
      title: 'Mid-Autumn 2024: Full Moon Festival',
      tagline: 'Light a lantern under the full moon and cheer for your Chang’e and Hou Yi',
      rules: [
        'Runs from 15 September 2024 0:00 to 17 September 2024 24:00 (China Standard Time).',
        'Chang’e board: female hosts ranked by the gifts they receive. Hou Yi board: male users ranked by the gifts they send.',
        'Points: a gift worth 1 gold coin scores 10, 10 silver coins score 10; limited gifts such as the Star score ×1.2. On equal points, whoever reached the score first ranks higher.',
        'The top 10 of each board receive the rewards in its table: first on the Chang’e board wins 18,000 coins and a Swan ride for 30 days, first on the Hou Yi board 18,000 coins and a Rocket ride for 30 days. Rewards are credited automatically when the event ends.',
        'Minors may not take part. Points gained by manipulation are void and their rewards are taken back.',
      ],
      labels: labels({ boards: ['Chang’e board', 'Hou Yi board'], tabs: ['Boards', 'Rewards', 'Rules'] }),
    },
    ja: {
      title: '2024 中秋・満月の宴',
      tagline: '満月の夜に灯籠をともし、あなたの嫦娥と后羿にエールを',
      rules: [
        '開催期間：2024年9月15日 0:00～9月17日 24:00（中国標準時）。',
        '嫦娥ランキング：女性配信者が受け取ったギフトのポイントで順位が決まります。后羿ランキング：男性ユーザーが贈ったギフトのポイントで順位が決まります。',
        'ポイント：1ゴールドコインのギフトで10ポイント、シルバーコイン10枚で10ポイント。スターなどの限定ギフトは1.2倍。同点の場合は先にそのポイントに到達した方が上位です。',
        '各ランキングの上位10名には報酬表の報酬が贈られます。嫦娥ランキング1位は18,000コインとスワン（乗り物）30日間、后羿ランキング1位は18,000コインとロケット（乗り物）30日間。報酬は期間終了後に自動で付与されます。',
        '未成年の方は参加できません。不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({ boards: ['嫦娥ランキング', '后羿ランキング'], tabs: ['ランキング', '報酬', 'ルール'] }),
    },
    ko: {
      title: '2024 추석 · 보름달 축제',
      tagline: '보름달 아래 등불을 밝히고 나의 항아와 후예를 응원하세요',
      rules: [
        '기간: 2024년 9월 15일 0:00 ~ 9월 17일 24:00(중국 표준시).',
        '항아 랭킹: 여성 호스트가 받은 선물의 포인트로 순위를 정합니다. 후예 랭킹: 남성 사용자가 보낸 선물의 포인트로 순위를 정합니다.',
        '포인트: 골드 코인 1개 선물은 10점, 실버 코인 10개는 10점이며 별 등 한정 선물은 1.2배입니다. 동점이면 먼저 그 점수에 도달한 사람이 높은 순위입니다.',
        '각 랭킹 상위 10명에게 보상표의 보상을 드립니다. 항아 랭킹 1위는 18,000코인과 백조 탈것 30일, 후예 랭킹 1위는 18,000코인과 로켓 탈것 30일을 받습니다. 보상은 기간 종료 후 자동 지급됩니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({ boards: ['항아 랭킹', '후예 랭킹'], tabs: ['랭킹', '보상', '규칙'] }),
    },
  },
};
