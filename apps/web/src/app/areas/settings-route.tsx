import { ProfileSection } from '../../features/profile/components/profile-section';
import { SettingsPage as AccountSettings } from '../../features/reserved/components/settings-page';

/** /area-riservata/settings: the profile first, then the account's own cards. */
export function SettingsPage() {
  return <AccountSettings profile={<ProfileSection />} />;
}
