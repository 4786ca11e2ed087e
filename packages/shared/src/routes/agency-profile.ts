// Impostazioni → Profilo: the signed-in agency's own data and the change of its e-mail.
import {
  AgencyProfileSchema,
  ConfirmEmailBodySchema,
  ConfirmEmailResponseSchema,
  EmailChangeBodySchema,
  EmailChangeResponseSchema,
  ProfileBodySchema,
} from '../contracts/agency-profile';
import { defineRoute } from './define';
import { errors } from './errors';

const denied = errors(401, 403);

export const userProfile = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/user_profile',
  who: 'agency',
  tag: 'agenzie',
  summary: 'I dati dell’agenzia e la modifica dell’e-mail in attesa di conferma',
  responses: { 200: AgencyProfileSchema, ...denied },
});

export const userProfileSave = defineRoute({
  method: 'PUT',
  path: '/v2/{product}/user/user_profile',
  who: 'agency',
  tag: 'agenzie',
  summary: 'Modifica telefoni, indirizzo e titolare dell’agenzia',
  body: ProfileBodySchema,
  responses: { 200: AgencyProfileSchema, ...errors(400, 404, 409), ...denied },
});

/** Mails a link to the new address; the e-mail changes only when it is opened. */
export const userEmailChange = defineRoute({
  method: 'POST',
  path: '/v2/{product}/user/user_changeEmail',
  who: 'agency',
  tag: 'agenzie',
  summary: 'Chiede la modifica dell’e-mail: invia un link di conferma al nuovo indirizzo',
  body: EmailChangeBodySchema,
  responses: { 200: EmailChangeResponseSchema, ...errors(400, 429), ...denied },
});

/** Public: the link may be opened on another device, without a session. */
export const confirmEmailChange = defineRoute({
  method: 'POST',
  path: '/v2/agenzieUser/confirmEmailChange',
  who: 'public',
  tag: 'agenzie',
  summary: 'Conferma la modifica dell’e-mail con il link ricevuto (uso singolo, scade dopo 24 ore)',
  body: ConfirmEmailBodySchema,
  responses: { 200: ConfirmEmailResponseSchema, ...errors(400, 404, 409, 410, 429) },
});
