// The catalogue of services: the public list, and the admin's editing (multipart forms).
import {
  AdminServiceListSchema,
  AdminServiceSchema,
  ServiceAdminFieldsSchema,
  ServiceIdParamsSchema,
  ServiceReorderBodySchema,
  ServiceUpdateDataSchema,
} from '../contracts/services-admin';
import { AdminIdBodySchema } from '../contracts/admin-agencies';
import { OkSchema } from '../contracts/common';
import { ServiceListSchema } from '../contracts/services';
import { defineRoute } from './define';
import { errors, idempotencyErrors } from './errors';

export const publicServices = defineRoute({
  method: 'GET',
  path: '/v2/{product}/servizi/public_fetchAll',
  who: 'public',
  tag: 'servizi',
  summary: 'Servizi del catalogo pubblico (visibilità pubblica o entrambe)',
  responses: { 200: ServiceListSchema, ...errors(500) },
});

const tag = 'servizi (admin)';
const denied = errors(401, 403);
const invalid = { ...errors(400), ...denied };
/** What a multipart write may answer besides 200 (413: file too big, 415: wrong type). */
const uploadErrors = { ...invalid, ...errors(404, 409, 413, 415) };

export const adminServices = defineRoute({
  method: 'GET',
  path: '/v2/{product}/servizi/admin_fetchAll',
  who: 'admin',
  tag,
  summary: 'Tutti i servizi, nell’ordine scelto',
  responses: { 200: AdminServiceListSchema, ...denied },
});

export const adminService = defineRoute({
  method: 'GET',
  path: '/v2/{product}/servizi/admin_fetch/:id',
  who: 'admin',
  tag,
  params: ServiceIdParamsSchema,
  responses: { 200: AdminServiceSchema, ...errors(404), ...invalid },
});

export const adminServiceAdd = defineRoute({
  method: 'POST',
  path: '/v2/{product}/servizi/admin_add',
  who: 'admin',
  tag,
  summary: 'Nuovo servizio (multipart: data, image?, pdf?)',
  kind: 'multipart',
  body: ServiceAdminFieldsSchema,
  idempotent: true,
  responses: { 200: AdminServiceSchema, ...uploadErrors, ...idempotencyErrors },
});

export const adminServiceUpdate = defineRoute({
  method: 'POST',
  path: '/v2/{product}/servizi/admin_update',
  who: 'admin',
  tag,
  summary: 'Modifica di un servizio (multipart: data, image?, pdf?)',
  kind: 'multipart',
  body: ServiceUpdateDataSchema,
  responses: { 200: AdminServiceSchema, ...uploadErrors },
});

export const adminServiceDelete = defineRoute({
  method: 'POST',
  path: '/v2/{product}/servizi/admin_delete',
  who: 'admin',
  tag,
  body: AdminIdBodySchema,
  responses: { 200: OkSchema, ...errors(404), ...invalid },
});

export const adminServiceReorder = defineRoute({
  method: 'POST',
  path: '/v2/{product}/servizi/admin_reorder',
  who: 'admin',
  tag,
  summary: 'Nuovo ordine dei servizi (tutti gli id, nell’ordine voluto)',
  body: ServiceReorderBodySchema,
  responses: { 200: AdminServiceListSchema, ...errors(409), ...invalid },
});
