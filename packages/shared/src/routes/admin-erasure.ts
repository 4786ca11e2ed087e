import { AdminIdBodySchema, AgencyIdParamsSchema } from '../contracts/admin-agencies';
import { AgencyErasureSchema } from '../contracts/admin-erasure';
import { defineRoute } from './define';
import { errors } from './errors';

const tag = 'admin agenzie';

/** Whether the agency asked for erasure, and whether it was carried out. */
export const adminAgencyErasure = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/admin_erasure/:id',
  who: 'admin',
  tag,
  summary: 'Stato della richiesta di cancellazione dei dati di un’agenzia',
  params: AgencyIdParamsSchema,
  responses: { 200: AgencyErasureSchema, ...errors(400, 401, 403, 404) },
});

/**
 * Carries out the erasure: personal data pseudonymised in the record, its trail and its
 * mails, sign-ins ended, login impossible; figures and points stay. Not undoable.
 */
export const adminAgencyErase = defineRoute({
  method: 'POST',
  path: '/v2/{product}/user/admin_erase',
  who: 'admin',
  reauth: true,
  tag,
  summary: 'Esegue la cancellazione dei dati personali di un’agenzia (GDPR art. 17)',
  body: AdminIdBodySchema,
  responses: { 200: AgencyErasureSchema, ...errors(400, 401, 403, 404, 409) },
});
