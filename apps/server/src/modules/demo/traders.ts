import { LIMITS, PERMISSIONS } from '@app/shared';
import type { AuthedAdmin, AuthedUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { findUsersByEmails, type UserRow } from '../accounts/service';
import { listAdminAccounts } from '../admin/service';
import * as traders from '../traders/service';
import { DEMO_ADMINS } from './accounts';

/** The demo coin traders (README): a Wakoo (Japan) and a default-brand user. */
export const DEMO_TRADERS = [
  { email: 'user2.wakoo@demo.local', to: ['user1.wakoo@demo.local', 'anchor1.wakoo@demo.local'] },
  { email: 'user2.default@demo.local', to: ['user1.default@demo.local', 'anchor1.default@demo.local'] },
] as const;

const authed = (u: UserRow): AuthedUser => ({ id: u.id, publicId: u.public_id, brand: u.brand, region: u.region });
/** a restart: the trader is proposed and approved already */
const skipKnown = (err: unknown) => {
  if (err instanceof AppError && ['TRADER_INELIGIBLE', 'TRADER_STATE'].includes(err.code)) return undefined;
  throw err;
};

/**
 * Coin traders (modules/traders), through the real services: the demo admin proposes, the finance
 * approver approves (four eyes), a bulk purchase is recorded and a few transfers go out. Request
 * ids are fixed: a restart changes nothing.
 */
export async function seedDemoTraders(deps: traders.TradersDeps): Promise<void> {
  const rows = await listAdminAccounts(deps.db, LIMITS.adminsListedMax);
  const adminOf = (email: string, perms: readonly string[]): AuthedAdmin | null => {
    const a = rows.find((r) => r.email === email);
    return a ? { id: a.id, email: a.email, nickname: a.nickname, perms: new Set(perms) } : null;
  };
  const admin = adminOf('admin@demo.local', Object.values(PERMISSIONS));
  const approver = adminOf('approver@demo.local', DEMO_ADMINS.find((a) => a.email === 'approver@demo.local')?.perms ?? []);
  if (!admin || !approver) return;
  const users = await findUsersByEmails(
    deps.db,
    DEMO_TRADERS.flatMap((t) => [t.email, ...t.to]),
  );
  const byEmail = (e: string) => users.find((u) => u.email === e);
  for (const [i, plan] of DEMO_TRADERS.entries()) {
    const u = byEmail(plan.email);
    if (!u) continue;
    await traders
      .propose(deps, admin, { public_id: u.public_id, daily_limit: 200_000, per_recipient_limit: 50_000, note: 'Demo trader' }, 'demo')
      .catch(skipKnown);
    await traders.act(deps, approver, u.id, { action: 'approve', note: '' }, 'demo').catch(skipKnown);
    const japan = u.region === 'japan';
    await traders.purchase(
      deps,
      admin,
      u.id,
      {
        request_id: `demo-trader-stock-${i}`,
        amount: 100_000,
        price_minor: japan ? 1_300_000 : 900_000,
        currency: japan ? 'JPY' : 'CNY',
        reference: `DEMO-${japan ? 'FURIKOMI' : 'BANK'}-00${i + 1}`,
      },
      'demo',
    );
    for (const [j, email] of plan.to.entries()) {
      const to = byEmail(email);
      if (!to) continue;
      await traders
        .transfer(deps, authed(u), { request_id: `demo-trader-${i}-${j}`, public_id: to.public_id, amount: (j + 1) * 1_000 })
        .catch((err: unknown) => {
          // a later day's restart: that day's limits may differ; the first answer stands
          if (!(err instanceof AppError)) throw err;
        });
    }
  }
}
