import { ACTIVITY_ROUTE_TARGETS, type BrandId, type Region, type TMessageTarget } from '@app/shared';

/** What the page knows of the brand's route table: which paths it has, and each route's name by path. */
export interface RouteTable {
  brand: BrandId;
  /** the table's routes (path and name), as app/routes/tables.ts lists them */
  routes: ReadonlyArray<{ path: string; name: string }>;
}

const pathOf = (href: string) => href.split('?')[0]!;

/** The charge records pages (features/money), best first; the brand the user pays in goes in `app_name`. */
const CHARGE_RECORDS = ['/h5/charge_records', '/h5/japan/withdraw/charge/record'];

/**
 * The withdrawal record pages (features/withdraw's families) a host of `region` may have, best
 * first: Wakoo's own pages, the default table's Japanese page, the single page at `?step=record`.
 */
const WITHDRAWAL_RECORDS = {
  wakoo_jp: '/h5/auth/japan/cshrec',
  cn: '/h5/auth/bonus_record',
  jp: '/h5/japan/withdraw/record',
  single: '/h5/page_withdraw?step=record',
} as const;
function withdrawalRecords(brand: BrandId, region: Region): string[] {
  const r = WITHDRAWAL_RECORDS;
  if (brand === 'wakoo') return region === 'japan' ? [r.wakoo_jp, r.jp] : [r.cn, r.single];
  return region === 'japan' ? [r.jp, r.single] : [r.single, r.jp];
}

/**
 * Where tapping an item leads, as a path of this site in the brand's table — or null when the
 * brand has no such page (the item then opens as a sheet), or when the item opens in the page
 * itself (an official message, a restriction), or an https link (`external`).
 */
export function messageHref(target: TMessageTarget | null, table: RouteTable): { href: string; external?: boolean } | null {
  if (!target) return null;
  const has = (href: string) => table.routes.some((r) => r.path === pathOf(href));
  switch (target.type) {
    case 'link':
      if (/^https:\/\//i.test(target.href)) return { href: target.href, external: true };
      return target.href.startsWith('/h5/') ? { href: target.href } : null;
    case 'charge_records': {
      const path = CHARGE_RECORDS.find(has);
      return path ? { href: `${path}?app_name=${encodeURIComponent(table.brand)}` } : null;
    }
    case 'withdrawal': {
      const href = withdrawalRecords(table.brand, target.region).find(has);
      return href ? { href } : null;
    }
    case 'activity': {
      // the event's main view among the brand's routes (a wakoo-only page is not in another table)
      const route = table.routes.find((r) => {
        const t = ACTIVITY_ROUTE_TARGETS[r.name];
        return t?.[0] === target.event && t[1] === 'main';
      });
      return route && !route.path.includes(':') ? { href: route.path } : null;
    }
    case 'letter': {
      const href = `/h5/mailbox?thread=${encodeURIComponent(String(target.thread_id))}`;
      return has(href) ? { href } : null;
    }
    case 'risk':
      return null;
  }
}
