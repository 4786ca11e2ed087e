import type { PublicConfig } from '@portal/shared';

/**
 * Neutral configuration used only when the server's configuration cannot be read
 * (e.g. `vite` running without the API). It names no real company.
 */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  productName: '8Volante',
  productSlug: '8volante',
  publicUrl: 'http://localhost:8000',
  privacyVersion: '1',
  brand: {
    company: {
      name: 'Mediatore Creditizio Esempio',
      legalForm: 'S.r.l.',
      oamNumber: 'M000',
      oamRegisterUrl: 'https://www.organismo-am.it/',
      rea: 'RM-0000000',
      partitaIva: '00000000000',
      registeredOffice: { address: 'Via Esempio 1', city: 'Roma' },
      operatingOffice: { address: 'Via Esempio 1', city: 'Roma' },
      parentCompany: { name: 'Capogruppo Esempio S.p.A.', note: '' },
      legalNotice: '',
    },
    contacts: {
      email: 'info@example.com',
      phone: '+39 06 0000000',
      partnerAgentsUrl: 'https://example.com/agenti',
    },
    compliance: {
      remuneration: '',
      complaintsEmail: '',
      complaintsPec: '',
      accessibilityEmail: '',
    },
    poweredBy: { name: 'Sviluppatore Esempio', url: 'https://example.com' },
    colors: {
      primary: '#1f4e79',
      primaryDark: '#163a5c',
      accent: '#e07a1f',
      text: '#1c2430',
      muted: '#5b6675',
      background: '#f6f8fb',
      surface: '#ffffff',
    },
    media: {
      logo: '/brand/logo.svg',
      heroVideo: '/brand/hero.mp4',
      heroPoster: '/brand/hero-poster.svg',
    },
  },
};
