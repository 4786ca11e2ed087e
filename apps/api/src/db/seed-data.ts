import * as copy from './seed-service-copy';

/**
 * Demo content for a first run: the provider's services, referrers and agencies. Each demo
 * service has a page of real copy (seed-service-copy.ts) and an illustration drawn for the
 * project, a static file of the web app (apps/web/public/demo/servizi/).
 */
const illustration = (name: string) => `/demo/servizi/${name}.svg`;

export const DEMO_SERVICES = [
  {
    name: 'Consulenza Mutui',
    image: illustration('consulenza-mutui'),
    color: '#1f4e79',
    promo: false,
    priceWithoutCents: 30000,
    priceWithCents: 0,
    visibility: 'both',
    description: copy.consulenzaMutui,
  },
  {
    name: 'Valutazione Immobile',
    image: illustration('valutazione-immobile'),
    color: '#2e7d5b',
    promo: true,
    priceWithoutCents: 25000,
    priceWithCents: 9900,
    visibility: 'public',
    description: copy.valutazioneImmobile,
  },
  {
    name: 'Visure e Documenti Catastali',
    image: illustration('visure-catastali'),
    color: '#6a4c93',
    promo: false,
    priceWithoutCents: 4000,
    priceWithCents: 2500,
    visibility: 'both',
    description: copy.visureCatastali,
  },
  {
    name: 'Attestato di Prestazione Energetica',
    image: illustration('attestato-energetico'),
    color: '#c05621',
    promo: false,
    priceWithoutCents: 18000,
    priceWithCents: 12000,
    visibility: 'public',
    description: copy.attestatoEnergetico,
  },
  {
    name: 'Servizio Fotografico Professionale',
    image: illustration('servizio-fotografico'),
    color: '#9c2f5d',
    promo: true,
    priceWithoutCents: 15000,
    priceWithCents: 9000,
    visibility: 'both',
    description: copy.servizioFotografico,
  },
  {
    name: 'Formazione Agenti',
    image: illustration('formazione-agenti'),
    color: '#37474f',
    promo: false,
    priceWithoutCents: null,
    priceWithCents: null,
    visibility: 'reserved',
    description: copy.formazioneAgenti,
  },
  {
    name: 'Lead Generation',
    image: illustration('lead-generation'),
    color: '#00695c',
    promo: false,
    priceWithoutCents: null,
    priceWithCents: null,
    visibility: 'reserved',
    description: copy.leadGeneration,
  },
] as const;

export const DEMO_REFERRERS = [
  { codice: 'ALL-001', nome: 'Giulia', cognome: 'Conti', email: 'giulia.conti@example.it' },
  { codice: 'ALL-002', nome: 'Luca', cognome: 'Marino', email: 'luca.marino@example.it' },
  { codice: 'ALL-003', nome: 'Sara', cognome: 'Galli', email: 'sara.galli@example.it' },
] as const;

type State = 'DA CONFERMARE' | 'CONFERMATO';
export interface DemoAgency {
  key: string;
  ragioneSociale: string | null;
  nome: string;
  partitaIva: string | null;
  titolare: string | null;
  email: string;
  provincia: string;
  comune: string;
  cap: string;
  indirizzo: string;
  referrer: number;
  state: State;
  agenteInterno?: boolean;
  fimaaRegister?: boolean;
}

// Partite IVA with valid check digits (Luhn-like algorithm of the Agenzia delle Entrate).
export const DEMO_AGENCIES: DemoAgency[] = [
  {
    key: 'rossi',
    ragioneSociale: 'Immobiliare Rossi S.r.l.',
    nome: 'Immobiliare Rossi',
    partitaIva: '01234567897',
    titolare: 'Paolo Rossi',
    email: 'rossi@demo.example.it',
    provincia: 'RM',
    comune: 'Roma',
    cap: '00184',
    indirizzo: 'Via Cavour 120',
    referrer: 0,
    state: 'CONFERMATO',
  },
  {
    key: 'bianchi',
    ragioneSociale: 'Casa Bianchi S.a.s.',
    nome: 'Casa Bianchi',
    partitaIva: '12345678903',
    titolare: 'Anna Bianchi',
    email: 'bianchi@demo.example.it',
    provincia: 'MI',
    comune: 'Milano',
    cap: '20121',
    indirizzo: 'Corso Garibaldi 15',
    referrer: 0,
    state: 'CONFERMATO',
  },
  {
    key: 'esposito',
    ragioneSociale: 'Studio Esposito',
    nome: 'Studio Immobiliare Esposito',
    partitaIva: '07643520567',
    titolare: 'Ciro Esposito',
    email: 'esposito@demo.example.it',
    provincia: 'NA',
    comune: 'Napoli',
    cap: '80133',
    indirizzo: 'Via Toledo 200',
    referrer: 1,
    state: 'CONFERMATO',
    fimaaRegister: true,
  },
  {
    key: 'verdi',
    ragioneSociale: 'Verdi Immobili S.r.l.',
    nome: 'Verdi Immobili',
    partitaIva: '02345678904',
    titolare: 'Marta Verdi',
    email: 'verdi@demo.example.it',
    provincia: 'TO',
    comune: 'Torino',
    cap: '10121',
    indirizzo: 'Via Roma 40',
    referrer: 1,
    state: 'DA CONFERMARE',
  },
  {
    key: 'ferri',
    ragioneSociale: null,
    nome: 'Marco Ferri',
    partitaIva: null,
    titolare: null,
    email: 'ferri@demo.example.it',
    provincia: 'RM',
    comune: 'Roma',
    cap: '00185',
    indirizzo: 'Via Nazionale 10',
    referrer: 0,
    state: 'CONFERMATO',
    agenteInterno: true,
  },
];
