import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE, type AdminBulkFlagBody, type Appointment } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { adminFixture, agencyFixture, errorBody } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

// The desk's bulk actions (decision 054): tick rows or every row of the filters, count,
// confirm once (a double click sends one call, with its Idempotency-Key), toast, clear.

const server = setupMsw();
const slug = '8volante';
const slow = { timeout: 10_000 };

const row = (i: number, values: Partial<Appointment> = {}): Appointment => ({
  _id: `3333333${i}-3333-4333-8333-333333333333`,
  agenzia: { _id: agencyFixture._id, nome: 'Agenzia Alfa', email: 'alfa@example.it' },
  agente: null,
  state: 'Contratto',
  name: `Mario${i}`,
  surname: 'Rossi',
  email: `mario${i}@example.it`,
  cellulare: '333 1234567',
  created_at: '2026-03-02T09:30:00.000Z',
  dataFattoAppuntamento: null,
  payed: false,
  wc: false,
  contratto: false,
  description: '',
  version: 1,
  giaSegnalatoIl: null,
  ...values,
});
let sent: { body: AdminBulkFlagBody; key: string | null }[];
let fetches: number;

beforeEach(() => {
  sent = [];
  fetches = 0;
  setCookie(COOKIE.adminAccess, 'acc');
  setCookie(COOKIE.adminRefresh, 'ref');
  server.use(
    // The agencies' unread notes (decision 105): none on these rows.
    http.get(contractUrl(routes.adminLeadNotesUnread, slug), () =>
      HttpResponse.json({ totale: 0, pratiche: [] }),
    ),
    http.get(contractUrl(routes.adminGetMe), () => HttpResponse.json(adminFixture)),
    // The filters' type-ahead, asked for as soon as the desk opens.
    http.get(contractUrl(routes.adminAgencySuggest, slug), () => HttpResponse.json([])),
    http.post(contractUrl(routes.adminAppointments, slug), () => {
      fetches += 1;
      return HttpResponse.json({
        total: 60,
        precedenti: {},
        appuntamenti: [row(1), row(2), row(3)],
      });
    }),
    http.post(contractUrl(routes.adminAppointmentsBulkFlag, slug), async ({ request }) => {
      const body = (await request.json()) as AdminBulkFlagBody;
      sent.push({ body, key: request.headers.get('idempotency-key') });
      const matched = body.ids ? body.ids.length : 60;
      return HttpResponse.json({ matched, changed: matched - 1, dryRun: body.dryRun ?? false });
    }),
  );
});
afterEach(() => {
  for (const name of Object.values(COOKIE)) removeCookie(name);
});

describe('appointments desk: bulk actions', () => {
  it('ticks two rows, counts, asks with the real number, sends once on a double click, toasts and clears', async () => {
    const user = userEvent.setup();
    renderApp('/admin/appuntamenti?stato=Contratto');
    const table = await screen.findByRole('region', { name: 'Appuntamenti' }, slow);
    await user.click(within(table).getByRole('checkbox', { name: 'Seleziona: Mario1 Rossi' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Seleziona: Mario3 Rossi' }));
    expect(screen.getByText('2 appuntamenti selezionati.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Segna pagati' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica di più appuntamenti' });
    expect(sent[0]).toEqual({
      body: { flag: 'payed', value: true, ids: [row(1)._id, row(3)._id], dryRun: true },
      key: null,
    });
    expect(dialog).toHaveTextContent('Stai per segnare come pagato 1 appuntamento. Confermi?');
    expect(dialog).toHaveTextContent('1 appuntamento della selezione è già così e non cambia.');

    const fetchesBefore = fetches;
    await user.dblClick(within(dialog).getByRole('button', { name: 'Sì' }));
    expect(await screen.findByText('1 appuntamento segnato come pagato')).toBeInTheDocument();
    const applied = sent.filter((s) => !s.body.dryRun);
    expect(applied).toHaveLength(1);
    expect(applied[0]!.body).toEqual({ flag: 'payed', value: true, ids: [row(1)._id, row(3)._id] });
    expect(applied[0]!.key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(table).getByRole('checkbox', { name: 'Seleziona: Mario1 Rossi' }),
    ).not.toBeChecked();
    await waitFor(() => expect(fetches).toBeGreaterThan(fetchesBefore));
  });

  it('the page box, then every row of the filters: the action sends the filters, not ids', async () => {
    const user = userEvent.setup();
    renderApp('/admin/appuntamenti?stato=Contratto');
    const table = await screen.findByRole('region', { name: 'Appuntamenti' }, slow);
    await user.click(
      within(table).getByRole('checkbox', {
        name: 'Seleziona tutti gli appuntamenti della pagina',
      }),
    );
    expect(screen.getByText('3 appuntamenti selezionati.')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', {
        name: 'Seleziona tutti i 60 appuntamenti che corrispondono ai filtri',
      }),
    );
    expect(
      screen.getByText('Selezionati tutti i 60 appuntamenti che corrispondono ai filtri.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Togli contratto' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent[0]!.body).toEqual({
      flag: 'contratto',
      value: false,
      filter: { state: 'Contratto' },
      dryRun: true,
    });
    expect(dialog).toHaveTextContent('Stai per togliere il contratto a 59 appuntamenti. Confermi?');
    expect(dialog).toHaveTextContent('I punti delle agenzie e la classifica si aggiornano subito.');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(sent.filter((s) => !s.body.dryRun)).toHaveLength(0);
  });

  it('too many rows: the server’s message, no question asked', async () => {
    server.use(
      http.post(contractUrl(routes.adminAppointmentsBulkFlag, slug), () =>
        HttpResponse.json(
          errorBody(
            'Troppi appuntamenti: ai filtri ne corrispondono 6.000, al massimo 5.000 per volta. Restringi i filtri e riprova.',
            'PAYLOAD_TOO_LARGE',
          ),
          { status: 413 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin/appuntamenti');
    const table = await screen.findByRole('region', { name: 'Appuntamenti' }, slow);
    await user.click(within(table).getByRole('checkbox', { name: 'Seleziona: Mario2 Rossi' }));
    await user.click(screen.getByRole('button', { name: 'Segna WC' }));
    expect(
      await screen.findByText(/ai filtri ne corrispondono 6\.000, al massimo 5\.000 per volta/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a new filter forgets the selection', async () => {
    const user = userEvent.setup();
    renderApp('/admin/appuntamenti');
    const table = await screen.findByRole('region', { name: 'Appuntamenti' }, slow);
    await user.click(within(table).getByRole('checkbox', { name: 'Seleziona: Mario2 Rossi' }));
    expect(screen.getByRole('button', { name: 'Esporta selezione' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Stato' }));
    await user.click(await screen.findByRole('option', { name: 'Annullata' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Esporta selezione' })).not.toBeInTheDocument(),
    );
  });
});
