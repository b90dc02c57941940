import { PassThrough } from 'node:stream';
import { PERMISSIONS, TRADERS_API, TRADERS_CONSOLE_API, ZAdminTraderId, ZAdminTraderTransfersQuery, ZExportFile } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../platform/audit';
import { requireAdmin } from '../../platform/auth';
import { adminConfig, adminRoute, envelope, userRoute } from '../../platform/http';
import { contentDisposition, type ExportColumn, writeXlsx, XLSX_MIME } from '../reports/xlsx';
import type { TradersDeps } from './service';
import * as service from './service';

const P = PERMISSIONS;
/** the page and every list: either code; each action checks its own (service.ts) */
const ANY = { perms: [], permsAny: [P.TRADERS_MANAGE, P.TRADERS_APPROVE] };

type Row = Awaited<ReturnType<typeof service.adminTransfers>>['items'][number];
const COLUMNS: readonly ExportColumn<Row>[] = [
  { key: 'id', header: { 'zh-CN': '编号', 'zh-TW': '編號', en: 'ID', ja: 'ID', ko: 'ID' }, value: (r) => r.id, width: 10 },
  { key: 'day', header: { 'zh-CN': '日期', 'zh-TW': '日期', en: 'Day', ja: '日付', ko: '날짜' }, value: (r) => r.day, width: 12 },
  {
    key: 'created_at',
    header: { 'zh-CN': '时间', 'zh-TW': '時間', en: 'Time (UTC)', ja: '日時（UTC）', ko: '시간(UTC)' },
    value: (r) => new Date(r.created_at),
    width: 20,
  },
  {
    key: 'recipient',
    header: { 'zh-CN': '收款用户 ID', 'zh-TW': '收款使用者 ID', en: 'Recipient ID', ja: '受取ユーザーID', ko: '받는 사용자 ID' },
    value: (r) => r.recipient.public_id,
  },
  {
    key: 'nickname',
    header: { 'zh-CN': '昵称', 'zh-TW': '暱稱', en: 'Nickname', ja: 'ニックネーム', ko: '닉네임' },
    value: (r) => r.recipient.nickname,
    width: 20,
  },
  { key: 'asset', header: { 'zh-CN': '币种', 'zh-TW': '幣種', en: 'Asset', ja: '通貨', ko: '자산' }, value: (r) => r.asset, width: 12 },
  { key: 'amount', header: { 'zh-CN': '数量', 'zh-TW': '數量', en: 'Amount', ja: '数量', ko: '수량' }, value: (r) => r.amount, width: 12 },
  {
    key: 'request_id',
    header: { 'zh-CN': '请求 ID', 'zh-TW': '請求 ID', en: 'Request ID', ja: 'リクエストID', ko: '요청 ID' },
    value: (r) => r.request_id,
    width: 24,
  },
];

export function tradersRoutes(app: FastifyInstance, deps: TradersDeps) {
  const tags = ['traders'];
  const api = TRADERS_API;
  userRoute(app, tags, api.me, (_req, user) => service.me(deps, user));
  userRoute(app, tags, api.recipient, (req, user) => service.lookupRecipient(deps, user, req.query.public_id));
  userRoute(app, tags, api.transfer, (req, user) => service.transfer(deps, user, req.body));
  userRoute(app, tags, api.transfers, (req, user) => service.transfers(deps, user, req.query));

  const admin = ['admin', 'traders'];
  const con = TRADERS_CONSOLE_API;
  adminRoute(app, admin, con.list, ANY, (req) => service.adminList(deps, req.query));
  adminRoute(app, admin, con.propose, ANY, (req, a) => service.propose(deps, a, req.body, req.ip));
  adminRoute(app, admin, con.act, ANY, (req, a) => service.act(deps, a, req.params.id, req.body, req.ip));
  adminRoute(app, admin, con.limits, ANY, (req, a) => service.changeLimits(deps, a, req.params.id, req.body, req.ip));
  adminRoute(app, admin, con.decideLimits, ANY, (req, a) => service.decideLimits(deps, a, req.params.id, req.body.decision, req.ip));
  adminRoute(app, admin, con.purchase, ANY, (req, a) => service.purchase(deps, a, req.params.id, req.body, req.ip));
  adminRoute(app, admin, con.purchases, ANY, (req) => service.purchases(deps, req.params.id));
  adminRoute(app, admin, con.transfers, ANY, (req) => service.adminTransfers(deps, req.params.id, req.query));

  // the filtered transfers as an xlsx, audited with the filters
  app.route({
    method: 'GET',
    url: con.exportTransfers.path,
    schema: { tags: admin, params: ZAdminTraderId, querystring: ZAdminTraderTransfersQuery, response: { 200: envelope(ZExportFile) } },
    config: adminConfig(ANY),
    handler: async (req, reply) => {
      const a = requireAdmin(req);
      const { id } = req.params as { id: number };
      const { cursor: _c, ...filters } = req.query as typeof ZAdminTraderTransfersQuery._output;
      await writeAudit(deps.db, { adminId: a.id, action: 'export.trader_transfers', target: String(id), detail: { filters }, ip: req.ip });
      const body = new PassThrough();
      writeXlsx(
        body,
        { sheet: service.EXPORT_TITLE[req.locale], locale: req.locale, columns: COLUMNS },
        service.allTransfers(deps, id, filters),
      ).catch((err: unknown) => {
        req.log.error({ err }, 'trader transfers export failed midway');
        body.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      const day = deps.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition(`${service.EXPORT_TITLE[req.locale]}-${id}-${day}.xlsx`))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  });
}
