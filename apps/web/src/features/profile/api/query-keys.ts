/** Query keys of Impostazioni → Profilo. */
export const profileKeys = {
  all: ['profile'] as const,
  detail: (productSlug: string) => [...profileKeys.all, 'detail', productSlug] as const,
  confirm: (token: string) => [...profileKeys.all, 'confirm-email', token] as const,
};
