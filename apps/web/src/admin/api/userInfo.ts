import { type TAdminUser, ZAdminUser } from '@app/shared';
import { apiGet } from '../../lib/api';

export async function getAdminUserInfo(): Promise<TAdminUser> {
  return ZAdminUser.parse(await apiGet<unknown>('/api/qyqyadmin/v1/qyqyadmin/user/info'));
}
