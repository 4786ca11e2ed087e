// The life of the agencies' service requests and the admin hub's work queue (decision 051).
import {
  AdminServiceRequestListSchema,
  AdminServiceRequestQuerySchema,
  AdminServiceRequestSchema,
  AdminWorkQueueSchema,
  ServiceRequestTransitionBodySchema,
} from '../contracts/service-requests-admin';
import { defineRoute } from './define';
import { errors } from './errors';

const tag = 'richieste di servizi (admin)';

export const adminServiceRequests = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user_servizi/admin_list',
  who: 'admin',
  tag,
  summary: 'Richieste di servizi delle agenzie, filtrabili per servizio e stato',
  query: AdminServiceRequestQuerySchema,
  responses: { 200: AdminServiceRequestListSchema, ...errors(400, 401) },
});

export const adminServiceRequestTransition = defineRoute({
  method: 'POST',
  path: '/v2/{product}/user_servizi/admin_transition',
  who: 'admin',
  tag,
  summary: 'Prende in carico, completa o rifiuta una richiesta (409: passaggio non ammesso)',
  body: ServiceRequestTransitionBodySchema,
  responses: { 200: AdminServiceRequestSchema, ...errors(400, 401, 404, 409) },
});

export const adminWorkQueue = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/admin_work_queue',
  who: 'admin',
  tag,
  summary: 'Il lavoro in attesa: agenzie, richieste, appuntamenti, contratti, cancellazioni',
  responses: { 200: AdminWorkQueueSchema, ...errors(401) },
});
