import type { ActivityDefinitionInput } from '../schema';

/**
 * New Year 2025 countdown, 30 Dec 2024–2 Jan 2025: a sparkler board (gifts sent), a star board
 * (gifts received) and two new-year gift tasks.
 */
const labels = (l: { boards: [string, string]; tasks: [string, string]; tabs: [string, string, string] }): Record<string, string> => ({
  'board.sparklers': l.boards[0],
  'board.stars': l.boards[1],
  'task.gift_2025': l.tasks[0],
  'task.rocket_1': l.tasks[1],
  'tab.boards': l.tabs[0],
  'tab.tasks': l.tabs[1],
  'tab.rules': l.tabs[2],
});

export const newYear2025: ActivityDefinitionInput = {
  id: 'new_year_2025',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2024-12-30', end: '2025-01-02' },
  theme: { art: 'firework', from: '#10163f', to: '#05071a', accent: '#ffcf3f' },
  boards: [
    {
      id: 'sparklers',
      owner: 'sender',
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 20_250 },
            { kind: 'item', item: 'vehicle_rocket', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 12_025 },
            { kind: 'item', item: 'vehicle_rocket', days: 15 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 6_025 },
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 2_025 },
            { kind: 'item', item: 'bubble_star', days: 15 },
          ],
        },
      ],
    },
    {
      id: 'stars',
      owner: 'receiver',
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 15_000 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 8_000 },
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 4_000 },
            { kind: 'item', item: 'bubble_star', days: 30 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 1_200 },
            { kind: 'item', item: 'bubble_star', days: 15 },
          ],
        },
      ],
    },
  ],
  tasks: [
    {
      id: 'gift_2025',
      metric: 'gift_coins',
      goal: 2_025,
      grants: [
        { kind: 'currency', amount: 202 },
        { kind: 'asset', asset: 'scratch_ticket', amount: 1 },
      ],
    },
    { id: 'rocket_1', metric: 'gift_count', gift: 'rocket', goal: 1, grants: [{ kind: 'currency', amount: 1_314 }] },
  ],
  views: [
    {
      id: 'main',
      tabs: [
        {
          id: 'boards',
          blocks: [
            { type: 'countdown' },
            { type: 'gift_wall', gifts: ['rocket', 'sports_car', 'bouquet'] },
            { type: 'leaderboard', board: 'sparklers', top: 20 },
            { type: 'leaderboard', board: 'stars', top: 20 },
          ],
        },
        { id: 'tasks', blocks: [{ type: 'tasks' }] },
        {
          id: 'rules',
          blocks: [{ type: 'rules' }, { type: 'reward_table', board: 'sparklers' }, { type: 'reward_table', board: 'stars' }],
        },
      ],
    },
  ],
  routes: [{ path: '/h5/newyear2025', section: 'seasonal', name: 'new_year_2025', view: 'main' }],
  text: {
    'zh-CN': {
      title: '2025 跨年烟花夜',
      tagline: '倒数十秒，烟花升空——和大家一起告别 2024，点亮 2025 的第一束光',
      rules: [
        '活动时间：2024年12月30日 0:00 至 2025年1月2日 24:00（北京时间）。',
        '烟花榜按送出的礼物计分，跨年之星榜按收到的礼物计分：礼物每价值 1 金币得 10 分，10 银币得 10 分。同分时先达到该分数者排名靠前。',
        '两个榜单各前 10 名按奖励表获得奖励，在活动结束后自动发放到账。',
        '跨年任务：活动期间送礼满 2,025 金币，可领取 202 金币和 1 张刮刮卡；送出 1 个火箭，可领取 1,314 金币。任务奖励需在活动结束前手动领取。',
        '未成年人不得参加活动，请理性消费。如发现刷分、作弊等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({
        boards: ['烟花榜', '跨年之星榜'],
        tasks: ['送礼满 2,025 金币', '送出 1 个火箭'],
        tabs: ['榜单', '任务', '规则'],
      }),
    },
    'zh-TW': {
      title: '2025 跨年煙火夜',
      tagline: '倒數十秒，煙火升空——和大家一起告別 2024，點亮 2025 的第一束光',
      rules: [
        '活動時間：2024年12月30日 0:00 至 2025年1月2日 24:00（北京時間）。',
        '煙火榜依送出的禮物計分，跨年之星榜依收到的禮物計分：禮物每價值 1 金幣得 10 分，10 銀幣得 10 分。同分時先達到該分數者排名靠前。',
        '兩個榜單各前 10 名依獎勵表獲得獎勵，在活動結束後自動發放到帳。',
        '跨年任務：活動期間送禮滿 2,025 金幣，可領取 202 金幣和 1 張刮刮卡；送出 1 個火箭，可領取 1,314 金幣。任務獎勵需在活動結束前手動領取。',
        '未成年人不得參加活動，請理性消費。如發現刷分、作弊等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({
        boards: ['煙火榜', '跨年之星榜'],
        tasks: ['送禮滿 2,025 金幣', '送出 1 個火箭'],
        tabs: ['榜單', '任務', '規則'],
      }),
    },
    en: {
      title: "New Year's Eve 2025 Fireworks",
      tagline: 'Ten, nine, eight... fireworks up! Say goodbye to 2024 together and light the first spark of 2025',
      rules: [
        'Runs from 30 December 2024 0:00 to 2 January 2025 24:00 (China Standard Time).',
        'The Fireworks board scores gifts sent, the New Year Star board gifts received: 10 points per gold coin, 10 points per 10 silver coins. On equal points, whoever got there first ranks higher.',
        'The top 10 of each board receive the rewards in the table, credited automatically when the event ends.',
        'New-year tasks: spend 2,025 coins on gifts during the event to claim 202 coins and a scratch ticket; send a Rocket to claim 1,314 coins. Claim task rewards yourself before the event ends.',
        'Minors may not take part; please spend responsibly. Points gained by cheating or manipulation are void and their rewards are taken back.',
      ],
      labels: labels({
        boards: ['Fireworks board', 'New Year Star board'],
        tasks: ['Spend 2,025 coins on gifts', 'Send a Rocket'],
        tabs: ['Boards', 'Tasks', 'Rules'],
      }),
    },
    ja: {
      title: '2025 年越し花火ナイト',
      tagline: '10、9、8……花火が上がる！みんなで2024年にさよならして、2025年最初の光を灯そう',
      rules: [
        '開催期間：2024年12月30日 0:00～2025年1月2日 24:00（中国標準時）。',
        '花火ランキングは贈ったギフト、年越しスターランキングは受け取ったギフトで集計します。1ゴールドコインにつき10ポイント、シルバーコイン10枚で10ポイント。同点の場合は先に到達した方が上位です。',
        '各ランキング上位10名には報酬表の報酬が、イベント終了後に自動で付与されます。',
        '年越しタスク：期間中にギフトに2,025コイン使うと202コインとスクラッチチケット1枚、ロケットを1つ贈ると1,314コインを受け取れます。タスク報酬はイベント終了前にご自身で受け取ってください。',
        '未成年の方は参加できません。計画的にご利用ください。不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({
        boards: ['花火ランキング', '年越しスターランキング'],
        tasks: ['ギフトに2,025コイン使う', 'ロケットを贈る'],
        tabs: ['ランキング', 'タスク', 'ルール'],
      }),
    },
    ko: {
      title: '2025 새해 불꽃놀이',
      tagline: '10, 9, 8… 불꽃이 터져요! 함께 2024년에 작별하고 2025년의 첫 불빛을 밝혀요',
      rules: [
        '기간: 2024년 12월 30일 0:00 ~ 2025년 1월 2일 24:00(중국 표준시).',
        '불꽃 랭킹은 보낸 선물, 새해 스타 랭킹은 받은 선물로 집계합니다. 골드 코인 1개당 10점, 실버 코인 10개당 10점이며 동점이면 먼저 도달한 사람이 높은 순위입니다.',
        '각 랭킹 상위 10명에게 보상표의 보상이 이벤트 종료 후 자동 지급됩니다.',
        '새해 미션: 기간 중 선물에 2,025코인을 쓰면 202코인과 스크래치 티켓 1장, 로켓을 1개 보내면 1,314코인을 받을 수 있습니다. 미션 보상은 이벤트 종료 전에 직접 수령해 주세요.',
        '미성년자는 참가할 수 없으며 계획적인 이용을 부탁드립니다. 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({
        boards: ['불꽃 랭킹', '새해 스타 랭킹'],
        tasks: ['선물에 2,025코인 쓰기', '로켓 보내기'],
        tabs: ['랭킹', '미션', '규칙'],
      }),
    },
  },
};
