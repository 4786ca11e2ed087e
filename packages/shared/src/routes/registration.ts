// The public area's writes: registration, verification of the mailed link, password reset.
import { MessageSchema, OkSchema } from '../contracts/common';
import {
  AffidaRegisterBodySchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  ResendLinkBodySchema,
  VerifyParamsSchema,
  VerifyResponseSchema,
} from '../contracts/registration';
import {
  ForgotPasswordBodySchema,
  ResetLinkBodySchema,
  ResetPasswordBodySchema,
} from '../contracts/reserved';
import { defineRoute } from './define';
import { errors, idempotencyErrors } from './errors';

const registerErrors = errors(400, 409, 429, 503);

export const register = defineRoute({
  method: 'POST',
  path: '/v2/agenzieUser/register',
  who: 'public',
  tag: 'registrazione',
  summary: 'Registra un’agenzia (stato DA CONFERMARE) e invia il link di verifica',
  body: RegisterBodySchema,
  idempotent: true,
  responses: { 200: RegisterResponseSchema, ...registerErrors, ...idempotencyErrors },
});

export const registerAffida = defineRoute({
  method: 'POST',
  path: '/v2/agenzieUser/registerAffida',
  who: 'public',
  tag: 'registrazione',
  summary: 'Registra un agente Affida (agente interno) e invia il link di verifica',
  body: AffidaRegisterBodySchema,
  idempotent: true,
  responses: { 200: RegisterResponseSchema, ...registerErrors, ...idempotencyErrors },
});

export const verifyAccount = defineRoute({
  method: 'GET',
  path: '/v2/agenzieUser/verify/:token',
  who: 'public',
  tag: 'registrazione',
  summary: 'Conferma l’account del link di verifica (uso singolo, scade dopo 48 ore)',
  params: VerifyParamsSchema,
  responses: { 200: VerifyResponseSchema, ...errors(400, 404, 410, 429) },
});

/** A new verification link for a pending account; the same answer for any address. */
export const resendVerification = defineRoute({
  method: 'POST',
  path: '/v2/agenzieUser/resendVerification',
  who: 'public',
  tag: 'registrazione',
  summary: 'Invia di nuovo il link di verifica a un account DA CONFERMARE',
  body: ResendLinkBodySchema,
  responses: { 200: MessageSchema, ...errors(400, 429) },
});

export const forgotPassword = defineRoute({
  method: 'POST',
  path: '/v2/agenzieUser/forgotPassword',
  who: 'public',
  tag: 'agenzie',
  body: ForgotPasswordBodySchema,
  responses: { 200: MessageSchema, ...errors(400, 429) },
});

export const resetPassword = defineRoute({
  method: 'POST',
  path: '/v2/agenzieUser/resetPassword',
  who: 'public',
  tag: 'agenzie',
  body: ResetPasswordBodySchema,
  responses: { 200: OkSchema, ...errors(400, 429) },
});

/**
 * Checks a reset link when its page opens, without using it: 410 when it is unknown, used or
 * expired, so the page says so before any password is typed. The token travels in the body,
 * as for resetPassword, never in a URL that logs would keep.
 */
export const checkResetLink = defineRoute({
  method: 'POST',
  path: '/v2/agenzieUser/checkResetLink',
  who: 'public',
  tag: 'agenzie',
  summary: 'Verifica che un link di reset sia ancora valido, senza usarlo',
  body: ResetLinkBodySchema,
  responses: { 200: OkSchema, ...errors(400, 410, 429) },
});
