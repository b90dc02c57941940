import { describe, expect, it } from 'vitest';
import { ROUTE_TABLES } from '../../../app/routes/tables';
import { brandDocumentLinks } from './links';

describe("a document's links in the brand's table", () => {
  const body =
    '<p><a href="/h5/ja/user_service">規約</a> <a href="/h5/default/childrensecurity">儿童</a> <a href="/h5/agreement">terms</a> <a href="https://example.com/x">out</a> <a href="/h5/whatever">?</a></p>';
  it('keeps links a full table answers', () => {
    expect(brandDocumentLinks(body, ROUTE_TABLES.default, 'default')).toBe(body);
  });
  it("sends a small table's readers to its contract route, in Japanese where the link was Japanese", () => {
    const out = brandDocumentLinks(body, ROUTE_TABLES.cooya, 'cooya');
    expect(out).toContain('href="/h5/contract/user_service?app_name=cooya&amp;app-language=ja"');
    expect(out).toContain('href="/h5/contract/children_security?app_name=cooya"');
    expect(out).toContain('href="/h5/contract/user_service?app_name=cooya"');
    // other sites and names that are no document stay as they are
    expect(out).toContain('href="https://example.com/x"');
    expect(out).toContain('href="/h5/whatever"');
    expect(brandDocumentLinks(body, ROUTE_TABLES.ucoo_plus, 'ucoo_plus')).toContain(
      'href="/h5/contract/children_security?app_name=ucoo_plus"',
    );
  });
});
