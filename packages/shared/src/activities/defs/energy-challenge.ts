import type { ActivityDefinitionInput } from '../schema';

/**
 * The tribe PK (energy challenge): tribes score honour from every gift their members send (1 gold
 * coin = 1, 10 silver = 3). Group stage 16–26 Nov: every tribe, the top 8 advance; final 27–29
 * Nov: the 8 start again from zero. Places 1–8 of the final are paid to each member of the tribe.
 */
const labels = (l: { board: string; stages: [string, string] }): Record<string, string> => ({
  'board.tribes': l.board,
  'stage.group': l.stages[0],
  'stage.final': l.stages[1],
});

export const energyChallenge: ActivityDefinitionInput = {
  id: 'energy_challenge',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2026-11-16', end: '2026-11-29' },
  theme: { art: 'energy', from: '#0b1d3f', to: '#050a1c', accent: '#38e1ff' },
  boards: [
    {
      id: 'tribes',
      owner: 'tribe',
      points: 'honour',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 10_000 },
            { kind: 'item', item: 'vehicle_dragon', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 6_000 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 3_000 },
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
        {
          from: 4,
          to: 8,
          grants: [
            { kind: 'currency', amount: 1_000 },
            { kind: 'item', item: 'bubble_star', days: 15 },
          ],
        },
      ],
    },
  ],
  tournament: {
    board: 'tribes',
    stages: [
      { id: 'group', start: '2026-11-16', end: '2026-11-26', advance: 8 },
      { id: 'final', start: '2026-11-27', end: '2026-11-29', advance: 1 },
    ],
  },
  views: [
    {
      id: 'main',
      tabs: [
        {
          id: 'main',
          blocks: [
            { type: 'countdown' },
            { type: 'tournament' },
            { type: 'tribe_pk', board: 'tribes' },
            { type: 'reward_table', board: 'tribes' },
            { type: 'rules' },
          ],
        },
      ],
    },
  ],
  routes: [{ path: '/h5/energy_challenge', section: 'other', name: 'energy_challenge', view: 'main' }],
  text: {
    'zh-CN': {
      title: '能量挑战·部落PK',
      tagline: '全员送礼为部落攒荣誉，小组赛前 8 晋级，决赛三天决出最强部落',
      rules: [
        '活动时间：2026年11月16日 0:00 至 11月29日 24:00（北京时间）。',
        '荣誉值：部落成员在活动期间送出的礼物计入所在部落，1 金币 = 1 荣誉，10 银币 = 3 荣誉。',
        '小组赛（11月16日–26日）：所有部落参加，荣誉值前 8 名的部落晋级决赛。',
        '决赛（11月27日–29日）：8 个部落荣誉值从零开始重新比拼，只计晋级部落的荣誉值。同分时先达到该分数的部落排名靠前。',
        '奖励：决赛第 1–8 名的部落按奖励表发奖，部落的每位成员都可获得该名次的奖励，活动结束后自动到账。',
        '未成年人不得参加活动。如发现刷荣誉等违规行为，平台有权取消部落成绩并追回奖励。',
      ],
      labels: labels({ board: '部落荣誉榜', stages: ['小组赛', '决赛'] }),
    },
    'zh-TW': {
      title: '能量挑戰·部落PK',
      tagline: '全員送禮為部落攢榮譽，小組賽前 8 晉級，決賽三天決出最強部落',
      rules: [
        '活動時間：2026年11月16日 0:00 至 11月29日 24:00（北京時間）。',
        '榮譽值：部落成員在活動期間送出的禮物計入所屬部落，1 金幣 = 1 榮譽，10 銀幣 = 3 榮譽。',
        '小組賽（11月16日–26日）：所有部落參加，榮譽值前 8 名的部落晉級決賽。',
        '決賽（11月27日–29日）：8 個部落榮譽值從零開始重新比拼，只計晉級部落的榮譽值。同分時先達到該分數的部落排名靠前。',
        '獎勵：決賽第 1–8 名的部落依獎勵表發獎，部落的每位成員都可獲得該名次的獎勵，活動結束後自動到帳。',
        '未成年人不得參加活動。如發現刷榮譽等違規行為，平台有權取消部落成績並追回獎勵。',
      ],
      labels: labels({ board: '部落榮譽榜', stages: ['小組賽', '決賽'] }),
    },
    en: {
      title: 'Energy Challenge: Tribe PK',
      tagline: 'Every gift builds your tribe’s honour: the top 8 reach the final, three days decide the strongest tribe',
      rules: [
        'Runs from 16 November 2026 0:00 to 29 November 24:00 (China Standard Time).',
        'Honour: every gift a tribe member sends during the event counts for their tribe: 1 gold coin = 1 honour, 10 silver coins = 3 honour.',
        'Group stage (16–26 Nov): every tribe takes part; the 8 tribes with the most honour go through to the final.',
        'Final (27–29 Nov): the 8 tribes start again from zero and only their honour counts. On equal honour, the tribe that reached it first ranks higher.',
        'Rewards: tribes placed 1st to 8th in the final receive the rewards in the table. Every member of the tribe gets their place’s reward, credited automatically when the event ends.',
        'Minors may not take part. Honour gained by manipulation is void; the tribe’s result is cancelled and its rewards are taken back.',
      ],
      labels: labels({ board: 'Tribe honour', stages: ['Group stage', 'Final'] }),
    },
    ja: {
      title: 'エナジーチャレンジ・部族PK',
      tagline: 'メンバー全員のギフトで部族の栄誉を集めよう。グループ上位8部族が決勝へ、3日間で最強の部族が決まる',
      rules: [
        '開催期間：2026年11月16日 0:00～11月29日 24:00（中国標準時）。',
        '栄誉ポイント：期間中に部族メンバーが贈ったギフトは所属部族に加算されます。1ゴールドコイン＝1栄誉、シルバーコイン10枚＝3栄誉。',
        'グループステージ（11月16日～26日）：すべての部族が参加し、栄誉ポイント上位8部族が決勝に進出します。',
        '決勝（11月27日～29日）：8部族の栄誉ポイントはゼロから再スタートし、進出した部族のポイントのみを集計します。同点の場合は先にそのポイントに到達した部族が上位です。',
        '報酬：決勝1位～8位の部族に報酬表の報酬を付与します。部族のメンバー全員がその順位の報酬を受け取り、イベント終了後に自動で付与されます。',
        '未成年の方は参加できません。不正に得た栄誉ポイントは無効となり、部族の成績は取り消され報酬は回収されます。',
      ],
      labels: labels({ board: '部族栄誉ランキング', stages: ['グループステージ', '決勝'] }),
    },
    ko: {
      title: '에너지 챌린지: 부족 PK',
      tagline: '모든 선물이 부족의 명예가 됩니다. 조별 상위 8개 부족이 결승에 올라 사흘 동안 최강 부족을 가립니다',
      rules: [
        '기간: 2026년 11월 16일 0:00 ~ 11월 29일 24:00(중국 표준시).',
        '명예: 이벤트 기간에 부족원이 보낸 선물은 소속 부족에 집계됩니다. 골드 코인 1개 = 명예 1, 실버 코인 10개 = 명예 3.',
        '조별 리그(11월 16~26일): 모든 부족이 참가하며 명예 상위 8개 부족이 결승에 진출합니다.',
        '결승(11월 27~29일): 8개 부족이 0점에서 다시 시작하며 진출한 부족의 명예만 집계합니다. 동점이면 먼저 그 점수에 도달한 부족이 높은 순위입니다.',
        '보상: 결승 1~8위 부족에게 보상표의 보상이 지급되며, 부족원 모두가 해당 순위의 보상을 받습니다. 보상은 이벤트 종료 후 자동 지급됩니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 명예는 무효이며 부족의 성적은 취소되고 보상은 회수됩니다.',
      ],
      labels: labels({ board: '부족 명예 랭킹', stages: ['조별 리그', '결승'] }),
    },
  },
};
