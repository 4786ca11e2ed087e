import { adminLogout } from '@portal/shared/routes/auth';
import { fetchApi } from '../../../lib/api-call';

/** POST /admin/logout with the admin headers: the server revokes the refresh token. */
export async function logoutAdmin(): Promise<void> {
  await fetchApi(adminLogout, {});
}
