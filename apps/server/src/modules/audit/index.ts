import { chainLegacyRows } from '../../platform/audit';
import type { Module } from '..';
import { auditRoutes } from './routes';

/**
 * The console audit log's search and chain check, and the console menu (docs/operations.md
 * "Audit log"). The log itself is the platform's (platform/audit.ts): every module writes it.
 */
export const auditModule: Module = {
  name: 'audit',
  // rows written before the chain existed get their places once (migration 0021)
  async prepare(db) {
    await chainLegacyRows(db);
  },
  register({ app, db, now }) {
    auditRoutes(app, { db, now });
  },
};
