// One chunk for the reserved area (/area-riservata), login and password reset included.
export { ReservedLayout } from '../reserved-layout';
export { ReservedHubPage } from '../../features/reserved/components/reserved-hub-page';
export { ServicePage } from '../../features/reserved/components/service-page';
export { SettingsPage } from '../../features/reserved/components/settings-page';
export { AppointmentsPage } from '../../features/appointments/components/appointments-page';
export { AppointmentCreatePage } from '../../features/appointments/components/appointment-create-page';
export { AppointmentEditPage } from '../../features/appointments/components/appointment-edit-page';
export { UserLoginPage } from '../../features/auth/components/user-login-page';
export { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page';
export { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
export { PlaceholderPage } from '../placeholder-page';
export { NotFound } from '../../components/layout/not-found';
