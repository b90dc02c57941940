import type { ActivityDefinitionInput } from '../schema';

/**
 * Dance stars, 9 Nov–6 Dec 2026: hosts race on the gifts they receive, their supporters on the
 * gifts they send (the limited Star ×1.2 on both); a daily check-in gives silver, two tasks pay
 * scratch tickets and coins.
 */
const labels = (l: {
  boards: [string, string];
  tasks: [string, string];
  tabs: [string, string, string, string];
}): Record<string, string> => ({
  'board.dance_stars': l.boards[0],
  'board.supporters': l.boards[1],
  'task.send_stars': l.tasks[0],
  'task.checkin_5': l.tasks[1],
  'tab.stage': l.tabs[0],
  'tab.daily': l.tabs[1],
  'tab.rewards': l.tabs[2],
  'tab.rules': l.tabs[3],
});

export const dance: ActivityDefinitionInput = {
  id: 'dance',
  region: 'default',
  brands: ['default', 'wakoo', 'cooya'],
  window: { start: '2026-11-09', end: '2026-12-06' },
  hide_spending: true,
  theme: { art: 'dance', from: '#2a0d4e', to: '#0d0620', accent: '#3ee6d2' },
  boards: [
    {
      id: 'dance_stars',
      owner: 'receiver',
      points: 'rank',
      limited_tenths: 12,
      score: 'composite',
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 40_000 },
            { kind: 'item', item: 'frame_dragon', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 20_000 },
            { kind: 'item', item: 'frame_gold', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 10_000 },
            { kind: 'item', item: 'frame_gold', days: 15 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 3_000 },
            { kind: 'item', item: 'bubble_star', days: 15 },
          ],
        },
        {
          from: 11,
          to: 20,
          grants: [
            { kind: 'currency', amount: 1_000 },
            { kind: 'item', item: 'bubble_star', days: 7 },
          ],
        },
      ],
    },
    {
      id: 'supporters',
      owner: 'sender',
      points: 'rank',
      limited_tenths: 12,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 30_000 },
            { kind: 'item', item: 'vehicle_rocket', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 15_000 },
            { kind: 'item', item: 'vehicle_rocket', days: 15 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 8_000 },
            { kind: 'item', item: 'vehicle_rocket', days: 7 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 2_000 },
            { kind: 'item', item: 'bubble_star', days: 15 },
          ],
        },
      ],
    },
  ],
  tasks: [
    { id: 'send_stars', metric: 'gift_count', gift: 'star', goal: 20, grants: [{ kind: 'asset', asset: 'scratch_ticket', amount: 2 }] },
    { id: 'checkin_5', metric: 'checkin_days', goal: 5, grants: [{ kind: 'currency', amount: 200 }] },
  ],
  check_in: { grants: [{ kind: 'asset', asset: 'silver_coin', amount: 20 }] },
  views: [
    {
      id: 'main',
      tabs: [
        {
          id: 'stage',
          blocks: [
            { type: 'countdown' },
            { type: 'leaderboard', board: 'dance_stars', top: 30 },
            { type: 'leaderboard', board: 'supporters', top: 20 },
          ],
        },
        { id: 'daily', blocks: [{ type: 'check_in' }, { type: 'tasks' }, { type: 'gift_wall', gifts: ['star'] }] },
        {
          id: 'rewards',
          blocks: [
            { type: 'reward_table', board: 'dance_stars' },
            { type: 'reward_table', board: 'supporters' },
          ],
        },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [{ path: '/h5/dance/:activity?', section: 'activities', name: 'dance', view: 'main' }],
  text: {
    'zh-CN': {
      title: '舞动之星',
      tagline: '灯光亮起，舞步不停——为你最爱的舞者应援，一起点亮舞台',
      rules: [
        '活动时间：2026年11月9日 0:00 至 12月6日 24:00（北京时间）。',
        '舞动之星榜按收到的礼物计分，应援榜按送出的礼物计分：礼物每价值 1 金币得 10 分，10 银币得 10 分；限定礼物（如星星）积分 ×1.2。',
        '舞动之星榜前 20 名、应援榜前 10 名按奖励表获得奖励，同分时先达到该分数者排名靠前；榜单奖励在活动结束后自动发放到账。',
        '每日签到：活动期间每天可签到一次，获得 20 银币。累计签到 5 天可领取 200 金币。',
        '活动期间累计送出 20 个星星，可领取 2 张刮刮卡。任务和签到奖励需在活动结束前手动领取。',
        '舞动之星榜按综合分排名：综合分 = 10 × √积分（向下取整），另外每位累计送出 100 积分以上的支持者加 100 分，不以打赏金额作为唯一排名依据。',
        '应援榜仅对授权公开的用户展示其积分，您可随时在榜单下方开启或关闭“公开我的数值”；本人始终可见自己的积分。',
        '未成年人不得参加活动。如发现刷分、作弊等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({
        boards: ['舞动之星榜', '应援榜'],
        tasks: ['送出 20 个星星', '累计签到 5 天'],
        tabs: ['舞台', '每日', '奖励', '规则'],
      }),
    },
    'zh-TW': {
      title: '舞動之星',
      tagline: '燈光亮起，舞步不停——為你最愛的舞者應援，一起點亮舞台',
      rules: [
        '活動時間：2026年11月9日 0:00 至 12月6日 24:00（北京時間）。',
        '舞動之星榜依收到的禮物計分，應援榜依送出的禮物計分：禮物每價值 1 金幣得 10 分，10 銀幣得 10 分；限定禮物（如星星）積分 ×1.2。',
        '舞動之星榜前 20 名、應援榜前 10 名依獎勵表獲得獎勵，同分時先達到該分數者排名靠前；榜單獎勵在活動結束後自動發放到帳。',
        '每日簽到：活動期間每天可簽到一次，獲得 20 銀幣。累計簽到 5 天可領取 200 金幣。',
        '活動期間累計送出 20 個星星，可領取 2 張刮刮卡。任務和簽到獎勵需在活動結束前手動領取。',
        '舞動之星榜依綜合分排名：綜合分 = 10 × √積分（無條件捨去），另外每位累計送出 100 積分以上的支持者加 100 分，不以打賞金額作為唯一排名依據。',
        '應援榜僅對授權公開的用戶顯示其積分，您可隨時在榜單下方開啟或關閉「公開我的數值」；本人始終可見自己的積分。',
        '未成年人不得參加活動。如發現刷分、作弊等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({
        boards: ['舞動之星榜', '應援榜'],
        tasks: ['送出 20 個星星', '累計簽到 5 天'],
        tabs: ['舞台', '每日', '獎勵', '規則'],
      }),
    },
    en: {
      title: 'Dance Stars',
      tagline: 'Lights up, music on: cheer for your favourite dancer and light up the stage together',
      rules: [
        'Runs from 9 November 2026 0:00 to 6 December 2026 24:00 (China Standard Time).',
        'The Dance Star board scores gifts received, the Supporter board gifts sent: 10 points per gold coin, 10 points per 10 silver coins; limited gifts such as the Star score ×1.2.',
        'The top 20 of the Dance Star board and the top 10 of the Supporter board receive the rewards in the table; on equal points, whoever got there first ranks higher. Board rewards are credited automatically when the event ends.',
        'Daily check-in: check in once a day during the event for 20 silver coins. Check in on 5 days to claim 200 coins.',
        'Send 20 Stars during the event to claim 2 scratch tickets. Claim task and check-in rewards yourself before the event ends.',
        'The Dance Star board ranks by composite score: 10 × √points (rounded down), plus 100 for every supporter who has given 100 points or more, so no amount of tips alone decides a place.',
        'The Supporter board shows points only for users who allow it; turn "Show my amount" on or off under the board at any time. You always see your own points.',
        'Minors may not take part. Points gained by cheating or manipulation are void and their rewards are taken back.',
      ],
      labels: labels({
        boards: ['Dance Star board', 'Supporter board'],
        tasks: ['Send 20 Stars', 'Check in on 5 days'],
        tabs: ['Stage', 'Daily', 'Rewards', 'Rules'],
      }),
    },
    ja: {
      title: 'ダンススター',
      tagline: 'ライトが灯り、ステップは止まらない――推しのダンサーを応援してステージを輝かせよう',
      rules: [
        '開催期間：2026年11月9日 0:00～12月6日 24:00（中国標準時）。',
        'ダンススターランキングは受け取ったギフト、応援ランキングは贈ったギフトで集計します。1ゴールドコインにつき10ポイント、シルバーコイン10枚で10ポイント、スターなどの限定ギフトは1.2倍です。',
        'ダンススターランキング上位20名、応援ランキング上位10名に報酬表の報酬を付与します。同点の場合は先に到達した方が上位です。ランキング報酬はイベント終了後に自動で付与されます。',
        'デイリーチェックイン：期間中1日1回チェックインでシルバーコイン20枚。合計5日チェックインすると200コインを受け取れます。',
        '期間中にスターを合計20個贈ると、スクラッチチケット2枚を受け取れます。タスクとチェックインの報酬はイベント終了前にご自身で受け取ってください。',
        'ダンススターランキングは総合スコア順です：総合スコア = 10 × √ポイント（切り捨て）に、100ポイント以上贈ったサポーター1人につき100点を加えます。ギフト額だけで順位は決まりません。',
        '応援ランキングのポイントは、公開を許可したユーザーのみ表示されます。ランキング下の「自分の金額を公開」でいつでも切り替えられます。ご自身のポイントは常にご自身に表示されます。',
        '未成年の方は参加できません。不正に得たポイントは無効となり、報酬は回収されます。',
      ],
      labels: labels({
        boards: ['ダンススターランキング', '応援ランキング'],
        tasks: ['スターを20個贈る', '5日チェックイン'],
        tabs: ['ステージ', 'デイリー', '報酬', 'ルール'],
      }),
    },
    ko: {
      title: '댄스 스타',
      tagline: '조명이 켜지고 스텝은 멈추지 않아요 — 최애 댄서를 응원하고 함께 무대를 밝혀요',
      rules: [
        '기간: 2026년 11월 9일 0:00 ~ 12월 6일 24:00(중국 표준시).',
        '댄스 스타 랭킹은 받은 선물, 서포터 랭킹은 보낸 선물로 집계합니다. 골드 코인 1개당 10점, 실버 코인 10개당 10점이며 스타 같은 한정 선물은 1.2배입니다.',
        '댄스 스타 랭킹 상위 20명과 서포터 랭킹 상위 10명에게 보상표의 보상을 드립니다. 동점이면 먼저 도달한 사람이 높은 순위이며, 랭킹 보상은 이벤트 종료 후 자동 지급됩니다.',
        '매일 출석: 기간 중 하루 한 번 출석하면 실버 코인 20개를 받습니다. 5일 출석하면 200코인을 받을 수 있습니다.',
        '기간 중 스타를 20개 보내면 스크래치 티켓 2장을 받을 수 있습니다. 미션과 출석 보상은 이벤트 종료 전에 직접 수령해 주세요.',
        '댄스 스타 랭킹은 종합 점수 순입니다: 종합 점수 = 10 × √포인트(내림)에 100포인트 이상 선물한 서포터 1명마다 100점을 더합니다. 선물 금액만으로 순위가 정해지지 않습니다.',
        '서포터 랭킹의 포인트는 공개를 허용한 사용자만 표시됩니다. 랭킹 아래 "내 금액 공개"로 언제든 바꿀 수 있으며, 본인의 포인트는 항상 본인에게 보입니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 포인트는 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({
        boards: ['댄스 스타 랭킹', '서포터 랭킹'],
        tasks: ['스타 20개 보내기', '5일 출석'],
        tabs: ['무대', '데일리', '보상', '규칙'],
      }),
    },
  },
};
