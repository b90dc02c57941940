import type { ActivityDefinitionInput } from '../schema';

/**
 * Dragon baby, Year of the Dragon 2024 (10–24 Feb 2024, China time): a dragon baby board of hosts
 * by gifts received (rank points, limited gifts ×1.2) paying its top 10 when the event ends, and
 * lucky-number gifting tasks (888, 2,024, 8,888 coins; a rocket), each claimed once.
 */

const labels = (l: { board: string; tasks: [string, string, string, string]; tabs: [string, string, string] }): Record<string, string> => ({
  'board.dragon_babies': l.board,
  'task.gift_888': l.tasks[0],
  'task.gift_2024': l.tasks[1],
  'task.gift_8888': l.tasks[2],
  'task.rocket_1': l.tasks[3],
  'tab.board': l.tabs[0],
  'tab.tasks': l.tabs[1],
  'tab.rules': l.tabs[2],
});

export const dragonBaby: ActivityDefinitionInput = {
  id: 'dragon_baby',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2024-02-10', end: '2024-02-24' },
  theme: { art: 'dragon', from: '#5a0a0a', to: '#1f0303', accent: '#ffcc33' },
  boards: [
    {
      id: 'dragon_babies',
      owner: 'receiver',
      points: 'rank',
      limited_tenths: 12,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 28_888 },
            { kind: 'item', item: 'vehicle_dragon', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 18_888 },
            { kind: 'item', item: 'frame_dragon', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 8_888 },
            { kind: 'item', item: 'frame_dragon', days: 15 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 2_024 },
            { kind: 'item', item: 'bubble_heart', days: 15 },
          ],
        },
      ],
    },
  ],
  tasks: [
    {
      id: 'gift_888',
      metric: 'gift_coins',
      goal: 888,
      grants: [
        { kind: 'currency', amount: 88 },
        { kind: 'item', item: 'bubble_star', days: 7 },
      ],
    },
    {
      id: 'gift_2024',
      metric: 'gift_coins',
      goal: 2_024,
      grants: [
        { kind: 'currency', amount: 200 },
        { kind: 'item', item: 'frame_sakura', days: 7 },
      ],
    },
    {
      id: 'gift_8888',
      metric: 'gift_coins',
      goal: 8_888,
      grants: [
        { kind: 'currency', amount: 888 },
        { kind: 'item', item: 'frame_dragon', days: 7 },
      ],
    },
    { id: 'rocket_1', metric: 'gift_count', gift: 'rocket', goal: 1, grants: [{ kind: 'item', item: 'vehicle_dragon', days: 7 }] },
  ],
  views: [
    {
      id: 'main',
      tabs: [
        {
          id: 'board',
          blocks: [
            { type: 'countdown' },
            { type: 'leaderboard', board: 'dragon_babies', top: 30 },
            { type: 'reward_table', board: 'dragon_babies' },
          ],
        },
        { id: 'tasks', blocks: [{ type: 'tasks' }, { type: 'gift_wall', gifts: ['heart', 'bouquet', 'rocket'] }] },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [{ path: '/h5/activity/dragon_baby', section: 'dragon_year', name: 'dragon_baby', view: 'main' }],
  text: {
    'zh-CN': {
      title: '龙年萌宝·龙宝宝',
      tagline: '甲辰龙年到，为心爱的主播送上祝福，助 TA 成为最闪耀的龙宝宝',
      rules: [
        '活动时间：2024年2月10日 0:00 至 2月24日 24:00（北京时间）。',
        '龙宝宝榜：主播按活动期间收到礼物的积分排名。1 金币礼物计 10 分，10 银币计 10 分，限定礼物积分 ×1.2。同分时先达到该分数者排名靠前。',
        '龙宝宝榜前 10 名按奖励表获得奖励，第 1 名可得 28888 金币和神龙座驾 30 天，奖励在活动结束后自动发放。',
        '龙年任务：活动期间送礼累计消费 888、2024、8888 金币，或送出 1 个火箭，即可领取对应奖励。每个任务奖励限领一次，需在活动页面手动领取，请在活动结束前领取。',
        '未成年人不得参加活动。如发现刷分等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({
        board: '龙宝宝榜',
        tasks: ['送礼消费 888 金币', '送礼消费 2024 金币', '送礼消费 8888 金币', '送出 1 个火箭'],
        tabs: ['龙宝宝榜', '龙年任务', '规则'],
      }),
    },
    'zh-TW': {
      title: '龍年萌寶・龍寶寶',
      tagline: '甲辰龍年到，為心愛的主播送上祝福，助 TA 成為最閃耀的龍寶寶',
      rules: [
        '活動時間：2024年2月10日 0:00 至 2月24日 24:00（北京時間）。',
        '龍寶寶榜：主播依活動期間收到禮物的積分排名。1 金幣禮物計 10 分，10 銀幣計 10 分，限定禮物積分 ×1.2。同分時先達到該分數者排名靠前。',
        '龍寶寶榜前 10 名依獎勵表獲得獎勵，第 1 名可得 28888 金幣和神龍座駕 30 天，獎勵在活動結束後自動發放。',
        '龍年任務：活動期間送禮累計消費 888、2024、8888 金幣，或送出 1 個火箭，即可領取對應獎勵。每個任務獎勵限領一次，需在活動頁面手動領取，請在活動結束前領取。',
        '未成年人不得參加活動。如發現刷分等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({
        board: '龍寶寶榜',
        tasks: ['送禮消費 888 金幣', '送禮消費 2024 金幣', '送禮消費 8888 金幣', '送出 1 個火箭'],
        tabs: ['龍寶寶榜', '龍年任務', '規則'],
      }),
    },
    en: {
      title: 'Dragon Baby: Year of the Dragon',
      tagline: 'The Year of the Dragon is here: shower your favourite host with gifts and make them the brightest dragon baby',
      rules: [
        'Runs from 10 February 2024 0:00 to 24 February 2024 24:00 (China Standard Time).',
        'Dragon baby board: hosts ranked by the gifts they receive during the event. A gift worth 1 gold coin scores 10, 10 silver coins score 10, limited gifts ×1.2. On equal points, whoever reached the score first ranks higher.',
        'The top 10 receive the rewards in the table; first place wins 28,888 coins and a Dragon ride for 30 days. Rewards are credited automatically when the event ends.',
        'Dragon year tasks: spend 888, 2,024 or 8,888 coins on gifts, or send 1 Rocket, during the event to earn each task’s reward. Each reward can be claimed once, on this page; claim before the event ends.',
        'Minors may not take part. Points gained by manipulation are void and their rewards are taken back.',
      ],
      labels: labels({
        board: 'Dragon baby board',
        tasks: ['Spend 888 coins on gifts', 'Spend 2,024 coins on gifts', 'Spend 8,888 coins on gifts', 'Send 1 Rocket'],
        tabs: ['Dragon babies', 'Tasks', 'Rules'],
      }),
    },
    ja: {
      title: '辰年ドラゴンベビー',
      tagline: '辰年の幕開け。推しの配信者にギフトを贈って、いちばん輝くドラゴンベビーに',
      rules: [
        '開催期間：2024年2月10日 0:00～2月24日 24:00（中国標準時）。',
        'ドラゴンベビーランキング：配信者が期間中に受け取ったギフトのポイントで順位が決まります。1ゴールドコインのギフトで10ポイント、シルバーコイン10枚で10ポイント、限定ギフトは1.2倍。同点の場合は先にそのポイントに到達した方が上位です。',
        '上位10名には報酬表の報酬が贈られ、1位は28,888コインとドラゴン（乗り物）30日間です。報酬は期間終了後に自動で付与されます。',
        '辰年ミッション：期間中にギフトへ累計888、2,024、8,888コインを使う、またはロケットを1個贈ると、各ミッションの報酬を受け取れます。各報酬は1回限りで、このページで受け取りが必要です。期間終了までに受け取ってください。',
        '未成年の方は参加できません。不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({
        board: 'ドラゴンベビーランキング',
        tasks: ['ギフトに888コイン', 'ギフトに2,024コイン', 'ギフトに8,888コイン', 'ロケットを1個贈る'],
        tabs: ['ランキング', '辰年ミッション', 'ルール'],
      }),
    },
    ko: {
      title: '용띠 해 드래곤 베이비',
      tagline: '용의 해가 밝았습니다. 최애 호스트에게 선물을 보내 가장 빛나는 드래곤 베이비로 만들어 주세요',
      rules: [
        '기간: 2024년 2월 10일 0:00 ~ 2월 24일 24:00(중국 표준시).',
        '드래곤 베이비 랭킹: 호스트가 기간 중 받은 선물의 포인트로 순위를 정합니다. 골드 코인 1개 선물은 10점, 실버 코인 10개는 10점, 한정 선물은 1.2배입니다. 동점이면 먼저 그 점수에 도달한 사람이 높은 순위입니다.',
        '상위 10명에게 보상표의 보상을 드리며 1위는 28,888코인과 드래곤 탈것 30일을 받습니다. 보상은 기간 종료 후 자동 지급됩니다.',
        '용의 해 미션: 기간 중 선물에 누적 888, 2,024, 8,888코인을 쓰거나 로켓 1개를 보내면 미션별 보상을 받을 수 있습니다. 보상은 각 1회만 받을 수 있으며 이 페이지에서 직접 수령해야 하니 기간 종료 전에 수령하세요.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({
        board: '드래곤 베이비 랭킹',
        tasks: ['선물에 888코인 쓰기', '선물에 2,024코인 쓰기', '선물에 8,888코인 쓰기', '로켓 1개 보내기'],
        tabs: ['랭킹', '용의 해 미션', '규칙'],
      }),
    },
  },
};
