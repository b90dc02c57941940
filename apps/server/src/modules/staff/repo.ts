import type { ApprovalKind } from '@app/shared';
import type { Queryable } from '../../platform/db';
import { firstRow } from '../../platform/sql';

export interface ApprovalRow {
  id: number;
  kind: ApprovalKind;
  status: 'pending' | 'approved' | 'rejected';
  requester_id: number;
  request_id: string;
  amount: number;
  unit: string;
  target: string;
  reason: string;
  payload: Record<string, unknown>;
  decided_by: number | null;
  decision_note: string | null;
  result: Record<string, unknown> | null;
  created_at: Date;
  decided_at: Date | null;
}

const COLUMNS = `id, kind, status, requester_id, request_id, amount, unit, target, reason, payload, decided_by,
  decision_note, result, created_at, decided_at`;

function norm(r: ApprovalRow): ApprovalRow {
  return {
    ...r,
    id: Number(r.id),
    requester_id: Number(r.requester_id),
    amount: Number(r.amount),
    decided_by: r.decided_by === null ? null : Number(r.decided_by),
  };
}

/** Inserts a pending request; null when (kind, requester, request_id) already has one. */
export async function insertApproval(
  q: Queryable,
  a: {
    kind: ApprovalKind;
    requesterId: number;
    requestId: string;
    amount: number;
    unit: string;
    target: string;
    reason: string;
    payload: unknown;
  },
): Promise<ApprovalRow | null> {
  return firstRow(
    q,
    `insert into staff_approvals (kind, requester_id, request_id, amount, unit, target, reason, payload)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (kind, requester_id, request_id) do nothing returning ${COLUMNS}`,
    [a.kind, a.requesterId, a.requestId, a.amount, a.unit, a.target, a.reason, JSON.stringify(a.payload)],
    norm,
  );
}

export async function findByKey(q: Queryable, kind: ApprovalKind, requesterId: number, requestId: string): Promise<ApprovalRow | null> {
  return firstRow(
    q,
    `select ${COLUMNS} from staff_approvals where kind = $1 and requester_id = $2 and request_id = $3`,
    [kind, requesterId, requestId],
    norm,
  );
}

/** The request, locked for the caller's transaction when `lock` (decisions serialize on it). */
export async function findApproval(q: Queryable, id: number, lock = false): Promise<ApprovalRow | null> {
  return firstRow(q, `select ${COLUMNS} from staff_approvals where id = $1${lock ? ' for no key update' : ''}`, [id], norm);
}

export async function decide(
  q: Queryable,
  id: number,
  d: { status: 'approved' | 'rejected'; by: number; note: string; result: unknown; at: Date },
): Promise<void> {
  await q.query(
    `update staff_approvals set status = $2, decided_by = $3, decision_note = $4, result = $5, decided_at = $6
      where id = $1 and status = 'pending'`,
    [id, d.status, d.by, d.note || null, d.result === null ? null : JSON.stringify(d.result), d.at],
  );
}

export async function listApprovals(
  q: Queryable,
  f: { status?: string },
  limit: number,
  offset: number,
): Promise<{ rows: ApprovalRow[]; total: number }> {
  const where = f.status ? 'where status = $1' : '';
  const args: unknown[] = f.status ? [f.status] : [];
  const [rows, count] = await Promise.all([
    q.query<ApprovalRow>(`select ${COLUMNS} from staff_approvals ${where} order by id desc limit ${limit} offset ${offset}`, args),
    q.query<{ n: number }>(`select count(*)::int8 as n from staff_approvals ${where}`, args),
  ]);
  return { rows: rows.rows.map(norm), total: Number(count.rows[0]?.n ?? 0) };
}
