/**
 * The console session (spec 3): the admin's profile and permission map, loaded by the guard once
 * per login and dropped whenever the tokens change.
 */
import { ALL_PERMISSION_CODES, type TAdminUser, type TPermissionMap } from '@app/shared';
import { getAdminAccessToken, onAdminAuthChange } from '../lib/session';
import { KEYS, local } from '../lib/storage';
import { queryPermissions } from './api/permissions';
import { getAdminUserInfo } from './api/userInfo';

export interface AdminSession {
  profile: TAdminUser;
  perms: TPermissionMap;
}

let profile: TAdminUser | null = null;
let perms: TPermissionMap | null = null;

onAdminAuthChange(() => {
  profile = null;
  perms = null;
});

export function isAdminLoggedIn(): boolean {
  return Boolean(getAdminAccessToken());
}

/** Loads the profile if not yet loaded, then the permissions (spec 2). */
export async function ensureAdminSession(): Promise<AdminSession> {
  if (!profile) {
    profile = await getAdminUserInfo();
    local.set(KEYS.adminId, String(profile.id));
  }
  if (!perms) perms = await queryPermissions(ALL_PERMISSION_CODES);
  return { profile, perms };
}

export function cachedAdminSession(): AdminSession | null {
  return profile && perms ? { profile, perms } : null;
}
