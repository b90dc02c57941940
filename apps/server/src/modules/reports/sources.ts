import {
  type Endpoint,
  type ExportListName,
  LIMITS,
  type Locale,
  NOTICE_LIMITS,
  PERMISSIONS,
  REPORTS_API,
  type TAdminAccount,
  type TAdminActivityResult,
  type TAdminOrder,
  type TAdminRankPayout,
  type TAdminRegisterInfo,
  type TAdminThread,
  type TAuditLogEntry,
  type TNoticeAdmin,
  type TRiskRecord,
} from '@app/shared';
import type { AuthedAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { results as activityResults } from '../activities/console';
import { lookupUsers } from '../admin/service';
import { listLogs } from '../audit/service';
import { adminRegisterInfo } from '../legal/service';
import { adminList as noticeList } from '../notices/service';
import { adminOrders } from '../payments/refunds';
import type { PaymentsDeps } from '../payments/service';
import { adminPayouts } from '../rankings/rewards';
import { listRecords } from '../risk/service';
import type { Approvals } from '../staff/service';
import { listAdmins } from '../staff/service';
import { queue as feedbackQueue } from '../support/service';
import type { ExportColumn } from './xlsx';

/** What a source reads its list with: the list modules' services, as the reports module got them. */
export interface SourceDeps {
  db: Db;
  now: () => Date;
  payments?: PaymentsDeps | undefined;
  approvals?: Approvals | undefined;
}

/** One page of the list, through the list's own service call, with the filters the export got. */
export type FetchPage<R> = (
  deps: SourceDeps,
  call: { admin: AuthedAdmin; query: Record<string, unknown>; page: number; pageSize: number; ip: string },
) => Promise<readonly R[]>;

/**
 * The declaration of an exportable console list: the export's contract (beside the list's), the
 * list's permission codes (a test checks they equal the list route's), the page size the list
 * allows, the title (sheet and file name) and the columns. Adding a list's export is adding one.
 */
export interface ExportSource<R = unknown> {
  name: ExportListName;
  endpoint: Endpoint;
  /** the list route's path: the export needs what it needs */
  listPath: string;
  perms: readonly string[];
  permsAny?: readonly string[];
  pageSize: number;
  title: Record<Locale, string>;
  columns: readonly ExportColumn<R>[];
  fetch: FetchPage<R>;
}

/** header texts in zh-CN, zh-TW, en, ja, ko */
function h(zhCN: string, zhTW: string, en: string, ja: string, ko: string): Record<Locale, string> {
  return { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja, ko };
}
function col<R>(key: string, header: Record<Locale, string>, value: ExportColumn<R>['value'], width?: number): ExportColumn<R> {
  return { key, header, value, ...(width !== undefined && { width }) };
}
const date = (s: string | null) => (s ? new Date(s) : null);

/**
 * The export of list `name`: its contract is REPORTS_API.exports[name] and the list is the path
 * before `/export`; a page of LIMITS.pageSizeMax rows unless the list allows another size.
 */
function exportOf<R>(
  name: ExportListName,
  spec: Omit<ExportSource<R>, 'name' | 'endpoint' | 'listPath' | 'pageSize'> & { pageSize?: number },
): ExportSource<R> {
  const endpoint = REPORTS_API.exports[name];
  return { name, endpoint, listPath: endpoint.path.replace(/\/export$/, ''), pageSize: LIMITS.pageSizeMax, ...spec };
}

/** The list's query for one page: the export's filters with the page asked. */
function paged<Q extends object>(c: Parameters<FetchPage<unknown>>[1]): Q & { page: number; page_size: number } {
  return { ...(c.query as Q), page: c.page, page_size: c.pageSize };
}

const H = {
  id: h('ID', 'ID', 'ID', 'ID', 'ID'),
  publicId: h('用户ID', '用戶ID', 'User ID', 'ユーザーID', '사용자 ID'),
  nickname: h('昵称', '暱稱', 'Nickname', 'ニックネーム', '닉네임'),
  brand: h('品牌', '品牌', 'Brand', 'ブランド', '브랜드'),
  region: h('地区', '地區', 'Region', '地域', '지역'),
  status: h('状态', '狀態', 'Status', 'ステータス', '상태'),
  created: h('创建时间', '建立時間', 'Created', '作成日時', '생성 시각'),
};

/** The user a row is about: public id and nickname. */
function userColumns<R extends { user: { public_id: string; nickname: string } }>(): ExportColumn<R>[] {
  return [col('public_id', H.publicId, (r) => r.user.public_id, 14), col('nickname', H.nickname, (r) => r.user.nickname, 20)];
}

/** Where a row belongs: brand and region. */
function placeColumns<R extends { brand: string; region: string }>(): ExportColumn<R>[] {
  return [col('brand', H.brand, (r) => r.brand, 10), col('region', H.region, (r) => r.region, 10)];
}

type UserRow = { id: number; public_id: string; nickname: string; gender: string; brand: string; region: string; status: string };

const users = exportOf<UserRow>('users', {
  perms: [PERMISSIONS.USER_QUERY],
  title: h('用户', '用戶', 'users', 'ユーザー', '사용자'),
  columns: [
    col('id', H.id, (r) => r.id, 10),
    col('public_id', H.publicId, (r) => r.public_id, 14),
    col('nickname', H.nickname, (r) => r.nickname, 24),
    col('gender', h('性别', '性別', 'Gender', '性別', '성별'), (r) => r.gender, 8),
    col('brand', H.brand, (r) => r.brand, 12),
    col('region', H.region, (r) => r.region, 10),
    col('status', H.status, (r) => r.status, 10),
  ],
  fetch: async (d, c) =>
    (await lookupUsers({ db: d.db, now: d.now, accessTtlSeconds: 0, refreshTtlSeconds: 0 }, c.admin, paged<{ q: string }>(c), c.ip)).items,
});

const orders = exportOf<TAdminOrder>('orders', {
  perms: [PERMISSIONS.FINANCE_VIEW_ORDERS],
  title: h('订单', '訂單', 'orders', '注文', '주문'),
  columns: [
    col('order_id', h('订单号', '訂單號', 'Order', '注文番号', '주문 번호'), (r) => r.order_id, 28),
    ...userColumns(),
    col('brand', H.brand, (r) => r.user.brand, 10),
    col('kind', h('类型', '類型', 'Kind', '種類', '종류'), (r) => r.kind, 12),
    col('status', H.status, (r) => r.status, 12),
    col('method', h('支付方式', '付款方式', 'Method', '支払方法', '결제 수단'), (r) => r.method, 12),
    col('provider_ref', h('渠道单号', '渠道單號', 'Provider ref', 'プロバイダ参照', '제공자 참조'), (r) => r.provider_ref, 24),
    col('asset', h('资产', '資產', 'Asset', '資産', '자산'), (r) => r.asset, 12),
    col('amount', h('数量', '數量', 'Amount', '数量', '수량'), (r) => r.amount, 10),
    col('price', h('金额', '金額', 'Price', '金額', '금액'), (r) => r.price_minor / 100, 10),
    col('currency', h('币种', '幣別', 'Currency', '通貨', '통화'), (r) => r.currency, 8),
    col('created_at', H.created, (r) => date(r.created_at), 20),
    col('credited_at', h('到账时间', '到帳時間', 'Credited', '付与日時', '지급 시각'), (r) => date(r.credited_at), 20),
    col('refunded_at', h('退款时间', '退款時間', 'Refunded', '返金日時', '환불 시각'), (r) => date(r.refunded_at), 20),
  ],
  fetch: async (d, c) => {
    if (!d.payments) return [];
    return (await adminOrders(d.payments, paged(c))).items;
  },
});

const rankPayouts = exportOf<TAdminRankPayout>('rankPayouts', {
  perms: [PERMISSIONS.FINANCE_VIEW_REWARDS],
  title: h('榜单奖励', '榜單獎勵', 'rank-rewards', 'ランキング報酬', '랭킹 보상'),
  columns: [
    col('board', h('榜单', '榜單', 'Board', 'ランキング', '랭킹'), (r) => r.board, 10),
    col('scope', h('范围', '範圍', 'Scope', '範囲', '범위'), (r) => r.scope, 16),
    col('period', h('周期', '週期', 'Period', '期間', '기간'), (r) => r.period, 14),
    col('rank', h('名次', '名次', 'Rank', '順位', '순위'), (r) => r.rank, 6),
    col('score', h('分数', '分數', 'Score', 'スコア', '점수'), (r) => r.score, 12),
    ...userColumns(),
    col('items', h('奖励', '獎勵', 'Rewards', '報酬', '보상'), (r) => r.items.map((i) => JSON.stringify(i)).join('; '), 40),
    col('operation_id', h('账务操作', '帳務操作', 'Ledger operation', '台帳操作', '원장 작업'), (r) => r.operation_id, 14),
    col('paid_at', h('发放时间', '發放時間', 'Paid', '支給日時', '지급 시각'), (r) => date(r.paid_at), 20),
  ],
  fetch: async (d, c) => (await adminPayouts({ db: d.db }, paged(c))).items,
});

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

const audit = exportOf<TAuditLogEntry>('audit', {
  perms: [PERMISSIONS.AUDIT_VIEW],
  title: h('审计日志', '稽核日誌', 'audit-log', '監査ログ', '감사 로그'),
  columns: [
    col('seq', h('序号', '序號', 'Seq', '連番', '순번'), (r) => r.seq, 10),
    col('created_at', h('时间', '時間', 'Time', '日時', '시각'), (r) => date(r.created_at), 20),
    col('admin', h('管理员', '管理員', 'Admin', '管理者', '관리자'), (r) => (r.admin ? `${r.admin.nickname} (#${r.admin.id})` : null), 20),
    col('action', h('操作', '操作', 'Action', '操作', '작업'), (r) => r.action, 24),
    col('target', h('对象', '對象', 'Target', '対象', '대상'), (r) => r.target, 30),
    col('denied', h('拒绝', '拒絕', 'Denied', '拒否', '거부'), (r) => r.denied, 8),
    col('before', h('变更前', '變更前', 'Before', '変更前', '변경 전'), (r) => json(r.before), 30),
    col('after', h('变更后', '變更後', 'After', '変更後', '변경 후'), (r) => json(r.after), 30),
    col('detail', h('详情', '詳情', 'Detail', '詳細', '상세'), (r) => json(r.detail), 30),
    col('ip', h('IP', 'IP', 'IP', 'IP', 'IP'), (r) => r.ip, 16),
    col('user_agent', h('用户代理', '使用者代理', 'User agent', 'ユーザーエージェント', '사용자 에이전트'), (r) => r.user_agent, 30),
    col('hash', h('哈希', '雜湊', 'Hash', 'ハッシュ', '해시'), (r) => r.hash, 66),
  ],
  fetch: async (d, c) => (await listLogs(d, paged(c) as never)).items,
});

const feedback = exportOf<TAdminThread>('feedback', {
  perms: [],
  permsAny: [PERMISSIONS.FEEDBACK_DEFAULT, PERMISSIONS.FEEDBACK_JAPAN],
  pageSize: LIMITS.supportQueuePageSizeMax,
  title: h('客服反馈', '客服回饋', 'feedback', 'フィードバック', '피드백'),
  columns: [
    col('id', H.id, (r) => r.id, 10),
    ...userColumns(),
    ...placeColumns(),
    col('language', h('语言', '語言', 'Language', '言語', '언어'), (r) => r.language, 8),
    col('category', h('分类', '分類', 'Category', 'カテゴリ', '분류'), (r) => r.category, 12),
    col('status', H.status, (r) => r.status, 10),
    col('assignee', h('处理人', '處理人', 'Assignee', '担当者', '담당자'), (r) => r.assignee?.nickname ?? null, 16),
    col('preview', h('内容', '內容', 'Text', '内容', '내용'), (r) => r.preview, 40),
    col('messages', h('消息数', '訊息數', 'Messages', 'メッセージ数', '메시지 수'), (r) => r.message_count, 8),
    col('created_at', H.created, (r) => date(r.created_at), 20),
    col('first_response_at', h('首次回复', '首次回覆', 'First response', '初回返信', '첫 응답'), (r) => date(r.first_response_at), 20),
    col('closed_at', h('关闭时间', '關閉時間', 'Closed', 'クローズ日時', '종료 시각'), (r) => date(r.closed_at), 20),
    col('rating', h('评分', '評分', 'Rating', '評価', '평점'), (r) => r.rating, 6),
    col(
      'sla_first',
      h('首响超时', '首回逾時', 'First response SLA missed', '初回SLA超過', '첫 응답 SLA 초과'),
      (r) => r.sla.first_response_breached,
      10,
    ),
    col(
      'sla_resolution',
      h('解决超时', '解決逾時', 'Resolution SLA missed', '解決SLA超過', '해결 SLA 초과'),
      (r) => r.sla.resolution_breached,
      10,
    ),
  ],
  fetch: async (d, c) => (await feedbackQueue(d as never, c.admin, paged(c) as never)).items,
});

const riskRecords = exportOf<TRiskRecord>('riskRecords', {
  perms: [],
  permsAny: [PERMISSIONS.RISK_DEFAULT, PERMISSIONS.RISK_JAPAN],
  title: h('风控记录', '風控紀錄', 'risk-records', 'リスク記録', '위험 기록'),
  columns: [
    col('id', H.id, (r) => r.id, 10),
    ...userColumns(),
    col('reporter', h('举报人', '檢舉人', 'Reporter', '通報者', '신고자'), (r) => r.reporter?.public_id ?? null, 14),
    ...placeColumns(),
    col('source', h('来源', '來源', 'Source', '発生元', '출처'), (r) => r.source, 10),
    col('severity', h('严重度', '嚴重度', 'Severity', '重大度', '심각도'), (r) => r.severity, 10),
    col('category', h('类别', '類別', 'Category', 'カテゴリ', '분류'), (r) => String(r.category), 14),
    col('description', h('描述', '描述', 'Description', '説明', '설명'), (r) => r.description, 40),
    col('status', H.status, (r) => r.status, 10),
    col('action', h('处置', '處置', 'Action', '処置', '조치'), (r) => r.action, 10),
    col('created_at', H.created, (r) => date(r.created_at), 20),
  ],
  fetch: async (d, c) => (await listRecords(d, c.admin, paged(c) as never)).items,
});

const notices = exportOf<TNoticeAdmin>('notices', {
  perms: [PERMISSIONS.DISPLAY_MESSAGE_OP_USER],
  pageSize: NOTICE_LIMITS.pageSizeMax,
  title: h('官方消息', '官方訊息', 'official-messages', '公式メッセージ', '공식 메시지'),
  columns: [
    col('id', H.id, (r) => r.id, 10),
    col('status', H.status, (r) => r.status, 10),
    col('title', h('标题', '標題', 'Title', 'タイトル', '제목'), (r) => r.content[r.default_lang]?.title ?? null, 30),
    col('body', h('正文', '內文', 'Body', '本文', '본문'), (r) => r.content[r.default_lang]?.body ?? null, 50),
    col('audience', h('对象', '對象', 'Audience', '配信先', '대상'), (r) => r.audience.kind, 10),
    col('send_at', h('发送时间', '發送時間', 'Send at', '送信日時', '발송 시각'), (r) => date(r.send_at), 20),
    col('created_by', h('创建人', '建立者', 'Created by', '作成者', '작성자'), (r) => r.created_by, 16),
    col('recipients', h('接收人数', '接收人數', 'Recipients', '受信者数', '수신자 수'), (r) => r.recipients, 10),
    col('delivered', h('已送达', '已送達', 'Delivered', '配信済み', '전달됨'), (r) => r.delivered, 10),
    col('read', h('已读', '已讀', 'Read', '既読', '읽음'), (r) => r.read, 10),
  ],
  fetch: async (d, c) => (await noticeList(d as never, paged(c) as never)).items,
});

const admins = exportOf<TAdminAccount>('admins', {
  perms: [PERMISSIONS.ADMIN_MANAGE],
  pageSize: Number.MAX_SAFE_INTEGER,
  title: h('管理员', '管理員', 'admins', '管理者', '관리자'),
  columns: [
    col('id', H.id, (r) => r.id, 8),
    col('email', h('邮箱', '信箱', 'Email', 'メール', '이메일'), (r) => r.email, 28),
    col('nickname', H.nickname, (r) => r.nickname, 20),
    col('status', H.status, (r) => r.status, 10),
    col('perms', h('权限', '權限', 'Permissions', '権限', '권한'), (r) => r.perms.join(', '), 60),
    col('created_at', H.created, (r) => date(r.created_at), 20),
  ],
  // one page: the list is not paged (LIMITS.adminsListedMax)
  fetch: async (d, c) => (c.page > 1 ? [] : (await listAdmins(d as never)).items),
});

const registerInfo = exportOf<TAdminRegisterInfo>('registerInfo', {
  perms: [PERMISSIONS.REGISTER_INFO_VIEW],
  title: h('主播登记信息', '主播登記資料', 'host-registrations', 'ライバー登録情報', '호스트 등록 정보'),
  columns: [
    col('id', H.id, (r) => r.id, 8),
    col('public_id', H.publicId, (r) => r.user_public_id, 14),
    col('nickname', H.nickname, (r) => r.nickname, 20),
    ...placeColumns(),
    col('real_name', h('真实姓名', '真實姓名', 'Legal name', '氏名', '실명'), (r) => r.real_name, 16),
    col('birth_date', h('出生日期', '出生日期', 'Date of birth', '生年月日', '생년월일'), (r) => r.birth_date, 12),
    col('phone', h('手机号', '手機號碼', 'Mobile', '携帯電話番号', '휴대폰 번호'), (r) => r.phone, 16),
    col('contact_kind', h('联系方式', '聯絡方式', 'Contact app', '連絡手段', '연락 수단'), (r) => r.contact_kind, 10),
    col('contact_id', h('联系账号', '聯絡帳號', 'Contact ID', '連絡先ID', '연락처 ID'), (r) => r.contact_id, 20),
    col('area', h('所在地区', '所在地區', 'Area', '居住地', '거주 지역'), (r) => r.area, 16),
    col('guild', h('公会', '公會', 'Guild', '事務所', '길드'), (r) => r.guild, 16),
    col('experience', h('直播经验', '直播經驗', 'Experience', '配信経験', '방송 경험'), (r) => r.experience, 40),
    col('version', h('条款版本', '條款版本', 'Terms version', '規約バージョン', '약관 버전'), (r) => r.version, 8),
    col('ip', h('IP', 'IP', 'IP', 'IP', 'IP'), (r) => r.ip, 16),
    col('submitted_at', h('提交时间', '提交時間', 'Submitted', '提出日時', '제출 시각'), (r) => date(r.submitted_at), 20),
  ],
  fetch: async (d, c) => (await adminRegisterInfo(d, paged(c) as never)).items,
});

/** A reward's grants as text: 'currency 52000 · item frame_dragon 30d · asset silver_coin 10'. */
const grantsText = (r: TAdminActivityResult) =>
  r.grants
    .map((g) =>
      g.kind === 'currency' ? `currency ${g.amount}` : g.kind === 'asset' ? `asset ${g.asset} ${g.amount}` : `item ${g.item} ${g.days}d`,
    )
    .join(' · ');

const activityResultsSource = exportOf<TAdminActivityResult>('activityResults', {
  perms: [],
  permsAny: [PERMISSIONS.ACTIVITY_MANAGE, PERMISSIONS.ACTIVITY_APPROVE],
  title: h('活动结果', '活動結果', 'activity-results', 'イベント結果', '활동 결과'),
  columns: [
    col('id', H.id, (r) => r.id, 8),
    col('source', h('来源', '來源', 'Source', '種別', '출처'), (r) => r.source, 10),
    col('ref', h('榜单/任务', '榜單/任務', 'Board / task', 'ランキング/タスク', '랭킹/과제'), (r) => r.ref, 16),
    col('scope', h('范围', '範圍', 'Scope', '対象', '범위'), (r) => r.scope, 14),
    col('rank', h('名次', '名次', 'Rank', '順位', '순위'), (r) => r.rank, 8),
    col('score', h('分数', '分數', 'Score', 'スコア', '점수'), (r) => r.score, 12),
    ...userColumns(),
    col('grants', h('奖励', '獎勵', 'Rewards', '報酬', '보상'), grantsText, 40),
    col('created_at', h('发放时间', '發放時間', 'Paid at', '付与日時', '지급 시각'), (r) => date(r.created_at), 20),
  ],
  fetch: async (d, c) => (await activityResults(d, paged(c) as never)).items,
});

export const EXPORT_SOURCES: readonly ExportSource<never>[] = [
  users,
  orders,
  rankPayouts,
  audit,
  feedback,
  riskRecords,
  notices,
  admins,
  registerInfo,
  activityResultsSource,
] as unknown as ExportSource<never>[];
