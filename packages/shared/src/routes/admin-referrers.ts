// The admin area's referrers (beyond the spec: nothing else creates them). The list is
// adminReferrers (GET …/user/referentiAlleare, spec section 7).
import {
  ReferrerAddBodySchema,
  ReferrerImportBodySchema,
  ReferrerImportPreviewSchema,
  ReferrerImportResultSchema,
  ReferrerPageQuerySchema,
  ReferrerPageSchema,
  ReferrerPhotoDataSchema,
  ReferrerSchema,
  ReferrerSetActiveBodySchema,
  ReferrerUpdateBodySchema,
} from '../contracts/referrers';
import { defineRoute } from './define';
import { errors, idempotencyErrors } from './errors';

const tag = 'admin referenti';
const invalid = errors(400, 401, 403);

/** The admin's list: searched (codice, nome, cognome, e-mail), sorted and paged by the server. */
export const adminReferrerPage = defineRoute({
  method: 'GET',
  path: '/v2/{product}/referenti/admin_list',
  who: 'admin',
  tag,
  summary: 'Referenti cercati, ordinati e paginati (25 a pagina)',
  query: ReferrerPageQuerySchema,
  responses: { 200: ReferrerPageSchema, ...invalid },
});

export const adminReferrerAdd = defineRoute({
  method: 'POST',
  path: '/v2/{product}/referenti/admin_add',
  who: 'admin',
  tag,
  body: ReferrerAddBodySchema,
  idempotent: true,
  responses: { 200: ReferrerSchema, ...errors(409), ...invalid, ...idempotencyErrors },
});

export const adminReferrerUpdate = defineRoute({
  method: 'POST',
  path: '/v2/{product}/referenti/admin_update',
  who: 'admin',
  tag,
  body: ReferrerUpdateBodySchema,
  responses: { 200: ReferrerSchema, ...errors(404, 409), ...invalid },
});

export const adminReferrerPhoto = defineRoute({
  method: 'POST',
  path: '/v2/{product}/referenti/admin_photo',
  who: 'admin',
  tag,
  summary:
    'Foto di un referente (multipart: data, photo?): caricata come l’immagine di un servizio',
  kind: 'multipart',
  body: ReferrerPhotoDataSchema,
  responses: { 200: ReferrerSchema, ...errors(404, 413, 415), ...invalid },
});

export const adminReferrerSetActive = defineRoute({
  method: 'POST',
  path: '/v2/{product}/referenti/admin_setActive',
  who: 'admin',
  tag,
  body: ReferrerSetActiveBodySchema,
  responses: { 200: ReferrerSchema, ...errors(404), ...invalid },
});

export const adminReferrerImportPreview = defineRoute({
  method: 'POST',
  path: '/v2/{product}/referenti/admin_importPreview',
  who: 'admin',
  tag,
  summary: 'Anteprima di un CSV di referenti: nulla viene scritto',
  body: ReferrerImportBodySchema,
  responses: { 200: ReferrerImportPreviewSchema, ...invalid },
});

export const adminReferrerImportCommit = defineRoute({
  method: 'POST',
  path: '/v2/{product}/referenti/admin_importCommit',
  who: 'admin',
  tag,
  summary: 'Importa le righe valide del CSV in una transazione',
  body: ReferrerImportBodySchema,
  idempotent: true,
  responses: { 200: ReferrerImportResultSchema, ...errors(409), ...invalid, ...idempotencyErrors },
});
