import { BRANDS, routeMatcher } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLES } from '../app/routes/tables';
import { storeEquivalent } from './bridge';

describe('store jumps in a browser', () => {
  it("open a recharge or membership page the brand's own route table has, never a placeholder", () => {
    const opened: string[] = [];
    for (const brand of Object.values(BRANDS)) {
      const table = ROUTE_TABLES[brand.id];
      for (const target of ['diamond_store', 'recharge_coins', 'vip_recharge'] as const) {
        const href = storeEquivalent(target, brand, table);
        if (href === null) continue; // the app's own store ("open in the app")
        const route = routeMatcher(table).match(new URL(href, 'http://x').pathname);
        expect(route?.name, `${brand.id} ${target} → ${href}`).toMatch(/recharge|member|vip/);
        opened.push(`${brand.id}:${target}`);
      }
    }
    // the two brands with store pages open them for every store target
    expect(opened.sort()).toEqual(
      ['default', 'wakoo'].flatMap((b) => ['diamond_store', 'recharge_coins', 'vip_recharge'].map((t) => `${b}:${t}`)).sort(),
    );
    // a table without the page: no link
    expect(storeEquivalent('recharge_coins', BRANDS.default, [{ path: '/h5/:name/:app_name?/:lang?', name: 'legal_document' }])).toBeNull();
  });
});
