import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE, type AdminWorkQueue } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { adminFixture, adminStatsFixture, errorBody } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const slug = '8volante';

afterEach(() => {
  for (const name of Object.values(COOKIE)) removeCookie(name);
});

function signIn() {
  setCookie(COOKIE.adminAccess, 'acc');
  setCookie(COOKIE.adminRefresh, 'ref');
  server.use(
    http.get(contractUrl(routes.adminGetMe), () => HttpResponse.json(adminFixture)),
    http.get(contractUrl(routes.adminWorkQueue, slug), () => HttpResponse.json(queue)),
  );
}

const queue: AdminWorkQueue = {
  agenzieDaConfermare: 3,
  richiesteServizi: 2,
  appuntamentiDaVerificare: 7,
  contrattiDaPagare: 1,
  richiesteCancellazione: 0,
  segnalazioniNuove: 4,
  noteSenzaRisposta: 4,
};

describe('admin hub', () => {
  it('shows total, real and internal-agent counts with shares to two decimals, and the charts', async () => {
    signIn();
    server.use(
      http.get(contractUrl(routes.adminStats, slug), () => HttpResponse.json(adminStatsFixture)),
    );
    renderApp('/admin/hub');
    const total = await screen.findByTestId('hub-totale', {}, { timeout: 5000 });
    expect(total).toHaveTextContent('Agenzie totali8');
    expect(screen.getByTestId('hub-reali')).toHaveTextContent('562,50 % del totale');
    expect(screen.getByTestId('hub-interni')).toHaveTextContent('337,50 % del totale');
    const states = screen.getByRole('table', { name: 'Appuntamenti per stato' });
    expect(within(states).getByRole('row', { name: /Inserito 4 50,00 %/ })).toBeInTheDocument();
    const months = screen.getByRole('table', { name: 'Nuove agenzie negli ultimi 12 mesi' });
    expect(within(months).getAllByRole('row')).toHaveLength(13);
    expect(within(months).getByRole('rowheader', { name: 'dicembre 2025' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Confermate e da confermare' })).toHaveTextContent(
      '75,00 %',
    );
  });

  it('shows the work queue, each count linking to its filtered list', async () => {
    signIn();
    server.use(
      http.get(contractUrl(routes.adminStats, slug), () => HttpResponse.json(adminStatsFixture)),
    );
    renderApp('/admin/hub');
    const region = await screen.findByRole('region', { name: 'Da fare' }, { timeout: 5000 });
    const link = (name: RegExp) => within(region).findByRole('link', { name });
    expect(await link(/^3 Agenzie in attesa/)).toHaveAttribute(
      'href',
      '/admin/agenzie/list?stato=DA+CONFERMARE',
    );
    expect(await link(/^2 Richieste di servizi/)).toHaveAttribute(
      'href',
      '/admin/services/richieste?stato=inviata',
    );
    expect(await link(/^7 Appuntamenti fatti/)).toHaveAttribute(
      'href',
      '/admin/appuntamenti?aperto=wc',
    );
    expect(await link(/^0 Richieste di cancellazione/)).toHaveAttribute(
      'href',
      '/admin/agenzie/list?cancellazione=si',
    );
    expect(await link(/^1 Contratti non/)).toHaveAttribute(
      'href',
      '/admin/appuntamenti?aperto=pagamento',
    );
    expect(await link(/^4 Pratiche con una nota dell’agenzia/)).toHaveAttribute(
      'href',
      '/admin/appuntamenti?aperto=note',
    );
  });

  it('shows the server’s message inline when the figures cannot load', async () => {
    signIn();
    server.use(
      http.get(contractUrl(routes.adminStats, slug), () =>
        HttpResponse.json(errorBody('Non hai i permessi per questa operazione.', 'FORBIDDEN'), {
          status: 403,
        }),
      ),
    );
    renderApp('/admin/hub');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Non hai i permessi',
    );
    expect(screen.getByRole('heading', { name: 'Ciao, Mario' })).toBeInTheDocument();
  });
});
