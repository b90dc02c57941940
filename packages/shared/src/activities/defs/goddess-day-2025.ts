import type { ActivityDefinitionInput } from '../schema';

/** Women's Day 2025, 6–8 Mar: a goddess board of the gifts female users receive. */
const labels = (l: { board: string; tabs: [string, string, string] }): Record<string, string> => ({
  'board.goddess': l.board,
  'tab.board': l.tabs[0],
  'tab.rewards': l.tabs[1],
  'tab.rules': l.tabs[2],
});

export const goddessDay2025: ActivityDefinitionInput = {
  id: 'goddess_day_2025',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2025-03-06', end: '2025-03-08' },
  theme: { art: 'crown', from: '#3e0f46', to: '#15051b', accent: '#ff9fd0' },
  boards: [
    {
      id: 'goddess',
      owner: 'receiver',
      gender: 'female',
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 38_000 },
            { kind: 'item', item: 'frame_dragon', days: 30 },
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
            { kind: 'currency', amount: 8_800 },
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 3_800 },
            { kind: 'item', item: 'frame_sakura', days: 30 },
          ],
        },
        {
          from: 11,
          to: 30,
          grants: [
            { kind: 'currency', amount: 380 },
            { kind: 'item', item: 'frame_sakura', days: 7 },
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
          id: 'board',
          blocks: [
            { type: 'countdown' },
            { type: 'gift_wall', gifts: ['rose', 'bouquet', 'kiss'] },
            { type: 'leaderboard', board: 'goddess', top: 30 },
          ],
        },
        {
          id: 'rewards',
          blocks: [
            { type: 'reward_table', board: 'goddess' },
            { type: 'hall_of_fame', board: 'goddess', top: 3 },
          ],
        },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [{ path: '/h5/goddessday_2025', section: 'seasonal', name: 'goddess_day_2025', view: 'main' }],
  text: {
    'zh-CN': {
      title: '2025 女神节 · 为你加冕',
      tagline: '三月花开，致敬每一位闪闪发光的她——送上心意，为你心中的女神戴上王冠',
      rules: [
        '活动时间：2025年3月6日 0:00 至 3月8日 24:00（北京时间）。',
        '女神榜：只有女性用户上榜，按收到的所有礼物计分，礼物每价值 1 金币得 10 分，10 银币得 10 分。同分时先达到该分数者排名靠前。',
        '女神榜前 30 名按奖励表获得金币和头像框，前 3 名将载入女神名人堂。',
        '榜单奖励在活动结束后自动发放到账。',
        '未成年人不得参加活动。如发现刷分、作弊等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({ board: '女神榜', tabs: ['女神榜', '奖励', '规则'] }),
    },
    'zh-TW': {
      title: '2025 女神節 · 為你加冕',
      tagline: '三月花開，致敬每一位閃閃發光的她——送上心意，為你心中的女神戴上王冠',
      rules: [
        '活動時間：2025年3月6日 0:00 至 3月8日 24:00（北京時間）。',
        '女神榜：只有女性用戶上榜，依收到的所有禮物計分，禮物每價值 1 金幣得 10 分，10 銀幣得 10 分。同分時先達到該分數者排名靠前。',
        '女神榜前 30 名依獎勵表獲得金幣和頭像框，前 3 名將載入女神名人堂。',
        '榜單獎勵在活動結束後自動發放到帳。',
        '未成年人不得參加活動。如發現刷分、作弊等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({ board: '女神榜', tabs: ['女神榜', '獎勵', '規則'] }),
    },
    en: {
      title: 'Goddess Day 2025: Crowned by You',
      tagline: 'Flowers of March for every woman who shines: send your heart and crown the goddess you admire',
      rules: [
        'Runs from 6 March 2025 0:00 to 8 March 2025 24:00 (China Standard Time).',
        'Goddess board: only female users rank, scored on every gift they receive, 10 points per gold coin and 10 points per 10 silver coins. On equal points, whoever got there first ranks higher.',
        'The top 30 goddesses receive the coins and frames in the reward table; the top 3 enter the goddess hall of fame.',
        'Board rewards are credited automatically when the event ends.',
        'Minors may not take part. Points gained by cheating or manipulation are void and their rewards are taken back.',
      ],
      labels: labels({ board: 'Goddess board', tabs: ['Goddess board', 'Rewards', 'Rules'] }),
    },
    ja: {
      title: '2025 女神の日・あなたに王冠を',
      tagline: '3月の花を、輝くすべての彼女へ――想いを贈って、あなたの女神に王冠を',
      rules: [
        '開催期間：2025年3月6日 0:00～3月8日 24:00（中国標準時）。',
        '女神ランキング：女性ユーザーのみが対象で、受け取ったすべてのギフトを集計します。1ゴールドコインにつき10ポイント、シルバーコイン10枚で10ポイント。同点の場合は先に到達した方が上位です。',
        '女神ランキング上位30名に報酬表のコインとアイコンフレームを付与し、上位3名は女神の殿堂入りします。',
        'ランキング報酬はイベント終了後に自動で付与されます。',
        '未成年の方は参加できません。不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({ board: '女神ランキング', tabs: ['女神ランキング', '報酬', 'ルール'] }),
    },
    ko: {
      title: '2025 여신의 날 · 당신에게 왕관을',
      tagline: '빛나는 모든 그녀에게 3월의 꽃을 — 마음을 보내 당신의 여신에게 왕관을 씌워 주세요',
      rules: [
        '기간: 2025년 3월 6일 0:00 ~ 3월 8일 24:00(중국 표준시).',
        '여신 랭킹: 여성 사용자만 참가하며 받은 모든 선물로 집계합니다. 골드 코인 1개당 10점, 실버 코인 10개당 10점이며 동점이면 먼저 도달한 사람이 높은 순위입니다.',
        '여신 랭킹 상위 30명에게 보상표의 코인과 프레임을 드리며, 상위 3명은 여신 명예의 전당에 오릅니다.',
        '랭킹 보상은 이벤트 종료 후 자동 지급됩니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({ board: '여신 랭킹', tabs: ['여신 랭킹', '보상', '규칙'] }),
    },
  },
};
