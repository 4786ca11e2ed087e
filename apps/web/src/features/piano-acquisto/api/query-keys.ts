/** Query keys of the Piano D'Acquisto. */
export const pianoKeys = {
  all: ['piano-acquisto'] as const,
  share: (productSlug: string, slug: string) =>
    [...pianoKeys.all, 'share', productSlug, slug] as const,
  me: (productSlug: string) => [...pianoKeys.all, 'me', productSlug] as const,
};
