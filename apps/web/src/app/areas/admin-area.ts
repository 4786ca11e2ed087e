// The admin area's first chunk (/admin): its frame, login and the hub. The other pages are
// admin-pages.ts, loaded when one of them is opened.
export { AdminLayout } from '../admin-layout';
export { AdminHubPage } from '../../features/admin/components/admin-hub-page';
export { AdminLoginPage } from '../../features/auth/components/admin-login-page';
export { NotFound } from '../../components/layout/not-found';
