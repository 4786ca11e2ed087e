import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '@portal/shared';
import { DEFAULT_PUBLIC_CONFIG } from '../../config/default-public-config';
import { PublicConfigProvider } from '../../lib/public-config-context';
import { Footer } from './footer';
import { telHref } from './legal-notice';

const config: PublicConfig = {
  ...DEFAULT_PUBLIC_CONFIG,
  brand: {
    ...DEFAULT_PUBLIC_CONFIG.brand,
    company: {
      ...DEFAULT_PUBLIC_CONFIG.brand.company,
      name: 'Credito Casa',
      oamNumber: 'M123',
      partitaIva: '01234567890',
      rea: 'MI-999',
      shareCapital: '€ 50.000 i.v.',
      registeredOffice: { address: 'Via Roma 1', city: 'Milano' },
      operatingOffice: { address: 'Corso Italia 2', city: 'Torino' },
      parentCompany: { name: 'Gruppo Esempio S.p.A.', note: '' },
      legalNotice: 'Messaggio pubblicitario con finalità promozionale.',
    },
    contacts: {
      ...DEFAULT_PUBLIC_CONFIG.brand.contacts,
      email: 'ciao@credito.example',
      phone: '+39 02 123 4567',
    },
    poweredBy: { name: 'Studio Web', url: 'https://studio.example' },
  },
};

const renderFooter = () =>
  render(
    <MemoryRouter>
      <PublicConfigProvider config={config}>
        <Footer />
      </PublicConfigProvider>
    </MemoryRouter>,
  );

describe('Footer (spec section 1)', () => {
  it('shows the legal notice built from the brand, with the current year', () => {
    renderFooter();
    const year = new Date().getFullYear();
    const notice = screen.getByText(/Mediatore creditizio iscritto/);
    expect(notice).toHaveTextContent(
      `© ${year} Credito Casa S.r.l. – Mediatore creditizio iscritto all’Elenco OAM n. M123 – P.IVA 01234567890 – REA MI-999 – Capitale sociale € 50.000 i.v. – Sede legale: Via Roma 1, Milano – Sede operativa: Corso Italia 2, Torino – Società soggetta a direzione e coordinamento di Gruppo Esempio S.p.A.`,
    );
    expect(
      screen.getByText('Messaggio pubblicitario con finalità promozionale.'),
    ).toBeInTheDocument();
  });

  it('has the mail and phone links, the powered-by credit and ten hidden circles', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: /ciao@credito\.example/ })).toHaveAttribute(
      'href',
      'mailto:ciao@credito.example',
    );
    expect(screen.getByRole('link', { name: /\+39 02 123 4567/ })).toHaveAttribute(
      'href',
      'tel:+39021234567',
    );
    const credit = screen.getByRole('link', { name: /Studio Web/ });
    expect(credit).toHaveAttribute('href', 'https://studio.example');
    expect(credit).toHaveAttribute('rel', 'noopener noreferrer');
    const circles = screen.getByTestId('footer-circles');
    expect(circles).toHaveAttribute('aria-hidden', 'true');
    // eslint-disable-next-line testing-library/no-node-access -- decorative circles, aria-hidden: no role to query
    expect(circles.children).toHaveLength(10);
  });

  it('links the privacy and cookie notices, pages of their own', () => {
    renderFooter();
    const notices = screen.getByRole('list', { name: 'Informative' });
    expect(screen.getByRole('link', { name: 'Informativa privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Cookie' })).toHaveAttribute('href', '/cookie');
    expect(notices).toBeInTheDocument();
  });

  it('links the four compliance pages and the OAM register, which opens in a new tab', () => {
    renderFooter();
    for (const [name, href] of [
      ['Trasparenza', '/trasparenza'],
      ['Reclami', '/reclami'],
      ['Dichiarazione di accessibilità', '/accessibilita'],
      ['Regolamento del concorso', '/regolamento-concorso'],
    ] as const)
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    const oam = screen.getByRole('link', {
      name: 'Verifica l’iscrizione nell’Elenco OAM n. M123 (si apre in una nuova scheda)',
    });
    expect(oam).toHaveAttribute('href', 'https://www.organismo-am.it/');
    expect(oam).toHaveAttribute('target', '_blank');
    expect(oam).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps only digits and a leading + in tel links', () => {
    expect(telHref('+39 (06) 12-34')).toBe('tel:+39061234');
    expect(telHref('06 1234')).toBe('tel:061234');
  });
});
