import type { PianoLeadBody } from '@portal/shared';

/** A valid plan sent from a shared Piano D'Acquisto: 150.000 € over 25 years at 3,5 %. */
export const pianoLeadBody = (patch: Partial<PianoLeadBody> = {}): PianoLeadBody => ({
  name: 'Giulia',
  surname: 'Neri',
  email: 'giulia.neri@example.it',
  cellulare: '+39 333 1234567',
  message: 'Preferisco essere chiamata dopo le 18.',
  consent: true,
  website: '',
  plan: {
    kind: 'rata',
    priceCents: 18_750_000,
    loanCents: 15_000_000,
    instalmentCents: 75_094,
    years: 25,
    annualRate: 0.035,
  },
  ...patch,
});
