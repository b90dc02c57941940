import type { ActivityDefinitionInput } from '../schema';

/**
 * 520 confession 2024 (18–21 May 2024): one event, two pages. /h5/vindicate520 is the confession
 * page (the event's gifts and the CP board); /h5/cp_rank_520 the CP ranking and its rewards. The
 * CP board counts heart, kiss and CP castle, the pair's CP level multiplies (×3 / ×1.5); each of the
 * pair receives the place's reward.
 */
const labels = (l: { board: string }): Record<string, string> => ({
  'board.cp': l.board,
});

export const confession520: ActivityDefinitionInput = {
  id: 'confession_520',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2024-05-18', end: '2024-05-21' },
  theme: { art: 'heart', from: '#5c0f3a', to: '#230616', accent: '#ff6fae' },
  boards: [
    {
      id: 'cp',
      owner: 'pair',
      gifts: ['heart', 'kiss', 'cp_castle'],
      points: 'rank',
      cp_bonus: true,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 13_140 },
            { kind: 'item', item: 'vehicle_swan', days: 30 },
            { kind: 'item', item: 'frame_sakura', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 5_200 },
            { kind: 'item', item: 'vehicle_swan', days: 15 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 3_344 },
            { kind: 'item', item: 'bubble_heart', days: 30 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 1_314 },
            { kind: 'item', item: 'bubble_heart', days: 15 },
          ],
        },
      ],
    },
  ],
  views: [
    {
      id: 'confess',
      tabs: [
        {
          id: 'confess',
          blocks: [
            { type: 'countdown' },
            { type: 'gift_wall', gifts: ['heart', 'kiss', 'cp_castle'] },
            { type: 'leaderboard', board: 'cp', top: 10 },
            { type: 'rules' },
          ],
        },
      ],
    },
    {
      id: 'rank',
      tabs: [
        {
          id: 'rank',
          blocks: [{ type: 'countdown' }, { type: 'leaderboard', board: 'cp', top: 50 }, { type: 'reward_table', board: 'cp' }],
        },
      ],
    },
  ],
  routes: [
    { path: '/h5/vindicate520', section: 'other', name: 'vindicate_520', view: 'confess' },
    { path: '/h5/cp_rank_520', section: 'other', name: 'cp_rank_520', view: 'rank' },
  ],
  text: {
    'zh-CN': {
      title: '2024 520 告白季',
      tagline: '把藏在心里的话说出口：送出爱心、飞吻和 CP 城堡，和你的 CP 一起登上告白榜',
      rules: [
        '活动时间：2024年5月18日 0:00 至 5月21日 24:00（北京时间）。',
        '计分礼物：只有爱心、飞吻、CP 城堡计入 CP 榜，1 金币 = 10 分。只有已结成 CP 的双方互送才计分，双方作为一对共同计分。',
        'CP 加成：至尊 CP 积分 ×3，无双 CP 积分 ×1.5，普通 CP 按原分计算。',
        'CP 榜前 10 名按奖励表发放奖励，CP 双方各得一份，活动结束后自动到账。同分时先达到该分数的 CP 排名靠前。',
        '未成年人不得参加活动。如发现刷分、恶意充值退款等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({ board: '告白 CP 榜' }),
    },
    'zh-TW': {
      title: '2024 520 告白季',
      tagline: '把藏在心裡的話說出口：送出愛心、飛吻和 CP 城堡，和你的 CP 一起登上告白榜',
      rules: [
        '活動時間：2024年5月18日 0:00 至 5月21日 24:00（北京時間）。',
        '計分禮物：只有愛心、飛吻、CP 城堡計入 CP 榜，1 金幣 = 10 分。只有已結成 CP 的雙方互送才計分，雙方作為一對共同計分。',
        'CP 加成：至尊 CP 積分 ×3，無雙 CP 積分 ×1.5，普通 CP 按原分計算。',
        'CP 榜前 10 名依獎勵表發放獎勵，CP 雙方各得一份，活動結束後自動到帳。同分時先達到該分數的 CP 排名靠前。',
        '未成年人不得參加活動。如發現刷分、惡意儲值退款等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({ board: '告白 CP 榜' }),
    },
    en: {
      title: '520 Confession Week 2024',
      tagline: 'Say what is in your heart: send hearts, kisses and CP castles and climb the confession board with your CP',
      rules: [
        'Runs from 18 May 2024 0:00 to 21 May 24:00 (China Standard Time).',
        'Scoring gifts: only Heart, Kiss and CP Castle count on the CP board, 1 gold coin = 10 points. Only gifts between bound CP partners count, and the two score together as a pair.',
        'CP bonus: an ultimate CP scores ×3, a peerless CP ×1.5; a normal CP scores the plain points.',
        'The top 10 pairs receive the rewards in the table, one for each of the two, credited automatically when the event ends. On equal points, the pair that reached the score first ranks higher.',
        'Minors may not take part. Points gained by manipulation or recharges later refunded are void and their rewards are taken back.',
      ],
      labels: labels({ board: 'Confession CP board' }),
    },
    ja: {
      title: '2024 520 告白ウィーク',
      tagline: '胸の想いを言葉に。ハート、キス、CPキャッスルを贈って、CPと一緒に告白ランキングの頂点へ',
      rules: [
        '開催期間：2024年5月18日 0:00～5月21日 24:00（中国標準時）。',
        '対象ギフト：CPランキングに加算されるのはハート、キス、CPキャッスルのみで、1ゴールドコイン＝10ポイントです。CPを結んだ2人の間で贈ったギフトのみが対象で、2人がペアとして一緒にポイントを獲得します。',
        'CPボーナス：至尊CPは3倍、無双CPは1.5倍、通常のCPは基本ポイントです。',
        'CPランキング上位10組に報酬表の報酬を、2人それぞれに1つずつ、イベント終了後に自動で付与します。同点の場合は先にそのポイントに到達したペアが上位です。',
        '未成年の方は参加できません。不正に得たポイントや、後で返金されたチャージは無効となり、報酬は回収されます。',
      ],
      labels: labels({ board: '告白CPランキング' }),
    },
    ko: {
      title: '2024 520 고백 위크',
      tagline: '마음속 말을 전하세요. 하트, 키스, CP 캐슬을 보내고 CP와 함께 고백 랭킹 정상에 오르세요',
      rules: [
        '기간: 2024년 5월 18일 0:00 ~ 5월 21일 24:00(중국 표준시).',
        '집계 선물: CP 랭킹에는 하트, 키스, CP 캐슬만 집계되며 골드 코인 1개 = 10점입니다. CP를 맺은 두 사람 사이의 선물만 집계되며, 두 사람이 한 쌍으로 함께 점수를 얻습니다.',
        'CP 보너스: 지존 CP는 3배, 무쌍 CP는 1.5배, 일반 CP는 기본 점수입니다.',
        'CP 랭킹 상위 10쌍에게 보상표의 보상이 두 사람 각각에게 이벤트 종료 후 자동 지급됩니다. 동점이면 먼저 그 점수에 도달한 쌍이 높은 순위입니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 점수나 이후 환불된 충전은 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({ board: '고백 CP 랭킹' }),
    },
  },
};
