// The privacy and cookie notices: a chunk of their own, loaded only by those two pages.
export { PrivacyPage } from '../../features/legal/components/privacy-page';
export { CookiePage } from '../../features/legal/components/cookie-page';
