// System, public data and sign-in: health, configuration, comuni, referrer choices, logins.
import { z } from 'zod';
import { HealthSchema } from '../contracts/system';
import {
  AdminSchema,
  AdminTokensSchema,
  LoginBodySchema,
  UserLoginResponseSchema,
} from '../contracts/auth';
import { AgencySchema } from '../contracts/agency';
import { PublicConfigSchema } from '../contracts/brand';
import { OkSchema } from '../contracts/common';
import {
  ComuniListSchema,
  ComuniQuerySchema,
  ComuniSearchQuerySchema,
  ProvinceListSchema,
} from '../contracts/comuni';
import { ReferrerSmallSchema } from '../contracts/referrers';
import { defineRoute, errors } from './define';

export const health = defineRoute({
  method: 'GET',
  path: '/v2/health',
  who: 'public',
  tag: 'sistema',
  responses: { 200: HealthSchema, ...errors(503) },
});

export const config = defineRoute({
  method: 'GET',
  path: '/v2/config',
  who: 'public',
  tag: 'sistema',
  responses: { 200: PublicConfigSchema },
});

export const comuniProvince = defineRoute({
  method: 'GET',
  path: '/v2/comuni/province',
  who: 'public',
  tag: 'comuni',
  summary: 'Elenco delle province, ordinate per nome',
  responses: { 200: ProvinceListSchema },
});

export const comuni = defineRoute({
  method: 'GET',
  path: '/v2/comuni',
  aliases: ['/v2/comuni/'],
  who: 'public',
  tag: 'comuni',
  summary: 'Comuni di una provincia, in ordine alfabetico',
  query: ComuniQuerySchema,
  responses: { 200: ComuniListSchema, ...errors(400, 404) },
});

export const comuniSearch = defineRoute({
  method: 'GET',
  path: '/v2/comuni/search',
  who: 'public',
  tag: 'comuni',
  summary: 'Cerca comuni per nome (senza distinzione di maiuscole e accenti)',
  query: ComuniSearchQuerySchema,
  responses: { 200: ComuniListSchema, ...errors(400) },
});

export const referrerChoices = defineRoute({
  method: 'GET',
  path: '/v2/agents/getAllSmallInfo',
  who: 'public',
  tag: 'referenti',
  summary: 'Referenti attivi da scegliere nella registrazione (codice, nome, cognome)',
  responses: { 200: z.array(ReferrerSmallSchema), ...errors(500) },
});

const loginErrors = errors(400, 401, 429);

export const adminLogin = defineRoute({
  method: 'POST',
  path: '/v2/admin/login',
  who: 'public',
  tag: 'admin',
  body: LoginBodySchema,
  responses: { 200: AdminTokensSchema, ...loginErrors },
});

export const adminRefresh = defineRoute({
  method: 'POST',
  path: '/v2/admin/refresh',
  who: 'adminRefresh',
  tag: 'admin',
  responses: { 200: AdminTokensSchema, ...loginErrors },
});

export const adminLogout = defineRoute({
  method: 'POST',
  path: '/v2/admin/logout',
  who: 'admin',
  tag: 'admin',
  responses: { 200: OkSchema, ...errors(401) },
});

export const adminGetMe = defineRoute({
  method: 'GET',
  path: '/v2/admin/getMe',
  who: 'admin',
  tag: 'admin',
  responses: { 200: AdminSchema, ...errors(401) },
});

export const userLogin = defineRoute({
  method: 'POST',
  path: '/v2/{product}/user/user_login',
  who: 'public',
  tag: 'agenzie',
  body: LoginBodySchema,
  responses: { 200: UserLoginResponseSchema, ...errors(400, 401, 403, 429) },
});

export const userLogout = defineRoute({
  method: 'POST',
  path: '/v2/{product}/user/user_logout',
  who: 'agency',
  tag: 'agenzie',
  responses: { 200: OkSchema, ...errors(401) },
});

export const userFetchMe = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/user_fetchMeFromToken',
  who: 'agency',
  tag: 'agenzie',
  responses: { 200: AgencySchema, ...errors(401) },
});
