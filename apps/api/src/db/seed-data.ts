/** Demo content for a first run: the provider's services, referrers and agencies. */
export const DEMO_SERVICES = [
  {
    name: 'Consulenza Mutui',
    color: '#1f4e79',
    promo: false,
    priceWithoutCents: 30000,
    priceWithCents: 0,
    visibility: 'both',
    description:
      '<p>Analisi della finanziabilità del cliente e ricerca del mutuo più adatto tra le banche convenzionate.</p>',
  },
  {
    name: 'Valutazione Immobile',
    color: '#2e7d5b',
    promo: true,
    priceWithoutCents: 25000,
    priceWithCents: 9900,
    visibility: 'public',
    description:
      '<p>Stima professionale del valore di mercato dell’immobile, utile per l’incarico e per la banca.</p>',
  },
  {
    name: 'Visure e Documenti Catastali',
    color: '#6a4c93',
    promo: false,
    priceWithoutCents: 4000,
    priceWithCents: 2500,
    visibility: 'both',
    description: '<p>Visure, planimetrie ed estratti di mappa in 24 ore.</p>',
  },
  {
    name: 'Attestato di Prestazione Energetica',
    color: '#c05621',
    promo: false,
    priceWithoutCents: 18000,
    priceWithCents: 12000,
    visibility: 'public',
    description: '<p>APE redatto da tecnici abilitati, con sopralluogo.</p>',
  },
  {
    name: 'Servizio Fotografico Professionale',
    color: '#9c2f5d',
    promo: true,
    priceWithoutCents: 15000,
    priceWithCents: 9000,
    visibility: 'both',
    description: '<p>Foto grandangolari e ritocco per annunci che si fanno notare.</p>',
  },
  {
    name: 'Formazione Agenti',
    color: '#37474f',
    promo: false,
    priceWithoutCents: null,
    priceWithCents: null,
    visibility: 'reserved',
    description: '<p>Corsi sul credito immobiliare per i collaboratori dell’agenzia.</p>',
  },
  {
    name: 'Lead Generation',
    color: '#00695c',
    promo: false,
    priceWithoutCents: null,
    priceWithCents: null,
    visibility: 'reserved',
    description: '<p>Contatti di acquirenti già prequalificati dal nostro team.</p>',
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
