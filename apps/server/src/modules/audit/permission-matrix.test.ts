/**
 * The permission matrix (issue 9 acceptance), generated from the route declarations: every
 * console route (config.auth 'admin') × {no token, expired token, each single permission code,
 * all codes, no code} answers exactly the expected allow or deny — -3 for token problems,
 * FORBIDDEN for a missing code, anything else counts as allowed (invalid parameters included:
 * the parameters are left empty on purpose, the checks come first) — and every denial is the
 * newest row of the audit log. Routes added later are in it without touching this file.
 */
import { randomUUID } from 'node:crypto';
import { ALL_PERMISSION_CODES, ErrorCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMayCall } from '../../platform/auth';
import { newToken, tokenHash } from '../../platform/crypto';
import { BACKENDS, buildTestApp, call, type TestApp } from '../../test/helpers';
import { grantPermission, upsertAdmin } from '../admin/service';

type Holder = { label: string; adminId: number; codes: ReadonlySet<string> };

describe.each(BACKENDS)('console permission matrix (%s)', (backend) => {
  let t: TestApp;
  const holders: Holder[] = [];

  /** a live (or expired) access token of the admin, minted straight into their sessions */
  async function mint(adminId: number, expired = false): Promise<string> {
    const token = newToken();
    await t.db.query(
      `insert into admin_sessions (token_hash, admin_id, kind, family_id, expires_at)
       values ($1, $2, 'access', $3, now() + ($4 || ' seconds')::interval)`,
      [tokenHash(token), adminId, randomUUID(), expired ? '-60' : '3600'],
    );
    return token;
  }

  beforeAll(async () => {
    t = await buildTestApp(backend, { seed: false });
    const make = async (label: string, codes: readonly string[]) => {
      const adminId = await upsertAdmin(t.db, { email: `matrix.${label}@test.local`, nickname: label, passwordHash: 'x' });
      for (const c of codes) await grantPermission(t.db, adminId, c);
      holders.push({ label, adminId, codes: new Set(codes) });
    };
    await make('none', []);
    for (const code of ALL_PERMISSION_CODES) await make(code, [code]);
    await make('all', ALL_PERMISSION_CODES);
  });
  afterAll(() => t.close());

  it('covers every console route', () => {
    const consoleRoutes = t.routes.filter((r) => r.config.auth === 'admin');
    expect(consoleRoutes.length).toBeGreaterThan(5);
    for (const r of consoleRoutes) expect(Array.isArray(r.config.perms), `${r.method} ${r.url}`).toBe(true);
  });

  it('answers exactly the expected allow or deny, and logs every denial', async () => {
    const consoleRoutes = t.routes.filter((r) => r.config.auth === 'admin' && (r.method === 'GET' || r.method === 'POST'));
    const lastRow = async () =>
      (
        await t.db.query<{ action: string; target: string; admin_id: number | null; denied: boolean }>(
          'select action, target, admin_id, denied from admin_audit_log where seq = (select seq from admin_audit_head where id = 1)',
        )
      ).rows[0];
    // the envelope's status; an allowed download (an xlsx export) answers a file, not an envelope
    const statusOf = async (method: 'GET' | 'POST', url: string, token: string | undefined): Promise<number | string> => {
      try {
        return (await call(t, { method, url, ...(token ? { token } : {}) })).envelope.status;
      } catch (err) {
        if (err instanceof SyntaxError) return 'not an envelope (a file)';
        throw err;
      }
    };
    const failures: string[] = [];
    let denials = 0;
    let allowed = 0;
    for (const r of consoleRoutes) {
      const url = r.url.replace(/:(\w+)/g, '1');
      const method = r.method as 'GET' | 'POST';
      const expectDenied = async (label: string, token: string | undefined, status: number, adminId: number | null) => {
        const got = await statusOf(method, url, token);
        if (got !== status) {
          failures.push(`${method} ${r.url} [${label}]: ${got}, expected ${status}`);
          return;
        }
        const row = await lastRow();
        const action = status === ErrorCode.FORBIDDEN ? 'permission.denied' : 'auth.denied';
        if (!row || row.action !== action || row.target !== r.url || row.admin_id !== adminId || !row.denied)
          failures.push(`${method} ${r.url} [${label}]: denial not logged (last row ${JSON.stringify(row)})`);
        denials += 1;
      };
      await expectDenied('no token', undefined, ErrorCode.ADMIN_TOKEN_INVALID, null);
      await expectDenied('expired token', await mint(holders[0]!.adminId, true), ErrorCode.ADMIN_TOKEN_INVALID, null);
      for (const h of holders) {
        const token = await mint(h.adminId);
        if (adminMayCall(h.codes, r.config)) {
          const got = await statusOf(method, url, token);
          if (got === ErrorCode.ADMIN_TOKEN_INVALID || got === ErrorCode.FORBIDDEN)
            failures.push(`${method} ${r.url} [${h.label}]: ${got}, expected allowed`);
          allowed += 1;
        } else await expectDenied(h.label, token, ErrorCode.FORBIDDEN, h.adminId);
      }
    }
    expect(failures).toEqual([]);
    // the "all codes" admin passes every route; the matrix is not vacuous
    expect(allowed).toBeGreaterThanOrEqual(consoleRoutes.length);
    expect(denials).toBeGreaterThanOrEqual(consoleRoutes.length * 2);
  }, 180_000);
});
