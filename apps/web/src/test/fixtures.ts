import type {
  Admin,
  AdminStats,
  AdminWorkQueue,
  Agency360,
  Agency,
  AgencyProfile,
  ErrorBody,
  HubSummary,
} from '@portal/shared';
import { emptyFunnelCounts } from '@portal/shared';

/** Thin fixtures typed against the shared contracts. */
export const agencyFixture: Agency = {
  _id: '4d0c7f5e-2b1a-4c3d-8e9f-0a1b2c3d4e5f',
  regioneSociale: 'Immobiliare Tevere S.r.l.',
  nome: 'Immobiliare Tevere',
  partitaIva: '12345678903',
  titolare: 'Giulia Bianchi',
  email: 'agenzia@example.com',
  provincia: 'RM',
  comune: 'Roma',
  cap: '00118',
  indirizzo: 'Via Appia 10',
  provenienza: null,
  cellulare: null,
  telefono: null,
  referente: {
    _id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
    codice: 'R01',
    nome: 'Luca',
    cognome: 'Verdi',
    email: 'luca.verdi@example.com',
    urlPhoto: null,
    urlAgente: 'https://example.com/agenti/luca-verdi',
  },
  state: 'CONFERMATO',
  agenteInterno: false,
  fimaaRegister: false,
  slug: 'immobiliare-tevere',
  created_at: '2026-01-15T09:00:00.000Z',
  cancellataIl: null,
  version: 1,
};

/** The same agency as its profile page reads it (Impostazioni → Profilo). */
export const profileFixture: AgencyProfile = {
  regioneSociale: agencyFixture.regioneSociale,
  nome: agencyFixture.nome,
  partitaIva: agencyFixture.partitaIva,
  titolare: agencyFixture.titolare,
  email: agencyFixture.email,
  provincia: agencyFixture.provincia,
  comune: agencyFixture.comune,
  cap: agencyFixture.cap,
  indirizzo: agencyFixture.indirizzo,
  cellulare: null,
  telefono: '06 1234567',
  agenteInterno: false,
  version: 1,
  emailInAttesa: null,
};

export const adminFixture: Admin = {
  _id: '0b8a3f0e-3a4c-4d8e-9f6a-1c2b3d4e5f60',
  name: 'Mario',
  surname: 'Rossi',
  email: 'mario.rossi@example.com',
};

export function errorBody(message: string, code: string): ErrorBody {
  return { message, code, requestId: 'test-request' };
}

/** GET admin_work_queue: an admin hub with nothing waiting. */
export const emptyWorkQueueFixture: AdminWorkQueue = {
  agenzieDaConfermare: 0,
  richiesteServizi: 0,
  appuntamentiDaVerificare: 0,
  contrattiDaPagare: 0,
  richiesteCancellazione: 0,
  segnalazioniNuove: 0,
  noteSenzaRisposta: 0,
};

/** GET admin_stats: the admin hub's figures. */
export const adminStatsFixture: AdminStats = {
  agenzie: { totale: 8, reali: 5, agentiInterni: 3, confermate: 6, daConfermare: 2, fimaa: 1 },
  registrazioniMensili: Array.from({ length: 12 }, (_, i) => ({
    mese: `${i === 0 ? 2025 : 2026}-${String(i === 0 ? 12 : i).padStart(2, '0')}`,
    totale: i % 3,
  })),
  appuntamentiPerStato: [
    { state: 'Inserito', totale: 4 },
    { state: 'Fatto Appuntamento', totale: 2 },
    { state: 'Contratto', totale: 1 },
    { state: 'Annullata', totale: 1 },
  ],
};

/** The hub summary of an agency at 202 points, with a referrer who has a phone. */
export const hubSummaryFixture: HubSummary = {
  ranked: true,
  points: 202,
  target: 400,
  position: null,
  leadsThisMonth: [
    { state: 'Inserito', count: 3 },
    { state: 'Fatto Appuntamento', count: 1 },
    { state: 'Contratto', count: 2 },
    { state: 'Annullata', count: 0 },
  ],
  latestAppointments: [
    {
      _id: '00000000-0000-4000-8000-0000000000a1',
      cliente: 'Mario Rossi',
      state: 'Contratto',
      created_at: '2026-11-20T09:00:00.000Z',
      points: 101,
    },
  ],
  serviceRequests: [
    {
      _id: '00000000-0000-4000-8000-0000000000b1',
      servizio: 'Consulenza Mutui',
      requestedAt: '2026-11-15T10:00:00.000Z',
      state: 'Richiesta inviata',
    },
  ],
  referente: { nome: 'Giulia Conti', email: 'giulia.conti@example.it', telefono: '+39 06 1234567' },
  segnalazioni: { nuove: 2, convertite: 1 },
  openLeadsByStep: [
    { step: null, count: 2 },
    { step: 'consulenza', count: 1 },
    { step: 'documenti', count: 0 },
    { step: 'istruttoria', count: 0 },
    { step: 'perizia', count: 1 },
    { step: 'delibera', count: 0 },
    { step: 'rogito', count: 0 },
  ],
  unreadNotes: 1,
};

/** GET admin_agency360/:id: an agency with no activity yet. */
export const emptyAgency360Fixture: Agency360 = {
  punti: 0,
  obiettivo: 400,
  classifica: { position: 1, total: 1 },
  perStato: [
    { state: 'Inserito', n: 0 },
    { state: 'Fatto Appuntamento', n: 0 },
    { state: 'Contratto', n: 0 },
    { state: 'Annullata', n: 0 },
  ],
  appuntamenti: { pagina: 1, perPagina: 20, totale: 0, righe: [] },
  richiesteServizi: [],
  consensi: [],
  displayRata: { ...emptyFunnelCounts(), tassoBadgeLead: 0 },
  ultimiAccessi: [],
};
