import type { Writable } from 'node:stream';
import type { Locale } from '@app/shared';
import ExcelJS from 'exceljs';

/** A cell's value as the sheet stores it: text stays text (never a formula), numbers stay numbers. */
export type CellValue = string | number | boolean | Date | null;

/** A column of an export: its header in each language, its width, and how a row fills it. */
export interface ExportColumn<R> {
  key: string;
  header: Record<Locale, string>;
  /** characters; 16 unless told */
  width?: number;
  value: (row: R) => CellValue;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams the rows into an xlsx on `out` (exceljs' streaming WorkbookWriter: each row is written
 * and released as it is committed, so memory stays flat however many rows there are). The header
 * row is in the caller's language, frozen, bold. Resolves with the number of data rows once the
 * file is complete (the caller ends `out` by then); rejects if a page fails.
 */
export async function writeXlsx<R>(
  out: Writable,
  opts: { sheet: string; locale: Locale; columns: readonly ExportColumn<R>[] },
  pages: AsyncIterable<readonly R[]>,
): Promise<number> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(opts.sheet.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = opts.columns.map((c) => ({ header: c.header[opts.locale], key: c.key, width: c.width ?? 16 }));
  const head = ws.getRow(1);
  head.font = { bold: true };
  head.commit();
  let n = 0;
  for await (const page of pages) {
    for (const row of page) {
      ws.addRow(opts.columns.map((c) => cell(c.value(row)))).commit();
      n += 1;
    }
    // let the zip stream drain before the next page (the socket or the file sets the pace)
    if (out.writableNeedDrain) await new Promise<void>((resolve) => out.once('drain', resolve));
  }
  ws.commit();
  await wb.commit();
  return n;
}

/** Text longer than a cell holds is cut; control characters (not allowed in the XML) are dropped. */
function cell(v: CellValue): CellValue {
  if (typeof v !== 'string') return v;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what XML 1.0 refuses
  const clean = v.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
  return clean.length > 32_767 ? clean.slice(0, 32_767) : clean;
}

/**
 * `content-disposition` for a download: an ASCII `filename` (non-ASCII replaced) for old clients
 * and the exact name as RFC 5987 `filename*` (UTF-8, percent-encoded).
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  const star = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${star}`;
}

/**
 * The pages of a paged list, one after the other, with the same filters: `fetch(page)` is the
 * list's own service call. Stops at a short page, or after `max` rows.
 */
export async function* pagesOf<R>(
  fetch: (page: number, pageSize: number) => Promise<readonly R[]>,
  pageSize: number,
  max: number,
): AsyncGenerator<readonly R[]> {
  let sent = 0;
  for (let page = 1; sent < max; page += 1) {
    const items = await fetch(page, pageSize);
    const take = items.length > max - sent ? items.slice(0, max - sent) : items;
    if (take.length > 0) yield take;
    sent += take.length;
    if (items.length < pageSize) return;
  }
}
