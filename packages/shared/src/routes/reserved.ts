// The reserved area: the signed-in agency's own account and its service requests.
import { ServiceListSchema } from '../contracts/services';
import {
  AgencyDataExportSchema,
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  ErasureResponseSchema,
  ErasureStateSchema,
  LinkedAgencyListSchema,
  RequestServiceBodySchema,
  RequestServiceResponseSchema,
  UserServiceListSchema,
} from '../contracts/reserved';
import { defineRoute } from './define';
import { errors, idempotencyErrors } from './errors';

const denied = errors(401, 403);

export const userChangePassword = defineRoute({
  method: 'POST',
  path: '/v2/{product}/user/user_changePassword',
  who: 'agency',
  tag: 'agenzie',
  body: ChangePasswordBodySchema,
  responses: { 200: ChangePasswordResponseSchema, ...errors(400, 429), ...denied },
});

export const userLinkedAgencies = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/user_agenzieCollegate',
  who: 'internalAgent',
  tag: 'agenzie',
  responses: { 200: LinkedAgencyListSchema, ...denied },
});

export const userExportData = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/user_exportData',
  who: 'agency',
  tag: 'agenzie',
  responses: { 200: AgencyDataExportSchema, ...denied },
});

/** The same data as a self-contained HTML page in Italian, times in Rome (decision 097). */
export const userExportDataHtml = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/user_exportDataHtml',
  who: 'agency',
  tag: 'agenzie',
  summary: 'I dati dell’agenzia in una pagina leggibile (dati-agenzia.html)',
  kind: 'html',
  // A file route: its refusals keep the usual error body, undeclared as the CSV ones.
  responses: {},
});

export const userRequestErasure = defineRoute({
  method: 'POST',
  path: '/v2/{product}/user/user_requestErasure',
  who: 'agency',
  tag: 'agenzie',
  responses: { 200: ErasureResponseSchema, ...denied },
});

/** The state of the agency's erasure request, so the page shows it after a reload. */
export const userErasureRequest = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/user_erasureRequest',
  who: 'agency',
  tag: 'agenzie',
  summary: 'Stato della richiesta di cancellazione dei dati',
  responses: { 200: ErasureStateSchema, ...denied },
});

export const reservedServices = defineRoute({
  method: 'GET',
  path: '/v2/{product}/servizi/reserveds_fetchAll',
  who: 'agency',
  tag: 'servizi',
  responses: { 200: ServiceListSchema, ...denied },
});

export const userServiceRequests = defineRoute({
  method: 'GET',
  path: '/v2/{product}/servizi/user_fetchRichieste',
  who: 'agency',
  tag: 'servizi',
  responses: { 200: UserServiceListSchema, ...denied },
});

export const userRequestService = defineRoute({
  method: 'POST',
  path: '/v2/{product}/servizi/user_richiediServizio',
  who: 'agency',
  tag: 'servizi',
  body: RequestServiceBodySchema,
  idempotent: true,
  responses: {
    200: RequestServiceResponseSchema,
    ...errors(400, 404),
    ...denied,
    ...idempotencyErrors,
  },
});
