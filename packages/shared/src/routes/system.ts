// System and public data: health, configuration, comuni, referrer choices.
import { z } from 'zod';
import { HealthSchema } from '../contracts/system';
import { PublicConfigSchema } from '../contracts/brand';
import {
  ComuniListSchema,
  ComuniQuerySchema,
  ComuniSearchQuerySchema,
  ProvinceListSchema,
} from '../contracts/comuni';
import { ReferrerSmallSchema } from '../contracts/referrers';
import { defineRoute } from './define';
import { errors } from './errors';

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
