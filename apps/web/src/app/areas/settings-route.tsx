import { RouteLoading } from '../../components/layout/route-loading';
import { useProfile } from '../../features/profile/api/get-profile';
import { ProfileSection } from '../../features/profile/components/profile-section';
import { useErasureRequest } from '../../features/reserved/api/get-erasure-request';
import { useNotificationPrefs } from '../../features/reserved/api/get-notification-prefs';
import { SettingsPage as AccountSettings } from '../../features/reserved/components/settings-page';
import { useAnsweredOnce } from '../../lib/use-answered-once';

/**
 * /area-riservata/settings: the profile first, then the account's own cards. The cards'
 * queries are asked here too and the page paints once they have answered (useAnsweredOnce).
 */
export function SettingsPage() {
  const answered = useAnsweredOnce(useProfile(), useNotificationPrefs(), useErasureRequest());
  if (!answered) return <RouteLoading />;
  return <AccountSettings profile={<ProfileSection />} />;
}
