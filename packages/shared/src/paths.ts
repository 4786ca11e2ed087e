/**
 * Every /v2 path both sides use. `p` is the product slug ({product} in the spec).
 * The web builds URLs from here; the API registers routes under the same prefixes.
 */
export const api = {
  health: '/health',
  config: '/config',
  adminLogin: '/admin/login',
  adminRefresh: '/admin/refresh',
  adminLogout: '/admin/logout',
  adminGetMe: '/admin/getMe',
  userLogin: (p: string) => `/${p}/user/user_login`,
  userLogout: (p: string) => `/${p}/user/user_logout`,
  userFetchMe: (p: string) => `/${p}/user/user_fetchMeFromToken`,
  comuniProvince: '/comuni/province',
  comuni: '/comuni',
} as const;
