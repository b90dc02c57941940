import { ALL_PERMISSION_CODES, type TPermissionMap, ZPermissionMap } from '@app/shared';
import { apiGet } from '../../lib/api';

/** perm_codes goes as the JSON text of the list (spec 7); the answer maps each code to a flag. */
export async function queryPermissions(codes: readonly string[] = ALL_PERMISSION_CODES): Promise<TPermissionMap> {
  return ZPermissionMap.parse(await apiGet<unknown>('/api/qyqyadmin/v1/qyqyadmin/permission/query', { perm_codes: [...codes] }));
}
