import type { ActivityDefinitionInput } from '../schema';

/**
 * Chinese New Year 2024 (Year of the Dragon), 9–17 Feb: a dragon board (gifts sent) and a
 * phoenix board (gifts received), their reward tables and hall of fame.
 */
const labels = (l: { boards: [string, string]; tabs: [string, string, string] }): Record<string, string> => ({
  'board.dragon': l.boards[0],
  'board.phoenix': l.boards[1],
  'tab.boards': l.tabs[0],
  'tab.rewards': l.tabs[1],
  'tab.rules': l.tabs[2],
});

export const springFestival2024: ActivityDefinitionInput = {
  id: 'spring_festival_2024',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2024-02-09', end: '2024-02-17' },
  theme: { art: 'dragon', from: '#5e0b12', to: '#1f0306', accent: '#f7c948' },
  boards: [
    {
      id: 'dragon',
      owner: 'sender',
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 52_000 },
            { kind: 'item', item: 'vehicle_dragon', days: 60 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 26_000 },
            { kind: 'item', item: 'vehicle_dragon', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 13_000 },
            { kind: 'item', item: 'vehicle_dragon', days: 15 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 5_200 },
            { kind: 'item', item: 'frame_dragon', days: 15 },
          ],
        },
      ],
    },
    {
      id: 'phoenix',
      owner: 'receiver',
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 36_000 },
            { kind: 'item', item: 'frame_dragon', days: 60 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 18_000 },
            { kind: 'item', item: 'frame_dragon', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 9_000 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 3_600 },
            { kind: 'item', item: 'frame_gold', days: 15 },
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
            { type: 'gift_wall', gifts: ['bouquet', 'sports_car', 'rocket'] },
            { type: 'leaderboard', board: 'dragon', top: 20 },
            { type: 'leaderboard', board: 'phoenix', top: 20 },
          ],
        },
        {
          id: 'rewards',
          blocks: [
            { type: 'reward_table', board: 'dragon' },
            { type: 'reward_table', board: 'phoenix' },
            { type: 'hall_of_fame', board: 'dragon', top: 3 },
            { type: 'hall_of_fame', board: 'phoenix', top: 3 },
          ],
        },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [{ path: '/h5/spring_festival24', section: 'seasonal', name: 'spring_festival_2024', view: 'main' }],
  text: {
    'zh-CN': {
      title: '龙年春节 · 龙腾盛世',
      tagline: '金龙腾飞，凤舞新春——在龙年第一场盛典里，看谁是最耀眼的龙与凤',
      rules: [
        '活动时间：2024年2月9日（除夕）0:00 至 2月17日 24:00（北京时间）。',
        '金龙榜按送出的礼物计分，彩凤榜按收到的礼物计分：礼物每价值 1 金币得 10 分，10 银币得 10 分。同分时先达到该分数者排名靠前。',
        '两个榜单各前 10 名按奖励表获得金币与龙年专属座驾或头像框；前 3 名将载入名人堂。',
        '榜单奖励在活动结束后自动发放到账。',
        '未成年人不得参加活动，请理性消费。如发现刷分、作弊等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({ boards: ['金龙榜', '彩凤榜'], tabs: ['榜单', '奖励', '规则'] }),
    },
    'zh-TW': {
      title: '龍年春節 · 龍騰盛世',
      tagline: '金龍騰飛，鳳舞新春——在龍年第一場盛典裡，看誰是最耀眼的龍與鳳',
      rules: [
        '活動時間：2024年2月9日（除夕）0:00 至 2月17日 24:00（北京時間）。',
        '金龍榜依送出的禮物計分，彩鳳榜依收到的禮物計分：禮物每價值 1 金幣得 10 分，10 銀幣得 10 分。同分時先達到該分數者排名靠前。',
        '兩個榜單各前 10 名依獎勵表獲得金幣與龍年專屬座駕或頭像框；前 3 名將載入名人堂。',
        '榜單獎勵在活動結束後自動發放到帳。',
        '未成年人不得參加活動，請理性消費。如發現刷分、作弊等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({ boards: ['金龍榜', '彩鳳榜'], tabs: ['榜單', '獎勵', '規則'] }),
    },
    en: {
      title: 'Spring Festival 2024: Rise of the Dragon',
      tagline: 'The golden dragon soars and the phoenix dances: who will shine brightest in the first gala of the Dragon year?',
      rules: [
        "Runs from 9 February 2024 (New Year's Eve) 0:00 to 17 February 2024 24:00 (China Standard Time).",
        'The Dragon board scores gifts sent, the Phoenix board gifts received: 10 points per gold coin, 10 points per 10 silver coins. On equal points, whoever got there first ranks higher.',
        'The top 10 of each board receive coins and Dragon-year vehicles or frames as shown in the reward table; the top 3 enter the hall of fame.',
        'Board rewards are credited automatically when the event ends.',
        'Minors may not take part; please spend responsibly. Points gained by cheating or manipulation are void and their rewards are taken back.',
      ],
      labels: labels({ boards: ['Dragon board', 'Phoenix board'], tabs: ['Boards', 'Rewards', 'Rules'] }),
    },
    ja: {
      title: '2024 春節・昇龍の宴',
      tagline: '金の龍が舞い、鳳凰が春を告げる――辰年最初の祭典で、いちばん輝く龍と鳳凰は誰？',
      rules: [
        '開催期間：2024年2月9日（大晦日）0:00～2月17日 24:00（中国標準時）。',
        '金龍ランキングは贈ったギフト、彩鳳ランキングは受け取ったギフトで集計します。1ゴールドコインにつき10ポイント、シルバーコイン10枚で10ポイント。同点の場合は先に到達した方が上位です。',
        '各ランキング上位10名に報酬表のコインと辰年限定のマシンまたはアイコンフレームを付与し、上位3名は殿堂入りします。',
        'ランキング報酬はイベント終了後に自動で付与されます。',
        '未成年の方は参加できません。計画的にご利用ください。不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({ boards: ['金龍ランキング', '彩鳳ランキング'], tabs: ['ランキング', '報酬', 'ルール'] }),
    },
    ko: {
      title: '2024 춘절 · 비상하는 용',
      tagline: '황금 용이 날고 봉황이 봄을 알려요 — 용의 해 첫 축제에서 가장 빛나는 용과 봉황은 누구일까요?',
      rules: [
        '기간: 2024년 2월 9일(섣달그믐) 0:00 ~ 2월 17일 24:00(중국 표준시).',
        '금룡 랭킹은 보낸 선물, 채봉 랭킹은 받은 선물로 집계합니다. 골드 코인 1개당 10점, 실버 코인 10개당 10점이며 동점이면 먼저 도달한 사람이 높은 순위입니다.',
        '각 랭킹 상위 10명에게 보상표의 코인과 용의 해 한정 탈것 또는 프레임을 드리며, 상위 3명은 명예의 전당에 오릅니다.',
        '랭킹 보상은 이벤트 종료 후 자동 지급됩니다.',
        '미성년자는 참가할 수 없으며 계획적인 이용을 부탁드립니다. 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({ boards: ['금룡 랭킹', '채봉 랭킹'], tabs: ['랭킹', '보상', '규칙'] }),
    },
  },
};
