import type { ActivityDefinitionInput } from '../schema';

/**
 * The Year of the Dragon reward page (10 Feb–10 Mar 2024, China time): a dragon board (senders)
 * and a phoenix board (female hosts, limited gifts ×1.2), both on rank points and paying their top
 * 10 when the event ends; their reward tables and hall of fame, and the way into the dragon blind
 * box and the dragon wish draws.
 */

const labels = (l: { boards: [string, string]; tabs: [string, string, string, string] }): Record<string, string> => ({
  'board.dragon': l.boards[0],
  'board.phoenix': l.boards[1],
  'tab.rewards': l.tabs[0],
  'tab.fame': l.tabs[1],
  'tab.draws': l.tabs[2],
  'tab.rules': l.tabs[3],
});

export const dragonReward: ActivityDefinitionInput = {
  id: 'dragon_reward',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2024-02-10', end: '2024-03-10' },
  theme: { art: 'zodiac', from: '#0b3a34', to: '#03140f', accent: '#f2c14e' },
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
            { kind: 'currency', amount: 38_888 },
            { kind: 'item', item: 'vehicle_dragon', days: 30 },
            { kind: 'asset', asset: 'wish_ticket', amount: 20 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 20_000 },
            { kind: 'item', item: 'frame_dragon', days: 30 },
            { kind: 'asset', asset: 'wish_ticket', amount: 10 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 12_000 },
            { kind: 'item', item: 'frame_dragon', days: 15 },
            { kind: 'asset', asset: 'wish_ticket', amount: 5 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 3_000 },
            { kind: 'asset', asset: 'wish_ticket', amount: 2 },
          ],
        },
      ],
    },
    {
      id: 'phoenix',
      owner: 'receiver',
      gender: 'female',
      points: 'rank',
      limited_tenths: 12,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 38_888 },
            { kind: 'item', item: 'vehicle_swan', days: 30 },
            { kind: 'asset', asset: 'wish_ticket', amount: 20 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 20_000 },
            { kind: 'item', item: 'frame_dragon', days: 30 },
            { kind: 'asset', asset: 'wish_ticket', amount: 10 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 12_000 },
            { kind: 'item', item: 'frame_dragon', days: 15 },
            { kind: 'asset', asset: 'wish_ticket', amount: 5 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 3_000 },
            { kind: 'asset', asset: 'wish_ticket', amount: 2 },
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
          id: 'rewards',
          blocks: [{ type: 'countdown' }, { type: 'reward_table', board: 'dragon' }, { type: 'reward_table', board: 'phoenix' }],
        },
        {
          id: 'fame',
          blocks: [
            { type: 'hall_of_fame', board: 'dragon', top: 10 },
            { type: 'hall_of_fame', board: 'phoenix', top: 10 },
          ],
        },
        {
          id: 'draws',
          blocks: [
            { type: 'lottery', game: 'dragon_blind_box', path: '/h5/dragon_blind_box' },
            { type: 'lottery', game: 'dragon_wish', path: '/h5/acivity/dragon_wish_reward' },
          ],
        },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [{ path: '/h5/activity/dragon_reward', section: 'dragon_year', name: 'dragon_reward', view: 'main' }],
  text: {
    'zh-CN': {
      title: '龙年盛典·荣耀奖励',
      tagline: '龙腾四海，凤舞九天——龙年盛典奖励一览，盲盒与许愿好运相随',
      rules: [
        '活动时间：2024年2月10日 0:00 至 3月10日 24:00（北京时间）。',
        '真龙榜：用户按送出礼物的积分排名；凤凰榜：女性主播按收到礼物的积分排名。1 金币礼物计 10 分，10 银币计 10 分；凤凰榜限定礼物积分 ×1.2。同分时先达到该分数者排名靠前。',
        '两个榜单各前 10 名按奖励表获得奖励，第 1 名均可得 38888 金币和 20 张许愿券，另有神龙座驾（真龙榜）或天鹅座驾（凤凰榜）30 天。奖励在活动结束后自动发放。',
        '许愿券可用于龙年许愿；龙年盲盒与龙年许愿的奖品和概率以各抽奖页面公示为准。',
        '活动结束后，可在名人堂查看两个榜单的前 10 名。',
        '未成年人不得参加活动。如发现刷分等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({ boards: ['真龙榜', '凤凰榜'], tabs: ['奖励', '名人堂', '抽奖', '规则'] }),
    },
    'zh-TW': {
      title: '龍年盛典・榮耀獎勵',
      tagline: '龍騰四海，鳳舞九天——龍年盛典獎勵一覽，盲盒與許願好運相隨',
      rules: [
        '活動時間：2024年2月10日 0:00 至 3月10日 24:00（北京時間）。',
        '真龍榜：用戶依送出禮物的積分排名；鳳凰榜：女性主播依收到禮物的積分排名。1 金幣禮物計 10 分，10 銀幣計 10 分；鳳凰榜限定禮物積分 ×1.2。同分時先達到該分數者排名靠前。',
        '兩個榜單各前 10 名依獎勵表獲得獎勵，第 1 名均可得 38888 金幣和 20 張許願券，另有神龍座駕（真龍榜）或天鵝座駕（鳳凰榜）30 天。獎勵在活動結束後自動發放。',
        '許願券可用於龍年許願；龍年盲盒與龍年許願的獎品和機率以各抽獎頁面公告為準。',
        '活動結束後，可在名人堂查看兩個榜單的前 10 名。',
        '未成年人不得參加活動。如發現刷分等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({ boards: ['真龍榜', '鳳凰榜'], tabs: ['獎勵', '名人堂', '抽獎', '規則'] }),
    },
    en: {
      title: 'Year of the Dragon: Rewards',
      tagline: 'Dragons soar and phoenixes dance: every Year of the Dragon reward in one place, with blind boxes and wishes for luck',
      rules: [
        'Runs from 10 February 2024 0:00 to 10 March 2024 24:00 (China Standard Time).',
        'Dragon board: users ranked by the gifts they send. Phoenix board: female hosts ranked by the gifts they receive. A gift worth 1 gold coin scores 10, 10 silver coins score 10; limited gifts score ×1.2 on the phoenix board. On equal points, whoever reached the score first ranks higher.',
        'The top 10 of each board receive the rewards in its table; first place on either board wins 38,888 coins and 20 wish tickets, plus a 30-day Dragon ride (dragon board) or Swan ride (phoenix board). Rewards are credited automatically when the event ends.',
        'Wish tickets are used for the dragon wish. The prizes and odds of the dragon blind box and the dragon wish are listed on their draw pages.',
        'After the event, the hall of fame shows the top 10 of both boards.',
        'Minors may not take part. Points gained by manipulation are void and their rewards are taken back.',
      ],
      labels: labels({ boards: ['Dragon board', 'Phoenix board'], tabs: ['Rewards', 'Hall of fame', 'Draws', 'Rules'] }),
    },
    ja: {
      title: '辰年の祭典・栄光の報酬',
      tagline: '龍は天に昇り、鳳凰は舞う。辰年の報酬をひと目で、ブラインドボックスと願い事で運試しも',
      rules: [
        '開催期間：2024年2月10日 0:00～3月10日 24:00（中国標準時）。',
        '龍ランキング：ユーザーが贈ったギフトのポイントで順位が決まります。鳳凰ランキング：女性配信者が受け取ったギフトのポイントで順位が決まります。1ゴールドコインのギフトで10ポイント、シルバーコイン10枚で10ポイント、鳳凰ランキングでは限定ギフトが1.2倍。同点の場合は先にそのポイントに到達した方が上位です。',
        '各ランキングの上位10名には報酬表の報酬が贈られます。どちらも1位は38,888コインと願い券20枚に加え、ドラゴン（龍ランキング）またはスワン（鳳凰ランキング）の乗り物30日間。報酬は期間終了後に自動で付与されます。',
        '願い券は辰年の願い事に使えます。辰年ブラインドボックスと辰年の願い事の賞品と確率は、それぞれの抽選ページに掲載しています。',
        '期間終了後は殿堂で両ランキングの上位10名を確認できます。',
        '未成年の方は参加できません。不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({ boards: ['龍ランキング', '鳳凰ランキング'], tabs: ['報酬', '殿堂', '抽選', 'ルール'] }),
    },
    ko: {
      title: '용의 해 축제 · 영광의 보상',
      tagline: '용은 하늘로 오르고 봉황은 춤춥니다. 용의 해 보상을 한눈에 보고 블라인드 박스와 소원으로 행운을 잡으세요',
      rules: [
        '기간: 2024년 2월 10일 0:00 ~ 3월 10일 24:00(중국 표준시).',
        '용 랭킹: 사용자가 보낸 선물의 포인트로 순위를 정합니다. 봉황 랭킹: 여성 호스트가 받은 선물의 포인트로 순위를 정합니다. 골드 코인 1개 선물은 10점, 실버 코인 10개는 10점이며 봉황 랭킹에서는 한정 선물이 1.2배입니다. 동점이면 먼저 그 점수에 도달한 사람이 높은 순위입니다.',
        '각 랭킹 상위 10명에게 보상표의 보상을 드립니다. 두 랭킹 모두 1위는 38,888코인과 소원권 20장, 그리고 드래곤 탈것(용 랭킹) 또는 백조 탈것(봉황 랭킹) 30일을 받습니다. 보상은 기간 종료 후 자동 지급됩니다.',
        '소원권은 용의 해 소원 빌기에 사용할 수 있습니다. 용의 해 블라인드 박스와 소원 빌기의 상품과 확률은 각 뽑기 페이지에 안내되어 있습니다.',
        '기간 종료 후 명예의 전당에서 두 랭킹의 상위 10명을 볼 수 있습니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({ boards: ['용 랭킹', '봉황 랭킹'], tabs: ['보상', '명예의 전당', '뽑기', '규칙'] }),
    },
  },
};
