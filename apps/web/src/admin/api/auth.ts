import type { TAdminTokens } from '@app/shared';
import { apiPost } from '../../lib/api';
import { clearAdminTokens, setAdminTokens } from '../../lib/session';

const BASE = '/api/qyqyadmin/v1/qyqyadmin/auth';

export async function adminLogin(email: string, password: string): Promise<TAdminTokens> {
  const tokens = await apiPost<TAdminTokens>(`${BASE}/login`, { email, password });
  setAdminTokens(tokens);
  return tokens;
}

/** Revokes the session server-side; the local tokens go in any case. */
export async function adminLogout(): Promise<void> {
  try {
    await apiPost<Record<string, never>>(`${BASE}/logout`, {}, { silent: true });
  } finally {
    clearAdminTokens();
  }
}
