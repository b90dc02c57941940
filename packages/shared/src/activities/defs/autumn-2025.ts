import type { ActivityDefinitionInput } from '../schema';

/**
 * The autumn knockout (spec 9): audition 23–25 Oct, knockout 26–27 (30 → 20), semi-final 28–29
 * (20 → 10), final 30 Oct (10 → 1). Hosts score the rank points of the gifts they receive; each
 * stage starts from zero and only the previous stage's top N take part.
 */
const stages = [
  { id: 'audition', start: '2025-10-23', end: '2025-10-25', advance: 30 },
  { id: 'knockout', start: '2025-10-26', end: '2025-10-27', advance: 20 },
  { id: 'semi', start: '2025-10-28', end: '2025-10-29', advance: 10 },
  { id: 'final', start: '2025-10-30', end: '2025-10-30', advance: 1 },
];

const labels = (l: {
  board: string;
  stages: [string, string, string, string];
  tabs: [string, string, string];
}): Record<string, string> => ({
  'board.stars': l.board,
  'stage.audition': l.stages[0],
  'stage.knockout': l.stages[1],
  'stage.semi': l.stages[2],
  'stage.final': l.stages[3],
  'tab.stage': l.tabs[0],
  'tab.rewards': l.tabs[1],
  'tab.rules': l.tabs[2],
});

export const autumn2025: ActivityDefinitionInput = {
  id: 'autumn_2025',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2025-10-23', end: '2025-10-30' },
  theme: { art: 'moon', from: '#2a1846', to: '#120a24', accent: '#f5b94a' },
  boards: [
    {
      id: 'stars',
      owner: 'receiver',
      gender: 'female',
      points: 'rank',
      limited_tenths: 12,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 52_000 },
            { kind: 'item', item: 'frame_dragon', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 30_000 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 15_000 },
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 5_200 },
            { kind: 'item', item: 'bubble_heart', days: 15 },
          ],
        },
      ],
    },
  ],
  tournament: { board: 'stars', stages },
  views: [
    {
      id: 'main',
      tabs: [
        { id: 'stage', blocks: [{ type: 'countdown' }, { type: 'tournament' }, { type: 'leaderboard', board: 'stars', top: 30 }] },
        {
          id: 'rewards',
          blocks: [
            { type: 'reward_table', board: 'stars' },
            { type: 'hall_of_fame', board: 'stars', top: 10 },
          ],
        },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [{ path: '/h5/20250930', section: 'seasonal', name: 'autumn_2025', view: 'main' }],
  text: {
    'zh-CN': {
      title: '金秋淘汰赛',
      tagline: '海选、淘汰、半决赛、决赛——四轮比拼，只为一位金秋女神',
      rules: [
        '活动时间：10月23日 0:00 至 10月30日 24:00（北京时间）。',
        '海选（10月23日–25日）：所有主播均可参加，收礼积分前 30 名晋级。',
        '淘汰赛（10月26日–27日）：30 进 20；半决赛（10月28日–29日）：20 进 10；决赛（10月30日）：10 进 1。',
        '积分：收到 1 金币礼物得 10 分，10 银币得 10 分；限定礼物 ×1.2。每一轮积分从零开始，只计晋级主播的积分。',
        '同分时先达到该分数者排名靠前。决赛前 10 名按奖励表发放奖励，奖励在决赛结束后自动到账。',
        '未成年人不得参加活动。如发现刷分等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({ board: '女神榜', stages: ['海选', '淘汰赛', '半决赛', '决赛'], tabs: ['赛程', '奖励', '规则'] }),
    },
    'zh-TW': {
      title: '金秋淘汰賽',
      tagline: '海選、淘汰、半決賽、決賽——四輪比拼，只為一位金秋女神',
      rules: [
        '活動時間：10月23日 0:00 至 10月30日 24:00（北京時間）。',
        '海選（10月23日–25日）：所有主播均可參加，收禮積分前 30 名晉級。',
        '淘汰賽（10月26日–27日）：30 進 20；半決賽（10月28日–29日）：20 進 10；決賽（10月30日）：10 進 1。',
        '積分：收到 1 金幣禮物得 10 分，10 銀幣得 10 分；限定禮物 ×1.2。每一輪積分從零開始，只計晉級主播的積分。',
        '同分時先達到該分數者排名靠前。決賽前 10 名依獎勵表發放獎勵，獎勵在決賽結束後自動到帳。',
        '未成年人不得參加活動。如發現刷分等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({ board: '女神榜', stages: ['海選', '淘汰賽', '半決賽', '決賽'], tabs: ['賽程', '獎勵', '規則'] }),
    },
    en: {
      title: 'Autumn Knockout',
      tagline: 'Audition, knockout, semi-final, final: four rounds to crown one autumn goddess',
      rules: [
        'Runs from 23 October 0:00 to 30 October 24:00 (China Standard Time).',
        'Audition (23–25 Oct): every host takes part; the top 30 by gift points go through.',
        'Knockout (26–27 Oct): 30 to 20. Semi-final (28–29 Oct): 20 to 10. Final (30 Oct): 10 to 1.',
        'Points: a gift worth 1 gold coin scores 10, 10 silver coins score 10; limited gifts ×1.2. Each round starts from zero and only the hosts who went through score.',
        'On equal points, whoever reached the score first ranks higher. The final top 10 receive the rewards in the table, credited automatically when the final ends.',
        'Minors may not take part. Points gained by manipulation are void and their rewards are taken back.',
      ],
      labels: labels({
        board: 'Goddess board',
        stages: ['Audition', 'Knockout', 'Semi-final', 'Final'],
        tabs: ['Stages', 'Rewards', 'Rules'],
      }),
    },
    ja: {
      title: '秋のノックアウト杯',
      tagline: '予選・ノックアウト・準決勝・決勝――4ラウンドで秋の女神が決まる',
      rules: [
        '開催期間：10月23日 0:00～10月30日 24:00（中国標準時）。',
        '予選（10月23日～25日）：すべての配信者が参加でき、ギフトポイント上位30名が進出します。',
        'ノックアウト（10月26日～27日）：30名→20名。準決勝（10月28日～29日）：20名→10名。決勝（10月30日）：10名→1名。',
        'ポイント：1ゴールドコインのギフトで10ポイント、シルバーコイン10枚で10ポイント。限定ギフトは1.2倍。各ラウンドはゼロから始まり、進出した配信者のみがポイントを獲得します。',
        '同点の場合は先にそのポイントに到達した方が上位です。決勝の上位10名には報酬表の報酬が、決勝終了後に自動で付与されます。',
        '未成年の方は参加できません。不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({ board: '女神ランキング', stages: ['予選', 'ノックアウト', '準決勝', '決勝'], tabs: ['日程', '報酬', 'ルール'] }),
    },
    ko: {
      title: '가을 녹아웃',
      tagline: '예선, 녹아웃, 준결승, 결승 — 네 라운드로 가을 여신을 가립니다',
      rules: [
        '기간: 10월 23일 0:00 ~ 10월 30일 24:00(중국 표준시).',
        '예선(10월 23~25일): 모든 호스트가 참가하며 선물 포인트 상위 30명이 진출합니다.',
        '녹아웃(10월 26~27일): 30명 → 20명. 준결승(10월 28~29일): 20명 → 10명. 결승(10월 30일): 10명 → 1명.',
        '포인트: 골드 코인 1개 선물은 10점, 실버 코인 10개는 10점, 한정 선물은 1.2배입니다. 라운드마다 0점에서 시작하며 진출한 호스트만 점수를 얻습니다.',
        '동점이면 먼저 그 점수에 도달한 사람이 높은 순위입니다. 결승 상위 10명에게는 보상표의 보상이 결승 종료 후 자동 지급됩니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({ board: '여신 랭킹', stages: ['예선', '녹아웃', '준결승', '결승'], tabs: ['일정', '보상', '규칙'] }),
    },
  },
};

/** The same knockout for the Japan market, on Tokyo time, shown in Japanese (/h5/jp/20250930). */
export const autumn2025Jp: ActivityDefinitionInput = {
  ...autumn2025,
  id: 'autumn_2025_jp',
  region: 'japan',
  routes: [{ path: '/h5/jp/20250930', section: 'seasonal', name: 'autumn_2025_jp', view: 'main' }],
  text: Object.fromEntries(
    Object.entries(autumn2025.text).map(([locale, t]) => [
      locale,
      {
        ...t,
        rules: t.rules.map((r) =>
          r
            .replace('（北京时间）', '（东京时间）')
            .replace('（北京時間）', '（東京時間）')
            .replace('China Standard Time', 'Japan Standard Time')
            .replace('中国標準時', '日本時間')
            .replace('중국 표준시', '일본 표준시'),
        ),
      },
    ]),
  ) as ActivityDefinitionInput['text'],
};
