import { scopeOf } from '@app/shared';
import { hashPassword } from '../../platform/crypto';
import type { Db, Queryable } from '../../platform/db';
import { insertUserIfAbsent } from '../accounts/service';
import { countAdminsLike, grantPermission, upsertAdmin } from '../admin/service';
import { DEMO_ADMIN_PASSWORD, DEMO_ADMINS, DEMO_USER_PASSWORD, DEMO_USERS, type DemoUser } from './accounts';

/** Idempotent demo data: safe to run at every start in demo mode. */
export async function seedDemo(db: Db): Promise<void> {
  if ((await countAdminsLike(db, '%@demo.local')) >= DEMO_ADMINS.length) return;
  const [userHash, adminHash] = await Promise.all([hashPassword(DEMO_USER_PASSWORD), hashPassword(DEMO_ADMIN_PASSWORD)]);
  await db.tx(async (q) => {
    await insertDemoUsers(q, DEMO_USERS, userHash);
    for (const a of DEMO_ADMINS) {
      const id = await upsertAdmin(q, { email: a.email, nickname: a.nickname, passwordHash: adminHash });
      for (const code of a.perms) await grantPermission(q, id, code);
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
    await insertUserIfAbsent(q, {
      email: u.email,
      phone: null,
      passwordHash,
      nickname: u.nickname,
      gender: u.gender,
      birthDate: u.birthDate,
      brand: u.brand,
      region: scopeOf(u.brand).region,
    });
  }
}
