import { decodePathSegments, isJapanPage, legalSlugOf, routeMatcher } from '@app/shared';

interface TableRoute {
  path: string;
  name: string;
}

/**
 * A document's links to other documents, in the brand's own table. The bodies link the main
 * tables' routes (`/h5/ja/user_service`, `/h5/default/childrensecurity`); a brand with a small
 * table (cooya, ucoo+) has only `/h5/contract/:name`, and the router stays on the brand's table,
 * so such a link would be not-found. A link the table answers is kept; one it does not, and
 * that names a document, goes to `/h5/contract/<document>` (in Japanese when it was a Japanese
 * page); anything else is left as it is.
 */
export function brandDocumentLinks(html: string, table: readonly TableRoute[], brand: string): string {
  if (table.length === 0) return html;
  const routes = routeMatcher(table);
  return html.replace(/href="(\/[^"]*)"/g, (whole, raw: string) => {
    let url: URL;
    try {
      url = new URL(raw.replace(/&amp;/g, '&'), 'http://page.local');
    } catch {
      return whole;
    }
    const pathname = decodePathSegments(url.pathname);
    const segments = pathname.split('/').filter(Boolean);
    const route = routes.match(pathname);
    if (route && (route.name !== 'legal_document' || legalSlugOf(segments[1]))) return whole;
    const slug = [...segments].reverse().map(legalSlugOf).find(Boolean);
    if (!slug || !routes.match(`/h5/contract/${slug}`)) return whole;
    const query = new URLSearchParams({ app_name: brand, ...(isJapanPage(pathname) && { 'app-language': 'ja' }) });
    return `href="/h5/contract/${slug}?${query.toString().replace(/&/g, '&amp;')}"`;
  });
}
