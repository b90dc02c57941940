import type { ActivityDefinitionInput } from '../schema';

/**
 * Dragon Boat Festival 2025 (31 May–2 Jun): senders and receivers race on the four festival
 * gifts (heart, bouquet, kiss, sports car); the top 10 of each board are paid when it ends.
 */
const gifts = ['heart', 'bouquet', 'kiss', 'sports_car'];

const labels = (l: { boards: [string, string]; tabs: [string, string, string] }): Record<string, string> => ({
  'board.senders': l.boards[0],
  'board.receivers': l.boards[1],
  'tab.race': l.tabs[0],
  'tab.rewards': l.tabs[1],
  'tab.rules': l.tabs[2],
});

export const dragonBoat: ActivityDefinitionInput = {
  id: 'dragon_boat',
  region: 'default',
  brands: ['default', 'wakoo', 'cooya'],
  window: { start: '2025-05-31', end: '2025-06-02' },
  theme: { art: 'boat', from: '#0c3b36', to: '#04161a', accent: '#f6c945' },
  boards: [
    {
      id: 'senders',
      owner: 'sender',
      gifts,
      points: 'rank',
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
            { kind: 'currency', amount: 15_000 },
            { kind: 'item', item: 'frame_dragon', days: 15 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 8_000 },
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 2_000 },
            { kind: 'item', item: 'bubble_star', days: 7 },
          ],
        },
      ],
    },
    {
      id: 'receivers',
      owner: 'receiver',
      gifts,
      points: 'rank',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 20_000 },
            { kind: 'item', item: 'frame_dragon', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 10_000 },
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 5_000 },
            { kind: 'item', item: 'frame_gold', days: 7 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 1_500 },
            { kind: 'item', item: 'bubble_heart', days: 7 },
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
          id: 'race',
          blocks: [
            { type: 'countdown' },
            { type: 'gift_wall', gifts },
            { type: 'leaderboard', board: 'senders', top: 20 },
            { type: 'leaderboard', board: 'receivers', top: 20 },
          ],
        },
        {
          id: 'rewards',
          blocks: [
            { type: 'reward_table', board: 'senders' },
            { type: 'reward_table', board: 'receivers' },
            { type: 'hall_of_fame', board: 'senders', top: 3 },
            { type: 'hall_of_fame', board: 'receivers', top: 3 },
          ],
        },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [{ path: '/h5/activity_dragonBoat', section: 'activities', name: 'dragon_boat', view: 'main' }],
  text: {
    'zh-CN': {
      title: '端午龙舟赛',
      tagline: '粽叶飘香，龙舟竞渡——送出端午礼物，争做最快的那条龙舟',
      rules: [
        '活动时间：2025年5月31日 0:00 至 6月2日 24:00（北京时间）。',
        '计分礼物：爱心、花束、飞吻、跑车。只有这四种礼物计入榜单，送出者计入龙舟豪气榜，收到者计入龙舟魅力榜。',
        '积分：礼物每价值 1 金币得 10 分。同分时先达到该分数者排名靠前。',
        '奖励：两个榜单各前 10 名按奖励表获得金币与装扮，第 1 名另有龙舟座驾或龙纹头像框。奖励在活动结束后自动发放到账。',
        '未成年人不得参加活动。如发现刷分、作弊等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({ boards: ['龙舟豪气榜', '龙舟魅力榜'], tabs: ['竞渡', '奖励', '规则'] }),
    },
    'zh-TW': {
      title: '端午龍舟賽',
      tagline: '粽葉飄香，龍舟競渡——送出端午禮物，爭做最快的那條龍舟',
      rules: [
        '活動時間：2025年5月31日 0:00 至 6月2日 24:00（北京時間）。',
        '計分禮物：愛心、花束、飛吻、跑車。只有這四種禮物計入榜單，送出者計入龍舟豪氣榜，收到者計入龍舟魅力榜。',
        '積分：禮物每價值 1 金幣得 10 分。同分時先達到該分數者排名靠前。',
        '獎勵：兩個榜單各前 10 名依獎勵表獲得金幣與裝扮，第 1 名另有龍舟座駕或龍紋頭像框。獎勵在活動結束後自動發放到帳。',
        '未成年人不得參加活動。如發現刷分、作弊等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({ boards: ['龍舟豪氣榜', '龍舟魅力榜'], tabs: ['競渡', '獎勵', '規則'] }),
    },
    en: {
      title: 'Dragon Boat Race',
      tagline: 'Zongzi in the air and drums on the river: send festival gifts and paddle your boat to the front',
      rules: [
        'Runs from 31 May 2025 0:00 to 2 June 2025 24:00 (China Standard Time).',
        'Scoring gifts: Heart, Bouquet, Kiss and Sports Car. Only these four count: senders score on the Sender board, receivers on the Receiver board.',
        'Points: every gold coin of a scoring gift is worth 10 points. On equal points, whoever reached the score first ranks higher.',
        'Rewards: the top 10 of each board receive the coins and decorations in the reward table; first place also gets the dragon vehicle or the dragon frame. Rewards are credited automatically when the event ends.',
        'Minors may not take part. Points gained by cheating or manipulation are void and their rewards are taken back.',
      ],
      labels: labels({ boards: ['Sender board', 'Receiver board'], tabs: ['Race', 'Rewards', 'Rules'] }),
    },
    ja: {
      title: '端午節ドラゴンボートレース',
      tagline: 'ちまきの香りと太鼓の響き――端午のギフトを贈って、いちばん速い龍舟を目指そう',
      rules: [
        '開催期間：2025年5月31日 0:00～6月2日 24:00（中国標準時）。',
        '対象ギフト：ハート、花束、キス、スポーツカーの4種類のみ。贈った人は送り主ランキング、受け取った人は受け取りランキングにポイントが入ります。',
        'ポイント：対象ギフト1ゴールドコインにつき10ポイント。同点の場合は先にそのポイントに到達した方が上位です。',
        '報酬：各ランキング上位10名に報酬表のコインと装飾を付与し、1位には龍のマシンまたは龍のアイコンフレームも贈られます。報酬はイベント終了後に自動で付与されます。',
        '未成年の方は参加できません。不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({ boards: ['送り主ランキング', '受け取りランキング'], tabs: ['レース', '報酬', 'ルール'] }),
    },
    ko: {
      title: '단오 용선 레이스',
      tagline: '쫑즈 향기와 북소리 속에서 — 단오 선물을 보내 가장 빠른 용선이 되어 보세요',
      rules: [
        '기간: 2025년 5월 31일 0:00 ~ 6월 2일 24:00(중국 표준시).',
        '대상 선물: 하트, 꽃다발, 키스, 스포츠카 네 가지만 집계됩니다. 보낸 사람은 보낸 선물 랭킹, 받은 사람은 받은 선물 랭킹에 점수가 쌓입니다.',
        '포인트: 대상 선물 골드 코인 1개당 10점입니다. 동점이면 먼저 그 점수에 도달한 사람이 높은 순위입니다.',
        '보상: 각 랭킹 상위 10명에게 보상표의 코인과 꾸미기 아이템을 드리며, 1위에게는 용 탈것 또는 용 프레임이 추가로 지급됩니다. 보상은 이벤트 종료 후 자동 지급됩니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({ boards: ['보낸 선물 랭킹', '받은 선물 랭킹'], tabs: ['레이스', '보상', '규칙'] }),
    },
  },
};
