import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPrefs } from '@portal/shared';
import { userNotificationPrefs } from '@portal/shared/routes/notification-prefs';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { reservedKeys } from './query-keys';

/** GET /{product}/user/user_notificationPrefs: every notification mail, on or off. */
export function getNotificationPrefs(
  productSlug: string,
  signal?: AbortSignal,
): Promise<NotificationPrefs> {
  return callApi(userNotificationPrefs, { product: productSlug, signal });
}

export function notificationPrefsQueryOptions(productSlug: string) {
  return queryOptions({
    queryKey: reservedKeys.notificationPrefs(productSlug),
    queryFn: ({ signal }) => getNotificationPrefs(productSlug, signal),
  });
}

export function useNotificationPrefs() {
  const { productSlug } = usePublicConfig();
  return useQuery(notificationPrefsQueryOptions(productSlug));
}
