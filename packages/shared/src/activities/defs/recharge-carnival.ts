import type { ActivityDefinitionInput } from '../schema';

/**
 * The recharge carnival (20 Nov–3 Dec 2026, China time): six cumulative recharge goals, each
 * task showing goal, progress and done, its reward claimed once; a daily check-in worth 20 silver
 * coins; and a countdown to the end.
 */

const labels = (l: { tasks: [string, string, string, string, string, string]; tabs: [string, string] }): Record<string, string> => ({
  'task.recharge_60': l.tasks[0],
  'task.recharge_300': l.tasks[1],
  'task.recharge_980': l.tasks[2],
  'task.recharge_3280': l.tasks[3],
  'task.recharge_6480': l.tasks[4],
  'task.recharge_12960': l.tasks[5],
  'tab.carnival': l.tabs[0],
  'tab.rules': l.tabs[1],
});

export const rechargeCarnival: ActivityDefinitionInput = {
  id: 'recharge_carnival',
  region: 'default',
  brands: ['default', 'wakoo'],
  window: { start: '2026-11-20', end: '2026-12-03' },
  theme: { art: 'firework', from: '#1a1050', to: '#08051f', accent: '#ffd23f' },
  tasks: [
    {
      id: 'recharge_60',
      metric: 'recharge',
      goal: 60,
      grants: [
        { kind: 'asset', asset: 'silver_coin', amount: 60 },
        { kind: 'item', item: 'bubble_star', days: 3 },
      ],
    },
    {
      id: 'recharge_300',
      metric: 'recharge',
      goal: 300,
      grants: [
        { kind: 'currency', amount: 30 },
        { kind: 'item', item: 'bubble_star', days: 7 },
      ],
    },
    {
      id: 'recharge_980',
      metric: 'recharge',
      goal: 980,
      grants: [
        { kind: 'currency', amount: 100 },
        { kind: 'item', item: 'frame_sakura', days: 7 },
      ],
    },
    {
      id: 'recharge_3280',
      metric: 'recharge',
      goal: 3_280,
      grants: [
        { kind: 'currency', amount: 350 },
        { kind: 'item', item: 'frame_gold', days: 7 },
      ],
    },
    {
      id: 'recharge_6480',
      metric: 'recharge',
      goal: 6_480,
      grants: [
        { kind: 'currency', amount: 700 },
        { kind: 'item', item: 'frame_gold', days: 15 },
        { kind: 'asset', asset: 'scratch_ticket', amount: 2 },
      ],
    },
    {
      id: 'recharge_12960',
      metric: 'recharge',
      goal: 12_960,
      grants: [
        { kind: 'currency', amount: 1_500 },
        { kind: 'item', item: 'vehicle_rocket', days: 15 },
        { kind: 'asset', asset: 'scratch_ticket', amount: 5 },
      ],
    },
  ],
  check_in: { grants: [{ kind: 'asset', asset: 'silver_coin', amount: 20 }] },
  views: [
    {
      id: 'main',
      tabs: [
        { id: 'carnival', blocks: [{ type: 'countdown' }, { type: 'check_in' }, { type: 'tasks' }] },
        { id: 'rules', blocks: [{ type: 'rules' }] },
      ],
    },
  ],
  routes: [{ path: '/h5/rechargec', section: 'seasonal', name: 'recharge_carnival', view: 'main' }],
  text: {
    'zh-CN': {
      title: '充值狂欢节',
      tagline: '累计充值六档好礼层层解锁，每日签到再领银币，狂欢不停歇',
      rules: [
        '活动时间：2026年11月20日 0:00 至 12月3日 24:00（北京时间）。',
        '充值任务：活动期间累计充值达到 60、300、980、3280、6480、12960 金币，即可解锁对应档位的奖励。页面会显示每档的目标、当前进度和完成状态。',
        '每档奖励限领一次，需在活动页面手动领取，领取后显示“已领取”。请在活动结束前领取，逾期未领视为放弃。',
        '每日签到：活动期间每天可在活动页面签到一次，每次获得 20 银币。',
        '充值金额以到账金币为准，活动赠送的金币和银币不计入累计充值。',
        '未成年人不得参加活动。如发现刷单、恶意退款等违规行为，平台有权取消资格并追回奖励。',
      ],
      labels: labels({
        tasks: [
          '累计充值 60 金币',
          '累计充值 300 金币',
          '累计充值 980 金币',
          '累计充值 3280 金币',
          '累计充值 6480 金币',
          '累计充值 12960 金币',
        ],
        tabs: ['狂欢', '规则'],
      }),
    },
    'zh-TW': {
      title: '儲值狂歡節',
      tagline: '累計儲值六檔好禮層層解鎖，每日簽到再領銀幣，狂歡不停歇',
      rules: [
        '活動時間：2026年11月20日 0:00 至 12月3日 24:00（北京時間）。',
        '儲值任務：活動期間累計儲值達到 60、300、980、3280、6480、12960 金幣，即可解鎖對應檔位的獎勵。頁面會顯示每檔的目標、目前進度和完成狀態。',
        '每檔獎勵限領一次，需在活動頁面手動領取，領取後顯示「已領取」。請在活動結束前領取，逾期未領視為放棄。',
        '每日簽到：活動期間每天可在活動頁面簽到一次，每次獲得 20 銀幣。',
        '儲值金額以到帳金幣為準，活動贈送的金幣和銀幣不計入累計儲值。',
        '未成年人不得參加活動。如發現刷單、惡意退款等違規行為，平台有權取消資格並追回獎勵。',
      ],
      labels: labels({
        tasks: [
          '累計儲值 60 金幣',
          '累計儲值 300 金幣',
          '累計儲值 980 金幣',
          '累計儲值 3280 金幣',
          '累計儲值 6480 金幣',
          '累計儲值 12960 金幣',
        ],
        tabs: ['狂歡', '規則'],
      }),
    },
    en: {
      title: 'Recharge Carnival',
      tagline: 'Six recharge tiers to unlock, silver coins for checking in every day: the carnival never stops',
      rules: [
        'Runs from 20 November 2026 0:00 to 3 December 2026 24:00 (China Standard Time).',
        'Recharge tasks: when your total recharge in the event reaches 60, 300, 980, 3,280, 6,480 or 12,960 coins, that tier’s reward unlocks. Each tier shows its goal, your progress and whether it is done.',
        'Each tier can be claimed once, on this page, and then shows as received. Claim before the event ends; unclaimed rewards lapse.',
        'Daily check-in: check in once a day on this page during the event for 20 silver coins.',
        'Only coins actually recharged count; coins and silver received as rewards or gifts do not.',
        'Minors may not take part. Fake orders, abusive refunds and other manipulation void your eligibility and any rewards are taken back.',
      ],
      labels: labels({
        tasks: [
          'Recharge 60 coins',
          'Recharge 300 coins',
          'Recharge 980 coins',
          'Recharge 3,280 coins',
          'Recharge 6,480 coins',
          'Recharge 12,960 coins',
        ],
        tabs: ['Carnival', 'Rules'],
      }),
    },
    ja: {
      title: 'チャージカーニバル',
      tagline: '累計チャージで6段階の特典を解放。毎日のチェックインでシルバーコインも',
      rules: [
        '開催期間：2026年11月20日 0:00～12月3日 24:00（中国標準時）。',
        'チャージミッション：期間中の累計チャージが60、300、980、3,280、6,480、12,960コインに達すると、各段階の報酬が解放されます。各段階の目標、現在の進捗、達成状況はページに表示されます。',
        '各段階の報酬は1回限りで、このページで受け取ると「受取済み」と表示されます。期間終了までに受け取ってください。受け取らなかった報酬は失効します。',
        'デイリーチェックイン：期間中は1日1回このページでチェックインでき、毎回シルバーコイン20枚がもらえます。',
        '累計チャージには実際にチャージしたコインのみが含まれ、報酬や贈与で得たコイン・シルバーコインは含まれません。',
        '未成年の方は参加できません。不正注文や悪質な返金などの不正行為があった場合、参加資格を取り消し報酬を回収します。',
      ],
      labels: labels({
        tasks: [
          '累計60コインチャージ',
          '累計300コインチャージ',
          '累計980コインチャージ',
          '累計3,280コインチャージ',
          '累計6,480コインチャージ',
          '累計12,960コインチャージ',
        ],
        tabs: ['カーニバル', 'ルール'],
      }),
    },
    ko: {
      title: '충전 카니발',
      tagline: '누적 충전으로 6단계 선물을 열고, 매일 출석하고 실버 코인까지 받으세요',
      rules: [
        '기간: 2026년 11월 20일 0:00 ~ 12월 3일 24:00(중국 표준시).',
        '충전 미션: 기간 중 누적 충전이 60, 300, 980, 3,280, 6,480, 12,960코인에 도달하면 해당 단계 보상이 열립니다. 단계마다 목표, 현재 진행도, 완료 여부가 표시됩니다.',
        '단계별 보상은 1회만 받을 수 있으며 이 페이지에서 수령하면 "수령 완료"로 표시됩니다. 기간 종료 전에 수령하세요. 수령하지 않은 보상은 소멸됩니다.',
        '매일 출석: 기간 중 하루 한 번 이 페이지에서 출석하면 실버 코인 20개를 받습니다.',
        '누적 충전에는 실제로 충전한 코인만 포함되며 보상이나 선물로 받은 코인과 실버 코인은 포함되지 않습니다.',
        '미성년자는 참가할 수 없습니다. 허위 주문, 악의적 환불 등 부정행위가 확인되면 참가 자격이 취소되고 보상은 회수됩니다.',
      ],
      labels: labels({
        tasks: [
          '누적 60코인 충전',
          '누적 300코인 충전',
          '누적 980코인 충전',
          '누적 3,280코인 충전',
          '누적 6,480코인 충전',
          '누적 12,960코인 충전',
        ],
        tabs: ['카니발', '규칙'],
      }),
    },
  },
};
