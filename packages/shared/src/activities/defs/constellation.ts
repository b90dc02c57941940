import type { ActivityDefinitionInput } from '../schema';

/**
 * The constellation gift challenge, Sagittarius season (22 Nov – 21 Dec 2026): the board counts
 * only the season's gifts, Star (limited, ×1.2) and Heart, by their senders; four tasks on the same
 * gifts. Two pages: the challenge (/h5/constellation) and its rules page. The Japan variant is the
 * same season on Tokyo time.
 */
const labels = (l: { board: string; tasks: [string, string, string, string]; tabs: [string, string] }): Record<string, string> => ({
  'board.sagittarius': l.board,
  'task.stardust': l.tasks[0],
  'task.little_heart': l.tasks[1],
  'task.starry_heart': l.tasks[2],
  'task.guardian': l.tasks[3],
  'tab.challenge': l.tabs[0],
  'tab.rank': l.tabs[1],
});

const zhCN = labels({
  board: '射手座守护榜',
  tasks: ['星尘：送出 10 个星星', '心动：送出 5 个爱心', '星之心：送出 52 个爱心', '星座守护者：累计送礼 5200 金币'],
  tabs: ['挑战', '榜单'],
});
const zhTW = labels({
  board: '射手座守護榜',
  tasks: ['星塵：送出 10 個星星', '心動：送出 5 個愛心', '星之心：送出 52 個愛心', '星座守護者：累計送禮 5200 金幣'],
  tabs: ['挑戰', '榜單'],
});
const en = labels({
  board: 'Sagittarius guardians',
  tasks: ['Stardust: send 10 stars', 'Little heart: send 5 hearts', 'Starry heart: send 52 hearts', 'Guardian: send 5,200 coins of gifts'],
  tabs: ['Challenge', 'Board'],
});
const ja = labels({
  board: '射手座ガーディアンランキング',
  tasks: [
    'スターダスト：スターを10個贈る',
    'ときめき：ハートを5個贈る',
    '星のハート：ハートを52個贈る',
    '星座ガーディアン：ギフト累計5,200コイン',
  ],
  tabs: ['チャレンジ', 'ランキング'],
});
const ko = labels({
  board: '궁수자리 수호자 랭킹',
  tasks: ['별가루: 별 10개 보내기', '설렘: 하트 5개 보내기', '별의 하트: 하트 52개 보내기', '별자리 수호자: 선물 누적 5,200코인'],
  tabs: ['챌린지', '랭킹'],
});

export const constellation: ActivityDefinitionInput = {
  id: 'constellation',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2026-11-22', end: '2026-12-21' },
  theme: { art: 'zodiac', from: '#1c1450', to: '#080422', accent: '#c2adff' },
  boards: [
    {
      id: 'sagittarius',
      owner: 'sender',
      gifts: ['star', 'heart'],
      points: 'rank',
      limited_tenths: 12,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 20_000 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 12_000 },
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 8_000 },
            { kind: 'item', item: 'bubble_star', days: 30 },
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
    { id: 'stardust', metric: 'gift_count', gift: 'star', goal: 10, grants: [{ kind: 'asset', asset: 'silver_coin', amount: 100 }] },
    { id: 'little_heart', metric: 'gift_count', gift: 'heart', goal: 5, grants: [{ kind: 'asset', asset: 'medal_fragment', amount: 5 }] },
    {
      id: 'starry_heart',
      metric: 'gift_count',
      gift: 'heart',
      goal: 52,
      grants: [
        { kind: 'currency', amount: 520 },
        { kind: 'item', item: 'bubble_star', days: 7 },
      ],
    },
    {
      id: 'guardian',
      metric: 'gift_coins',
      goal: 5_200,
      grants: [
        { kind: 'currency', amount: 800 },
        { kind: 'item', item: 'frame_gold', days: 7 },
      ],
    },
  ],
  views: [
    {
      id: 'main',
      tabs: [
        { id: 'challenge', blocks: [{ type: 'countdown' }, { type: 'gift_wall', gifts: ['star', 'heart'] }, { type: 'tasks' }] },
        {
          id: 'rank',
          blocks: [
            { type: 'leaderboard', board: 'sagittarius', top: 20 },
            { type: 'reward_table', board: 'sagittarius' },
          ],
        },
      ],
    },
    {
      id: 'rule',
      tabs: [{ id: 'rule', blocks: [{ type: 'rules' }, { type: 'reward_table', board: 'sagittarius' }] }],
    },
  ],
  routes: [
    { path: '/h5/constellation', section: 'constellation', name: 'constellation', view: 'main' },
    { path: '/h5/constellation/challenge/rule', section: 'constellation', name: 'constellation_rule', view: 'rule' },
  ],
  text: {
    'zh-CN': {
      title: '射手座季·星座礼物挑战',
      tagline: '射手座的星空已经点亮：送出星星与爱心，完成星座任务，成为本季的星座守护者',
      rules: [
        '活动时间：2026年11月22日 0:00 至 12月21日 24:00（北京时间），对应射手座季。',
        '本季星座礼物：星星（银币礼物，限定礼物积分 ×1.2）和爱心。只有这两种礼物计入射手座守护榜。',
        '积分：1 金币 = 10 分，10 银币 = 10 分，限定礼物 ×1.2。即每个星星 60 分，每个爱心 520 分。',
        '任务：星尘——送出 10 个星星，得 100 银币；心动——送出 5 个爱心，得 5 个勋章碎片；星之心——送出 52 个爱心，得 520 金币和星光气泡 7 天；星座守护者——活动期间累计送礼 5200 金币（任意礼物），得 800 金币和金色头像框 7 天。每个任务的奖励只能领取一次，需在活动结束前自行领取。',
        '守护榜前 10 名按奖励表发放奖励，活动结束后自动到账。同分时先达到该分数者排名靠前。',
        '未成年人不得参加活动。如发现刷分、恶意充值退款等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: zhCN,
    },
    'zh-TW': {
      title: '射手座季·星座禮物挑戰',
      tagline: '射手座的星空已經點亮：送出星星與愛心，完成星座任務，成為本季的星座守護者',
      rules: [
        '活動時間：2026年11月22日 0:00 至 12月21日 24:00（北京時間），對應射手座季。',
        '本季星座禮物：星星（銀幣禮物，限定禮物積分 ×1.2）和愛心。只有這兩種禮物計入射手座守護榜。',
        '積分：1 金幣 = 10 分，10 銀幣 = 10 分，限定禮物 ×1.2。即每個星星 60 分，每個愛心 520 分。',
        '任務：星塵——送出 10 個星星，得 100 銀幣；心動——送出 5 個愛心，得 5 個勳章碎片；星之心——送出 52 個愛心，得 520 金幣和星光氣泡 7 天；星座守護者——活動期間累計送禮 5200 金幣（任意禮物），得 800 金幣和金色頭像框 7 天。每個任務的獎勵只能領取一次，需在活動結束前自行領取。',
        '守護榜前 10 名依獎勵表發放獎勵，活動結束後自動到帳。同分時先達到該分數者排名靠前。',
        '未成年人不得參加活動。如發現刷分、惡意儲值退款等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: zhTW,
    },
    en: {
      title: 'Sagittarius Season: Constellation Gift Challenge',
      tagline: 'The Sagittarius sky is lit: send stars and hearts, finish the zodiac tasks and become this season’s guardian',
      rules: [
        'Runs from 22 November 2026 0:00 to 21 December 24:00 (China Standard Time), the Sagittarius season.',
        'This season’s gifts: Star (a silver-coin gift, limited, ×1.2) and Heart. Only these two gifts count on the Sagittarius guardians board.',
        'Points: 1 gold coin = 10 points, 10 silver coins = 10 points, limited gifts ×1.2, so each Star scores 60 and each Heart 520.',
        'Tasks: Stardust, send 10 stars for 100 silver coins; Little heart, send 5 hearts for 5 medal fragments; Starry heart, send 52 hearts for 520 gold coins and a 7-day star bubble; Guardian, send 5,200 gold coins of any gifts during the event for 800 gold coins and a 7-day gold frame. Each task’s reward can be claimed once; claim it yourself before the event ends.',
        'The top 10 of the board receive the rewards in the table, credited automatically when the event ends. On equal points, whoever reached the score first ranks higher.',
        'Minors may not take part. Points gained by manipulation or recharges later refunded are void and their rewards are taken back.',
      ],
      labels: en,
    },
    ja: {
      title: '射手座シーズン・星座ギフトチャレンジ',
      tagline: '射手座の星空が輝きはじめた。スターとハートを贈り、星座タスクをクリアして今シーズンのガーディアンに',
      rules: [
        '開催期間：2026年11月22日 0:00～12月21日 24:00（中国標準時）、射手座シーズンです。',
        '今シーズンの星座ギフト：スター（シルバーコインの限定ギフト、1.2倍）とハート。射手座ガーディアンランキングにはこの2種類のみが加算されます。',
        'ポイント：1ゴールドコイン＝10ポイント、シルバーコイン10枚＝10ポイント、限定ギフトは1.2倍。スター1個で60ポイント、ハート1個で520ポイントです。',
        'タスク：スターダスト＝スターを10個贈るとシルバーコイン100枚、ときめき＝ハートを5個贈るとメダルのかけら5個、星のハート＝ハートを52個贈ると520ゴールドコインとスター吹き出し7日間、星座ガーディアン＝期間中にギフト（種類問わず）累計5,200ゴールドコインで800ゴールドコインとゴールドフレーム7日間。各タスクの報酬は1回のみで、イベント終了までにご自身で受け取ってください。',
        'ランキング上位10名に報酬表の報酬を、イベント終了後に自動で付与します。同点の場合は先にそのポイントに到達した方が上位です。',
        '未成年の方は参加できません。不正に得たポイントや、後で返金されたチャージは無効となり、報酬は回収されます。',
      ],
      labels: ja,
    },
    ko: {
      title: '궁수자리 시즌: 별자리 선물 챌린지',
      tagline: '궁수자리 밤하늘이 밝았습니다. 별과 하트를 보내고 별자리 미션을 완료해 이번 시즌의 수호자가 되세요',
      rules: [
        '기간: 2026년 11월 22일 0:00 ~ 12월 21일 24:00(중국 표준시), 궁수자리 시즌입니다.',
        '이번 시즌 별자리 선물: 별(실버 코인 한정 선물, 1.2배)과 하트. 궁수자리 수호자 랭킹에는 이 두 선물만 집계됩니다.',
        '포인트: 골드 코인 1개 = 10점, 실버 코인 10개 = 10점, 한정 선물은 1.2배이므로 별 1개는 60점, 하트 1개는 520점입니다.',
        '미션: 별가루 — 별 10개를 보내면 실버 코인 100개, 설렘 — 하트 5개를 보내면 메달 조각 5개, 별의 하트 — 하트 52개를 보내면 520골드 코인과 별 말풍선 7일, 별자리 수호자 — 기간 중 선물(종류 무관) 누적 5,200골드 코인이면 800골드 코인과 골드 프레임 7일. 각 미션 보상은 한 번만 받을 수 있으며 이벤트 종료 전에 직접 수령해야 합니다.',
        '랭킹 상위 10명에게 보상표의 보상이 이벤트 종료 후 자동 지급됩니다. 동점이면 먼저 그 점수에 도달한 사람이 높은 순위입니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 점수나 이후 환불된 충전은 무효이며 보상은 회수됩니다.',
      ],
      labels: ko,
    },
  },
};

/** The same season for the Japan market: Tokyo time, its own routes, Japanese first. */
export const constellationJp: ActivityDefinitionInput = {
  ...constellation,
  id: 'constellation_jp',
  region: 'japan',
  routes: [
    { path: '/h5/jp/constellation', section: 'constellation', name: 'constellation_jp', view: 'main' },
    { path: '/h5/jp/constellation/challenge/rule', section: 'constellation', name: 'constellation_rule_jp', view: 'rule' },
  ],
  text: {
    ja: {
      title: '射手座シーズン・星座ギフトチャレンジ',
      tagline: '射手座の星空が輝きはじめた。スターとハートを贈り、星座タスクをクリアして今シーズンのガーディアンに',
      rules: [
        '開催期間：2026年11月22日 0:00～12月21日 24:00（日本時間）、射手座シーズンです。',
        '今シーズンの星座ギフト：スター（シルバーコインの限定ギフト、1.2倍）とハート。射手座ガーディアンランキングにはこの2種類のみが加算されます。',
        'ポイント：1ゴールドコイン＝10ポイント、シルバーコイン10枚＝10ポイント、限定ギフトは1.2倍。スター1個で60ポイント、ハート1個で520ポイントです。',
        'タスク：スターダスト＝スターを10個贈るとシルバーコイン100枚、ときめき＝ハートを5個贈るとメダルのかけら5個、星のハート＝ハートを52個贈ると520ゴールドコインとスター吹き出し7日間、星座ガーディアン＝期間中にギフト（種類問わず）累計5,200ゴールドコインで800ゴールドコインとゴールドフレーム7日間。各タスクの報酬は1回のみで、イベント終了までにご自身で受け取ってください。',
        'ランキング上位10名に報酬表の報酬を、イベント終了後に自動で付与します。同点の場合は先にそのポイントに到達した方が上位です。',
        '未成年の方は参加できません。不正に得たポイントや、後で返金されたチャージは無効となり、報酬は回収されます。',
      ],
      labels: ja,
    },
    en: {
      title: 'Sagittarius Season: Constellation Gift Challenge',
      tagline: 'The Sagittarius sky is lit: send stars and hearts, finish the zodiac tasks and become this season’s guardian',
      rules: [
        'Runs from 22 November 2026 0:00 to 21 December 24:00 (Japan Standard Time), the Sagittarius season.',
        'This season’s gifts: Star (a silver-coin gift, limited, ×1.2) and Heart. Only these two gifts count on the Sagittarius guardians board.',
        'Points: 1 gold coin = 10 points, 10 silver coins = 10 points, limited gifts ×1.2, so each Star scores 60 and each Heart 520.',
        'Tasks: Stardust, send 10 stars for 100 silver coins; Little heart, send 5 hearts for 5 medal fragments; Starry heart, send 52 hearts for 520 gold coins and a 7-day star bubble; Guardian, send 5,200 gold coins of any gifts during the event for 800 gold coins and a 7-day gold frame. Each task’s reward can be claimed once; claim it yourself before the event ends.',
        'The top 10 of the board receive the rewards in the table, credited automatically when the event ends. On equal points, whoever reached the score first ranks higher.',
        'Minors may not take part. Points gained by manipulation or recharges later refunded are void and their rewards are taken back.',
      ],
      labels: en,
    },
    'zh-CN': {
      title: '射手座季·星座礼物挑战',
      tagline: '射手座的星空已经点亮：送出星星与爱心，完成星座任务，成为本季的星座守护者',
      rules: [
        '活动时间：2026年11月22日 0:00 至 12月21日 24:00（东京时间），对应射手座季。',
        '本季星座礼物：星星（银币礼物，限定礼物积分 ×1.2）和爱心。只有这两种礼物计入射手座守护榜。',
        '积分：1 金币 = 10 分，10 银币 = 10 分，限定礼物 ×1.2。即每个星星 60 分，每个爱心 520 分。',
        '任务：星尘——送出 10 个星星，得 100 银币；心动——送出 5 个爱心，得 5 个勋章碎片；星之心——送出 52 个爱心，得 520 金币和星光气泡 7 天；星座守护者——活动期间累计送礼 5200 金币（任意礼物），得 800 金币和金色头像框 7 天。每个任务的奖励只能领取一次，需在活动结束前自行领取。',
        '守护榜前 10 名按奖励表发放奖励，活动结束后自动到账。同分时先达到该分数者排名靠前。',
        '未成年人不得参加活动。如发现刷分、恶意充值退款等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: zhCN,
    },
    'zh-TW': {
      title: '射手座季·星座禮物挑戰',
      tagline: '射手座的星空已經點亮：送出星星與愛心，完成星座任務，成為本季的星座守護者',
      rules: [
        '活動時間：2026年11月22日 0:00 至 12月21日 24:00（東京時間），對應射手座季。',
        '本季星座禮物：星星（銀幣禮物，限定禮物積分 ×1.2）和愛心。只有這兩種禮物計入射手座守護榜。',
        '積分：1 金幣 = 10 分，10 銀幣 = 10 分，限定禮物 ×1.2。即每個星星 60 分，每個愛心 520 分。',
        '任務：星塵——送出 10 個星星，得 100 銀幣；心動——送出 5 個愛心，得 5 個勳章碎片；星之心——送出 52 個愛心，得 520 金幣和星光氣泡 7 天；星座守護者——活動期間累計送禮 5200 金幣（任意禮物），得 800 金幣和金色頭像框 7 天。每個任務的獎勵只能領取一次，需在活動結束前自行領取。',
        '守護榜前 10 名依獎勵表發放獎勵，活動結束後自動到帳。同分時先達到該分數者排名靠前。',
        '未成年人不得參加活動。如發現刷分、惡意儲值退款等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: zhTW,
    },
    ko: {
      title: '궁수자리 시즌: 별자리 선물 챌린지',
      tagline: '궁수자리 밤하늘이 밝았습니다. 별과 하트를 보내고 별자리 미션을 완료해 이번 시즌의 수호자가 되세요',
      rules: [
        '기간: 2026년 11월 22일 0:00 ~ 12월 21일 24:00(일본 표준시), 궁수자리 시즌입니다.',
        '이번 시즌 별자리 선물: 별(실버 코인 한정 선물, 1.2배)과 하트. 궁수자리 수호자 랭킹에는 이 두 선물만 집계됩니다.',
        '포인트: 골드 코인 1개 = 10점, 실버 코인 10개 = 10점, 한정 선물은 1.2배이므로 별 1개는 60점, 하트 1개는 520점입니다.',
        '미션: 별가루 — 별 10개를 보내면 실버 코인 100개, 설렘 — 하트 5개를 보내면 메달 조각 5개, 별의 하트 — 하트 52개를 보내면 520골드 코인과 별 말풍선 7일, 별자리 수호자 — 기간 중 선물(종류 무관) 누적 5,200골드 코인이면 800골드 코인과 골드 프레임 7일. 각 미션 보상은 한 번만 받을 수 있으며 이벤트 종료 전에 직접 수령해야 합니다.',
        '랭킹 상위 10명에게 보상표의 보상이 이벤트 종료 후 자동 지급됩니다. 동점이면 먼저 그 점수에 도달한 사람이 높은 순위입니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 점수나 이후 환불된 충전은 무효이며 보상은 회수됩니다.',
      ],
      labels: ko,
    },
  },
};
