import type { ActivityDefinitionInput } from '../schema';

/**
 * Chinese New Year 2025 (Year of the Snake), 28 Jan–4 Feb: a fortune board (gifts sent) and a
 * blessing board (gifts received), the lucky wheel, and a candy page of new-year tasks.
 */
const labels = (l: {
  boards: [string, string];
  tasks: [string, string, string];
  tabs: [string, string, string];
}): Record<string, string> => ({
  'board.fortune': l.boards[0],
  'board.blessing': l.boards[1],
  'task.wheel_10': l.tasks[0],
  'task.recharge_888': l.tasks[1],
  'task.gift_1888': l.tasks[2],
  'tab.boards': l.tabs[0],
  'tab.wheel': l.tabs[1],
  'tab.rules': l.tabs[2],
});

export const springFestival2025: ActivityDefinitionInput = {
  id: 'spring_festival_2025',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2025-01-28', end: '2025-02-04' },
  theme: { art: 'lantern', from: '#6b0d0d', to: '#2a0404', accent: '#ffd34d' },
  boards: [
    {
      id: 'fortune',
      owner: 'sender',
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 58_888 },
            { kind: 'item', item: 'vehicle_dragon', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 28_888 },
            { kind: 'item', item: 'vehicle_dragon', days: 15 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 16_888 },
            { kind: 'item', item: 'frame_dragon', days: 30 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 6_888 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 11,
          to: 20,
          grants: [
            { kind: 'currency', amount: 1_888 },
            { kind: 'item', item: 'frame_gold', days: 7 },
          ],
        },
      ],
    },
    {
      id: 'blessing',
      owner: 'receiver',
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 38_888 },
            { kind: 'item', item: 'frame_dragon', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 18_888 },
            { kind: 'item', item: 'frame_dragon', days: 15 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 8_888 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 3_888 },
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
        {
          from: 11,
          to: 20,
          grants: [
            { kind: 'currency', amount: 888 },
            { kind: 'item', item: 'frame_sakura', days: 7 },
          ],
        },
      ],
    },
  ],
  tasks: [
    { id: 'wheel_10', metric: 'draws', goal: 10, grants: [{ kind: 'asset', asset: 'medal_fragment', amount: 10 }] },
    { id: 'recharge_888', metric: 'recharge', goal: 888, grants: [{ kind: 'currency', amount: 88 }] },
    {
      id: 'gift_1888',
      metric: 'gift_coins',
      goal: 1_888,
      grants: [
        { kind: 'currency', amount: 188 },
        { kind: 'asset', asset: 'scratch_ticket', amount: 1 },
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
            { type: 'leaderboard', board: 'fortune', top: 20 },
            { type: 'leaderboard', board: 'blessing', top: 20 },
          ],
        },
        { id: 'wheel', blocks: [{ type: 'lottery', game: 'lucky_wheel', path: '/h5/luckywheel' }] },
        {
          id: 'rules',
          blocks: [{ type: 'rules' }, { type: 'reward_table', board: 'fortune' }, { type: 'reward_table', board: 'blessing' }],
        },
      ],
    },
    { id: 'candy', tabs: [{ id: 'candy', blocks: [{ type: 'countdown' }, { type: 'tasks' }] }] },
  ],
  routes: [
    { path: '/h5/spring_festival25', section: 'seasonal', name: 'spring_festival_2025', view: 'main' },
    { path: '/h5/spring_festival25_candy', section: 'seasonal', name: 'spring_festival_2025_candy', view: 'candy' },
  ],
  text: {
    'zh-CN': {
      title: '蛇年春节 · 灯火迎新春',
      tagline: '红灯高挂，金蛇贺岁——送祝福、转好运，和大家一起热热闹闹过大年',
      rules: [
        '活动时间：2025年1月28日（除夕）0:00 至 2月4日 24:00（北京时间）。',
        '财神榜按送出的礼物计分，福星榜按收到的礼物计分：礼物每价值 1 金币得 10 分，10 银币得 10 分。同分时先达到该分数者排名靠前。',
        '两个榜单各前 20 名按奖励表获得金币、座驾或头像框，在活动结束后自动发放到账。',
        '新春任务：活动期间转动幸运转盘 10 次可领 10 个勋章碎片；累计充值 888 金币可领 88 金币；送礼满 1,888 金币可领 188 金币和 1 张刮刮卡。任务奖励需在活动结束前手动领取。',
        '幸运转盘的奖品和概率以转盘页面公示为准。',
        '未成年人不得参加活动，请理性消费。如发现刷分、作弊等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({
        boards: ['财神榜', '福星榜'],
        tasks: ['幸运转盘 10 次', '累计充值 888 金币', '送礼满 1,888 金币'],
        tabs: ['榜单', '幸运转盘', '规则'],
      }),
    },
    'zh-TW': {
      title: '蛇年春節 · 燈火迎新春',
      tagline: '紅燈高掛，金蛇賀歲——送祝福、轉好運，和大家一起熱熱鬧鬧過大年',
      rules: [
        '活動時間：2025年1月28日（除夕）0:00 至 2月4日 24:00（北京時間）。',
        '財神榜依送出的禮物計分，福星榜依收到的禮物計分：禮物每價值 1 金幣得 10 分，10 銀幣得 10 分。同分時先達到該分數者排名靠前。',
        '兩個榜單各前 20 名依獎勵表獲得金幣、座駕或頭像框，在活動結束後自動發放到帳。',
        '新春任務：活動期間轉動幸運轉盤 10 次可領 10 個勳章碎片；累計儲值 888 金幣可領 88 金幣；送禮滿 1,888 金幣可領 188 金幣和 1 張刮刮卡。任務獎勵需在活動結束前手動領取。',
        '幸運轉盤的獎品和機率以轉盤頁面公示為準。',
        '未成年人不得參加活動，請理性消費。如發現刷分、作弊等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({
        boards: ['財神榜', '福星榜'],
        tasks: ['幸運轉盤 10 次', '累計儲值 888 金幣', '送禮滿 1,888 金幣'],
        tabs: ['榜單', '幸運轉盤', '規則'],
      }),
    },
    en: {
      title: 'Spring Festival 2025: Lanterns for the Snake Year',
      tagline: 'Red lanterns up, golden snake in: send blessings, spin for luck and celebrate the new year together',
      rules: [
        "Runs from 28 January 2025 (New Year's Eve) 0:00 to 4 February 2025 24:00 (China Standard Time).",
        'The Fortune board scores gifts sent, the Blessing board gifts received: 10 points per gold coin, 10 points per 10 silver coins. On equal points, whoever got there first ranks higher.',
        'The top 20 of each board receive the coins, vehicles or frames in the reward table, credited automatically when the event ends.',
        'New-year tasks: spin the Lucky Wheel 10 times to claim 10 medal fragments; recharge 888 coins to claim 88 coins; spend 1,888 coins on gifts to claim 188 coins and a scratch ticket. Claim task rewards yourself before the event ends.',
        "The Lucky Wheel's prizes and odds are those shown on the wheel's page.",
        'Minors may not take part; please spend responsibly. Points gained by cheating or manipulation are void and their rewards are taken back.',
      ],
      labels: labels({
        boards: ['Fortune board', 'Blessing board'],
        tasks: ['Spin the Lucky Wheel 10 times', 'Recharge 888 coins', 'Spend 1,888 coins on gifts'],
        tabs: ['Boards', 'Lucky Wheel', 'Rules'],
      }),
    },
    ja: {
      title: '2025 春節・ランタンで迎える巳年',
      tagline: '赤いランタンと金の蛇が新年をお祝い――祝福を贈り、運試しをして、みんなでにぎやかに新年を迎えよう',
      rules: [
        '開催期間：2025年1月28日（大晦日）0:00～2月4日 24:00（中国標準時）。',
        '財神ランキングは贈ったギフト、福星ランキングは受け取ったギフトで集計します。1ゴールドコインにつき10ポイント、シルバーコイン10枚で10ポイント。同点の場合は先に到達した方が上位です。',
        '各ランキング上位20名に報酬表のコイン、マシン、アイコンフレームを、イベント終了後に自動で付与します。',
        '新春タスク：ラッキールーレットを10回回すとメダルのかけら10個、888コインチャージすると88コイン、ギフトに1,888コイン使うと188コインとスクラッチチケット1枚を受け取れます。タスク報酬はイベント終了前にご自身で受け取ってください。',
        'ラッキールーレットの景品と確率はルーレットのページに記載のとおりです。',
        '未成年の方は参加できません。計画的にご利用ください。不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({
        boards: ['財神ランキング', '福星ランキング'],
        tasks: ['ルーレットを10回回す', '888コインチャージ', 'ギフトに1,888コイン使う'],
        tabs: ['ランキング', 'ラッキールーレット', 'ルール'],
      }),
    },
    ko: {
      title: '2025 춘절 · 등불로 맞는 뱀의 해',
      tagline: '붉은 등불과 황금 뱀이 새해를 축하해요 — 축복을 보내고 행운을 돌리며 함께 새해를 맞이하세요',
      rules: [
        '기간: 2025년 1월 28일(섣달그믐) 0:00 ~ 2월 4일 24:00(중국 표준시).',
        '재물신 랭킹은 보낸 선물, 복덩이 랭킹은 받은 선물로 집계합니다. 골드 코인 1개당 10점, 실버 코인 10개당 10점이며 동점이면 먼저 도달한 사람이 높은 순위입니다.',
        '각 랭킹 상위 20명에게 보상표의 코인, 탈것 또는 프레임이 이벤트 종료 후 자동 지급됩니다.',
        '새해 미션: 행운의 룰렛을 10번 돌리면 메달 조각 10개, 888코인을 충전하면 88코인, 선물에 1,888코인을 쓰면 188코인과 스크래치 티켓 1장을 받을 수 있습니다. 미션 보상은 이벤트 종료 전에 직접 수령해 주세요.',
        '행운의 룰렛 경품과 확률은 룰렛 페이지에 안내된 내용을 따릅니다.',
        '미성년자는 참가할 수 없으며 계획적인 이용을 부탁드립니다. 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({
        boards: ['재물신 랭킹', '복덩이 랭킹'],
        tasks: ['룰렛 10번 돌리기', '888코인 충전', '선물에 1,888코인 쓰기'],
        tabs: ['랭킹', '행운의 룰렛', '규칙'],
      }),
    },
  },
};
