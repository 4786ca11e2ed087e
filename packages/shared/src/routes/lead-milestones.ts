// The client's road to the mortgage (decisions 100 and 101): the dated steps of a lead. The
// admin and the internal agent who recorded the lead set and clear them; the agency reads.
import { AppointmentIdParamsSchema } from '../contracts/appointments';
import {
  LeadMilestoneSaveBodySchema,
  LeadMilestonesSchema,
  LeadTimelineListSchema,
  LeadTimelineSchema,
} from '../contracts/lead-milestones';
import { defineRoute } from './define';
import { errors } from './errors';

const denied = errors(401, 403);

export const adminLeadMilestones = defineRoute({
  method: 'GET',
  path: '/v2/{product}/appuntamenti/admin_milestones/:id',
  who: 'admin',
  tag: 'appuntamenti (admin)',
  summary: 'I passi della pratica di un appuntamento, con chi li ha registrati',
  params: AppointmentIdParamsSchema,
  responses: { 200: LeadMilestonesSchema, ...errors(400, 404), ...denied },
});

export const adminLeadMilestoneSave = defineRoute({
  method: 'POST',
  path: '/v2/{product}/appuntamenti/admin_milestone',
  who: 'admin',
  tag: 'appuntamenti (admin)',
  summary: 'Registra o toglie un passo della pratica (data null: lo toglie)',
  body: LeadMilestoneSaveBodySchema,
  responses: { 200: LeadMilestonesSchema, ...errors(400, 404, 409), ...denied },
});

export const userLeadMilestones = defineRoute({
  method: 'GET',
  path: '/v2/{product}/appuntamenti/user_milestones/:id',
  who: 'internalAgent',
  tag: 'appuntamenti',
  summary: 'I passi della pratica di un appuntamento visibile all’agente interno',
  params: AppointmentIdParamsSchema,
  responses: { 200: LeadMilestonesSchema, ...errors(400, 404), ...denied },
});

export const userLeadMilestoneSave = defineRoute({
  method: 'POST',
  path: '/v2/{product}/appuntamenti/user_milestone',
  who: 'internalAgent',
  tag: 'appuntamenti',
  summary: 'L’agente interno che ha registrato l’appuntamento registra o toglie un passo',
  body: LeadMilestoneSaveBodySchema,
  responses: { 200: LeadMilestonesSchema, ...errors(400, 404, 409), ...denied },
});

export const userLeadTimeline = defineRoute({
  method: 'GET',
  path: '/v2/{product}/appuntamenti/user_timeline/:id',
  who: 'agency',
  tag: 'appuntamenti',
  summary: 'La cronologia della pratica di un appuntamento dell’agenzia',
  params: AppointmentIdParamsSchema,
  responses: { 200: LeadTimelineSchema, ...errors(400, 404), ...denied },
});

export const userLeadTimelines = defineRoute({
  method: 'GET',
  path: '/v2/{product}/appuntamenti/user_timelines',
  who: 'agency',
  tag: 'appuntamenti',
  summary: 'La cronologia della pratica di ogni appuntamento dell’agenzia che ne ha una',
  responses: { 200: LeadTimelineListSchema, ...denied },
});
