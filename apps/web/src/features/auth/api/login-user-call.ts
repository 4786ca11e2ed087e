import type { LoginBody, UserLoginResponse } from '@portal/shared';
import { userLogin } from '@portal/shared/routes/auth';
import { callApi } from '../../../lib/api-call';

/** POST /{product}/user/user_login: sent without session headers. */
export function loginUser(productSlug: string, body: LoginBody): Promise<UserLoginResponse> {
  return callApi(userLogin, { product: productSlug, body });
}
