/** Query keys of the appointments feature. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  account: (productSlug: string) => [...appointmentKeys.all, 'account', productSlug] as const,
  list: (productSlug: string) => [...appointmentKeys.all, 'list', productSlug] as const,
  one: (productSlug: string, id: string) =>
    [...appointmentKeys.all, 'one', productSlug, id] as const,
  timelines: (productSlug: string) => [...appointmentKeys.all, 'timelines', productSlug] as const,
  timeline: (productSlug: string, id: string) =>
    [...appointmentKeys.all, 'timeline', productSlug, id] as const,
  steps: (productSlug: string, id: string) =>
    [...appointmentKeys.all, 'steps', productSlug, id] as const,
  notes: (productSlug: string, id: string) =>
    [...appointmentKeys.all, 'notes', productSlug, id] as const,
  certificates: (productSlug: string, id: string) =>
    [...appointmentKeys.all, 'certificates', productSlug, id] as const,
  points: (productSlug: string) => [...appointmentKeys.all, 'points', productSlug] as const,
  position: (productSlug: string) => [...appointmentKeys.all, 'position', productSlug] as const,
  linkedAgencies: (productSlug: string) => [...appointmentKeys.all, 'linked', productSlug] as const,
};
