import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, type Agency, type AuditEntry } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import {
  adminFixture,
  agencyFixture,
  emptyAgency360Fixture,
  errorBody,
} from '../../../test/fixtures';
import { exportLinkHandlers } from '../../../test/export-link-handlers';
import { setupMsw, contractUrl } from '../../../test/msw';
import { agencyPagePanels } from '../../../test/page-handlers';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const slug = '8volante';
const slow = { timeout: 10_000 };

const rossi: Agency = {
  ...agencyFixture,
  _id: '11111111-1111-4111-8111-111111111111',
  nome: 'Immobiliare Rossi',
  email: 'rossi@example.it',
};
const pending: Agency = {
  ...agencyFixture,
  _id: '22222222-2222-4222-8222-222222222222',
  nome: 'Casa Bianchi',
  email: 'bianchi@example.it',
  state: 'DA CONFERMARE',
  referente: null,
};
const trail: AuditEntry[] = [
  {
    _id: '33333333-3333-4333-8333-333333333333',
    action: 'update',
    changes: [{ field: 'state', old: 'DA CONFERMARE', new: 'CONFERMATO' }],
    created_at: '2026-03-02T09:30:00.000Z',
    admin: { name: 'Mario', surname: 'Rossi', email: 'mario.rossi@example.com' },
  },
];

/** The queries admin_list was asked, newest last. */
let listAsked: URLSearchParams[] = [];
/** admin_list as a thin fixture: the search, state and FIMAA filters keep the matching fixtures. */
const listHandler = (agencies: Agency[]) =>
  http.get(contractUrl(routes.adminAgencyPage, slug), ({ request }) => {
    const asked = new URL(request.url).searchParams;
    listAsked.push(asked);
    const q = asked.get('q')?.toLowerCase() ?? '';
    const rows = agencies.filter(
      (a) =>
        a.nome.toLowerCase().includes(q) &&
        (!asked.get('stato') || a.state === asked.get('stato')) &&
        (!asked.get('fimaa') || a.fimaaRegister),
    );
    return HttpResponse.json({ total: rows.length, agenzie: rows });
  });

beforeEach(() => {
  listAsked = [];
  setCookie(COOKIE.adminAccess, 'acc');
  setCookie(COOKIE.adminRefresh, 'ref');
  server.use(
    http.get(contractUrl(routes.adminGetMe), () => HttpResponse.json(adminFixture)),
    listHandler([rossi, pending]),
    http.get(contractUrl(routes.adminReferrers, slug), () => HttpResponse.json([])),
    http.get(contractUrl(routes.comuniProvince), () =>
      HttpResponse.json([{ sigla: 'RM', nome: 'Roma', regione: 'Lazio' }]),
    ),
    http.get(contractUrl(routes.comuni), () =>
      HttpResponse.json([
        { codice: '058091', nome: 'Roma', provincia: 'RM', cap: ['00118', '00184'] },
      ]),
    ),
  );
});
afterEach(() => {
  for (const name of Object.values(COOKIE)) removeCookie(name);
});

describe('agency list', () => {
  it("finds 'Immobiliare Rossi' typing 'ROSSI', shows each state", async () => {
    const user = userEvent.setup();
    renderApp('/admin/agenzie/list');
    const table = await screen.findByRole('region', { name: 'Lista agenzie' }, slow);
    expect(within(table).getByText('DA CONFERMARE')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Cerca' }), 'ROSSI');
    await waitFor(() => expect(within(table).queryByText('Casa Bianchi')).not.toBeInTheDocument());
    expect(within(table).getByRole('link', { name: 'Immobiliare Rossi' })).toHaveAttribute(
      'href',
      `/admin/agenzie/${rossi._id}`,
    );
    expect(screen.getByText(/1–1 di 1/)).toBeInTheDocument();
    expect(screen.getByText('1 agenzia')).toBeInTheDocument();
    expect(listAsked.at(-1)?.get('q')).toBe('ROSSI');
  });

  it('sorts and pages on the server, keeping both in the address', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(contractUrl(routes.adminAgencyPage, slug), ({ request }) => {
        listAsked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ total: 60, agenzie: [rossi, pending] });
      }),
    );
    renderApp('/admin/agenzie/list');
    expect(await screen.findByText('60 agenzie', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agenzia' }));
    await user.click(screen.getByRole('button', { name: 'Successiva ›' }));
    await waitFor(() =>
      expect(Object.fromEntries(listAsked.at(-1)!)).toEqual({ ordina: 'nome', pagina: '2' }),
    );
    expect(screen.getByText(/26–50 di 60/)).toBeInTheDocument();
  });

  it('downloads listaAgenzie.csv through a single-use link the browser saves', async () => {
    const { handlers, asked } = exportLinkHandlers(slug, 2);
    server.use(...handlers);
    const hrefs: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      hrefs.push(this.href);
    });
    const user = userEvent.setup();
    renderApp('/admin/agenzie/list');
    await user.click(await screen.findByRole('button', { name: 'Scarica CSV' }, slow));
    await waitFor(() => expect(hrefs).toHaveLength(1));
    expect(hrefs[0]).toContain(`/v2/${slug}/export/`);
    expect(asked[0]!.body).toEqual({ kind: 'agenzieCsv', filter: {} });
    expect(asked[0]!.headers.get('authorization')).toBe('Bearer acc');
    expect(await screen.findByText('Esportazione completata: 2 righe', {}, slow)).toBeVisible();
  });

  it('downloads listaAgenzie.xlsx of the rows shown: the search and filters go with the call', async () => {
    const { handlers, asked } = exportLinkHandlers(slug);
    server.use(...handlers);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/admin/agenzie/list?stato=CONFERMATO&tipo=agenzie');
    const table = await screen.findByRole('region', { name: 'Lista agenzie' }, slow);
    await user.type(screen.getByRole('searchbox', { name: 'Cerca' }), 'ROSSI');
    await waitFor(() => expect(listAsked.at(-1)?.get('q')).toBe('ROSSI'));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Scarica Excel' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(asked[0]!.body).toEqual({
      kind: 'agenzieXlsx',
      filter: { q: 'ROSSI', stato: 'CONFERMATO', tipo: 'agenzie' },
    });
    expect(await screen.findByText('Esportazione completata: 3 righe', {}, slow)).toBeVisible();
  });

  it('FIMAA shows only the agencies registered through FIMAA', async () => {
    server.use(listHandler([rossi, { ...pending, fimaaRegister: true }]));
    renderApp('/admin/agenzie/fimaalist');
    const table = await screen.findByRole('region', { name: 'Agenzie FIMAA' }, slow);
    expect(within(table).getByText('Casa Bianchi')).toBeInTheDocument();
    expect(within(table).queryByText('Immobiliare Rossi')).not.toBeInTheDocument();
    expect(listAsked.at(-1)?.get('fimaa')).toBe('si');
    expect(screen.getByRole('link', { name: 'FIMAA' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('agency add', () => {
  it('checks the required fields on the page and toasts the server’s message', async () => {
    server.use(
      http.post(contractUrl(routes.adminAgencyAdd, slug), () =>
        HttpResponse.json(
          {
            ...errorBody('Esiste già un’agenzia con questa e-mail.', 'CONFLICT'),
            details: { email: 'Esiste già un’agenzia con questa e-mail.' },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin/agenzie/add');
    await user.click(await screen.findByRole('radio', { name: 'Imposta una password ora' }, slow));
    await user.click(screen.getByRole('button', { name: 'Aggiungi agenzia' }));
    expect(await screen.findByText('Inserisci il nome')).toBeInTheDocument();
    expect(screen.getByText('Inserisci la password')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Nuova Casa');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'rossi@example.it');
    await user.type(screen.getByLabelText(/^Password/), 'Una-Password-Robusta-1');
    await user.click(screen.getByRole('button', { name: 'Aggiungi agenzia' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('Esiste già un’agenzia con questa e-mail.').length,
      ).toBeGreaterThanOrEqual(2),
    );
  });
});

describe('agency add with an invitation', () => {
  it('invites by default: no password field, none sent, the new agency’s page opens', async () => {
    let sent: Record<string, unknown> | null = null;
    const created: Agency = { ...rossi, _id: '66666666-6666-4666-8666-666666666666' };
    server.use(
      http.post(contractUrl(routes.adminAgencyAdd, slug), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(created);
      }),
      http.get(contractUrl(routes.adminAgency, slug, { id: created._id }), () =>
        HttpResponse.json(created),
      ),
      http.get(contractUrl(routes.adminAgencyServices, slug, { id: created._id }), () =>
        HttpResponse.json([]),
      ),
      http.get(contractUrl(routes.adminAudit, slug, { entity: 'agency', id: created._id }), () =>
        HttpResponse.json([]),
      ),
      http.get(contractUrl(routes.adminAgencyErasure, slug, { id: created._id }), () =>
        HttpResponse.json({ richiestaIl: null, cancellataIl: null }),
      ),
      http.get(contractUrl(routes.adminAgencyInvitation, slug, { id: created._id }), () =>
        HttpResponse.json({
          state: 'pending',
          sentAt: '2026-03-02T09:30:00.000Z',
          expiresAt: '2026-03-09T09:30:00.000Z',
          acceptedAt: null,
        }),
      ),
      ...agencyPagePanels(slug, created._id),
    );
    const user = userEvent.setup();
    renderApp('/admin/agenzie/add');
    const invite = await screen.findByRole('radio', { name: /Invia un invito via e-mail/ }, slow);
    expect(invite).toBeChecked();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Imposta una password ora' }));
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    await user.click(invite);
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Nuova Casa');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'nuova@example.it');
    await user.click(screen.getByRole('button', { name: 'Aggiungi agenzia' }));
    expect(await screen.findByText(/Invito inviato il .*in attesa/, {}, slow)).toBeInTheDocument();
    expect(sent).toMatchObject({ nome: 'Nuova Casa', email: 'nuova@example.it', invito: true });
    expect(sent).not.toHaveProperty('password');
  });
});

describe('agency edit page', () => {
  beforeEach(() => {
    server.use(
      http.get(contractUrl(routes.adminAgency, slug, { id: pending._id }), () =>
        HttpResponse.json(pending),
      ),
      http.get(contractUrl(routes.adminAgencyServices, slug, { id: pending._id }), () =>
        HttpResponse.json([
          {
            _id: '44444444-4444-4444-8444-444444444444',
            service: { _id: '55555555-5555-4555-8555-555555555555', name: 'Valutazione Immobile' },
            requested: true,
            requested_at: '2026-02-01T10:00:00.000Z',
            state: 'inviata',
            note: null,
          },
        ]),
      ),
      http.get(contractUrl(routes.adminAudit, slug, { entity: 'agency', id: pending._id }), () =>
        HttpResponse.json(trail),
      ),
      http.get(contractUrl(routes.adminAgencyErasure, slug, { id: pending._id }), () =>
        HttpResponse.json({ richiestaIl: null, cancellataIl: null }),
      ),
      http.get(contractUrl(routes.adminAgency360, slug, { id: pending._id }), () =>
        HttpResponse.json(emptyAgency360Fixture),
      ),
      http.get(contractUrl(routes.adminAgencyInvitation, slug, { id: pending._id }), () =>
        HttpResponse.json({ state: 'none', sentAt: null, expiresAt: null, acceptedAt: null }),
      ),
    );
  });

  it('resends a pending invitation after confirmation, once on a double click', async () => {
    let resent = 0;
    const sentAgain = {
      state: 'pending',
      sentAt: '2026-03-05T08:00:00.000Z',
      expiresAt: '2026-03-12T08:00:00.000Z',
      acceptedAt: null,
    };
    server.use(
      http.get(contractUrl(routes.adminAgencyInvitation, slug, { id: pending._id }), () =>
        HttpResponse.json({ ...sentAgain, state: 'expired', sentAt: '2026-02-01T08:00:00.000Z' }),
      ),
      http.post(contractUrl(routes.adminAgencyResendInvite, slug), () => {
        resent += 1;
        return HttpResponse.json(sentAgain);
      }),
    );
    const user = userEvent.setup();
    renderApp(`/admin/agenzie/${pending._id}`);
    expect(await screen.findByText(/scaduto senza essere usato/, {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invia di nuovo l’invito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviare di nuovo l’invito?' });
    expect(within(dialog).getByText('bianchi@example.it')).toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Sì' }));
    expect(
      await screen.findByText(/Invito inviato il 05\/03\/2026.*in attesa/),
    ).toBeInTheDocument();
    expect(resent).toBe(1);
  });

  it('confirms a pending agency: sends nome, e-mail and state, toasts Agenzia Aggiornata', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post(contractUrl(routes.adminAgencyUpdate, slug), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...pending, state: 'CONFERMATO' });
      }),
    );
    const user = userEvent.setup();
    renderApp(`/admin/agenzie/${pending._id}`);
    await screen.findByRole('heading', { level: 1, name: /Casa Bianchi/ }, slow);
    expect(await screen.findByText('Valutazione Immobile')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Storico modifiche' });
    await waitFor(() => expect(history).toHaveTextContent('02/03/2026 10:30 · Mario Rossi'));
    expect(within(history).getByText('DA CONFERMARE', { selector: 'del' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Stato/ }));
    await user.click(screen.getByRole('option', { name: 'CONFERMATO' }));
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Agenzia Aggiornata')).toBeInTheDocument();
    expect(sent).toMatchObject({
      _id: pending._id,
      nome: 'Casa Bianchi',
      email: 'bianchi@example.it',
      state: 'CONFERMATO',
      referente: null,
    });
    expect(sent).not.toHaveProperty('password');
  });

  it('resets the password only after Sì; No changes nothing', async () => {
    const calls: unknown[] = [];
    server.use(
      http.post(contractUrl(routes.adminAgencyResetPassword, slug), async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderApp(`/admin/agenzie/${pending._id}`);
    await user.click(await screen.findByRole('button', { name: 'Resetta password' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Resettare la password?' });
    expect(dialog).toHaveTextContent('bianchi@example.it');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Resetta password' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sì' }));
    expect(await screen.findByText('Password Resettata')).toBeInTheDocument();
    expect(calls).toEqual([{ id: pending._id }]);
  });

  it('a refused delete (appointments) toasts the server’s message and stays on the page', async () => {
    const message =
      'Impossibile cancellare l’agenzia: ha 2 appuntamenti collegati. Per bloccarne l’accesso impostala come DA CONFERMARE.';
    server.use(
      http.post(contractUrl(routes.adminAgencyDelete, slug), () =>
        HttpResponse.json(errorBody(message, 'CONFLICT'), { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/agenzie/${pending._id}`);
    await user.click(await screen.findByRole('button', { name: 'Cancella agenzia' }, slow));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancellare l’agenzia?' })).getByRole('button', {
        name: 'Sì',
      }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/agenzie/${pending._id}`);
  });

  it('a stale save says who saved, keeps the text; Ricarica loads the new version for the next saves', async () => {
    const message =
      'Questa scheda è stata modificata da Mario Rossi alle 14:05: ricarica per vedere le modifiche';
    let stored: Agency = pending;
    const versions: unknown[] = [];
    server.use(
      http.get(contractUrl(routes.adminAgency, slug, { id: pending._id }), () =>
        HttpResponse.json(stored),
      ),
      http.post(contractUrl(routes.adminAgencyUpdate, slug), async ({ request }) => {
        const body = (await request.json()) as Agency;
        versions.push(body.version);
        if (body.version !== stored.version)
          return HttpResponse.json(errorBody(message, 'STALE_EDIT'), { status: 409 });
        stored = { ...stored, telefono: body.telefono, version: stored.version + 1 };
        return HttpResponse.json(stored);
      }),
    );
    const user = userEvent.setup();
    renderApp(`/admin/agenzie/${pending._id}`);
    const phone = await screen.findByRole('textbox', { name: 'Telefono' }, slow);
    // Another tab saves meanwhile.
    stored = { ...pending, cellulare: '333 0000000', version: 2 };
    await user.type(phone, '06 5555555');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await screen.findByText(message);
    const notice = screen.getAllByRole('alert').find((a) => within(a).queryByText(message))!;
    expect(notice).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1); // shown by the form, not toasted
    expect(phone).toHaveValue('06 5555555');

    await user.click(within(notice).getByRole('button', { name: 'Ricarica' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Cellulare' })).toHaveValue('333 0000000'),
    );
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.type(phone, '06 5555555');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Agenzia Aggiornata')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(versions).toEqual([1, 2, 3]));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
