import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPrefs } from '@portal/shared';
import { userNotificationPrefsSave } from '@portal/shared/routes/notification-prefs';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { reservedKeys } from './query-keys';

/** PUT /{product}/user/user_notificationPrefs: every switch at once; answers what is stored. */
export function saveNotificationPrefs(
  productSlug: string,
  body: NotificationPrefs,
): Promise<NotificationPrefs> {
  return callApi(userNotificationPrefsSave, { product: productSlug, body });
}

/** Saves the switches; the stored answer becomes the page's data. Toasts 'Preferenze salvate'. */
export function useSaveNotificationPrefs() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPrefs) => saveNotificationPrefs(productSlug, body),
    onSuccess: (stored) =>
      queryClient.setQueryData(reservedKeys.notificationPrefs(productSlug), stored),
    meta: { successMessage: 'Preferenze salvate' },
  });
}
