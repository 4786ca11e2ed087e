// «Segnala un cliente» (decisions 102–104): the agency passes a client, the client may opt
// out through the mailed link, the mediator (an admin, or an internal agent linked to the
// agency) converts the referral into an appointment or refuses it.
import {
  ReferralConvertBodySchema,
  ReferralCreateBodySchema,
  ReferralListSchema,
  ReferralOptOutBodySchema,
  ReferralOptOutCheckSchema,
  ReferralOptOutDoneSchema,
  ReferralOptOutParamsSchema,
  ReferralPageQuerySchema,
  ReferralRefuseBodySchema,
  ReferralSchema,
  StaffReferralListSchema,
  StaffReferralQuerySchema,
  StaffReferralSchema,
} from '../contracts/referrals';
import { defineRoute } from './define';
import { errors, idempotencyErrors } from './errors';

const denied = errors(401, 403);

export const userReferralCreate = defineRoute({
  method: 'POST',
  path: '/v2/{product}/segnalazioni/user_create',
  who: 'referringAgency',
  tag: 'segnalazioni',
  summary: 'L’agenzia segnala un cliente che ha chiesto di essere contattato dal mediatore',
  body: ReferralCreateBodySchema,
  idempotent: true,
  responses: { 200: ReferralSchema, ...errors(400), ...denied, ...idempotencyErrors },
});

export const userReferrals = defineRoute({
  method: 'GET',
  path: '/v2/{product}/segnalazioni/user_fetchAll',
  who: 'referringAgency',
  tag: 'segnalazioni',
  summary: 'Le segnalazioni dell’agenzia, le più recenti prima, con il loro stato, 50 alla volta',
  query: ReferralPageQuerySchema,
  responses: { 200: ReferralListSchema, ...errors(400), ...denied },
});

export const userAgentReferrals = defineRoute({
  method: 'GET',
  path: '/v2/{product}/segnalazioni/user_agentFetchAll',
  who: 'internalAgent',
  tag: 'segnalazioni',
  summary: 'Le segnalazioni delle agenzie collegate all’agente interno',
  query: StaffReferralQuerySchema,
  responses: { 200: StaffReferralListSchema, ...errors(400), ...denied },
});

export const userAgentReferralConvert = defineRoute({
  method: 'POST',
  path: '/v2/{product}/segnalazioni/user_agentConvert',
  who: 'internalAgent',
  tag: 'segnalazioni',
  summary: 'L’agente interno trasforma la segnalazione in un appuntamento (Inserito)',
  body: ReferralConvertBodySchema,
  responses: { 200: StaffReferralSchema, ...errors(400, 404, 409), ...denied },
});

export const userAgentReferralRefuse = defineRoute({
  method: 'POST',
  path: '/v2/{product}/segnalazioni/user_agentRefuse',
  who: 'internalAgent',
  tag: 'segnalazioni',
  summary: 'L’agente interno rifiuta la segnalazione con un motivo',
  body: ReferralRefuseBodySchema,
  responses: { 200: StaffReferralSchema, ...errors(400, 404, 409), ...denied },
});

export const adminReferrals = defineRoute({
  method: 'GET',
  path: '/v2/{product}/segnalazioni/admin_fetchAll',
  who: 'admin',
  tag: 'segnalazioni (admin)',
  summary: 'Le segnalazioni delle agenzie, con la segnalazione precedente dello stesso cliente',
  query: StaffReferralQuerySchema,
  responses: { 200: StaffReferralListSchema, ...errors(400), ...denied },
});

export const adminReferralConvert = defineRoute({
  method: 'POST',
  path: '/v2/{product}/segnalazioni/admin_convert',
  who: 'admin',
  tag: 'segnalazioni (admin)',
  summary: 'Trasforma la segnalazione in un appuntamento (Inserito)',
  body: ReferralConvertBodySchema,
  responses: { 200: StaffReferralSchema, ...errors(400, 404, 409), ...denied },
});

export const adminReferralRefuse = defineRoute({
  method: 'POST',
  path: '/v2/{product}/segnalazioni/admin_refuse',
  who: 'admin',
  tag: 'segnalazioni (admin)',
  summary: 'Rifiuta la segnalazione con un motivo che l’agenzia legge',
  body: ReferralRefuseBodySchema,
  responses: { 200: StaffReferralSchema, ...errors(400, 404, 409), ...denied },
});

export const publicReferralOptOutCheck = defineRoute({
  method: 'GET',
  path: '/v2/{product}/segnalazioni/optOut/:token',
  who: 'public',
  tag: 'segnalazioni',
  summary: 'Il link «Non desidero essere contattato»: vale ancora? (non cancella nulla)',
  params: ReferralOptOutParamsSchema,
  responses: { 200: ReferralOptOutCheckSchema, ...errors(400, 410) },
});

export const publicReferralOptOut = defineRoute({
  method: 'POST',
  path: '/v2/{product}/segnalazioni/optOut',
  who: 'public',
  tag: 'segnalazioni',
  summary: 'Il cliente conferma: i suoi dati sono cancellati e l’agenzia è avvisata',
  body: ReferralOptOutBodySchema,
  responses: { 200: ReferralOptOutDoneSchema, ...errors(400, 410) },
});
