/** Query keys of the admins' security page. */
export const securityKeys = {
  all: ['admin', 'security'] as const,
  admins: () => [...securityKeys.all, 'admins'] as const,
};
