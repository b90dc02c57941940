import { BRANDS } from '@app/shared';
import { hashPassword } from '../../platform/crypto';
import type { Db, Queryable } from '../../platform/db';
import { DEMO_ADMIN_PASSWORD, DEMO_ADMINS, DEMO_USER_PASSWORD, DEMO_USERS, type DemoUser } from './accounts';

/** Idempotent demo data: safe to run at every start in demo mode. */
export async function seedDemo(db: Db): Promise<void> {
  const existing = await db.query<{ n: number }>(`select count(*)::int8 as n from admin_users where email like '%@demo.local'`);
  if ((existing.rows[0]?.n ?? 0) >= DEMO_ADMINS.length) return;
  const [userHash, adminHash] = await Promise.all([hashPassword(DEMO_USER_PASSWORD), hashPassword(DEMO_ADMIN_PASSWORD)]);
  await db.tx(async (q) => {
    await insertDemoUsers(q, DEMO_USERS, userHash);
    for (const a of DEMO_ADMINS) {
      const r = await q.query<{ id: number }>(
        `insert into admin_users (email, nickname, password_hash) values ($1, $2, $3)
         on conflict (email) do update set nickname = excluded.nickname returning id`,
        [a.email, a.nickname, adminHash],
      );
      const id = r.rows[0]!.id;
      for (const code of a.perms) {
        await q.query('insert into admin_permissions (admin_id, code) values ($1, $2) on conflict do nothing', [id, code]);
      }
    }
  });
}

/** Demo users in their brand's home region; already there is fine. */
export async function insertDemoUsers(
  q: Queryable,
  users: ReadonlyArray<Pick<DemoUser, 'email' | 'nickname' | 'gender' | 'birthDate' | 'brand'>>,
  passwordHash: string,
): Promise<void> {
  for (const u of users) {
    await q.query(
      `insert into users (email, password_hash, nickname, gender, birth_date, brand, region)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
      [u.email, passwordHash, u.nickname, u.gender, u.birthDate, u.brand, BRANDS[u.brand].defaultRegion],
    );
  }
}
