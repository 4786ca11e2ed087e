/** Query keys of the reserved area. */
export const reservedKeys = {
  all: ['reserved'] as const,
  me: (productSlug: string) => [...reservedKeys.all, 'me', productSlug] as const,
};
