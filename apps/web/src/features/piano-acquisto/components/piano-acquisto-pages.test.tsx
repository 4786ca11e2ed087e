import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ENGINE_TOOL_DEFAULTS, type PianoShare } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { errorBody } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const slug = '8volante';
const share: PianoShare = {
  agency: {
    nome: 'Immobiliare Portico Verde',
    slug: 'portico-verde',
    email: 'info@portico.example.it',
    telefono: '06 5550123',
    cellulare: null,
    indirizzo: 'Via dei Portici 12',
    comune: 'Roma',
    provincia: 'RM',
  },
};

beforeEach(() => {
  server.use(
    http.get(contractUrl(routes.toolDefaults, slug), () => HttpResponse.json(ENGINE_TOOL_DEFAULTS)),
    http.get(contractUrl(routes.pianoShare, slug, { slug: 'portico-verde' }), () =>
      HttpResponse.json(share),
    ),
    http.get(contractUrl(routes.pianoShare, slug, { slug: 'nessuna' }), () =>
      HttpResponse.json(errorBody('Agenzia non trovata.', 'NOT_FOUND'), { status: 404 }),
    ),
  );
});

const mainFigure = async () =>
  // eslint-disable-next-line testing-library/no-node-access -- a definition list pairs dt and dd by position
  (await screen.findAllByText('Rata mensile', { selector: 'dt' }))[0]!.closest('div')!;

describe('Piano D’Acquisto pages', () => {
  it('the public calculator shows 750,94 € for 150.000 € at 3,5 % over 25 years, as the user types', async () => {
    const user = userEvent.setup();
    renderApp('/services/pianodacquisto');
    await user.click(
      await screen.findByRole('radio', { name: 'La rata di un mutuo' }, { timeout: 5000 }),
    );
    await user.type(screen.getByRole('textbox', { name: /Importo del mutuo/ }), '150.000');
    expect(await mainFigure()).toHaveTextContent('Rata mensile750,94 €');
    expect(screen.getByRole('img', { name: /capitale e interessi/ })).toHaveAccessibleDescription(
      /In 25 anni si rimborsano 150\.000,00/,
    );
    await user.clear(screen.getByRole('textbox', { name: /Importo del mutuo/ }));
    await user.type(screen.getByRole('textbox', { name: /Importo del mutuo/ }), 'abc');
    expect(
      await screen.findByText('Inserisci un importo valido, ad esempio 1.234,56'),
    ).toBeInTheDocument();
  }, 20_000);

  it('the share link shows the agency and opens on the price it carries', async () => {
    renderApp('/piano-acquisto/portico-verde?prezzo=250000&mutuo=200000');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Immobiliare Portico Verde' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '06 5550123' })).toHaveAttribute(
      'href',
      'tel:065550123',
    );
    expect(screen.getByRole('textbox', { name: /Prezzo dell’immobile/ })).toHaveValue('250.000');
    expect(await mainFigure()).toHaveTextContent('Rata mensile1.001,25 €');
    expect(
      screen.queryByRole('link', { name: 'Registrati Gratuitamente!' }),
    ).not.toBeInTheDocument();
  });

  it('a shared plan with the Consap facts opens with the answer, the 100 % plan, the scenarios and its link', async () => {
    const query =
      'prezzo=200000&mutuo=170000&anni=25&primacasa=1&categoria=A2&priorita=under36&isee=32000&eta=33';
    renderApp(`/piano-acquisto/portico-verde?${query}`);
    expect(
      await screen.findByText('Probabilmente ammissibile, garanzia 80 %', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /garanzia del Fondo Consap/ })).toBeChecked();
    expect(
      screen.getByText(
        'La garanzia dipende dall’adesione della banca al Fondo e dai fondi disponibili.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Con la garanzia all’80 %: fino al 100 % del prezzo' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Soggetto alla valutazione della banca/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Scenari a confronto' });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((r) => within(r).queryByRole('rowheader')?.textContent ?? 'intestazione'),
    ).toEqual(['intestazione', '20 anni', '25 anni', '30 anni', 'TAN +1 punto', 'TAN +2 punti']);
    // Every instalment beside its TAEG.
    for (const row of rows.slice(1)) expect(row).toHaveTextContent(/€.*%$/);
    expect(screen.getByRole('textbox', { name: /Chi apre il link/ })).toHaveValue(
      `http://localhost:8000/piano-acquisto/portico-verde?${query}`,
    );
  });

  it('an unknown share link says so', async () => {
    renderApp('/piano-acquisto/nessuna');
    expect(await screen.findByRole('heading', { name: 'Agenzia non trovata' })).toBeInTheDocument();
  });

  it('opened from a Display Rata badge: counts one opening, and the plan sent says where it came from', async () => {
    const beacons: unknown[] = [];
    const leads: Record<string, unknown>[] = [];
    server.use(
      http.post(
        contractUrl(routes.displayRataBeacon, slug, { slug: 'portico-verde' }),
        async ({ request }) => {
          beacons.push(await request.json());
          return new HttpResponse(null, { status: 204 });
        },
      ),
      http.post(
        contractUrl(routes.pianoLead, slug, { slug: 'portico-verde' }),
        async ({ request }) => {
          leads.push((await request.json()) as Record<string, unknown>);
          return HttpResponse.json({ message: 'Richiesta inviata.' });
        },
      ),
    );
    const user = userEvent.setup();
    renderApp('/piano-acquisto/portico-verde?prezzo=250000&mutuo=200000&da=display-rata');
    const form = await screen.findByRole(
      'form',
      { name: 'Invia il piano a Immobiliare Portico Verde' },
      { timeout: 5000 },
    );
    await user.type(within(form).getByRole('textbox', { name: 'Nome' }), 'Marta');
    await user.type(within(form).getByRole('textbox', { name: 'Cognome' }), 'Ferri');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'marta@example.it');
    await user.type(within(form).getByRole('textbox', { name: 'Cellulare' }), '+39 348 1112233');
    await user.click(within(form).getByRole('checkbox', { name: /Acconsento al trattamento/ }));
    await user.click(within(form).getByRole('button', { name: 'Invia il piano all’agenzia' }));
    expect(await screen.findByRole('heading', { name: 'Richiesta inviata' })).toBeInTheDocument();
    expect(beacons).toEqual([{ piani: 1 }]);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: 'Marta', da: 'display-rata' });
  });
});
