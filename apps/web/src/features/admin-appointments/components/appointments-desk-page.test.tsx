import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, type Agency, type Appointment } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { adminFixture, agencyFixture, errorBody } from '../../../test/fixtures';
import { exportLinkHandlers } from '../../../test/export-link-handlers';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const slug = '8volante';
const slow = { timeout: 10_000 };

const alfa: Agency = {
  ...agencyFixture,
  _id: '11111111-1111-4111-8111-111111111111',
  nome: 'Agenzia Alfa',
  email: 'alfa@example.it',
};
const agent: Agency = {
  ...agencyFixture,
  _id: '22222222-2222-4222-8222-222222222222',
  nome: 'Luca Agente',
  agenteInterno: true,
};
const row = (i: number, values: Partial<Appointment> = {}): Appointment => ({
  _id: `3333333${i}-3333-4333-8333-333333333333`,
  agenzia: { _id: alfa._id, nome: alfa.nome, email: alfa.email },
  agente: null,
  state: 'Inserito',
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
let bodies: Record<string, unknown>[];

beforeEach(() => {
  bodies = [];
  setCookie(COOKIE.adminAccess, 'acc');
  setCookie(COOKIE.adminRefresh, 'ref');
  server.use(
    // The agencies' unread notes (decision 105): none on these rows.
    http.get(contractUrl(routes.adminLeadNotesUnread, slug), () =>
      HttpResponse.json({ totale: 0, pratiche: [] }),
    ),
    http.get(contractUrl(routes.adminGetMe), () => HttpResponse.json(adminFixture)),
    // The filters' type-ahead and the agency a filter holds (thin fixtures of the contracts).
    http.get(contractUrl(routes.adminAgencySuggest, slug), ({ request }) => {
      const asked = new URL(request.url).searchParams;
      const kind = asked.get('tipo') === 'interni';
      const q = asked.get('q')?.toLowerCase() ?? '';
      return HttpResponse.json(
        [alfa, agent]
          .filter((a) => a.agenteInterno === kind && a.nome.toLowerCase().includes(q))
          .map(({ _id, nome, email, agenteInterno }) => ({ _id, nome, email, agenteInterno })),
      );
    }),
    ...[alfa, agent].map((a) =>
      http.get(contractUrl(routes.adminAgency, slug, { id: a._id }), () => HttpResponse.json(a)),
    ),
    http.post(contractUrl(routes.adminAppointments, slug), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json({
        total: 60,
        precedenti: {},
        appuntamenti: [row(1), row(2, { payed: true })],
      });
    }),
  );
});
afterEach(() => {
  for (const name of Object.values(COOKIE)) removeCookie(name);
});

describe('appointments desk', () => {
  it('reads filters and page from the address and asks for 25 from 25 × (page − 1)', async () => {
    renderApp(`/admin/appuntamenti?agenzia=${alfa._id}&stato=Contratto&dal=2026-03-01&pagina=3`);
    await screen.findByRole('region', { name: 'Appuntamenti' }, slow);
    expect(bodies[0]).toEqual({
      azienda: alfa._id,
      state: 'Contratto',
      from: '2026-03-01',
      limit: 25,
      skip: 50,
    });
    expect(screen.getByText(/51–60 di 60 · pagina 3 di 3/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Agenzia' })).toHaveValue(
        'Agenzia Alfa · alfa@example.it',
      ),
    );
  });

  it('shows beside each row the contest points it earns its agency (+101, +1, none)', async () => {
    server.use(
      http.post(contractUrl(routes.adminAppointments, slug), () =>
        HttpResponse.json({
          total: 3,
          precedenti: {},
          appuntamenti: [
            row(1, { state: 'Contratto', contratto: true }),
            row(2, { state: 'Fatto Appuntamento', wc: true }),
            row(3, { state: 'Contratto', contratto: false }),
          ],
        }),
      ),
    );
    renderApp('/admin/appuntamenti');
    const table = await screen.findByRole('region', { name: 'Appuntamenti' }, slow);
    const rowOf = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(await within(table).findByText('Mario1 Rossi')).toBeInTheDocument();
    expect(rowOf('Mario1 Rossi')).toHaveTextContent('+101 punti');
    expect(rowOf('Mario2 Rossi')).toHaveTextContent('+1 punto');
    expect(rowOf('Mario3 Rossi')).not.toHaveTextContent(/\+\d+ punt/);
  });

  it('changing a filter goes back to page 1 and keeps it in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/admin/appuntamenti?pagina=2');
    await screen.findByRole('region', { name: 'Appuntamenti' }, slow);
    await user.click(screen.getByRole('combobox', { name: 'Stato' }));
    await user.click(await screen.findByRole('option', { name: 'Annullata' }));
    await waitFor(() => expect(router.state.location.search).toBe('?stato=Annullata'));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ state: 'Annullata', limit: 25, skip: 0 }));
  });

  it('sorts by client from the header, in the address, back to page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/admin/appuntamenti?pagina=2');
    const table = await screen.findByRole('region', { name: 'Appuntamenti' }, slow);
    await user.click(within(table).getByRole('button', { name: 'Cliente' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ordina=cliente&verso=asc'));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ ordina: 'cliente', limit: 25, skip: 0 }));
    await user.click(within(table).getByRole('button', { name: 'Cliente' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ ordina: 'cliente', verso: 'desc', limit: 25, skip: 0 }),
    );
  });

  it('flips Pagato at once and flips it back with a toast when the server refuses', async () => {
    // The server answers only when the test has seen the optimistic state.
    let answer!: () => void;
    const mayAnswer = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(contractUrl(routes.adminAppointmentPayed, slug), async () => {
        await mayAnswer;
        return HttpResponse.json(errorBody('Appuntamento non trovato.', 'NOT_FOUND'), {
          status: 404,
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/appuntamenti');
    const table = await screen.findByRole('region', { name: 'Appuntamenti' }, slow);
    const toggle = within(table).getByRole('button', { name: 'Pagato: Mario1 Rossi' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(toggle).toHaveTextContent('Pagato');
    answer();
    expect(await screen.findByText('Appuntamento non trovato.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(toggle).toHaveAttribute('title', 'Da pagare');
  });

  it('a flag flipped while the next page loads does not lose that page', async () => {
    // The first request for «Annullata» waits; flipping a flag meanwhile cancels it (so it
    // cannot overwrite the flip), and the desk must then ask for that page again.
    let annullate = 0;
    server.use(
      http.post(contractUrl(routes.adminAppointments, slug), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.state !== 'Annullata') {
          return HttpResponse.json({ total: 2, precedenti: {}, appuntamenti: [row(1), row(2)] });
        }
        annullate += 1;
        if (annullate === 1) await new Promise((resolve) => setTimeout(resolve, 60_000));
        return HttpResponse.json({
          total: 1,
          precedenti: {},
          appuntamenti: [row(7, { state: 'Annullata' })],
        });
      }),
      http.post(contractUrl(routes.adminAppointmentPayed, slug), () =>
        HttpResponse.json(row(1, { payed: true })),
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin/appuntamenti');
    const table = await screen.findByRole('region', { name: 'Appuntamenti' }, slow);
    await user.click(screen.getByRole('combobox', { name: 'Stato' }));
    await user.click(await screen.findByRole('option', { name: 'Annullata' }));
    await waitFor(() => expect(annullate).toBe(1));
    await user.click(within(table).getByRole('button', { name: 'Pagato: Mario1 Rossi' }));
    expect(await within(table).findByText('Mario7 Rossi', {}, slow)).toBeInTheDocument();
    expect(annullate).toBe(2);
  });

  it('edits a description in place', async () => {
    let sent: unknown = null;
    server.use(
      http.post(contractUrl(routes.adminAppointmentDescr, slug), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(row(1, { description: 'Richiamare lunedì' }));
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/appuntamenti');
    await user.click(
      await screen.findByRole('button', { name: 'Modifica la descrizione: Mario1 Rossi' }, slow),
    );
    const box = screen.getByRole('textbox', { name: /Descrizione: Mario1 Rossi/ });
    await user.type(box, 'Richiamare lunedì');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(sent).toEqual({ id: row(1)._id, description: 'Richiamare lunedì' }));
    expect(await screen.findByText('Richiamare lunedì')).toBeInTheDocument();
  });

  it('downloads appuntamenti.csv of the filters through a single-use link, with its progress', async () => {
    const { handlers, asked } = exportLinkHandlers(slug);
    server.use(...handlers);
    const hrefs: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      hrefs.push(this.href);
    });
    const user = userEvent.setup();
    renderApp(`/admin/appuntamenti?agente=${agent._id}`);
    // A double click asks for one link: one file.
    await user.dblClick(await screen.findByRole('button', { name: 'Scarica CSV' }, slow));
    await waitFor(() => expect(hrefs).toHaveLength(1));
    expect(hrefs[0]).toMatch(new RegExp(`/v2/${slug}/export/tokx{40}$`));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toEqual({ kind: 'appuntamentiCsv', filter: { agente: agent._id } });
    expect(asked[0]!.headers.get('authorization')).toBe('Bearer acc');
    expect(await screen.findByText('Esportazione di 3 righe: 1 di 3…')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('button', { name: 'Scarica CSV' })).toBeDisabled();
    expect(await screen.findByText('Esportazione completata: 3 righe', {}, slow)).toBeVisible();
  });

  it('downloads appuntamenti.xlsx of the same filters', async () => {
    const { handlers, asked } = exportLinkHandlers(slug);
    server.use(...handlers);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp(`/admin/appuntamenti?agente=${agent._id}`);
    await user.click(await screen.findByRole('button', { name: 'Scarica Excel' }, slow));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(asked[0]!.body).toEqual({ kind: 'appuntamentiXlsx', filter: { agente: agent._id } });
    expect(await screen.findByText('Esportazione completata: 3 righe', {}, slow)).toBeVisible();
  });
});
