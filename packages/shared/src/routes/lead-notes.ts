// Notes on a lead (decisions 105–107): the agency and the mediator write to each other. The
// admin desk reads and writes every lead's; the agency its own; the internal agent those it
// recorded.
import { AppointmentIdParamsSchema } from '../contracts/appointments';
import {
  LeadNoteCreateBodySchema,
  LeadNoteEditBodySchema,
  LeadNotesSchema,
  LeadNotesUnreadSchema,
} from '../contracts/lead-notes';
import { defineRoute } from './define';
import { errors } from './errors';

const denied = errors(401, 403);

export const adminLeadNotes = defineRoute({
  method: 'GET',
  path: '/v2/{product}/appuntamenti/admin_notes/:id',
  who: 'admin',
  tag: 'appuntamenti (admin)',
  summary: 'Le note di un appuntamento; le segna lette per il mediatore',
  params: AppointmentIdParamsSchema,
  responses: { 200: LeadNotesSchema, ...errors(400, 404), ...denied },
});

export const adminLeadNoteCreate = defineRoute({
  method: 'POST',
  path: '/v2/{product}/appuntamenti/admin_note',
  who: 'admin',
  tag: 'appuntamenti (admin)',
  summary: 'Scrive una nota del mediatore su un appuntamento',
  idempotent: true,
  body: LeadNoteCreateBodySchema,
  responses: { 200: LeadNotesSchema, ...errors(400, 404, 409), ...denied },
});

export const adminLeadNoteEdit = defineRoute({
  method: 'POST',
  path: '/v2/{product}/appuntamenti/admin_noteEdit',
  who: 'admin',
  tag: 'appuntamenti (admin)',
  summary: 'Corregge una propria nota entro un minuto',
  body: LeadNoteEditBodySchema,
  responses: { 200: LeadNotesSchema, ...errors(400, 404, 409), ...denied },
});

export const adminLeadNotesUnread = defineRoute({
  method: 'GET',
  path: '/v2/{product}/appuntamenti/admin_notesUnread',
  who: 'admin',
  tag: 'appuntamenti (admin)',
  summary: 'Le note delle agenzie non ancora lette dal mediatore, per appuntamento',
  responses: { 200: LeadNotesUnreadSchema, ...denied },
});

export const userLeadNotes = defineRoute({
  method: 'GET',
  path: '/v2/{product}/appuntamenti/user_notes/:id',
  who: 'agency',
  tag: 'appuntamenti',
  summary: 'Le note di un appuntamento dell’agenzia (o registrato dall’agente interno)',
  params: AppointmentIdParamsSchema,
  responses: { 200: LeadNotesSchema, ...errors(400, 404), ...denied },
});

export const userLeadNoteCreate = defineRoute({
  method: 'POST',
  path: '/v2/{product}/appuntamenti/user_note',
  who: 'agency',
  tag: 'appuntamenti',
  summary: 'Scrive una nota su un appuntamento',
  idempotent: true,
  body: LeadNoteCreateBodySchema,
  responses: { 200: LeadNotesSchema, ...errors(400, 404, 409), ...denied },
});

export const userLeadNoteEdit = defineRoute({
  method: 'POST',
  path: '/v2/{product}/appuntamenti/user_noteEdit',
  who: 'agency',
  tag: 'appuntamenti',
  summary: 'Corregge una propria nota entro un minuto',
  body: LeadNoteEditBodySchema,
  responses: { 200: LeadNotesSchema, ...errors(400, 404, 409), ...denied },
});
