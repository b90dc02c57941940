import {
  type ApprovalKind,
  LIMITS,
  PERMISSIONS,
  type TAdminAccount,
  type TAdminAccountList,
  type TAdminCreateRequest,
  type TApproval,
  type TApprovalPage,
  type TApprovalPending,
  type TApprovalsQuery,
} from '@app/shared';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin } from '../../platform/auth';
import { hashPassword, verifyPassword } from '../../platform/crypto';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { assertAcceptablePassword } from '../accounts/password-policy';
import { findUsersByEmails } from '../accounts/service';
import * as admins from '../admin/service';
import * as repo from './repo';

export interface StaffDeps {
  db: Db;
  now: () => Date;
  approvals: Approvals;
}

// ---------------------------------------------------------------------------------------------
// Admin accounts (admin.manage). The tables are the admin module's: read and written through its
// service. Every change is audited with before and after in its transaction. The admin module
// reads status and codes from the database on every request (adminByTokenHash, no cache), so a
// change is in force on the admin's next request; disabling or a password reset also ends every
// session at once.
// ---------------------------------------------------------------------------------------------

function toAccount(a: admins.AdminAccountRow): TAdminAccount {
  return {
    id: Number(a.id),
    email: a.email,
    nickname: a.nickname,
    status: a.status,
    perms: [...a.perms],
    created_at: a.created_at.toISOString(),
  };
}

/** What the audit log keeps of an admin (never the password hash). */
function snapshot(a: admins.AdminAccountRow) {
  return { email: a.email, nickname: a.nickname, status: a.status, perms: [...a.perms] };
}

export async function listAdmins(deps: StaffDeps): Promise<TAdminAccountList> {
  return { items: (await admins.listAdminAccounts(deps.db, LIMITS.adminsListedMax)).map(toAccount) };
}

export async function createAdmin(deps: StaffDeps, admin: AuthedAdmin, input: TAdminCreateRequest, ip: string): Promise<TAdminAccount> {
  assertAcceptablePassword(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  return deps.db.tx(async (q) => {
    const id = await admins.insertAdminAccount(q, { email: input.email, nickname: input.nickname, passwordHash });
    if (id === null) throw new AppError('ACCOUNT_EXISTS', {}, { field: 'email' });
    await admins.replacePermissions(q, id, [...new Set<string>(input.perms)]);
    const after = (await admins.findAdminAccount(q, id))!;
    await writeAudit(q, {
      adminId: admin.id,
      action: 'staff.admin_create',
      target: String(id),
      detail: { before: null, after: snapshot(after) },
      ip,
    });
    return toAccount(after);
  });
}

async function changeAdmin(
  deps: StaffDeps,
  admin: AuthedAdmin,
  targetId: number,
  action: string,
  ip: string,
  change: (q: Queryable, before: admins.AdminAccountRow) => Promise<void>,
): Promise<TAdminAccount> {
  return deps.db.tx(async (q) => {
    const before = await admins.findAdminAccount(q, targetId, true);
    if (!before) throw new AppError('NOT_FOUND');
    await change(q, before);
    const after = (await admins.findAdminAccount(q, targetId))!;
    await writeAudit(q, {
      adminId: admin.id,
      action,
      target: String(targetId),
      detail: { before: snapshot(before), after: snapshot(after) },
      ip,
    });
    return toAccount(after);
  });
}

export async function setStatus(
  deps: StaffDeps,
  admin: AuthedAdmin,
  targetId: number,
  status: 'active' | 'disabled',
  ip: string,
): Promise<TAdminAccount> {
  if (targetId === admin.id && status === 'disabled') throw new AppError('ADMIN_CANNOT_CHANGE_SELF');
  return changeAdmin(deps, admin, targetId, status === 'disabled' ? 'staff.admin_disable' : 'staff.admin_enable', ip, async (q) => {
    await admins.setAdminStatus(q, targetId, status);
    if (status === 'disabled') await admins.revokeAdminSessions(q, targetId);
  });
}

export async function resetPassword(
  deps: StaffDeps,
  admin: AuthedAdmin,
  targetId: number,
  password: string,
  ip: string,
): Promise<TAdminAccount> {
  const target = await admins.findAdminAccount(deps.db, targetId);
  if (!target) throw new AppError('NOT_FOUND');
  assertAcceptablePassword(password, target.email);
  const passwordHash = await hashPassword(password);
  // the audit records that the password changed, never the password or its hash
  return changeAdmin(deps, admin, targetId, 'staff.admin_password_reset', ip, async (q) => {
    await admins.setAdminPasswordHash(q, targetId, passwordHash);
    await admins.revokeAdminSessions(q, targetId);
  });
}

export async function setPerms(
  deps: StaffDeps,
  admin: AuthedAdmin,
  targetId: number,
  perms: readonly string[],
  ip: string,
): Promise<TAdminAccount> {
  const codes = [...new Set(perms)];
  if (targetId === admin.id && !codes.includes(PERMISSIONS.ADMIN_MANAGE)) throw new AppError('ADMIN_CANNOT_CHANGE_SELF');
  return changeAdmin(deps, admin, targetId, 'staff.admin_perms', ip, async (q) => {
    await admins.replacePermissions(q, targetId, codes);
  });
}

/** Every admin's own password: the current one first. Their other sessions end; this one stays. */
export async function changeOwnPassword(
  deps: StaffDeps,
  admin: AuthedAdmin,
  input: { current_password: string; new_password: string },
  ip: string,
): Promise<void> {
  const stored = await admins.passwordHashOf(deps.db, admin.id);
  if (!stored || !(await verifyPassword(input.current_password, stored))) {
    await writeAudit(deps.db, { adminId: admin.id, action: 'staff.own_password_failed', target: String(admin.id), ip });
    throw new AppError('CURRENT_PASSWORD_WRONG', {}, { field: 'current_password' });
  }
  assertAcceptablePassword(input.new_password, admin.email);
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.tx(async (q) => {
    await admins.setAdminPasswordHash(q, admin.id, passwordHash);
    await writeAudit(q, {
      adminId: admin.id,
      action: 'staff.own_password',
      target: String(admin.id),
      detail: { before: null, after: null },
      ip,
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Four eyes on money. The wallet and payments modules ask `approvals.request(...)` when an amount
// is above its limit, and register the executor that runs the original operation on approval.
// ---------------------------------------------------------------------------------------------

export interface ApprovalContext {
  /** the admin who asked (the operation runs under their idempotency scope and request id) */
  requester: AuthedAdmin;
  requestId: string;
  payload: Record<string, unknown>;
  approvalId: number;
  approverId: number;
  ip: string;
}
/** Runs the approved operation inside the decision's transaction; answers what the operation answered. */
export type ApprovalExecutor = (q: Queryable, ctx: ApprovalContext) => Promise<Record<string, unknown>>;

export interface ApprovalRequest {
  kind: ApprovalKind;
  requester: AuthedAdmin;
  requestId: string;
  amount: number;
  unit: string;
  target: string;
  reason: string;
  payload: Record<string, unknown>;
  ip: string;
}

export interface Approvals {
  /** the module owning `kind` runs it on approval */
  register(kind: ApprovalKind, executor: ApprovalExecutor): void;
  /**
   * Records a pending request (idempotent per requester and request id: the same request answers
   * the same approval; another body under that id is a conflict) and audits it.
   */
  request(r: ApprovalRequest): Promise<TApprovalPending>;
  executor(kind: ApprovalKind): ApprovalExecutor;
}

function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

export function createApprovals(db: Db): Approvals {
  const executors = new Map<ApprovalKind, ApprovalExecutor>();
  return {
    register(kind, executor) {
      executors.set(kind, executor);
    },
    executor(kind) {
      const e = executors.get(kind);
      if (!e) throw new Error(`no approval executor for ${kind}: its module is not registered`);
      return e;
    },
    async request(r) {
      return db.tx(async (q) => {
        const row = await repo.insertApproval(q, {
          kind: r.kind,
          requesterId: r.requester.id,
          requestId: r.requestId,
          amount: r.amount,
          unit: r.unit,
          target: r.target,
          reason: r.reason,
          payload: r.payload,
        });
        if (!row) {
          const existing = await repo.findByKey(q, r.kind, r.requester.id, r.requestId);
          if (!existing || stableJson(existing.payload) !== stableJson(r.payload))
            throw new AppError('CONFLICT', {}, { field: 'request_id' });
          return { approval_id: existing.id, approval_status: 'pending' as const, duplicate: true };
        }
        await writeAudit(q, {
          adminId: r.requester.id,
          action: 'approval.request',
          target: String(row.id),
          detail: {
            kind: r.kind,
            amount: r.amount,
            unit: r.unit,
            target: r.target,
            reason: r.reason,
            request_id: r.requestId,
            before: null,
            after: { status: 'pending' },
          },
          ip: r.ip,
        });
        return { approval_id: row.id, approval_status: 'pending' as const, duplicate: false };
      });
    },
  };
}

async function toApprovals(q: Queryable, rows: repo.ApprovalRow[]): Promise<TApproval[]> {
  const names = await admins.adminNicknames(q, [
    ...new Set(rows.flatMap((r) => (r.decided_by === null ? [r.requester_id] : [r.requester_id, r.decided_by]))),
  ]);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    amount: r.amount,
    unit: r.unit,
    target: r.target,
    reason: r.reason,
    requester: admins.adminRef(names, r.requester_id),
    decided_by: admins.adminRef(names, r.decided_by),
    decision_note: r.decision_note,
    result: r.result,
    created_at: r.created_at.toISOString(),
    decided_at: r.decided_at ? r.decided_at.toISOString() : null,
  }));
}

export async function listApprovals(deps: StaffDeps, f: TApprovalsQuery): Promise<TApprovalPage> {
  const pageSize = Math.min(f.page_size, LIMITS.approvalsPageSizeMax);
  const { rows, total } = await repo.listApprovals(deps.db, { status: f.status }, pageSize, (f.page - 1) * pageSize);
  return { items: await toApprovals(deps.db, rows), total, page: f.page, page_size: pageSize };
}

/**
 * Approves (runs the original operation, once) or rejects a pending request. Decisions on one
 * request serialize on its row lock: a second approval, at the same moment or later, finds it
 * decided and answers APPROVAL_CLOSED. The requester never decides their own. If the operation
 * fails (the order was refunded meanwhile, the balance is short), nothing is written and the
 * request stays pending.
 */
export async function decide(
  deps: StaffDeps,
  admin: AuthedAdmin,
  id: number,
  decision: 'approve' | 'reject',
  note: string,
  ip: string,
): Promise<TApproval> {
  return deps.db.tx(async (q) => {
    const row = await repo.findApproval(q, id, true);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.requester_id === admin.id) throw new AppError('APPROVAL_OWN_REQUEST');
    if (row.status !== 'pending') throw new AppError('APPROVAL_CLOSED', {}, { status: row.status });
    let result: Record<string, unknown> | null = null;
    if (decision === 'approve') {
      const requester = await admins.findAdminAccount(q, row.requester_id);
      if (!requester) throw new AppError('NOT_FOUND');
      result = await deps.approvals.executor(row.kind)(q, {
        requester: { id: row.requester_id, email: requester.email, nickname: requester.nickname, perms: new Set(requester.perms) },
        requestId: row.request_id,
        payload: row.payload,
        approvalId: row.id,
        approverId: admin.id,
        ip,
      });
    }
    const status = decision === 'approve' ? 'approved' : 'rejected';
    await repo.decide(q, id, { status, by: admin.id, note, result, at: deps.now() });
    await writeAudit(q, {
      adminId: admin.id,
      action: `approval.${decision}`,
      target: String(id),
      detail: {
        kind: row.kind,
        amount: row.amount,
        unit: row.unit,
        target: row.target,
        requester_id: row.requester_id,
        note,
        before: { status: 'pending' },
        after: { status, result },
      },
      ip,
    });
    return (await toApprovals(q, [(await repo.findApproval(q, id))!]))[0]!;
  });
}

/**
 * Demo data (modules/demo, with DEMO_ACTIVITY): a finance checker who may approve, and one large
 * adjustment the demo admin asked for, waiting on the Approvals page. Idempotent.
 */
export async function seedStaffDemo(db: Db, passwordHash: string): Promise<void> {
  await db.tx(async (q) => {
    const id = await admins.insertAdminAccount(q, { email: 'finance@demo.local', nickname: 'Finance Checker', passwordHash });
    if (id !== null) {
      await admins.replacePermissions(q, id, [
        PERMISSIONS.FINANCE_APPROVE,
        PERMISSIONS.FINANCE_VIEW_WALLET,
        PERMISSIONS.FINANCE_VIEW_ORDERS,
        PERMISSIONS.USER_QUERY,
      ]);
    }
  });
  const [requester] = (await admins.listAdminAccounts(db, LIMITS.adminsListedMax)).filter((a) => a.email === 'admin@demo.local');
  const [user] = await findUsersByEmails(db, ['user1.default@demo.local']);
  if (!requester || !user) return;
  const requestId = 'demo-approval-1';
  if (await repo.findByKey(db, 'wallet.adjust', Number(requester.id), requestId)) return;
  const amount = LIMITS.approvalAdjustAmountMax * 2;
  await repo.insertApproval(db, {
    kind: 'wallet.adjust',
    requesterId: Number(requester.id),
    requestId,
    amount,
    unit: 'gold_coin',
    target: String(user.id),
    reason: 'Tournament prize (demo)',
    payload: { user_id: Number(user.id), asset: 'gold_coin', amount, reason: 'Tournament prize (demo)', request_id: requestId },
  });
}
