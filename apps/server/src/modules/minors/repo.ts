import type { Queryable } from '../../platform/db';

/** The only file naming the minors module's tables (migration 0047). */

export interface HoldRow {
  order_id: string;
  user_id: number;
  region: 'default' | 'japan';
  month: string;
  amount: number;
  currency: string;
  age: number;
  per_payment: number | null;
  monthly: number | null;
  state: 'held' | 'credited' | 'released';
  expires_at: Date;
}
const HOLD_COLUMNS = 'order_id, user_id, region, month, amount, currency, age, per_payment, monthly, state, expires_at';

/**
 * Takes the (user, region, month) row's lock, creating the row first: every reservation and
 * credit of that month holds it until its transaction ends, so their reads and checks of the
 * month's sum run one at a time (an upsert's update locks the row it finds or inserts).
 */
export async function lockMonth(q: Queryable, userId: number, region: string, month: string): Promise<void> {
  await q.query(
    `insert into minor_recharge_months (user_id, region, month) values ($1, $2, $3)
     on conflict (user_id, region, month) do update set month = excluded.month`,
    [userId, region, month],
  );
}

/** The month's credited orders plus the holds still open at `now`, except `exceptOrder`. */
export async function usedIn(q: Queryable, userId: number, region: string, month: string, now: Date, exceptOrder = ''): Promise<number> {
  const r = await q.query<{ used: number }>(
    `select coalesce(sum(amount), 0)::int8 as used from minor_recharge_holds
     where user_id = $1 and region = $2 and month = $3 and order_id <> $5
       and (state = 'credited' or (state = 'held' and expires_at > $4))`,
    [userId, region, month, now, exceptOrder],
  );
  return r.rows[0]?.used ?? 0;
}

export async function insertHold(q: Queryable, h: HoldRow, at: Date): Promise<void> {
  await q.query(
    `insert into minor_recharge_holds (${HOLD_COLUMNS}, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
    [h.order_id, h.user_id, h.region, h.month, h.amount, h.currency, h.age, h.per_payment, h.monthly, h.state, h.expires_at, at],
  );
}

export async function findHold(q: Queryable, orderId: string): Promise<HoldRow | null> {
  const r = await q.query<HoldRow>(`select ${HOLD_COLUMNS} from minor_recharge_holds where order_id = $1`, [orderId]);
  return r.rows[0] ?? null;
}

export async function setHoldState(q: Queryable, orderId: string, state: HoldRow['state'], at: Date): Promise<void> {
  await q.query('update minor_recharge_holds set state = $2, updated_at = $3 where order_id = $1', [orderId, state, at]);
}

export interface ChangeRow {
  id: number;
  user_id: number;
  request_id: string;
  region: 'default' | 'japan';
  old_birth_date: string;
  new_birth_date: string;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  risk_record_id: number | null;
  decided_by: number | null;
  decided_at: Date | null;
  note: string;
  created_at: Date;
}
const CHANGE_COLUMNS = `id, user_id, request_id, region, old_birth_date, new_birth_date, reason, status, risk_record_id,
  decided_by, decided_at, note, created_at`;

/** Inserts a pending change; null when this request id exists already or another change is pending. */
export async function insertChange(
  q: Queryable,
  c: Pick<
    ChangeRow,
    'user_id' | 'request_id' | 'region' | 'old_birth_date' | 'new_birth_date' | 'reason' | 'risk_record_id' | 'created_at'
  >,
): Promise<ChangeRow | null> {
  const r = await q.query<ChangeRow>(
    `insert into birth_date_changes (user_id, request_id, region, old_birth_date, new_birth_date, reason, status, risk_record_id, created_at)
     values ($1, $2, $3, $4, $5, $6, 'pending', $7, $8) on conflict do nothing returning ${CHANGE_COLUMNS}`,
    [c.user_id, c.request_id, c.region, c.old_birth_date, c.new_birth_date, c.reason, c.risk_record_id, c.created_at],
  );
  return r.rows[0] ?? null;
}

export async function changeByRequest(q: Queryable, userId: number, requestId: string): Promise<ChangeRow | null> {
  const r = await q.query<ChangeRow>(`select ${CHANGE_COLUMNS} from birth_date_changes where user_id = $1 and request_id = $2`, [
    userId,
    requestId,
  ]);
  return r.rows[0] ?? null;
}

export async function pendingChangeOf(q: Queryable, userId: number): Promise<ChangeRow | null> {
  const r = await q.query<ChangeRow>(`select ${CHANGE_COLUMNS} from birth_date_changes where user_id = $1 and status = 'pending'`, [
    userId,
  ]);
  return r.rows[0] ?? null;
}

export async function latestChangeOf(q: Queryable, userId: number): Promise<ChangeRow | null> {
  const r = await q.query<ChangeRow>(
    `select ${CHANGE_COLUMNS} from birth_date_changes where user_id = $1 order by created_at desc, id desc limit 1`,
    [userId],
  );
  return r.rows[0] ?? null;
}

export async function findChange(q: Queryable, id: number, forUpdate = false): Promise<ChangeRow | null> {
  const r = await q.query<ChangeRow>(
    `select ${CHANGE_COLUMNS} from birth_date_changes where id = $1${forUpdate ? ' for no key update' : ''}`,
    [id],
  );
  return r.rows[0] ?? null;
}

export async function listChanges(
  q: Queryable,
  f: { regions: readonly string[]; status?: string | undefined; recordId?: number | undefined },
  limit: number,
): Promise<ChangeRow[]> {
  const r = await q.query<ChangeRow>(
    `select ${CHANGE_COLUMNS} from birth_date_changes
     where region = any($1::text[]) and ($2::text is null or status = $2) and ($3::int8 is null or risk_record_id = $3)
     order by created_at desc, id desc limit $4`,
    [f.regions, f.status ?? null, f.recordId ?? null, limit],
  );
  return r.rows;
}

export async function decideChange(
  q: Queryable,
  id: number,
  d: { status: 'approved' | 'rejected'; adminId: number; note: string; at: Date },
): Promise<ChangeRow> {
  const r = await q.query<ChangeRow>(
    `update birth_date_changes set status = $2, decided_by = $3, note = $4, decided_at = $5 where id = $1 returning ${CHANGE_COLUMNS}`,
    [id, d.status, d.adminId, d.note, d.at],
  );
  return r.rows[0]!;
}
