import type { ActivityDefinitionInput } from '../schema';

/**
 * 520 ("I love you") 2025, 18–21 May: a CP board on the love gifts (heart, kiss, CP castle) with
 * the CP bonus, and a goddess board of female hosts. The main page races, /rule explains and pays.
 */
const gifts = ['heart', 'kiss', 'cp_castle'];

const labels = (l: { cp: string; goddess: string }): Record<string, string> => ({
  'board.cp': l.cp,
  'board.goddess': l.goddess,
});

export const activity5202025: ActivityDefinitionInput = {
  id: 'activity_520_2025',
  region: 'default',
  brands: ['default', 'wakoo', 'cooya'],
  window: { start: '2025-05-18', end: '2025-05-21' },
  theme: { art: 'heart', from: '#4a0b2f', to: '#1a0511', accent: '#ff6fa8' },
  boards: [
    {
      id: 'cp',
      owner: 'pair',
      gifts,
      points: 'rank',
      cp_bonus: true,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 13_140 },
            { kind: 'item', item: 'vehicle_swan', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 5_200 },
            { kind: 'item', item: 'bubble_heart', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 2_000 },
            { kind: 'item', item: 'bubble_heart', days: 15 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 520 },
            { kind: 'item', item: 'bubble_heart', days: 7 },
          ],
        },
      ],
    },
    {
      id: 'goddess',
      owner: 'receiver',
      gender: 'female',
      points: 'rank',
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
            { kind: 'currency', amount: 10_000 },
            { kind: 'item', item: 'frame_sakura', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 5_200 },
            { kind: 'item', item: 'frame_sakura', days: 15 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 1_314 },
            { kind: 'item', item: 'frame_sakura', days: 7 },
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
          id: 'main',
          blocks: [
            { type: 'countdown' },
            { type: 'gift_wall', gifts },
            { type: 'leaderboard', board: 'cp', top: 20 },
            { type: 'leaderboard', board: 'goddess', top: 20 },
          ],
        },
      ],
    },
    {
      id: 'rule',
      tabs: [
        { id: 'rule', blocks: [{ type: 'rules' }, { type: 'reward_table', board: 'cp' }, { type: 'reward_table', board: 'goddess' }] },
      ],
    },
  ],
  routes: [
    { path: '/h5/activity_2025_520', section: 'activities', name: 'activity_520_2025', view: 'main' },
    { path: '/h5/activity_2025_520/rule', section: 'activities', name: 'activity_520_2025_rule', view: 'rule' },
  ],
  text: {
    'zh-CN': {
      title: '520 我爱你',
      tagline: '把心动说出口：和你的 CP 一起冲上甜蜜榜，女神们的闪耀时刻也在此刻',
      rules: [
        '活动时间：2025年5月18日 0:00 至 5月21日 24:00（北京时间）。',
        'CP 甜蜜榜：只有 CP 之间互送的爱心、飞吻、CP 城堡计分，礼物每价值 1 金币得 10 分；至尊 CP 积分 ×3，无双 CP 积分 ×1.5。',
        '女神榜：女性用户收到的所有礼物均计分，每价值 1 金币得 10 分，10 银币得 10 分。',
        '同分时先达到该分数者排名靠前。两个榜单各前 10 名按奖励表获得奖励，CP 甜蜜榜的奖励由 CP 双方各得一份。',
        '奖励在活动结束后自动发放到账。',
        '未成年人不得参加活动。如发现刷分、虚假 CP 等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({ cp: 'CP 甜蜜榜', goddess: '女神榜' }),
    },
    'zh-TW': {
      title: '520 我愛你',
      tagline: '把心動說出口：和你的 CP 一起衝上甜蜜榜，女神們的閃耀時刻也在此刻',
      rules: [
        '活動時間：2025年5月18日 0:00 至 5月21日 24:00（北京時間）。',
        'CP 甜蜜榜：只有 CP 之間互送的愛心、飛吻、CP 城堡計分，禮物每價值 1 金幣得 10 分；至尊 CP 積分 ×3，無雙 CP 積分 ×1.5。',
        '女神榜：女性用戶收到的所有禮物均計分，每價值 1 金幣得 10 分，10 銀幣得 10 分。',
        '同分時先達到該分數者排名靠前。兩個榜單各前 10 名依獎勵表獲得獎勵，CP 甜蜜榜的獎勵由 CP 雙方各得一份。',
        '獎勵在活動結束後自動發放到帳。',
        '未成年人不得參加活動。如發現刷分、虛假 CP 等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({ cp: 'CP 甜蜜榜', goddess: '女神榜' }),
    },
    en: {
      title: '520: I Love You',
      tagline: 'Say it out loud: climb the Sweetheart board with your CP while the goddesses take the spotlight',
      rules: [
        'Runs from 18 May 2025 0:00 to 21 May 2025 24:00 (China Standard Time).',
        'Sweetheart CP board: only Hearts, Kisses and CP Castles sent between CP partners count, 10 points per gold coin; an Ultimate CP scores ×3 and a Peerless CP ×1.5.',
        'Goddess board: every gift a female user receives counts, 10 points per gold coin and 10 points per 10 silver coins.',
        'On equal points, whoever reached the score first ranks higher. The top 10 of each board receive the rewards in the table; on the CP board both partners receive the rewards.',
        'Rewards are credited automatically when the event ends.',
        'Minors may not take part. Points gained by manipulation or sham CP pairs are void and their rewards are taken back.',
      ],
      labels: labels({ cp: 'Sweetheart CP board', goddess: 'Goddess board' }),
    },
    ja: {
      title: '520 アイラブユー',
      tagline: '想いを言葉に：CPと一緒にスイートランキングの頂点へ。女神たちが輝く4日間',
      rules: [
        '開催期間：2025年5月18日 0:00～5月21日 24:00（中国標準時）。',
        'CPスイートランキング：CP同士で贈ったハート、キス、CPキャッスルのみが対象で、1ゴールドコインにつき10ポイント。究極CPは3倍、無双CPは1.5倍になります。',
        '女神ランキング：女性ユーザーが受け取ったすべてのギフトが対象で、1ゴールドコインにつき10ポイント、シルバーコイン10枚で10ポイントです。',
        '同点の場合は先にそのポイントに到達した方が上位です。各ランキング上位10名に報酬表の報酬を付与し、CPランキングの報酬はCPの2人それぞれに贈られます。',
        '報酬はイベント終了後に自動で付与されます。',
        '未成年の方は参加できません。不正なポイントや偽装CPは無効となり、報酬は回収されます。',
      ],
      labels: labels({ cp: 'CPスイートランキング', goddess: '女神ランキング' }),
    },
    ko: {
      title: '520 사랑해',
      tagline: '마음을 전하세요: CP와 함께 스위트 랭킹 정상으로, 여신들이 빛나는 나흘',
      rules: [
        '기간: 2025년 5월 18일 0:00 ~ 5월 21일 24:00(중국 표준시).',
        'CP 스위트 랭킹: CP끼리 주고받은 하트, 키스, CP 캐슬만 집계되며 골드 코인 1개당 10점입니다. 얼티밋 CP는 3배, 피어리스 CP는 1.5배입니다.',
        '여신 랭킹: 여성 사용자가 받은 모든 선물이 집계되며 골드 코인 1개당 10점, 실버 코인 10개당 10점입니다.',
        '동점이면 먼저 그 점수에 도달한 사람이 높은 순위입니다. 각 랭킹 상위 10명에게 보상표의 보상을 드리며, CP 랭킹 보상은 CP 두 사람 모두에게 지급됩니다.',
        '보상은 이벤트 종료 후 자동 지급됩니다.',
        '미성년자는 참가할 수 없습니다. 부정한 포인트나 위장 CP는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({ cp: 'CP 스위트 랭킹', goddess: '여신 랭킹' }),
    },
  },
};
