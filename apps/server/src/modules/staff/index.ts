import type { Module } from '..';
import { staffRoutes } from './routes';
import { createApprovals } from './service';

/**
 * Staff: admin accounts and their codes (through the admin module's service), each admin's own
 * password, and four eyes on money — the approvals the wallet and payments modules ask for.
 * Registered before them: they take `services.approvals`.
 */
export const staffModule: Module = {
  name: 'staff',
  register(ctx) {
    const { app, db, now } = ctx;
    const approvals = createApprovals(db);
    ctx.services.approvals = approvals;
    staffRoutes(app, { db, now, approvals });
  },
};
