import { FunnelRankingQuerySchema, FunnelRankingSchema } from '../contracts/display-rata-funnel';
import { AgencyIdParamsSchema } from '../contracts/admin-agencies';
import { Agency360QuerySchema, Agency360Schema } from '../contracts/admin-agency360';
import { defineRoute } from './define';
import { errors } from './errors';

/**
 * The agency's 360° view (decision 058): points and place, appointments per state and one
 * page of them (20, ?pagina=), service requests, consents and the last 10 sign-ins.
 */
export const adminAgency360 = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/admin_agency360/:id',
  who: 'admin',
  tag: 'admin agenzie',
  summary:
    'Panoramica di un’agenzia: punti, classifica, appuntamenti, richieste, consensi, accessi',
  params: AgencyIdParamsSchema,
  query: Agency360QuerySchema,
  responses: { 200: Agency360Schema, ...errors(400, 401, 403, 404) },
});

/**
 * Agencies ranked by the badge-to-lead rate of their Display Rata over the last 90 days
 * (decision 115): 25 a page, those that showed no badge left out.
 */
export const adminDisplayRataRanking = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/admin_display_rata_classifica',
  who: 'admin',
  tag: 'admin agenzie',
  summary: 'Agenzie per tasso badge → lead di Display Rata negli ultimi 90 giorni',
  query: FunnelRankingQuerySchema,
  responses: { 200: FunnelRankingSchema, ...errors(400, 401, 403) },
});
