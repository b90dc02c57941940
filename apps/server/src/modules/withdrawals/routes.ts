import { PERMISSIONS, WITHDRAWALS_API, WITHDRAWALS_CONSOLE_API, ZExportFile, ZWithdrawalId } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../platform/audit';
import { requireAdmin } from '../../platform/auth';
import { adminConfig, adminRoute, envelope, userRoute } from '../../platform/http';
import { contentDisposition } from '../reports/xlsx';
import type { WithdrawalsDeps } from './service';
import * as service from './service';

const P = PERMISSIONS;
const ANY = { perms: [], permsAny: [P.WITHDRAW_REVIEW, P.WITHDRAW_APPROVE, P.WITHDRAW_PAY] };
const FILES = { perms: [], permsAny: [P.WITHDRAW_REVIEW, P.WITHDRAW_PAY] };

export function withdrawalsRoutes(app: FastifyInstance, deps: WithdrawalsDeps) {
  const tags = ['withdrawals'];
  const api = WITHDRAWALS_API;
  userRoute(app, tags, api.overview, (req, user) => service.overview(deps, user, req.locale));
  userRoute(app, tags, api.quote, (req, user) => service.quote(deps, user, req.body));
  userRoute(app, tags, api.saveAccount, (req, user) => service.saveAccount(deps, user, req.body.account));
  userRoute(app, tags, api.deleteAccount, (req, user) => service.deleteAccount(deps, user, req.params.id));
  userRoute(app, tags, api.realname, (req, user) => service.verifyRealname(deps, user, req.body), {
    rateLimit: { max: 10, timeWindow: 3_600_000 },
  });
  userRoute(app, tags, api.request, (req, user) => service.request(deps, user, req.body, req.locale));
  userRoute(app, tags, api.list, (req, user) => service.list(deps, user, req.query, req.locale));
  userRoute(app, tags, api.get, (req, user) => service.get(deps, user, req.params.id, req.locale));
  userRoute(app, tags, api.statement, (req, user) => service.statement(deps, user, req.query.month));

  const admin = ['admin', 'withdrawals'];
  const con = WITHDRAWALS_CONSOLE_API;
  adminRoute(app, admin, con.list, ANY, (req) => service.adminList(deps, req.query, req.locale));
  adminRoute(app, admin, con.act, ANY, (req, a) => service.act(deps, a, req.params.id, req.body, req.locale));
  adminRoute(app, admin, con.stats, ANY, () => service.stats(deps));
  adminRoute(app, admin, con.createBatch, FILES, (req, a) => service.createBatch(deps, a, req.body.kind));
  adminRoute(app, admin, con.batches, FILES, () => service.batches(deps));

  // the file as it was written (Shift_JIS for Zengin): a download, audited
  app.route({
    method: 'GET',
    url: con.batchFile.path,
    schema: { tags: admin, params: ZWithdrawalId, response: { 200: envelope(ZExportFile) } },
    config: adminConfig(FILES),
    handler: async (req, reply) => {
      const a = requireAdmin(req);
      const { id } = req.params as { id: number };
      const f = await service.batchFile(deps, id);
      await writeAudit(deps.db, { adminId: a.id, action: 'withdrawals.batch_download', target: String(id), ip: req.ip });
      return reply
        .header('content-type', f.kind === 'zengin' ? 'text/plain; charset=Shift_JIS' : 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(f.file_name))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(f.content);
    },
  });
}
