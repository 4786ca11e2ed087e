import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE, type Agency, type Agency360, type Appointment } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { adminFixture, agencyFixture, emptyAgency360Fixture } from '../../../test/fixtures';
import { contractUrl, setupMsw } from '../../../test/msw';
import { agencyPagePanels } from '../../../test/page-handlers';
import { renderApp } from '../../../test/render-app';

// The agency's 360° view on its admin page (issue 18 point 6, decision 058).
const server = setupMsw();
const slug = '8volante';
const slow = { timeout: 10_000 };

const agency: Agency = {
  ...agencyFixture,
  _id: '66666666-6666-4666-8666-666666666666',
  nome: 'Immobiliare Panoramica',
};

const appointment = (i: number): Appointment => ({
  _id: `77777777-7777-4777-8777-${String(i).padStart(12, '0')}`,
  agenzia: { _id: agency._id, nome: agency.nome, email: agency.email },
  agente: null,
  state: i === 0 ? 'Contratto' : 'Inserito',
  name: `Cliente${i}`,
  surname: 'Verdi',
  email: `cliente${i}@example.it`,
  cellulare: '+39 333 0000000',
  // 23:30 UTC on 1 March is already 2 March in Rome.
  created_at: i === 0 ? '2026-03-01T23:30:00.000Z' : '2026-02-01T10:00:00.000Z',
  dataFattoAppuntamento: null,
  payed: false,
  wc: i === 0,
  contratto: i === 0,
  description: '',
  version: 1,
  giaSegnalatoIl: null,
});

const overview = (page: number): Agency360 => ({
  ...emptyAgency360Fixture,
  punti: 305,
  classifica: { position: 2, total: 14 },
  perStato: [
    { state: 'Inserito', n: 19 },
    { state: 'Fatto Appuntamento', n: 2 },
    { state: 'Contratto', n: 3 },
    { state: 'Annullata', n: 1 },
  ],
  appuntamenti: {
    pagina: page,
    perPagina: 20,
    totale: 25,
    righe:
      page === 1
        ? Array.from({ length: 20 }, (_, i) => appointment(i))
        : Array.from({ length: 5 }, (_, i) => appointment(20 + i)),
  },
  richiesteServizi: [
    {
      _id: '88888888-8888-4888-8888-888888888888',
      service: { _id: '99999999-9999-4999-8999-999999999999', name: 'Valutazione Immobile' },
      requested: true,
      requested_at: '2026-02-01T10:00:00.000Z',
      state: 'presa_in_carico',
      note: null,
    },
  ],
  consensi: [{ tipo: 'privacy', versione: '2026-11', accettatoIl: '2026-01-10T09:00:00.000Z' }],
  displayRata: {
    pagine: 12,
    badge: 800,
    esempi: 40,
    piani: 9,
    pianiInviati: 4,
    lead: 3,
    contratti: 1,
    tassoBadgeLead: 3 / 800,
  },
  ultimiAccessi: [
    {
      apertoIl: '2026-03-05T08:00:00.000Z',
      scadeIl: '2026-03-06T08:00:00.000Z',
      chiusoIl: '2026-03-05T09:15:00.000Z',
    },
  ],
});

let pagesAsked: (string | null)[] = [];

beforeEach(() => {
  pagesAsked = [];
  setCookie(COOKIE.adminAccess, 'acc');
  setCookie(COOKIE.adminRefresh, 'ref');
  const id = { id: agency._id };
  server.use(
    http.get(contractUrl(routes.adminGetMe), () => HttpResponse.json(adminFixture)),
    http.get(contractUrl(routes.adminAgency, slug, id), () => HttpResponse.json(agency)),
    http.get(contractUrl(routes.adminAgencyServices, slug, id), () => HttpResponse.json([])),
    http.get(contractUrl(routes.adminAudit, slug, { entity: 'agency', id: agency._id }), () =>
      HttpResponse.json([]),
    ),
    http.get(contractUrl(routes.adminAgencyErasure, slug, id), () =>
      HttpResponse.json({ richiestaIl: null, cancellataIl: null }),
    ),
    http.get(contractUrl(routes.adminAgency360, slug, id), ({ request }) => {
      const pagina = new URL(request.url).searchParams.get('pagina');
      pagesAsked.push(pagina);
      return HttpResponse.json(overview(Number(pagina ?? '1')));
    }),
    http.get(contractUrl(routes.adminReferrers, slug), () => HttpResponse.json([])),
    http.get(contractUrl(routes.comuniProvince), () => HttpResponse.json([])),
    http.get(contractUrl(routes.comuni), () => HttpResponse.json([])),
    ...agencyPagePanels(slug, agency._id),
  );
});
afterEach(() => {
  for (const name of Object.values(COOKIE)) removeCookie(name);
});

const panel = () => screen.findByRole('region', { name: 'Panoramica' }, slow);
const card = (name: string) =>
  within(screen.getByRole('region', { name: 'Panoramica' })).getByRole('region', { name });

describe('the agency’s 360° view', () => {
  it('shows the agency’s Display Rata over the last 90 days, with the badge-to-lead rate', async () => {
    renderApp(`/admin/agenzie/${agency._id}`);
    await panel();
    await screen.findByText('2ª posizione su 14 agenzie', {}, slow);
    const funnel = card('Display Rata negli ultimi 90 giorni');
    const pairs = within(funnel)
      .getAllByRole('term')
      .map((t, i) => [t.textContent, within(funnel).getAllByRole('definition')[i]!.textContent]);
    expect(pairs).toEqual([
      ['Pagine con badge', '12'],
      ['Badge mostrati', '800'],
      ['Esempi aperti', '40'],
      ['Piani aperti dal badge', '9'],
      ['Piani inviati', '4'],
      ['Lead dai piani', '3'],
      ['Contratti', '1'],
      ['Tasso badge → lead', '0,38%'],
    ]);
    expect(
      within(funnel).getByRole('link', { name: 'Confronta con le altre agenzie' }),
    ).toHaveAttribute('href', '/admin/agenzie/display-rata');
  });

  it('shows points and place, counts, requests, consents and sign-ins, each with its link', async () => {
    renderApp(`/admin/agenzie/${agency._id}`);
    await panel();
    expect(await screen.findByText('2ª posizione su 14 agenzie', {}, slow)).toBeInTheDocument();
    const points = card('Punti e classifica');
    expect(within(points).getByText('305')).toBeInTheDocument();
    expect(within(points).getByText('76% dell’obiettivo di 400 punti')).toBeInTheDocument();
    expect(within(points).getByRole('link', { name: 'Apri la classifica' })).toHaveAttribute(
      'href',
      '/admin/classifica',
    );

    const counts = card('Appuntamenti per stato');
    expect(
      within(counts)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Inserito', 'Fatto Appuntamento', 'Contratto', 'Annullata']);
    expect(
      within(counts)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['19', '2', '3', '1']);
    expect(
      within(counts).getByRole('link', { name: 'Apri nel pannello appuntamenti' }),
    ).toHaveAttribute('href', `/admin/appuntamenti?agenzia=${agency._id}`);

    const requests = card('Richieste di servizi');
    expect(within(requests).getByText('Valutazione Immobile')).toBeInTheDocument();
    expect(within(requests).getByText(/Presa in carico · richiesta il 01\/02\/2026/)).toBeVisible();
    expect(within(requests).getByRole('link', { name: 'Gestisci le richieste' })).toHaveAttribute(
      'href',
      `/admin/services/richieste?agenzia=${agency._id}`,
    );

    expect(within(card('Consensi')).getByText('Informativa privacy')).toBeInTheDocument();
    expect(
      within(card('Consensi')).getByText('Versione 2026-11 · accettata il 10/01/2026 10:00'),
    ).toBeInTheDocument();
    const signIns = card('Ultimi accessi');
    expect(within(signIns).getByText('05/03/2026 09:00')).toBeInTheDocument();
    expect(within(signIns).getByText('chiuso il 05/03/2026 10:15')).toBeInTheDocument();
  });

  it('pages the appointments on the server, each row leading to the desk on that agency and day', async () => {
    const user = userEvent.setup();
    renderApp(`/admin/agenzie/${agency._id}`);
    const table = await screen.findByRole('region', { name: 'Appuntamenti dell’agenzia' }, slow);
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByRole('link', { name: 'Verdi Cliente0' })).toHaveAttribute(
      'href',
      `/admin/appuntamenti?agenzia=${agency._id}&dal=2026-03-02&al=2026-03-02`,
    );
    expect(screen.getByText(/1–20 di 25/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Successiva ›' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect(within(table).getByRole('link', { name: 'Verdi Cliente24' })).toBeInTheDocument();
    expect(screen.getByText(/21–25 di 25/)).toBeInTheDocument();
    expect(pagesAsked).toEqual([null, '2']);
  });

  it('leads to the change history on the same page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/agenzie/${agency._id}`);
    await panel();
    const link = await screen.findByRole(
      'link',
      { name: 'Vai allo storico modifiche dell’agenzia' },
      slow,
    );
    await user.click(link);
    expect(screen.getByRole('region', { name: 'Storico modifiche' })).toHaveFocus();
    expect(router.state.location.pathname).toBe(`/admin/agenzie/${agency._id}`);
  });
});

describe('the requests link', () => {
  it('opens the requests page on this agency only, keeping the agency across the state filters', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(contractUrl(routes.adminServiceRequests, slug), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json([]);
      }),
    );
    renderApp(`/admin/services/richieste?agenzia=${agency._id}`);
    expect(await screen.findByText(/Solo le richieste di un’agenzia/, {}, slow)).toBeVisible();
    await waitFor(() => expect(asked.at(-1)?.get('agenzia')).toBe(agency._id));
    expect(screen.getByRole('link', { name: 'Completata' })).toHaveAttribute(
      'href',
      `/admin/services/richieste?agenzia=${agency._id}&stato=completata`,
    );
    expect(screen.getByRole('link', { name: 'Mostra tutte le agenzie' })).toHaveAttribute(
      'href',
      '/admin/services/richieste',
    );
  });
});
