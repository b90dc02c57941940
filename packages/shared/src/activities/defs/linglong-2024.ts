import type { ActivityDefinitionInput } from '../schema';

/**
 * Linglong 2024 (8–21 Jan 2024): the new-year "exquisite beauty" contest. Female hosts score the
 * gifts they receive on the Linglong board, senders on the patrons board; the top 10 of each are
 * paid when the event ends, the Linglong board's best three enter the hall of fame.
 */
const labels = (l: { boards: [string, string]; tabs: [string, string, string] }): Record<string, string> => ({
  'board.linglong': l.boards[0],
  'board.patrons': l.boards[1],
  'tab.rank': l.tabs[0],
  'tab.rewards': l.tabs[1],
  'tab.rules': l.tabs[2],
});

export const linglong2024: ActivityDefinitionInput = {
  id: 'linglong_2024',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2024-01-08', end: '2024-01-21' },
  theme: { art: 'lantern', from: '#5a0f1c', to: '#22050b', accent: '#ffc857' },
  boards: [
    {
      id: 'linglong',
      owner: 'receiver',
      gender: 'female',
      points: 'rank',
      limited_tenths: 12,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 26_000 },
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
            { kind: 'currency', amount: 8_800 },
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 2_600 },
            { kind: 'item', item: 'bubble_heart', days: 15 },
          ],
        },
      ],
    },
    {
      id: 'patrons',
      owner: 'sender',
      points: 'rank',
      limited_tenths: 12,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 30_000 },
            { kind: 'item', item: 'vehicle_dragon', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 16_000 },
            { kind: 'item', item: 'vehicle_rocket', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 8_800 },
            { kind: 'item', item: 'vehicle_rocket', days: 15 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 2_600 },
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
          id: 'rank',
          blocks: [
            { type: 'countdown' },
            { type: 'gift_wall', gifts: ['heart', 'bouquet', 'kiss', 'star'] },
            { type: 'leaderboard', board: 'linglong', top: 20 },
            { type: 'leaderboard', board: 'patrons', top: 20 },
          ],
        },
        {
          id: 'rewards',
          blocks: [
            { type: 'reward_table', board: 'linglong' },
            { type: 'reward_table', board: 'patrons' },
            { type: 'hall_of_fame', board: 'linglong', top: 3 },
          ],
        },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [{ path: '/h5/nicelinglong202401', section: 'other', name: 'linglong_2024', view: 'main' }],
  text: {
    'zh-CN': {
      title: '2024 玲珑佳人·新年盛典',
      tagline: '新年第一场盛典：为心仪的玲珑佳人送上祝福，守护榜上见真情',
      rules: [
        '活动时间：2024年1月8日 0:00 至 1月21日 24:00（北京时间）。',
        '积分：1 金币 = 10 分，10 银币 = 10 分，限定礼物（如星星）×1.2。女主播收到的礼物计入玲珑佳人榜，用户送出的礼物计入守护榜。',
        '活动期间所有礼物均计分，礼物墙展示本期推荐礼物。',
        '两榜前 10 名按奖励表发放奖励，活动结束后自动到账；玲珑佳人榜前 3 名将载入名人堂。同分时先达到该分数者排名靠前。',
        '未成年人不得参加活动。如发现刷分、恶意充值退款等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({ boards: ['玲珑佳人榜', '守护榜'], tabs: ['榜单', '奖励', '规则'] }),
    },
    'zh-TW': {
      title: '2024 玲瓏佳人·新年盛典',
      tagline: '新年第一場盛典：為心儀的玲瓏佳人送上祝福，守護榜上見真情',
      rules: [
        '活動時間：2024年1月8日 0:00 至 1月21日 24:00（北京時間）。',
        '積分：1 金幣 = 10 分，10 銀幣 = 10 分，限定禮物（如星星）×1.2。女主播收到的禮物計入玲瓏佳人榜，用戶送出的禮物計入守護榜。',
        '活動期間所有禮物均計分，禮物牆展示本期推薦禮物。',
        '兩榜前 10 名依獎勵表發放獎勵，活動結束後自動到帳；玲瓏佳人榜前 3 名將載入名人堂。同分時先達到該分數者排名靠前。',
        '未成年人不得參加活動。如發現刷分、惡意儲值退款等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({ boards: ['玲瓏佳人榜', '守護榜'], tabs: ['榜單', '獎勵', '規則'] }),
    },
    en: {
      title: 'Linglong Beauty 2024: New Year Gala',
      tagline: 'The first gala of the year: send your wishes to your favourite Linglong beauty and show your support on the patrons board',
      rules: [
        'Runs from 8 January 2024 0:00 to 21 January 24:00 (China Standard Time).',
        'Points: 1 gold coin = 10 points, 10 silver coins = 10 points, limited gifts such as the Star ×1.2. Gifts female hosts receive score on the Linglong board; gifts users send score on the patrons board.',
        'Every gift counts during the event; the gift wall shows this event’s featured gifts.',
        'The top 10 of each board receive the rewards in the tables, credited automatically when the event ends, and the Linglong board’s top 3 enter the hall of fame. On equal points, whoever reached the score first ranks higher.',
        'Minors may not take part. Points gained by manipulation or recharges later refunded are void and their rewards are taken back.',
      ],
      labels: labels({ boards: ['Linglong beauties', 'Patrons'], tabs: ['Boards', 'Rewards', 'Rules'] }),
    },
    ja: {
      title: '2024 玲瓏美人・新春ガラ',
      tagline: '新年最初のガラ：お気に入りの玲瓏美人に祝福を贈り、サポーターランキングで想いを示そう',
      rules: [
        '開催期間：2024年1月8日 0:00～1月21日 24:00（中国標準時）。',
        'ポイント：1ゴールドコイン＝10ポイント、シルバーコイン10枚＝10ポイント、スターなどの限定ギフトは1.2倍。女性配信者が受け取ったギフトは玲瓏美人ランキングに、ユーザーが贈ったギフトはサポーターランキングに加算されます。',
        '期間中はすべてのギフトが対象です。ギフトウォールには今回のおすすめギフトを表示しています。',
        '各ランキング上位10名に報酬表の報酬をイベント終了後に自動で付与し、玲瓏美人ランキング上位3名は殿堂入りします。同点の場合は先にそのポイントに到達した方が上位です。',
        '未成年の方は参加できません。不正に得たポイントや、後で返金されたチャージは無効となり、報酬は回収されます。',
      ],
      labels: labels({ boards: ['玲瓏美人ランキング', 'サポーターランキング'], tabs: ['ランキング', '報酬', 'ルール'] }),
    },
    ko: {
      title: '2024 영롱 미인: 신년 갈라',
      tagline: '새해 첫 갈라: 마음에 드는 영롱 미인에게 축복을 보내고 서포터 랭킹에서 마음을 보여 주세요',
      rules: [
        '기간: 2024년 1월 8일 0:00 ~ 1월 21일 24:00(중국 표준시).',
        '포인트: 골드 코인 1개 = 10점, 실버 코인 10개 = 10점, 별 등 한정 선물은 1.2배. 여성 호스트가 받은 선물은 영롱 미인 랭킹에, 사용자가 보낸 선물은 서포터 랭킹에 집계됩니다.',
        '이벤트 기간에는 모든 선물이 집계되며, 선물 월에는 이번 이벤트의 추천 선물이 표시됩니다.',
        '각 랭킹 상위 10명에게 보상표의 보상이 이벤트 종료 후 자동 지급되며, 영롱 미인 랭킹 상위 3명은 명예의 전당에 오릅니다. 동점이면 먼저 그 점수에 도달한 사람이 높은 순위입니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 점수나 이후 환불된 충전은 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({ boards: ['영롱 미인 랭킹', '서포터 랭킹'], tabs: ['랭킹', '보상', '규칙'] }),
    },
  },
};
