import { CONSOLE_API, type TAdminTokens } from '@app/shared';
import { apiCall } from '../../lib/api';
import { clearAdminTokens, setAdminTokens } from '../../lib/session';

export async function adminLogin(email: string, password: string): Promise<TAdminTokens> {
  const tokens = await apiCall(CONSOLE_API.login, { email, password });
  setAdminTokens(tokens);
  return tokens;
}

/** Revokes the session server-side; the local tokens go in any case. */
export async function adminLogout(): Promise<void> {
  try {
    await apiCall(CONSOLE_API.logout, undefined, { silent: true });
  } finally {
    clearAdminTokens();
  }
}
