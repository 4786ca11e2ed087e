// Every /v2 endpoint, once: method, path, inputs, answers per status and who may call it.
// The server registers from these contracts, the web calls through them, and the
// authorization matrix is generated from them.
import * as adminAgencies from './routes/admin-agencies';
import * as adminAppointments from './routes/admin-appointments';
import * as adminExports from './routes/admin-exports';
import * as agencyProfile from './routes/agency-profile';
import * as adminErasure from './routes/admin-erasure';
import * as adminAgency360 from './routes/admin-agency360';
import * as adminConditions from './routes/admin-conditions';
import * as adminReferrers from './routes/admin-referrers';
import * as adminSecurity from './routes/admin-security';
import * as appointments from './routes/appointments';
import * as auth from './routes/auth';
import * as contest from './routes/contest';
import * as leadMilestones from './routes/lead-milestones';
import * as referrals from './routes/referrals';
import * as leadNotes from './routes/lead-notes';
import * as financingCertificates from './routes/financing-certificates';
import type { RouteContract } from './routes/define';
import * as notificationPrefs from './routes/notification-prefs';
import * as registration from './routes/registration';
import * as reserved from './routes/reserved';
import * as services from './routes/services';
import * as serviceRequests from './routes/service-requests';
import * as system from './routes/system';
import * as tools from './routes/tools';

export * from './routes/define';

/** The areas in the order of the API documentation; a route's id is its export name. */
export const ROUTE_AREAS = {
  system,
  auth,
  adminSecurity,
  registration,
  reserved,
  notificationPrefs,
  agencyProfile,
  appointments,
  leadMilestones,
  referrals,
  leadNotes,
  financingCertificates,
  tools,
  services,
  serviceRequests,
  adminAgencies,
  adminErasure,
  adminAgency360,
  adminReferrers,
  adminAppointments,
  adminExports,
  contest,
  adminConditions,
} as const;

export const routes = {
  ...system,
  ...auth,
  ...adminSecurity,
  ...registration,
  ...reserved,
  ...notificationPrefs,
  ...agencyProfile,
  ...appointments,
  ...leadMilestones,
  ...referrals,
  ...leadNotes,
  ...financingCertificates,
  ...tools,
  ...services,
  ...serviceRequests,
  ...adminAgencies,
  ...adminErasure,
  ...adminAgency360,
  ...adminReferrers,
  ...adminAppointments,
  ...adminExports,
  ...contest,
  ...adminConditions,
} as const satisfies Record<string, RouteContract>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

/** Every contract with its id. */
export const routeEntries = Object.entries(routes) as [RouteId, RouteContract][];
