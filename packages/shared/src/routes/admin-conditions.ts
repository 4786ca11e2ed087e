// The provider's mortgage conditions, kept current by the administrator (decision 056): the
// page's list, a new dated change, and the withdrawal of a change still to come.
import { MessageSchema } from '../contracts/common';
import {
  MortgageConditionsCreateSchema,
  MortgageConditionsDeleteSchema,
  MortgageConditionsEntrySchema,
  MortgageConditionsPageSchema,
} from '../contracts/mortgage-conditions';
import { defineRoute } from './define';
import { errors, idempotencyErrors } from './errors';

const tag = 'admin condizioni mutuo';
const invalid = errors(400, 401, 403);

export const adminConditions = defineRoute({
  method: 'GET',
  path: '/v2/admin/condizioni-mutuo',
  who: 'admin',
  tag,
  summary: 'Le condizioni in vigore e ogni modifica, passata o programmata',
  responses: { 200: MortgageConditionsPageSchema, ...errors(401, 403) },
});

export const adminConditionsAdd = defineRoute({
  method: 'POST',
  path: '/v2/admin/condizioni-mutuo',
  who: 'admin',
  tag,
  summary: 'Nuove condizioni in vigore dal giorno indicato (oggi o dopo)',
  body: MortgageConditionsCreateSchema,
  idempotent: true,
  responses: { 200: MortgageConditionsEntrySchema, ...invalid, ...idempotencyErrors },
});

export const adminConditionsDelete = defineRoute({
  method: 'POST',
  path: '/v2/admin/condizioni-mutuo/elimina',
  who: 'admin',
  tag,
  summary: 'Elimina una modifica programmata prima che entri in vigore',
  body: MortgageConditionsDeleteSchema,
  responses: { 200: MessageSchema, ...errors(404, 409), ...invalid },
});
