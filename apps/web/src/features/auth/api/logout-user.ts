import { api } from '@portal/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /{product}/user/user_logout with the user headers (read when the call starts). */
export async function logoutUser(productSlug: string): Promise<void> {
  await apiFetch(api.userLogout(productSlug), { method: 'POST' });
}
