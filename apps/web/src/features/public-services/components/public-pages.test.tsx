import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE, type Service } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const slug = '8volante';

const service = (over: Partial<Service>): Service => ({
  _id: crypto.randomUUID(),
  name: 'Servizio',
  description: '<p>Descrizione</p>',
  image: null,
  pdf: null,
  color: '#2e7d5b',
  promo: false,
  prices_with: null,
  prices_without: null,
  visibility: 'public',
  position: 0,
  url: null,
  ...over,
});

const CATALOGUE = [
  service({
    name: 'Valutazione Immobile',
    promo: true,
    prices_without: 25000,
    prices_with: 9900,
    description: '<p>Stima <strong>professionale</strong> del valore.</p>',
    image: '/uploads/valutazione.jpg',
    pdf: '/uploads/valutazione.pdf',
  }),
  service({
    name: 'Attestato di Prestazione Energetica',
    prices_without: 18000,
    prices_with: 12000,
    visibility: 'both',
  }),
  service({ name: 'Consulenza gratuita' }),
];

beforeEach(() => {
  server.use(
    http.get(contractUrl(routes.publicServices, slug), () => HttpResponse.json(CATALOGUE)),
    http.get(contractUrl(routes.comuniProvince), () => HttpResponse.json([])),
    http.get(contractUrl(routes.referrerChoices), () => HttpResponse.json([])),
  );
});
afterEach(() => removeCookie(COOKIE.userToken));

describe('home page (spec section 2)', () => {
  it("shows 'SERVIZI' with the two named services and one card per public service", async () => {
    renderApp('/');
    // eslint-disable-next-line testing-library/no-node-access -- the section holding the heading
    const section = (await screen.findByRole('heading', { level: 2, name: 'SERVIZI' })).closest(
      'section',
    )!;
    await within(section).findByRole('link', { name: 'Consulenza gratuita' });
    const cards = within(section).getAllByRole('link');
    // Valutazione Immobile has a PDF and no tile link: its tile opens the PDF (decisions.md).
    expect(cards.map((c) => c.getAttribute('href'))).toEqual([
      '/services/displayRata',
      '/services/pianodacquisto',
      '/pdf/valutazione.pdf',
      '/services/Attestato%20di%20Prestazione%20Energetica',
      '/services/Consulenza%20gratuita',
    ]);
    const promo = within(section).getByRole('link', {
      name: 'Valutazione Immobile PROMO (PDF, nuova scheda)',
    });
    expect(promo).toHaveAttribute('target', '_blank');
    expect(promo).toHaveAccessibleDescription('Stima professionale del valore.');
    // The card (link → body → card) shows the image; it is decorative (alt="").
    // eslint-disable-next-line testing-library/no-node-access -- a decorative image has no role
    const card = promo.parentElement!.parentElement!;
    // eslint-disable-next-line testing-library/no-node-access -- a decorative image has no role
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/valutazione.jpg');
  });

  it("shows 'LISTINO PREZZI' with the product's columns, cut names and the fixed rows", async () => {
    renderApp('/');
    const table = await screen.findByRole('table', { name: 'LISTINO PREZZI' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['SERVIZIO', 'SENZA 8Volante', 'CON 8Volante']);
    await within(table).findByRole('rowheader', { name: 'VALUTAZIONE IMMOB.' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'VALUTAZIONE IMMOB.250,00\u00a0€99,00\u00a0€',
      'ATTESTATO DI PRES.180,00\u00a0€120,00\u00a0€',
      'DISPLAY RATAESCLUSIVA',
      'MY SERVICETariffa BaseTariffa Premium',
    ]);
  });

  it('shows the registration form to visitors and hides it once signed in', async () => {
    const view = renderApp('/');
    // The form is a lazily loaded chunk: the first import takes a moment under Vitest.
    expect(
      await screen.findByRole('form', { name: 'Registrazione agenzia' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    view.unmount();
    setCookie(COOKIE.userToken, 'user-token');
    renderApp('/');
    await screen.findByRole('table', { name: 'LISTINO PREZZI' });
    expect(
      screen.queryByRole('heading', { name: 'Registra la tua agenzia' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Registrazione agenzia' })).not.toBeInTheDocument();
  });
});

describe('public service page /services/{name}', () => {
  it('shows the description, image, both prices, the PDF and the call to register', async () => {
    renderApp('/services/Valutazione%20Immobile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Valutazione Immobile' }),
    ).toBeInTheDocument();
    expect(screen.getByText('PROMO')).toBeInTheDocument();
    expect(screen.getByText('professionale').tagName).toBe('STRONG');
    // eslint-disable-next-line testing-library/no-node-access -- a price sits beside its label
    expect(screen.getByText('Senza 8Volante').nextSibling).toHaveTextContent('250,00 €');
    // eslint-disable-next-line testing-library/no-node-access -- a price sits beside its label
    expect(screen.getByText('Con 8Volante').nextSibling).toHaveTextContent('99,00 €');
    expect(screen.getByRole('link', { name: /Scarica la scheda/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Registrati gratuitamente' })).toHaveAttribute(
      'href',
      '/#registrati',
    );
    // The login comes back to the same service in the reserved area.
    expect(screen.getByRole('link', { name: 'Accedi per richiederlo' })).toHaveAttribute(
      'href',
      '/area-riservata/login?da=%2Farea-riservata%2Fservices%2FValutazione%2520Immobile',
    );
  });

  it('sends a signed-in agency to request it from the reserved area', async () => {
    setCookie(COOKIE.userToken, 'user-token');
    renderApp('/services/attestato%20di%20prestazione%20energetica');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Attestato di Prestazione Energetica' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Richiedi il servizio' })).toHaveAttribute(
      'href',
      '/area-riservata/services/Attestato%20di%20Prestazione%20Energetica',
    );
  });

  it('answers an unknown name with an Italian not-found page', async () => {
    renderApp('/services/Non%20esiste');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Servizio non trovato' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Il servizio «Non esiste» non esiste o non è più disponibile.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vedi tutti i servizi' })).toHaveAttribute(
      'href',
      '/#servizi',
    );
  });
});
