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
