// The reserved area's appointments: list, detail, the internal agent's writes, points, ranking.
import {
  AppointmentCreateBodySchema,
  AppointmentEditBodySchema,
  AppointmentIdParamsSchema,
  AppointmentListSchema,
  AppointmentSchema,
  PointsSchema,
  PositionSchema,
} from '../contracts/appointments';
import { defineRoute } from './define';
import { errors, idempotencyErrors } from './errors';

const denied = errors(401, 403);

export const userAppointments = defineRoute({
  method: 'GET',
  path: '/v2/{product}/appuntamenti/user_fetchAll',
  who: 'agency',
  tag: 'appuntamenti',
  responses: { 200: AppointmentListSchema, ...denied },
});

export const userAppointment = defineRoute({
  method: 'GET',
  path: '/v2/{product}/appuntamenti/user_fetchOne/:id',
  who: 'agency',
  tag: 'appuntamenti',
  params: AppointmentIdParamsSchema,
  responses: { 200: AppointmentSchema, ...errors(400, 404), ...denied },
});

export const userAppointmentCreate = defineRoute({
  method: 'POST',
  path: '/v2/{product}/appuntamenti/user_create',
  who: 'internalAgent',
  tag: 'appuntamenti',
  body: AppointmentCreateBodySchema,
  idempotent: true,
  responses: { 200: AppointmentSchema, ...errors(400), ...denied, ...idempotencyErrors },
});

export const userAppointmentEdit = defineRoute({
  method: 'POST',
  path: '/v2/{product}/appuntamenti/user_edit',
  who: 'internalAgent',
  tag: 'appuntamenti',
  body: AppointmentEditBodySchema,
  responses: { 200: AppointmentSchema, ...errors(400, 404, 409), ...denied },
});

export const userPoints = defineRoute({
  method: 'GET',
  path: '/v2/{product}/appuntamenti/user_getPoints',
  who: 'agency',
  tag: 'appuntamenti',
  responses: { 200: PointsSchema, ...denied },
});

export const userPosition = defineRoute({
  method: 'GET',
  path: '/v2/{product}/appuntamenti/user_getPosition',
  who: 'rankedAgency',
  tag: 'appuntamenti',
  responses: { 200: PositionSchema, ...denied },
});
