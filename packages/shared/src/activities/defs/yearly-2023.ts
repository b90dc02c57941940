import type { ActivityDefinitionInput } from '../schema';

/**
 * The 2023 yearly ranking (1–31 Dec 2023): one event, two pages. /h5/yearly_rank_2023 shows the
 * top 50 of the sender (tycoon) and receiver (idol) boards; /h5/yearly_reward_2023 shows the
 * reward tables, the hall of fame and the rules. The top 50 of each board are paid.
 */
const labels = (l: { boards: [string, string]; tabs: [string, string, string] }): Record<string, string> => ({
  'board.tycoons': l.boards[0],
  'board.idols': l.boards[1],
  'tab.rewards': l.tabs[0],
  'tab.fame': l.tabs[1],
  'tab.rules': l.tabs[2],
});

export const yearly2023: ActivityDefinitionInput = {
  id: 'yearly_2023',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2023-12-01', end: '2023-12-31' },
  theme: { art: 'trophy', from: '#3a2606', to: '#140c02', accent: '#ffcf4d' },
  boards: [
    {
      id: 'tycoons',
      owner: 'sender',
      points: 'rank',
      limited_tenths: 12,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 60_000 },
            { kind: 'item', item: 'vehicle_dragon', days: 90 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 36_000 },
            { kind: 'item', item: 'vehicle_dragon', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 20_000 },
            { kind: 'item', item: 'vehicle_rocket', days: 60 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 8_000 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 11,
          to: 50,
          grants: [
            { kind: 'currency', amount: 1_000 },
            { kind: 'item', item: 'bubble_star', days: 15 },
          ],
        },
      ],
    },
    {
      id: 'idols',
      owner: 'receiver',
      points: 'rank',
      limited_tenths: 12,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 50_000 },
            { kind: 'item', item: 'frame_dragon', days: 90 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 30_000 },
            { kind: 'item', item: 'frame_dragon', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 16_000 },
            { kind: 'item', item: 'frame_gold', days: 60 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 6_000 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 11,
          to: 50,
          grants: [
            { kind: 'currency', amount: 800 },
            { kind: 'item', item: 'bubble_heart', days: 15 },
          ],
        },
      ],
    },
  ],
  views: [
    {
      id: 'rank',
      tabs: [
        {
          id: 'rank',
          blocks: [
            { type: 'countdown' },
            { type: 'leaderboard', board: 'tycoons', top: 50 },
            { type: 'leaderboard', board: 'idols', top: 50 },
          ],
        },
      ],
    },
    {
      id: 'reward',
      tabs: [
        {
          id: 'rewards',
          blocks: [
            { type: 'reward_table', board: 'tycoons' },
            { type: 'reward_table', board: 'idols' },
          ],
        },
        {
          id: 'fame',
          blocks: [
            { type: 'hall_of_fame', board: 'tycoons', top: 10 },
            { type: 'hall_of_fame', board: 'idols', top: 10 },
          ],
        },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [
    { path: '/h5/yearly_rank_2023', section: 'other', name: 'yearly_rank_2023', view: 'rank' },
    { path: '/h5/yearly_reward_2023', section: 'other', name: 'yearly_reward_2023', view: 'reward' },
  ],
  text: {
    'zh-CN': {
      title: '2023 年度盛典',
      tagline: '一年的陪伴，在十二月加冕：年度豪气榜与年度人气榜，争夺属于你的年度奖杯',
      rules: [
        '活动时间：2023年12月1日 0:00 至 12月31日 24:00（北京时间）。',
        '积分：1 金币 = 10 分，10 银币 = 10 分，限定礼物 ×1.2。送出的礼物计入年度豪气榜，收到的礼物计入年度人气榜，所有礼物均计分。',
        '两榜各展示前 50 名。同分时先达到该分数者排名靠前。',
        '奖励：两榜第 1–50 名按奖励表发放奖励，活动结束后自动到账；两榜前 10 名载入年度名人堂。',
        '未成年人不得参加活动。如发现刷分、恶意充值退款等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({ boards: ['年度豪气榜', '年度人气榜'], tabs: ['奖励', '名人堂', '规则'] }),
    },
    'zh-TW': {
      title: '2023 年度盛典',
      tagline: '一年的陪伴，在十二月加冕：年度豪氣榜與年度人氣榜，爭奪屬於你的年度獎盃',
      rules: [
        '活動時間：2023年12月1日 0:00 至 12月31日 24:00（北京時間）。',
        '積分：1 金幣 = 10 分，10 銀幣 = 10 分，限定禮物 ×1.2。送出的禮物計入年度豪氣榜，收到的禮物計入年度人氣榜，所有禮物均計分。',
        '兩榜各展示前 50 名。同分時先達到該分數者排名靠前。',
        '獎勵：兩榜第 1–50 名依獎勵表發放獎勵，活動結束後自動到帳；兩榜前 10 名載入年度名人堂。',
        '未成年人不得參加活動。如發現刷分、惡意儲值退款等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({ boards: ['年度豪氣榜', '年度人氣榜'], tabs: ['獎勵', '名人堂', '規則'] }),
    },
    en: {
      title: 'Yearly Awards 2023',
      tagline: 'A year together, crowned in December: the tycoon and idol boards of the year race for the yearly trophy',
      rules: [
        'Runs from 1 December 2023 0:00 to 31 December 24:00 (China Standard Time).',
        'Points: 1 gold coin = 10 points, 10 silver coins = 10 points, limited gifts ×1.2. Gifts you send score on the tycoon board, gifts you receive on the idol board; every gift counts.',
        'Each board shows its top 50. On equal points, whoever reached the score first ranks higher.',
        'Rewards: places 1 to 50 of each board receive the rewards in the tables, credited automatically when the event ends. The top 10 of each board enter the yearly hall of fame.',
        'Minors may not take part. Points gained by manipulation or recharges later refunded are void and their rewards are taken back.',
      ],
      labels: labels({ boards: ['Tycoons of the year', 'Idols of the year'], tabs: ['Rewards', 'Hall of fame', 'Rules'] }),
    },
    ja: {
      title: '2023 年間アワード',
      tagline: '1年間の想いを12月に戴冠。年間リッチランキングと年間人気ランキングで年間トロフィーを目指そう',
      rules: [
        '開催期間：2023年12月1日 0:00～12月31日 24:00（中国標準時）。',
        'ポイント：1ゴールドコイン＝10ポイント、シルバーコイン10枚＝10ポイント、限定ギフトは1.2倍。贈ったギフトは年間リッチランキングに、受け取ったギフトは年間人気ランキングに加算され、すべてのギフトが対象です。',
        '各ランキングは上位50名を表示します。同点の場合は先にそのポイントに到達した方が上位です。',
        '報酬：各ランキング1位～50位に報酬表の報酬を、イベント終了後に自動で付与します。各ランキング上位10名は年間殿堂入りします。',
        '未成年の方は参加できません。不正に得たポイントや、後で返金されたチャージは無効となり、報酬は回収されます。',
      ],
      labels: labels({ boards: ['年間リッチランキング', '年間人気ランキング'], tabs: ['報酬', '殿堂', 'ルール'] }),
    },
    ko: {
      title: '2023 연간 어워즈',
      tagline: '함께한 한 해를 12월에 빛내세요. 올해의 큰손 랭킹과 인기 랭킹이 연간 트로피를 두고 겨룹니다',
      rules: [
        '기간: 2023년 12월 1일 0:00 ~ 12월 31일 24:00(중국 표준시).',
        '포인트: 골드 코인 1개 = 10점, 실버 코인 10개 = 10점, 한정 선물은 1.2배. 보낸 선물은 올해의 큰손 랭킹에, 받은 선물은 올해의 인기 랭킹에 집계되며 모든 선물이 대상입니다.',
        '각 랭킹은 상위 50명을 표시합니다. 동점이면 먼저 그 점수에 도달한 사람이 높은 순위입니다.',
        '보상: 각 랭킹 1~50위에게 보상표의 보상이 이벤트 종료 후 자동 지급됩니다. 각 랭킹 상위 10명은 연간 명예의 전당에 오릅니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 점수나 이후 환불된 충전은 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({ boards: ['올해의 큰손', '올해의 인기 스타'], tabs: ['보상', '명예의 전당', '규칙'] }),
    },
  },
};
