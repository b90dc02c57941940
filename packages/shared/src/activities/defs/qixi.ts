import type { ActivityDefinitionInput } from '../schema';

/**
 * Qixi 2025 (27–29 Aug 2025, China time): a CP pair board on rank points with the CP bonus
 * (ultimate ×3, peerless ×1.5), its top 10 pairs paid when the event ends, and the magpie bridge
 * draw.
 */

const labels = (l: { board: string; tabs: [string, string, string] }): Record<string, string> => ({
  'board.cp': l.board,
  'tab.board': l.tabs[0],
  'tab.rewards': l.tabs[1],
  'tab.rules': l.tabs[2],
});

export const qixi: ActivityDefinitionInput = {
  id: 'qixi',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2025-08-27', end: '2025-08-29' },
  theme: { art: 'heart', from: '#4a0d2e', to: '#1a0614', accent: '#ff6fa8' },
  boards: [
    {
      id: 'cp',
      owner: 'pair',
      points: 'rank',
      cp_bonus: true,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 20_000 },
            { kind: 'item', item: 'vehicle_swan', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 10_000 },
            { kind: 'item', item: 'vehicle_swan', days: 15 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 6_000 },
            { kind: 'item', item: 'frame_gold', days: 15 },
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
      id: 'main',
      tabs: [
        {
          id: 'board',
          blocks: [
            { type: 'countdown' },
            { type: 'leaderboard', board: 'cp', top: 20 },
            { type: 'gift_wall', gifts: ['heart', 'bouquet', 'kiss', 'cp_castle'] },
            { type: 'lottery', game: 'magpie', path: '/h5/magpie' },
          ],
        },
        {
          id: 'rewards',
          blocks: [
            { type: 'reward_table', board: 'cp' },
            { type: 'hall_of_fame', board: 'cp', top: 3 },
          ],
        },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [{ path: '/h5/activity_qixi', section: 'seasonal', name: 'qixi', view: 'main' }],
  text: {
    'zh-CN': {
      title: '七夕·鹊桥相会',
      tagline: '七夕佳节，与你的 CP 携手冲榜，鹊桥之上共赴浪漫',
      rules: [
        '活动时间：2025年8月27日 0:00 至 8月29日 24:00（北京时间）。',
        'CP 榜：两位用户之间互送礼物，积分计入两人组成的 CP 组合。送出 1 金币礼物得 10 分，10 银币得 10 分。',
        'CP 加成：已绑定的至尊 CP 互送礼物积分 ×3，无双 CP ×1.5。同分时先达到该分数的组合排名靠前。',
        'CP 榜前 10 名组合按奖励表获得奖励，第 1 名可得 20000 金币和天鹅座驾 30 天，奖励在活动结束后自动发放。',
        '活动期间可前往鹊桥抽奖，奖品与概率以抽奖页面公示为准。',
        '未成年人不得参加活动。如发现刷分等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({ board: 'CP 榜', tabs: ['CP 榜', '奖励', '规则'] }),
    },
    'zh-TW': {
      title: '七夕・鵲橋相會',
      tagline: '七夕佳節，與你的 CP 攜手衝榜，鵲橋之上共赴浪漫',
      rules: [
        '活動時間：2025年8月27日 0:00 至 8月29日 24:00（北京時間）。',
        'CP 榜：兩位用戶之間互送禮物，積分計入兩人組成的 CP 組合。送出 1 金幣禮物得 10 分，10 銀幣得 10 分。',
        'CP 加成：已綁定的至尊 CP 互送禮物積分 ×3，無雙 CP ×1.5。同分時先達到該分數的組合排名靠前。',
        'CP 榜前 10 名組合依獎勵表獲得獎勵，第 1 名可得 20000 金幣和天鵝座駕 30 天，獎勵在活動結束後自動發放。',
        '活動期間可前往鵲橋抽獎，獎品與機率以抽獎頁面公告為準。',
        '未成年人不得參加活動。如發現刷分等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({ board: 'CP 榜', tabs: ['CP 榜', '獎勵', '規則'] }),
    },
    en: {
      title: 'Qixi: Meet on the Magpie Bridge',
      tagline: 'Celebrate Chinese Valentine’s Day with your CP: climb the pair board together and cross the magpie bridge',
      rules: [
        'Runs from 27 August 2025 0:00 to 29 August 2025 24:00 (China Standard Time).',
        'CP board: gifts between two users score for the pair they form. A gift worth 1 gold coin scores 10, 10 silver coins score 10.',
        'CP bonus: gifts within a bound ultimate CP score ×3, within a peerless CP ×1.5. On equal points, the pair that reached the score first ranks higher.',
        'The top 10 pairs receive the rewards in the table; first place wins 20,000 coins and a Swan ride for 30 days. Rewards are credited automatically when the event ends.',
        'During the event you can also play the magpie bridge draw; its prizes and odds are listed on the draw page.',
        'Minors may not take part. Points gained by manipulation are void and their rewards are taken back.',
      ],
      labels: labels({ board: 'CP board', tabs: ['CP board', 'Rewards', 'Rules'] }),
    },
    ja: {
      title: '七夕・カササギの橋',
      tagline: '七夕はCPと一緒にランキングへ。カササギの橋でロマンチックなひとときを',
      rules: [
        '開催期間：2025年8月27日 0:00～8月29日 24:00（中国標準時）。',
        'CPランキング：2人のユーザー間で贈り合ったギフトが、その2人のペアのポイントになります。1ゴールドコインのギフトで10ポイント、シルバーコイン10枚で10ポイント。',
        'CPボーナス：登録済みの至尊CPは3倍、無双CPは1.5倍。同点の場合は先にそのポイントに到達したペアが上位です。',
        '上位10ペアには報酬表の報酬が贈られ、1位は20,000コインとスワン（乗り物）30日間です。報酬は期間終了後に自動で付与されます。',
        '期間中はカササギの橋の抽選にも参加できます。賞品と確率は抽選ページに掲載しています。',
        '未成年の方は参加できません。不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({ board: 'CPランキング', tabs: ['CPランキング', '報酬', 'ルール'] }),
    },
    ko: {
      title: '칠석 · 오작교의 만남',
      tagline: '칠석에는 CP와 함께 랭킹에 도전하고 오작교 위에서 낭만을 나누세요',
      rules: [
        '기간: 2025년 8월 27일 0:00 ~ 8월 29일 24:00(중국 표준시).',
        'CP 랭킹: 두 사용자가 주고받은 선물은 두 사람으로 이루어진 CP 조합의 포인트가 됩니다. 골드 코인 1개 선물은 10점, 실버 코인 10개는 10점입니다.',
        'CP 보너스: 등록된 지존 CP는 3배, 무쌍 CP는 1.5배입니다. 동점이면 먼저 그 점수에 도달한 조합이 높은 순위입니다.',
        '상위 10개 조합에게 보상표의 보상을 드리며 1위는 20,000코인과 백조 탈것 30일을 받습니다. 보상은 기간 종료 후 자동 지급됩니다.',
        '기간 중 오작교 뽑기에도 참여할 수 있으며 상품과 확률은 뽑기 페이지에 안내되어 있습니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({ board: 'CP 랭킹', tabs: ['CP 랭킹', '보상', '규칙'] }),
    },
  },
};
