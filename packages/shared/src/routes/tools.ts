// Display Rata and Piano D'Acquisto: the calculators' defaults, the agency's widget settings,
// the public widget configuration, the shared plan and the plan a client sends to the agency.
import {
  AgencySlugParamsSchema,
  DisplayRataSettingsInputSchema,
  DisplayRataSettingsSchema,
  PianoShareSchema,
  ToolDefaultsSchema,
  WidgetConfigSchema,
} from '../contracts/tools';
import { MessageSchema } from '../contracts/common';
import { PianoLeadBodySchema } from '../contracts/piano-lead';
import {
  SitePreviewBodySchema,
  SitePreviewParamsSchema,
  SitePreviewSchema,
} from '../contracts/site-preview';
import { DisplayRataFunnelSchema, FunnelBeaconSchema } from '../contracts/display-rata-funnel';
import { z } from 'zod';
import { defineRoute } from './define';
import { errors, idempotencyErrors } from './errors';

export const toolDefaults = defineRoute({
  method: 'GET',
  path: '/v2/{product}/strumenti/parametri',
  who: 'public',
  tag: 'strumenti',
  responses: { 200: ToolDefaultsSchema },
});

export const displayRataSettings = defineRoute({
  method: 'GET',
  path: '/v2/{product}/strumenti/display-rata',
  who: 'agency',
  tag: 'strumenti',
  responses: { 200: DisplayRataSettingsSchema, ...errors(401) },
});

export const displayRataSettingsSave = defineRoute({
  method: 'PUT',
  path: '/v2/{product}/strumenti/display-rata',
  who: 'agency',
  tag: 'strumenti',
  body: DisplayRataSettingsInputSchema,
  responses: { 200: DisplayRataSettingsSchema, ...errors(400, 401) },
});

/** The one API answer meant for other sites: the widget on an agency's own pages reads it. */
export const widgetConfig = defineRoute({
  method: 'GET',
  path: '/v2/{product}/strumenti/widget/:slug',
  who: 'public',
  tag: 'strumenti',
  params: AgencySlugParamsSchema,
  responses: { 200: WidgetConfigSchema, ...errors(400, 404) },
});

export const pianoShare = defineRoute({
  method: 'GET',
  path: '/v2/{product}/strumenti/piano-acquisto/:slug',
  who: 'public',
  tag: 'strumenti',
  params: AgencySlugParamsSchema,
  responses: { 200: PianoShareSchema, ...errors(400, 404) },
});

export const pianoLead = defineRoute({
  method: 'POST',
  path: '/v2/{product}/strumenti/piano-acquisto/:slug/richiesta',
  who: 'public',
  tag: 'strumenti',
  summary: 'Un cliente invia il Piano D’Acquisto all’agenzia: diventa un appuntamento Inserito',
  params: AgencySlugParamsSchema,
  body: PianoLeadBodySchema,
  idempotent: true,
  responses: { 200: MessageSchema, ...errors(400, 404, 429), ...idempotencyErrors },
});

/**
 * «Prova sul tuo sito»: the server fetches one public page of the agency's site (SSRF-safe,
 * decision 121) and keeps it 10 minutes for the settings page's sandboxed frame.
 */
export const sitePreviewCreate = defineRoute({
  method: 'POST',
  path: '/v2/{product}/strumenti/display-rata/prova',
  who: 'agency',
  tag: 'strumenti',
  summary: 'Prova sul tuo sito: il portale apre una pagina del sito dell’agenzia con Display Rata',
  body: SitePreviewBodySchema,
  responses: { 200: SitePreviewSchema, ...errors(400, 401, 409, 422, 429) },
});

/**
 * The fetched page with the widget, for the frame: an unguessable id, a sandboxed document
 * (CSP `sandbox`, an origin of its own), framed only by the portal.
 */
export const sitePreviewPage = defineRoute({
  method: 'GET',
  path: '/v2/{product}/strumenti/display-rata/prova/:id',
  who: 'public',
  tag: 'strumenti',
  kind: 'html',
  params: SitePreviewParamsSchema,
  // A file route: its refusals keep the usual error body, undeclared as the CSV ones.
  responses: {},
});

/**
 * The widget's beacon (decision 115): what one page of the agency's site counted, sent by
 * `navigator.sendBeacon` as text/plain JSON; aggregate counters only, no cookie is set or read.
 */
export const displayRataBeacon = defineRoute({
  method: 'POST',
  path: '/v2/{product}/strumenti/widget/:slug/conteggi',
  who: 'public',
  tag: 'strumenti',
  summary: 'Il widget Display Rata conta pagine, badge, esempi e piani aperti (solo totali)',
  params: AgencySlugParamsSchema,
  body: FunnelBeaconSchema,
  responses: { 204: z.null(), ...errors(400, 404, 413, 415, 429) },
});

/** The agency's funnel of the last 90 days, every day listed. */
export const displayRataFunnel = defineRoute({
  method: 'GET',
  path: '/v2/{product}/strumenti/display-rata/funnel',
  who: 'agency',
  tag: 'strumenti',
  responses: { 200: DisplayRataFunnelSchema, ...errors(401) },
});
