import { CONSOLE_API, type TAdminUser, ZAdminUser } from '@app/shared';
import { apiCall } from '../../lib/api';

export async function getAdminUserInfo(): Promise<TAdminUser> {
  return ZAdminUser.parse(await apiCall(CONSOLE_API.userInfo));
}
