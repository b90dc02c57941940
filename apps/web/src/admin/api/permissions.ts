import { ALL_PERMISSION_CODES, CONSOLE_API, type TPermissionMap, ZPermissionMap } from '@app/shared';
import { apiCall } from '../../lib/api';

/** perm_codes goes as the JSON text of the list (spec 7); the answer maps each code to a flag. */
export async function queryPermissions(codes: readonly string[] = ALL_PERMISSION_CODES): Promise<TPermissionMap> {
  return ZPermissionMap.parse(await apiCall(CONSOLE_API.permissions, { perm_codes: JSON.stringify(codes) }));
}
