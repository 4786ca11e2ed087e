import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@portal/shared';
import { usePublicConfig } from '../../../lib/public-config-context';
import { appointmentKeys } from '../api/query-keys';

/** After a create or edit: the saved appointment is cached; list, points and position refetched. */
export function useRefreshAfterSave(): (saved: Appointment) => void {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useCallback(
    (saved: Appointment) => {
      queryClient.setQueryData(appointmentKeys.one(productSlug, saved._id), saved);
      for (const queryKey of [
        appointmentKeys.list(productSlug),
        appointmentKeys.points(productSlug),
        appointmentKeys.position(productSlug),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    [productSlug, queryClient],
  );
}
