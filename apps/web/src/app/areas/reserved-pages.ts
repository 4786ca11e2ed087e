// The rest of the reserved area: service pages, settings and appointments.
export { ServicePage } from '../../features/reserved/components/service-page';
// Impostazioni: the reserved feature's account cards with the profile feature's section.
export { SettingsPage } from './settings-route';
export { AppointmentsPage } from '../../features/appointments/components/appointments-page';
export { AppointmentCreatePage } from '../../features/appointments/components/appointment-create-page';
export { AppointmentEditPage } from '../../features/appointments/components/appointment-edit-page';
export { LeadStepsPage } from '../../features/appointments/components/lead-steps-page';
export { ContestPage } from '../../features/contest/components/contest-page';
export { ReservedServiceLinkPage } from '../../features/reserved/components/service-link-page';
export { ReferralsPage } from './referrals-route';
