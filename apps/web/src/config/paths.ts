import { encodePathTail } from '@portal/shared/domain/service-address';

/**
 * Every URL of the single-page app, once. `pagePatterns` holds the route patterns the
 * router registers (`app/routes.tsx` reads them); `paths` is what links and redirects
 * use: the same entries, with a builder for each pattern that takes a parameter.
 * Never write a URL as a string literal elsewhere.
 */
export const pagePatterns = {
  home: '/',
  homeServices: '/#servizi',
  homeRegister: '/#registrati',
  verifyAccount: '/verify_account/:token',
  /** The link of a change of e-mail (public: the mail may be opened on another device). */
  confirmEmail: '/conferma-email/:token',
  registerAffida: '/registerAffida',
  fimaa: '/fimaa',
  fimaaRegister: '/fimaaRegister',
  privacy: '/privacy',
  /** The client's «Non desidero essere contattato» link of a referral (decision 103). */
  referralOptOut: '/segnalazione/non-contattarmi/:token',
  /** The verification address of a financing certificate, on its PDF and QR code (decision 117). */
  certificateCheck: '/attestato/:codice',
  cookie: '/cookie',
  /** The compliance pages (decision 109): linked from the footer, prerendered. */
  transparency: '/trasparenza',
  complaints: '/reclami',
  accessibility: '/accessibilita',
  contestRules: '/regolamento-concorso',
  displayRata: '/services/displayRata',
  pianoAcquisto: '/services/pianodacquisto',
  /** An agency's Piano D'Acquisto for its clients (the share link). */
  pianoAcquistoShare: '/piano-acquisto/:agencySlug',
  /** A service's page, by its name: the rest of the path, `/` included (decision 095). */
  service: '/services/*',
  /** A tile link (`servizi/{url}`): leads to the page it names (`/` included). */
  serviceLink: '/servizi/*',
  reserved: {
    root: '/area-riservata',
    login: '/area-riservata/login',
    forgotPassword: '/area-riservata/password-dimenticata',
    resendLink: '/area-riservata/nuovo-link',
    resetPassword: '/area-riservata/reset-password/:token',
    /** An invited agency chooses its first password (decision 059): the reset page, invite form. */
    invite: '/area-riservata/invito/:token',
    hub: '/area-riservata/hub',
    settings: '/area-riservata/settings',
    contest: '/area-riservata/concorso',
    /** «Segnala un cliente»: the agency's form and list; an internal agent's decisions. */
    referrals: '/area-riservata/segnalazioni',
    appointments: '/area-riservata/appuntamenti',
    appointmentCreate: '/area-riservata/appuntamenti/create',
    appointmentEdit: '/area-riservata/appuntamenti/edit/:id',
    /** A lead's road to the mortgage: its steps as a timeline (decision 100). */
    appointmentSteps: '/area-riservata/appuntamenti/pratica/:id',
    displayRata: '/area-riservata/services/displayRata',
    pianoAcquisto: '/area-riservata/services/pianodacquisto',
    service: '/area-riservata/services/*',
    serviceLink: '/area-riservata/servizi/*',
  },
  admin: {
    root: '/admin',
    login: '/admin/login',
    hub: '/admin/hub',
    agencies: '/admin/agenzie',
    agencyAdd: '/admin/agenzie/add',
    agencyList: '/admin/agenzie/list',
    agencyFimaa: '/admin/agenzie/fimaalist',
    agencyDisplayRata: '/admin/agenzie/display-rata',
    agency: '/admin/agenzie/:id',
    services: '/admin/services',
    serviceAdd: '/admin/services/add',
    serviceRequests: '/admin/services/richieste',
    service: '/admin/services/:id',
    appointments: '/admin/appuntamenti',
    leaderboard: '/admin/classifica',
    referrals: '/admin/segnalazioni',
    referrers: '/admin/referentiAlleare',
    security: '/admin/sicurezza',
    conditions: '/admin/condizioni-mutuo',
  },
  devWidgets: '/dev/widgets',
} as const;

type Patterns = { readonly [key: string]: string | Patterns };

/**
 * A pattern with a `:param` becomes a builder of that one parameter, encoded; one ending in
 * `/*` a builder of the rest of the path, each part encoded and its `/` kept (an encoded `/`
 * is refused by the server, decision 095); a fixed URL stays a string.
 */
type Links<T> = {
  readonly [K in keyof T]: T[K] extends `${string}:${string}` | `${string}/*`
    ? (value: string) => string
    : T[K] extends string
      ? T[K]
      : Links<T[K]>;
};

const PARAM = /:[A-Za-z]+/;

function toLinks<T extends Patterns>(patterns: T): Links<T> {
  const entries = Object.entries(patterns).map(([key, value]) => {
    if (typeof value !== 'string') return [key, toLinks(value)];
    if (value.endsWith('/*'))
      return [key, (rest: string) => `${value.slice(0, -1)}${encodePathTail(rest)}`];
    if (!PARAM.test(value)) return [key, value];
    return [key, (param: string) => value.replace(PARAM, encodeURIComponent(param))];
  });
  return Object.fromEntries(entries) as Links<T>;
}

export const paths = toLinks(pagePatterns);

const decodePart = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/**
 * What the `*` of `pattern` (one ending in `/*`) stands for in `pathname`, each part decoded
 * once. Not the router's own splat: it decodes `%25` twice, so a name holding the text `%2F`
 * came back with a `/` instead.
 */
export function restOfPath(pathname: string, pattern: string): string {
  const skip = pattern.split('/').length - 1;
  return pathname.split('/').slice(skip).map(decodePart).join('/');
}

/** A pattern as a child route writes it: relative to its parent's pattern. */
export function childPattern(parent: string, pattern: string): string {
  const prefix = parent.endsWith('/') ? parent : `${parent}/`;
  if (!pattern.startsWith(prefix)) throw new Error(`${pattern} is not below ${parent}`);
  return pattern.slice(prefix.length);
}
