// One chunk for the admin area (/admin), login included.
export { AdminLayout } from '../admin-layout';
export { AdminHubPage } from '../../features/admin/components/admin-hub-page';
export { AdminLoginPage } from '../../features/auth/components/admin-login-page';
export { PlaceholderPage } from '../placeholder-page';
export { NotFound } from '../../components/layout/not-found';
