import { BRAND_IDS, legalSlugOf } from '@app/shared';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLES } from '../app/routes/tables';
import { legalLinks } from './LegalFooter';

describe('legalLinks', () => {
  it('every brand links each legal document through a route of its own table', () => {
    for (const brand of BRAND_IDS) {
      for (const link of legalLinks(brand)) {
        const url = new URL(link.href, 'https://x.test');
        const match = matchRoutes(
          ROUTE_TABLES[brand].map((r) => ({ path: r.path, id: r.name })),
          url.pathname,
        );
        const route = match?.at(-1);
        expect(route, `${brand} ${link.href}`).toBeTruthy();
        // the route shows a legal document: its title key or its :name/:contract names one
        const named = legalSlugOf(route!.route.id) ?? legalSlugOf(route!.params.name ?? route!.params.contract);
        const byTitle = ROUTE_TABLES[brand].find((r) => r.name === route!.route.id)?.titleKey;
        expect(named ?? legalSlugOf(byTitle), `${brand} ${link.href} → ${route!.route.id}`).not.toBeNull();
      }
    }
  });
});
