import { PassThrough } from 'node:stream';
import * as shared from '@app/shared';
import { REPORTS_API } from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit';
import { requireAdmin } from '../../platform/auth';
import { adminConfig, adminRoute, envelope } from '../../platform/http';
import type { ReportsDeps } from './service';
import { dashboard, exportFileName } from './service';
import type { ExportSource, SourceDeps } from './sources';
import { contentDisposition, pagesOf, writeXlsx, XLSX_MIME } from './xlsx';

/** The most rows one export holds (a list longer than that is cut; narrow the filters). */
export const EXPORT_MAX_ROWS = 1_000_000;

export function reportsRoutes(app: FastifyInstance, deps: ReportsDeps, sources: readonly ExportSource<never>[], sourceDeps: SourceDeps) {
  const tags = ['admin', 'reports'];

  // any signed-in admin: each figure is there only for the lists the admin may see (service.ts)
  adminRoute(app, tags, REPORTS_API.dashboard, [], (req, admin) => dashboard(deps, admin, req.query));

  for (const source of sources) registerExport(app, deps, source, sourceDeps);
}

/**
 * One list's export (`<list>/export`): the list's own filters (its query schema; page and
 * page_size are ignored), its permission codes, its service call page after page. The first page
 * is read before anything is sent, so a refused filter (a region the admin does not handle)
 * answers an envelope, not a broken file. Audited as `export.<list>` with the filters.
 */
function registerExport(app: FastifyInstance, deps: ReportsDeps, source: ExportSource<never>, sourceDeps: SourceDeps) {
  const { endpoint } = source;
  const querySchema = endpoint.schemas.query ? ((shared as Record<string, unknown>)[endpoint.schemas.query] as z.ZodType) : undefined;
  app.route({
    method: 'GET',
    url: endpoint.path,
    schema: {
      tags: ['admin', 'reports'],
      summary: `xlsx of ${source.listPath} with its filters`,
      ...(querySchema && { querystring: querySchema }),
      // the envelope is what an error answers; a success is the file (a stream is sent as is)
      response: { 200: envelope(shared.ZExportFile) },
    },
    config: adminConfig(source),
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const admin = requireAdmin(req);
      const { page: _p, page_size: _s, ...filters } = (req.query ?? {}) as Record<string, unknown>;
      const call = (page: number, pageSize: number) => source.fetch(sourceDeps, { admin, query: filters, page, pageSize, ip: req.ip });
      const first = await call(1, source.pageSize);
      await writeAudit(deps.db, {
        adminId: admin.id,
        action: `export.${source.name}`,
        target: source.listPath,
        detail: { filters },
        ip: req.ip,
      });
      const pages = (async function* () {
        if (first.length > 0) yield first.slice(0, EXPORT_MAX_ROWS);
        if (first.length < source.pageSize) return;
        // the rest: pages 2… with the same filters
        for await (const page of pagesOf((n, size) => call(n + 1, size), source.pageSize, EXPORT_MAX_ROWS - first.length)) yield page;
      })();
      const body = new PassThrough();
      const locale = req.locale;
      writeXlsx(body, { sheet: source.title[locale], locale, columns: source.columns }, pages).catch((err: unknown) => {
        req.log.error({ err, list: source.name }, 'export failed midway');
        body.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition(exportFileName(source.title, locale, deps.now())))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  });
}
