// The reserved area's first chunk (/area-riservata): its frame, login, password reset and
// the hub, the pages an agency opens first. The other pages are reserved-pages.ts, loaded
// when one of them is opened.
export { ReservedLayout } from '../reserved-layout';
export { ReservedHubPage } from '../../features/reserved/components/reserved-hub-page';
export { UserLoginPage } from '../../features/auth/components/user-login-page';
export { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page';
export { ResendLinkPage } from '../../features/auth/components/resend-link-page';
export {
  InvitePasswordPage,
  ResetPasswordPage,
} from '../../features/auth/components/reset-password-page';
export { NotFound } from '../../components/layout/not-found';
