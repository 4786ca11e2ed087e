// The contest: the admin leaderboard (page, CSV) and settings, the agency's contest page
// and the hub summary.
import {
  ContestSettingsBodySchema,
  ContestSettingsSchema,
  HubSummarySchema,
  LEADERBOARD_CSV_FILENAME,
  LeaderboardPageSchema,
  LeaderboardQuerySchema,
  PublicContestRulesSchema,
  UserContestSchema,
} from '../contracts/contest';
import { defineRoute } from './define';
import { errors } from './errors';

const tag = 'concorso';
const denied = errors(401, 403);

export const adminLeaderboard = defineRoute({
  method: 'GET',
  path: '/v2/{product}/contest/admin_leaderboard',
  who: 'admin',
  tag,
  summary: 'Classifica del concorso paginata (25 a pagina); a parità di punti la stessa posizione',
  query: LeaderboardQuerySchema,
  responses: { 200: LeaderboardPageSchema, ...errors(400), ...denied },
});

/** A stream, not JSON: the whole ranking as classifica.csv. */
export const adminLeaderboardCsv = defineRoute({
  method: 'GET',
  path: '/v2/{product}/contest/admin_leaderboardCSV',
  who: 'admin',
  tag,
  summary: `${LEADERBOARD_CSV_FILENAME}: la classifica intera, CSV (separatore ;, UTF-8 con BOM)`,
  kind: 'csv',
  responses: {},
});

export const adminContestSettings = defineRoute({
  method: 'GET',
  path: '/v2/{product}/contest/admin_settings',
  who: 'admin',
  tag,
  responses: { 200: ContestSettingsSchema, ...denied },
});

export const adminContestSettingsSave = defineRoute({
  method: 'PUT',
  path: '/v2/{product}/contest/admin_settings',
  who: 'admin',
  tag,
  summary: 'Data di fine del concorso e nomi mostrati o anonimi (registrato nello storico)',
  body: ContestSettingsBodySchema,
  responses: { 200: ContestSettingsSchema, ...errors(400), ...denied },
});

export const userContest = defineRoute({
  method: 'GET',
  path: '/v2/{product}/contest/user_contest',
  who: 'rankedAgency',
  tag,
  summary:
    'Il concorso dell’agenzia: punti, posizione, prime 10, punti di ogni appuntamento (non per gli agenti interni)',
  responses: { 200: UserContestSchema, ...denied },
});

export const userHubSummary = defineRoute({
  method: 'GET',
  path: '/v2/{product}/contest/user_hubSummary',
  who: 'agency',
  tag,
  summary: 'Il riepilogo sopra i servizi dell’hub, in una chiamata',
  responses: { 200: HubSummarySchema, ...denied },
});

/** Public: the contest rules page (dates and prizes); nothing about any agency. */
export const publicContestRules = defineRoute({
  method: 'GET',
  path: '/v2/{product}/contest/public_rules',
  who: 'public',
  tag,
  summary: 'Il regolamento del concorso: data di fine e premi decisi dall’amministratore',
  responses: { 200: PublicContestRulesSchema },
});
