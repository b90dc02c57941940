import type { ActivityDefinitionInput } from '../schema';

/**
 * Candy collection, 20 Nov–10 Dec 2026: lollipop tasks (10 / 50 / 200 sent) and a 1,000-coin gift
 * task, a daily check-in, and a board of the lollipops each user sends.
 */
const labels = (l: { board: string; tasks: [string, string, string, string]; tabs: [string, string, string] }): Record<string, string> => ({
  'board.candy_senders': l.board,
  'task.lollipop_10': l.tasks[0],
  'task.lollipop_50': l.tasks[1],
  'task.lollipop_200': l.tasks[2],
  'task.gift_1000': l.tasks[3],
  'tab.collect': l.tabs[0],
  'tab.board': l.tabs[1],
  'tab.rules': l.tabs[2],
});

export const candy: ActivityDefinitionInput = {
  id: 'candy',
  region: 'default',
  brands: ['default', 'wakoo', 'cooya'],
  window: { start: '2026-11-20', end: '2026-12-10' },
  theme: { art: 'candy', from: '#5a0f45', to: '#20061c', accent: '#ffd166' },
  boards: [
    {
      id: 'candy_senders',
      owner: 'sender',
      gifts: ['lollipop'],
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 12_000 },
            { kind: 'item', item: 'bubble_heart', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 6_000 },
            { kind: 'item', item: 'bubble_heart', days: 15 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 3_000 },
            { kind: 'item', item: 'bubble_heart', days: 7 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 800 },
            { kind: 'item', item: 'bubble_star', days: 7 },
          ],
        },
      ],
    },
  ],
  tasks: [
    { id: 'lollipop_10', metric: 'gift_count', gift: 'lollipop', goal: 10, grants: [{ kind: 'asset', asset: 'silver_coin', amount: 50 }] },
    { id: 'lollipop_50', metric: 'gift_count', gift: 'lollipop', goal: 50, grants: [{ kind: 'currency', amount: 100 }] },
    {
      id: 'lollipop_200',
      metric: 'gift_count',
      gift: 'lollipop',
      goal: 200,
      grants: [
        { kind: 'currency', amount: 500 },
        { kind: 'item', item: 'bubble_star', days: 7 },
      ],
    },
    { id: 'gift_1000', metric: 'gift_coins', goal: 1_000, grants: [{ kind: 'asset', asset: 'scratch_ticket', amount: 1 }] },
  ],
  check_in: { grants: [{ kind: 'asset', asset: 'silver_coin', amount: 10 }] },
  views: [
    {
      id: 'main',
      tabs: [
        { id: 'collect', blocks: [{ type: 'countdown' }, { type: 'check_in' }, { type: 'tasks' }] },
        {
          id: 'board',
          blocks: [
            { type: 'gift_wall', gifts: ['lollipop'] },
            { type: 'leaderboard', board: 'candy_senders', top: 20 },
            { type: 'reward_table', board: 'candy_senders' },
          ],
        },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [{ path: '/h5/candy', section: 'activities', name: 'candy', view: 'main' }],
  text: {
    'zh-CN': {
      title: '甜蜜糖果屋',
      tagline: '一根棒棒糖，一份小甜蜜——收集糖果、完成任务，做最甜的那个人',
      rules: [
        '活动时间：2026年11月20日 0:00 至 12月10日 24:00（北京时间）。',
        '糖果任务：累计送出 10 / 50 / 200 个棒棒糖，分别可领取 50 银币、100 金币、500 金币加 7 天星星气泡；累计送礼满 1,000 金币可领取 1 张刮刮卡。',
        '每日签到：活动期间每天可签到一次，获得 10 银币。任务和签到奖励需在活动结束前手动领取。',
        '糖果榜：只统计送出的棒棒糖，每价值 1 金币得 10 分（1 个棒棒糖 = 100 分），同分时先达到该分数者排名靠前。',
        '糖果榜前 10 名按奖励表获得奖励，在活动结束后自动发放到账。',
        '未成年人不得参加活动。如发现刷分、作弊等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({
        board: '糖果榜',
        tasks: ['送出 10 个棒棒糖', '送出 50 个棒棒糖', '送出 200 个棒棒糖', '送礼满 1,000 金币'],
        tabs: ['收集', '糖果榜', '规则'],
      }),
    },
    'zh-TW': {
      title: '甜蜜糖果屋',
      tagline: '一根棒棒糖，一份小甜蜜——收集糖果、完成任務，做最甜的那個人',
      rules: [
        '活動時間：2026年11月20日 0:00 至 12月10日 24:00（北京時間）。',
        '糖果任務：累計送出 10 / 50 / 200 個棒棒糖，分別可領取 50 銀幣、100 金幣、500 金幣加 7 天星星氣泡；累計送禮滿 1,000 金幣可領取 1 張刮刮卡。',
        '每日簽到：活動期間每天可簽到一次，獲得 10 銀幣。任務和簽到獎勵需在活動結束前手動領取。',
        '糖果榜：只統計送出的棒棒糖，每價值 1 金幣得 10 分（1 個棒棒糖 = 100 分），同分時先達到該分數者排名靠前。',
        '糖果榜前 10 名依獎勵表獲得獎勵，在活動結束後自動發放到帳。',
        '未成年人不得參加活動。如發現刷分、作弊等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({
        board: '糖果榜',
        tasks: ['送出 10 個棒棒糖', '送出 50 個棒棒糖', '送出 200 個棒棒糖', '送禮滿 1,000 金幣'],
        tabs: ['收集', '糖果榜', '規則'],
      }),
    },
    en: {
      title: 'Candy House',
      tagline: 'One lollipop, one little treat: collect candy, finish the tasks and be the sweetest of all',
      rules: [
        'Runs from 20 November 2026 0:00 to 10 December 2026 24:00 (China Standard Time).',
        'Candy tasks: send 10, 50 or 200 Lollipops in total to claim 50 silver coins, 100 coins, or 500 coins plus a 7-day star bubble; spend 1,000 coins on gifts to claim a scratch ticket.',
        'Daily check-in: check in once a day during the event for 10 silver coins. Claim task and check-in rewards yourself before the event ends.',
        'Candy board: only Lollipops you send count, 10 points per gold coin (one Lollipop = 100 points); on equal points, whoever got there first ranks higher.',
        'The top 10 of the Candy board receive the rewards in the table, credited automatically when the event ends.',
        'Minors may not take part. Points gained by cheating or manipulation are void and their rewards are taken back.',
      ],
      labels: labels({
        board: 'Candy board',
        tasks: ['Send 10 Lollipops', 'Send 50 Lollipops', 'Send 200 Lollipops', 'Spend 1,000 coins on gifts'],
        tabs: ['Collect', 'Candy board', 'Rules'],
      }),
    },
    ja: {
      title: 'スイートキャンディハウス',
      tagline: 'ペロペロキャンディひとつで、ちょっと甘いひととき――キャンディを集めてタスクをクリアしよう',
      rules: [
        '開催期間：2026年11月20日 0:00～12月10日 24:00（中国標準時）。',
        'キャンディタスク：ペロペロキャンディを合計10個・50個・200個贈ると、それぞれシルバーコイン50枚、100コイン、500コインと星の吹き出し7日間を受け取れます。ギフトに合計1,000コイン使うとスクラッチチケット1枚を受け取れます。',
        'デイリーチェックイン：期間中1日1回チェックインでシルバーコイン10枚。タスクとチェックインの報酬はイベント終了前にご自身で受け取ってください。',
        'キャンディランキング：贈ったペロペロキャンディのみが対象で、1ゴールドコインにつき10ポイント（キャンディ1個＝100ポイント）。同点の場合は先に到達した方が上位です。',
        'キャンディランキング上位10名には報酬表の報酬が、イベント終了後に自動で付与されます。',
        '未成年の方は参加できません。不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({
        board: 'キャンディランキング',
        tasks: ['キャンディを10個贈る', 'キャンディを50個贈る', 'キャンディを200個贈る', 'ギフトに1,000コイン使う'],
        tabs: ['コレクト', 'ランキング', 'ルール'],
      }),
    },
    ko: {
      title: '달콤 캔디 하우스',
      tagline: '막대사탕 하나에 작은 달콤함 — 캔디를 모으고 미션을 완료해 가장 달콤한 사람이 되어 보세요',
      rules: [
        '기간: 2026년 11월 20일 0:00 ~ 12월 10일 24:00(중국 표준시).',
        '캔디 미션: 막대사탕을 누적 10개, 50개, 200개 보내면 각각 실버 코인 50개, 100코인, 500코인과 7일 별 말풍선을 받을 수 있습니다. 선물에 1,000코인을 쓰면 스크래치 티켓 1장을 받을 수 있습니다.',
        '매일 출석: 기간 중 하루 한 번 출석하면 실버 코인 10개를 받습니다. 미션과 출석 보상은 이벤트 종료 전에 직접 수령해 주세요.',
        '캔디 랭킹: 보낸 막대사탕만 집계되며 골드 코인 1개당 10점(막대사탕 1개 = 100점)입니다. 동점이면 먼저 도달한 사람이 높은 순위입니다.',
        '캔디 랭킹 상위 10명에게 보상표의 보상이 이벤트 종료 후 자동 지급됩니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({
        board: '캔디 랭킹',
        tasks: ['막대사탕 10개 보내기', '막대사탕 50개 보내기', '막대사탕 200개 보내기', '선물에 1,000코인 쓰기'],
        tabs: ['모으기', '캔디 랭킹', '규칙'],
      }),
    },
  },
};
