// The rest of the admin area: agencies, referrers, services, the appointments desk, security.
export { AgenciesSection } from '../../features/admin-agencies/components/agencies-section';
export { AgencyAddPage } from '../../features/admin-agencies/components/agency-add-page';
export { AgencyListPage } from '../../features/admin-agencies/components/agency-list-page';
export { DisplayRataRankingPage } from '../../features/admin-agencies/components/display-rata-ranking-page';
export { AgencyFimaaPage } from '../../features/admin-agencies/components/agency-fimaa-page';
export { AgencyEditPage } from '../../features/admin-agencies/components/agency-edit-page';
export { ReferrersPage } from '../../features/admin-referrers/components/referrers-page';
export { ServicesListPage } from '../../features/admin-services/components/services-list-page';
export { ServiceAddPage } from '../../features/admin-services/components/service-add-page';
export { ServiceEditPage } from '../../features/admin-services/components/service-edit-page';
export { ServiceRequestsPage } from '../../features/admin-services/components/service-requests-page';
export { AppointmentsDeskPage } from '../../features/admin-appointments/components/appointments-desk-page';
export { LeaderboardPage } from '../../features/admin-contest/components/leaderboard-page';
export { SecurityPage } from '../../features/admin-security/components/security-page';
export { ConditionsPage } from '../../features/admin-conditions/components/conditions-page';
export { AdminReferralsPage } from '../../features/admin-referrals/components/admin-referrals-page';
