import { userLogout } from '@portal/shared/routes/auth';
import { fetchApi } from '../../../lib/api-call';

/** POST /{product}/user/user_logout with the user headers (read when the call starts). */
export async function logoutUser(productSlug: string): Promise<void> {
  await fetchApi(userLogout, { product: productSlug });
}
