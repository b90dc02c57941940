import type { Queryable } from '../../platform/db';

export interface SnapshotRow {
  brand: string;
  day: string;
  unused_coins: number;
  value_jpy: number;
}

/** Today's snapshot of each brand, replaced by a later one of the same day. */
export async function upsertSnapshots(q: Queryable, day: string, rows: readonly Omit<SnapshotRow, 'day'>[], at: Date): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `insert into prepaid_snapshots (brand, day, unused_coins, value_jpy, taken_at)
     select u.brand, $1::date, u.coins, u.value, $5 from unnest($2::text[], $3::int8[], $4::int8[]) as u(brand, coins, value)
     on conflict (brand, day) do update set unused_coins = excluded.unused_coins, value_jpy = excluded.value_jpy, taken_at = excluded.taken_at`,
    [day, rows.map((r) => r.brand), rows.map((r) => r.unused_coins), rows.map((r) => r.value_jpy), at],
  );
}

/** Snapshots from `from` (a day) on, oldest first. */
export async function snapshotsSince(q: Queryable, from: string): Promise<SnapshotRow[]> {
  const r = await q.query<SnapshotRow>(
    `select brand, to_char(day, 'YYYY-MM-DD') as day, unused_coins, value_jpy from prepaid_snapshots
      where day >= $1::date order by brand, day`,
    [from],
  );
  return r.rows.map((row) => ({ ...row, unused_coins: Number(row.unused_coins), value_jpy: Number(row.value_jpy) }));
}
