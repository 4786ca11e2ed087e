/**
 * Every URL of the single-page app. Links and redirects use these, never string
 * literals. Route patterns in `app/routes.tsx` mirror them.
 */
const enc = encodeURIComponent;

export const paths = {
  home: '/',
  homeServices: '/#servizi',
  homeRegister: '/#registrati',
  verifyAccount: (token: string) => `/verify_account/${enc(token)}`,
  registerAffida: '/registerAffida',
  fimaa: '/fimaa',
  fimaaRegister: '/fimaaRegister',
  displayRata: '/services/displayRata',
  pianoAcquisto: '/services/pianodacquisto',
  /** An agency's Piano D'Acquisto for its clients (the share link). */
  pianoAcquistoShare: (agencySlug: string) => `/piano-acquisto/${enc(agencySlug)}`,
  service: (name: string) => `/services/${enc(name)}`,
  reserved: {
    root: '/area-riservata',
    login: '/area-riservata/login',
    forgotPassword: '/area-riservata/password-dimenticata',
    resetPassword: (token: string) => `/area-riservata/reset-password/${enc(token)}`,
    hub: '/area-riservata/hub',
    settings: '/area-riservata/settings',
    appointments: '/area-riservata/appuntamenti',
    appointmentCreate: '/area-riservata/appuntamenti/create',
    appointmentEdit: (id: string) => `/area-riservata/appuntamenti/edit/${enc(id)}`,
    displayRata: '/area-riservata/services/displayRata',
    pianoAcquisto: '/area-riservata/services/pianodacquisto',
    service: (name: string) => `/area-riservata/services/${enc(name)}`,
  },
  admin: {
    root: '/admin',
    login: '/admin/login',
    hub: '/admin/hub',
    agencies: '/admin/agenzie',
    agencyAdd: '/admin/agenzie/add',
    agencyList: '/admin/agenzie/list',
    agencyFimaa: '/admin/agenzie/fimaalist',
    agency: (id: string) => `/admin/agenzie/${enc(id)}`,
    services: '/admin/services',
    serviceAdd: '/admin/services/add',
    service: (id: string) => `/admin/services/${enc(id)}`,
    appointments: '/admin/appuntamenti',
    referrers: '/admin/referentiAlleare',
  },
  devWidgets: '/dev/widgets',
} as const;
