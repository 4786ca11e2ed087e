import { api } from '@portal/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /admin/logout with the admin headers: the server revokes the refresh token. */
export async function logoutAdmin(): Promise<void> {
  await apiFetch(api.adminLogout, { method: 'POST' });
}
