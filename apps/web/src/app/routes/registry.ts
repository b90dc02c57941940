import type { BrandId } from '@app/shared';
import type { RouteDef } from './tables';

/**
 * The route tables as the router holds them, for the pages that list routes (/h5/list,
 * /h5/web_generate). tables.ts loads those pages, so they cannot import it; the router registers
 * the tables here when it is built, long before any page runs.
 */
let tables: Readonly<Record<BrandId, RouteDef[]>> | null = null;

export function registerRouteTables(t: Readonly<Record<BrandId, RouteDef[]>>): void {
  tables = t;
}

export function routeTables(): Promise<Readonly<Record<BrandId, RouteDef[]>>> {
  return tables ? Promise.resolve(tables) : Promise.reject(new Error('route tables are not registered'));
}

/** The tables if the router registered them already (it has, once any page runs); else null. */
export function routeTablesNow(): Readonly<Record<BrandId, RouteDef[]>> | null {
  return tables;
}
