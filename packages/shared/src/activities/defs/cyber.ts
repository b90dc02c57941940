import type { ActivityDefinitionInput } from '../schema';

/**
 * Cyber (Wakoo only, 1 Nov – 31 Dec 2026): four boards — room (hosts by gifts received), goddess
 * (female receivers), male god (male senders), CP (pairs) — scoring 1 gold coin = 10 points,
 * silver not counted, limited gifts ×1.2; the top 10 of each enter the hall of fame and are paid.
 * Tabs: arena (the boards), mission (check-in and tasks), light (hall of fame and rewards).
 */
const labels = (l: {
  boards: [string, string, string, string];
  tasks: [string, string, string, string, string];
  tabs: [string, string, string];
}): Record<string, string> => ({
  'board.room': l.boards[0],
  'board.goddess': l.boards[1],
  'board.male_god': l.boards[2],
  'board.cp': l.boards[3],
  'task.signal': l.tasks[0],
  'task.charge_up': l.tasks[1],
  'task.neon_gifts': l.tasks[2],
  'task.hacker': l.tasks[3],
  'task.overclock': l.tasks[4],
  'tab.arena': l.tabs[0],
  'tab.mission': l.tabs[1],
  'tab.light': l.tabs[2],
});

export const cyber: ActivityDefinitionInput = {
  id: 'cyber',
  region: 'default',
  brands: ['wakoo'],
  window: { start: '2026-11-01', end: '2026-12-31' },
  theme: { art: 'neon', from: '#1b0740', to: '#05010f', accent: '#00f0ff' },
  boards: [
    {
      id: 'room',
      owner: 'receiver',
      points: 'coins',
      per_coin: 10,
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
            { kind: 'currency', amount: 18_000 },
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
      ],
    },
    {
      id: 'goddess',
      owner: 'receiver',
      gender: 'female',
      points: 'coins',
      per_coin: 10,
      limited_tenths: 12,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 30_000 },
            { kind: 'item', item: 'frame_dragon', days: 30 },
          ],
        },
        {
          from: 2,
          to: 2,
          grants: [
            { kind: 'currency', amount: 18_000 },
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
            { kind: 'item', item: 'bubble_heart', days: 15 },
          ],
        },
      ],
    },
    {
      id: 'male_god',
      owner: 'sender',
      gender: 'male',
      points: 'coins',
      per_coin: 10,
      limited_tenths: 12,
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
            { kind: 'currency', amount: 18_000 },
            { kind: 'item', item: 'vehicle_rocket', days: 30 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 10_000 },
            { kind: 'item', item: 'vehicle_rocket', days: 15 },
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
      ],
    },
    {
      id: 'cp',
      owner: 'pair',
      points: 'coins',
      per_coin: 10,
      limited_tenths: 12,
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
            { kind: 'currency', amount: 12_000 },
            { kind: 'item', item: 'vehicle_swan', days: 15 },
          ],
        },
        {
          from: 3,
          to: 3,
          grants: [
            { kind: 'currency', amount: 6_000 },
            { kind: 'item', item: 'bubble_heart', days: 30 },
          ],
        },
        {
          from: 4,
          to: 10,
          grants: [
            { kind: 'currency', amount: 2_000 },
            { kind: 'item', item: 'bubble_heart', days: 15 },
          ],
        },
      ],
    },
  ],
  tasks: [
    { id: 'signal', metric: 'checkin_days', goal: 7, grants: [{ kind: 'asset', asset: 'medal_fragment', amount: 10 }] },
    { id: 'charge_up', metric: 'recharge', goal: 1_000, grants: [{ kind: 'currency', amount: 100 }] },
    {
      id: 'neon_gifts',
      metric: 'gift_coins',
      goal: 5_000,
      grants: [
        { kind: 'currency', amount: 500 },
        { kind: 'item', item: 'frame_gold', days: 7 },
      ],
    },
    { id: 'hacker', metric: 'draws', goal: 10, grants: [{ kind: 'asset', asset: 'scratch_ticket', amount: 2 }] },
    {
      id: 'overclock',
      metric: 'recharge',
      goal: 10_000,
      grants: [
        { kind: 'currency', amount: 1_000 },
        { kind: 'item', item: 'vehicle_rocket', days: 7 },
      ],
    },
  ],
  check_in: {
    grants: [
      { kind: 'asset', asset: 'silver_coin', amount: 10 },
      { kind: 'asset', asset: 'medal_fragment', amount: 1 },
    ],
  },
  views: [
    {
      id: 'main',
      tabs: [
        {
          id: 'arena',
          blocks: [
            { type: 'countdown' },
            { type: 'leaderboard', board: 'room', top: 20 },
            { type: 'leaderboard', board: 'goddess', top: 20 },
            { type: 'leaderboard', board: 'male_god', top: 20 },
            { type: 'leaderboard', board: 'cp', top: 20 },
          ],
        },
        { id: 'mission', blocks: [{ type: 'check_in' }, { type: 'tasks' }] },
        {
          id: 'light',
          blocks: [
            { type: 'hall_of_fame', board: 'room', top: 10 },
            { type: 'hall_of_fame', board: 'goddess', top: 10 },
            { type: 'hall_of_fame', board: 'male_god', top: 10 },
            { type: 'hall_of_fame', board: 'cp', top: 10 },
            { type: 'reward_table', board: 'room' },
            { type: 'reward_table', board: 'goddess' },
            { type: 'reward_table', board: 'male_god' },
            { type: 'reward_table', board: 'cp' },
          ],
        },
      ],
    },
    { id: 'rule', tabs: [{ id: 'rule', blocks: [{ type: 'rules' }] }] },
  ],
  routes: [
    { path: '/h5/:area?/cyber', section: 'wakoo', name: 'cyber', view: 'main' },
    { path: '/h5/:area?/cyber/rule', section: 'wakoo', name: 'cyber_rule', view: 'rule' },
  ],
  text: {
    'zh-CN': {
      title: '赛博之夜',
      tagline: '霓虹点亮整座城市：房间、女神、男神、CP 四大榜单同台竞技，前 10 名登上光影名人堂',
      rules: [
        '活动时间：2026年11月1日 0:00 至 12月31日 24:00（北京时间）。',
        '积分：礼物每 1 金币计 10 分，银币礼物不计分；限定礼物积分 ×1.2。',
        '四大榜单：房间榜按主播收到的礼物计分；女神榜按女性用户收到的礼物计分；男神榜按男性用户送出的礼物计分；CP 榜按已结成 CP 的双方互送的礼物计分。同分时先达到该分数者排名靠前。',
        '光影名人堂：每个榜单前 10 名登上名人堂，并按奖励表发放奖励（CP 榜双方各得一份），活动结束后自动到账。',
        '任务：信号——累计签到 7 天，得 10 个勋章碎片；充能——累计充值 1000 金币，得 100 金币；霓虹礼物——累计送礼 5000 金币，得 500 金币和金色头像框 7 天；骇客——玩抽奖游戏 10 次，得 2 张刮刮乐券；超频——累计充值 10000 金币，得 1000 金币和火箭座驾 7 天。每个任务的奖励只能领取一次。',
        '每日签到：活动期间每天可签到一次，得 10 银币和 1 个勋章碎片。签到和任务奖励需在活动结束前自行领取。',
        '未成年人不得参加活动。如发现刷分、恶意充值退款等违规行为，平台有权取消成绩并追回奖励。',
      ],
      labels: labels({
        boards: ['房间榜', '女神榜', '男神榜', 'CP 榜'],
        tasks: ['信号：签到 7 天', '充能：充值 1000 金币', '霓虹礼物：送礼 5000 金币', '骇客：抽奖 10 次', '超频：充值 10000 金币'],
        tabs: ['竞技场', '任务', '光影'],
      }),
    },
    'zh-TW': {
      title: '賽博之夜',
      tagline: '霓虹點亮整座城市：房間、女神、男神、CP 四大榜單同台競技，前 10 名登上光影名人堂',
      rules: [
        '活動時間：2026年11月1日 0:00 至 12月31日 24:00（北京時間）。',
        '積分：禮物每 1 金幣計 10 分，銀幣禮物不計分；限定禮物積分 ×1.2。',
        '四大榜單：房間榜按主播收到的禮物計分；女神榜按女性用戶收到的禮物計分；男神榜按男性用戶送出的禮物計分；CP 榜按已結成 CP 的雙方互送的禮物計分。同分時先達到該分數者排名靠前。',
        '光影名人堂：每個榜單前 10 名登上名人堂，並依獎勵表發放獎勵（CP 榜雙方各得一份），活動結束後自動到帳。',
        '任務：信號——累計簽到 7 天，得 10 個勳章碎片；充能——累計儲值 1000 金幣，得 100 金幣；霓虹禮物——累計送禮 5000 金幣，得 500 金幣和金色頭像框 7 天；駭客——玩抽獎遊戲 10 次，得 2 張刮刮樂券；超頻——累計儲值 10000 金幣，得 1000 金幣和火箭座駕 7 天。每個任務的獎勵只能領取一次。',
        '每日簽到：活動期間每天可簽到一次，得 10 銀幣和 1 個勳章碎片。簽到和任務獎勵需在活動結束前自行領取。',
        '未成年人不得參加活動。如發現刷分、惡意儲值退款等違規行為，平台有權取消成績並追回獎勵。',
      ],
      labels: labels({
        boards: ['房間榜', '女神榜', '男神榜', 'CP 榜'],
        tasks: ['信號：簽到 7 天', '充能：儲值 1000 金幣', '霓虹禮物：送禮 5000 金幣', '駭客：抽獎 10 次', '超頻：儲值 10000 金幣'],
        tabs: ['競技場', '任務', '光影'],
      }),
    },
    en: {
      title: 'Cyber Night',
      tagline:
        'Neon lights up the city: room, goddess, male god and CP boards battle it out, and the top 10 of each enter the hall of light',
      rules: [
        'Runs from 1 November 2026 0:00 to 31 December 24:00 (China Standard Time).',
        'Points: every gold coin of gifts scores 10 points; silver-coin gifts do not score. Limited gifts score ×1.2.',
        'Four boards: the room board scores hosts by the gifts they receive; the goddess board, female users by gifts received; the male god board, male users by gifts sent; the CP board, bound CP partners by the gifts between them. On equal points, whoever reached the score first ranks higher.',
        'Hall of light: the top 10 of each board enter the hall of fame and receive the rewards in the tables (on the CP board, one for each partner), credited automatically when the event ends.',
        'Tasks: Signal, check in on 7 days for 10 medal fragments; Charge up, recharge 1,000 gold coins for 100 gold coins; Neon gifts, send 5,000 gold coins of gifts for 500 gold coins and a 7-day gold frame; Hacker, play draw games 10 times for 2 scratch tickets; Overclock, recharge 10,000 gold coins for 1,000 gold coins and a 7-day rocket ride. Each task’s reward can be claimed once.',
        'Daily check-in: check in once a day during the event for 10 silver coins and 1 medal fragment. Claim check-in and task rewards yourself before the event ends.',
        'Minors may not take part. Points gained by manipulation or recharges later refunded are void and their rewards are taken back.',
      ],
      labels: labels({
        boards: ['Room board', 'Goddess board', 'Male god board', 'CP board'],
        tasks: [
          'Signal: check in on 7 days',
          'Charge up: recharge 1,000 coins',
          'Neon gifts: send 5,000 coins of gifts',
          'Hacker: 10 draws',
          'Overclock: recharge 10,000 coins',
        ],
        tabs: ['Arena', 'Missions', 'Hall of light'],
      }),
    },
    ja: {
      title: 'サイバーナイト',
      tagline: 'ネオンが街を照らす夜。ルーム・女神・男神・CPの4ランキングで競い合い、各上位10名が光の殿堂へ',
      rules: [
        '開催期間：2026年11月1日 0:00～12月31日 24:00（中国標準時）。',
        'ポイント：ギフト1ゴールドコインごとに10ポイント。シルバーコインのギフトは対象外です。限定ギフトは1.2倍。',
        '4つのランキング：ルームランキングは配信者が受け取ったギフト、女神ランキングは女性ユーザーが受け取ったギフト、男神ランキングは男性ユーザーが贈ったギフト、CPランキングはCPを結んだ2人の間で贈り合ったギフトで集計します。同点の場合は先にそのポイントに到達した方が上位です。',
        '光の殿堂：各ランキング上位10名が殿堂入りし、報酬表の報酬（CPランキングは2人それぞれに1つずつ）をイベント終了後に自動で付与します。',
        'タスク：シグナル＝累計7日チェックインでメダルのかけら10個、チャージアップ＝累計1,000ゴールドコインチャージで100ゴールドコイン、ネオンギフト＝ギフト累計5,000ゴールドコインで500ゴールドコインとゴールドフレーム7日間、ハッカー＝抽選ゲーム10回でスクラッチチケット2枚、オーバークロック＝累計10,000ゴールドコインチャージで1,000ゴールドコインとロケットの乗り物7日間。各タスクの報酬は1回のみです。',
        'デイリーチェックイン：期間中は1日1回チェックインでき、シルバーコイン10枚とメダルのかけら1個を受け取れます。チェックインとタスクの報酬は、イベント終了までにご自身で受け取ってください。',
        '未成年の方は参加できません。不正に得たポイントや、後で返金されたチャージは無効となり、報酬は回収されます。',
      ],
      labels: labels({
        boards: ['ルームランキング', '女神ランキング', '男神ランキング', 'CPランキング'],
        tasks: [
          'シグナル：7日チェックイン',
          'チャージアップ：1,000コインチャージ',
          'ネオンギフト：ギフト5,000コイン',
          'ハッカー：抽選10回',
          'オーバークロック：10,000コインチャージ',
        ],
        tabs: ['アリーナ', 'ミッション', '光の殿堂'],
      }),
    },
    ko: {
      title: '사이버 나이트',
      tagline: '네온이 도시를 밝히는 밤. 룸·여신·남신·CP 네 랭킹이 맞붙고 각 상위 10명은 빛의 전당에 오릅니다',
      rules: [
        '기간: 2026년 11월 1일 0:00 ~ 12월 31일 24:00(중국 표준시).',
        '포인트: 선물 골드 코인 1개당 10점이며 실버 코인 선물은 집계되지 않습니다. 한정 선물은 1.2배입니다.',
        '네 가지 랭킹: 룸 랭킹은 호스트가 받은 선물, 여신 랭킹은 여성 사용자가 받은 선물, 남신 랭킹은 남성 사용자가 보낸 선물, CP 랭킹은 CP를 맺은 두 사람 사이의 선물로 집계합니다. 동점이면 먼저 그 점수에 도달한 사람이 높은 순위입니다.',
        '빛의 전당: 각 랭킹 상위 10명은 명예의 전당에 오르고 보상표의 보상(CP 랭킹은 두 사람 각각 한 몫)이 이벤트 종료 후 자동 지급됩니다.',
        '미션: 시그널 — 누적 7일 출석 시 메달 조각 10개, 충전 — 누적 1,000골드 코인 충전 시 100골드 코인, 네온 선물 — 선물 누적 5,000골드 코인이면 500골드 코인과 골드 프레임 7일, 해커 — 뽑기 게임 10회 시 스크래치 티켓 2장, 오버클럭 — 누적 10,000골드 코인 충전 시 1,000골드 코인과 로켓 탈것 7일. 각 미션 보상은 한 번만 받을 수 있습니다.',
        '매일 출석: 기간 중 하루 한 번 출석할 수 있으며 실버 코인 10개와 메달 조각 1개를 받습니다. 출석과 미션 보상은 이벤트 종료 전에 직접 수령해야 합니다.',
        '미성년자는 참가할 수 없습니다. 부정하게 얻은 점수나 이후 환불된 충전은 무효이며 보상은 회수됩니다.',
      ],
      labels: labels({
        boards: ['룸 랭킹', '여신 랭킹', '남신 랭킹', 'CP 랭킹'],
        tasks: ['시그널: 7일 출석', '충전: 1,000코인 충전', '네온 선물: 선물 5,000코인', '해커: 뽑기 10회', '오버클럭: 10,000코인 충전'],
        tabs: ['아레나', '미션', '빛의 전당'],
      }),
    },
  },
};
