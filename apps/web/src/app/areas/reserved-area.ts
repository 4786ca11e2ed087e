// One chunk for the reserved area (/area-riservata), login included.
export { ReservedLayout } from '../reserved-layout';
export { ReservedHubPage } from '../../features/reserved/components/reserved-hub-page';
export { UserLoginPage } from '../../features/auth/components/user-login-page';
export { PlaceholderPage } from '../placeholder-page';
export { NotFound } from '../../components/layout/not-found';
