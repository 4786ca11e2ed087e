// One chunk for the public area: what the home page needs and nothing more.
export { PublicLayout } from '../public-layout';
export { HomeRoute } from './public-home';
export { VerifyAccountPage } from '../../features/verify-account/components/verify-account-page';
export { ConfirmEmailPage } from '../../features/profile/components/confirm-email-page';
export { FimaaPage } from '../../features/fimaa/components/fimaa-page';
export { PublicServicePage } from '../../features/public-services/components/public-service-page';
export { NotFound } from '../../components/layout/not-found';
export { PublicServiceLinkPage } from '../../features/public-services/components/service-link-page';
export { OptOutPage } from '../../features/referrals/components/opt-out-page';
