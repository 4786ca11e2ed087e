// The privacy and cookie notices and the compliance pages: a chunk of their own, loaded only
// by those pages.
export { PrivacyPage } from '../../features/legal/components/privacy-page';
export { CookiePage } from '../../features/legal/components/cookie-page';
export { TransparencyPage } from '../../features/legal/components/transparency-page';
export { ComplaintsPage } from '../../features/legal/components/complaints-page';
export { AccessibilityPage } from '../../features/legal/components/accessibility-page';
export { ContestRulesPage } from '../../features/legal/components/contest-rules-page';
