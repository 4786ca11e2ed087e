import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, type Agency, type Appointment, type LinkedAgency } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { agencyFixture } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const slug = '8volante';
const agent: Agency = {
  ...agencyFixture,
  _id: '5e1d8f6a-3c2b-4d4e-9f0a-1b2c3d4e5f60',
  nome: 'Marco Ferri',
  agenteInterno: true,
};
const linked: LinkedAgency = {
  _id: agencyFixture._id,
  nome: 'Immobiliare Tevere',
  email: 'agenzia@example.com',
  comune: 'Roma',
  provincia: 'RM',
};
const appointment: Appointment = {
  _id: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  agenzia: { _id: linked._id, nome: linked.nome, email: linked.email },
  agente: { nome: 'Marco Ferri', email: 'ferri@example.com' },
  state: 'Fatto Appuntamento',
  name: 'Laura',
  surname: 'Neri',
  email: 'laura.neri@example.com',
  cellulare: '+39 333 1234567',
  created_at: '2026-11-02T09:30:00.000Z',
  dataFattoAppuntamento: '2026-11-10T07:00:00.000Z',
  payed: false,
  wc: true,
  contratto: false,
  description: 'Cerca un trilocale',
  version: 1,
  giaSegnalatoIl: null,
};

function signedInAs(who: Agency, points = 0) {
  setCookie(COOKIE.userToken, 'user-token');
  const calls = { position: 0 };
  server.use(
    http.get(contractUrl(routes.userFetchMe, slug), () => HttpResponse.json(who)),
    http.get(contractUrl(routes.userAppointments, slug), () => HttpResponse.json([appointment])),
    http.get(contractUrl(routes.userPoints, slug), () =>
      HttpResponse.json({ points, target: 400 }),
    ),
    http.get(contractUrl(routes.userPosition, slug), () => {
      calls.position += 1;
      return HttpResponse.json({ position: 2, total: 37 });
    }),
    http.get(contractUrl(routes.userLinkedAgencies, slug), () => HttpResponse.json([linked])),
    http.get(contractUrl(routes.userLeadTimelines, slug), () =>
      HttpResponse.json([
        {
          _id: appointment._id,
          tappe: [
            { step: 'consulenza', data: '2026-11-12' },
            { step: 'perizia', data: '2026-12-12' },
          ],
        },
      ]),
    ),
  );
  return calls;
}

beforeEach(() => {
  removeCookie(COOKIE.userToken);
});
afterEach(() => {
  removeCookie(COOKIE.userToken);
});

describe('appuntamenti for an agency', () => {
  it('150 points: 37 %, no ranking call, no create button', async () => {
    const calls = signedInAs(agencyFixture, 150);
    renderApp('/area-riservata/appuntamenti');
    const bar = await screen.findByRole('progressbar', {}, { timeout: 5000 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '37'));
    expect(screen.getByText('37%')).toBeInTheDocument();
    expect(screen.getByText(/te ne mancano 250/)).toBeInTheDocument();
    expect(screen.getByText(/101 punti/)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Laura Neri' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Verificato')).toBeInTheDocument();
    expect(screen.getByText('Da pagare')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /CREATE/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Modifica/ })).not.toBeInTheDocument();
    expect(calls.position).toBe(0);
    // The lead's last step and the next one, and the link to its timeline (decision 100).
    const card = screen.getByRole('article', { name: 'Laura Neri' });
    expect(
      await within(card).findByText(
        'Perizia svolta il 12/12/2026 · prossimo: Delibera della banca',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Avanzamento della pratica/ })).toHaveAttribute(
      'href',
      `/area-riservata/appuntamenti/pratica/${appointment._id}`,
    );
  });

  it('404 points: full bar and the ranking position', async () => {
    const calls = signedInAs(agencyFixture, 404);
    renderApp('/area-riservata/appuntamenti');
    const bar = await screen.findByRole('progressbar', {}, { timeout: 5000 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(await screen.findByText(/su 37 agenzie in classifica/)).toHaveTextContent(
      'Sei in 2ª posizione su 37 agenzie in classifica.',
    );
    expect(calls.position).toBe(1);
  });
});

describe('appuntamenti for an internal agent', () => {
  it('shows the create button, the agency name and e-mail, the edit link; no points', async () => {
    signedInAs(agent);
    renderApp('/area-riservata/appuntamenti');
    expect(await screen.findByRole('link', { name: /CREATE/ }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/area-riservata/appuntamenti/create',
    );
    const card = await screen.findByRole('article', { name: 'Laura Neri' });
    expect(within(card).getByText('Immobiliare Tevere')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'agenzia@example.com' })).toHaveAttribute(
      'href',
      'mailto:agenzia@example.com',
    );
    expect(within(card).getByRole('link', { name: /^Modifica/ })).toHaveAttribute(
      'href',
      `/area-riservata/appuntamenti/edit/${appointment._id}`,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('create: checks required fields, sends the form, toasts Appuntamento Creato', async () => {
    signedInAs(agent);
    const bodies: unknown[] = [];
    server.use(
      http.post(contractUrl(routes.userAppointmentCreate, slug), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(appointment);
      }),
    );
    // jsdom has no layout: give the agency list a size so its virtualised options render.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const user = userEvent.setup();
    const { router } = renderApp('/area-riservata/appuntamenti/create');
    const submit = await screen.findByRole(
      'button',
      { name: 'Crea appuntamento' },
      { timeout: 5000 },
    );
    await user.click(submit);
    expect(await screen.findByText('Scegli l’agenzia')).toBeInTheDocument();
    expect(screen.getByText('Inserisci il nome')).toBeInTheDocument();
    expect(screen.getByText('Inserisci il cellulare')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: /Agenzia/ }));
    await user.click(await screen.findByRole('option', { name: 'Immobiliare Tevere (Roma)' }));
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Laura');
    await user.type(screen.getByRole('textbox', { name: /^Cognome/ }), 'Neri');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'laura.neri@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Cellulare/ }), '+39 333 1234567');
    await user.type(screen.getByRole('textbox', { name: /^Descrizione/ }), 'Cerca un trilocale');
    await user.click(submit);
    expect(await screen.findByText('Appuntamento Creato')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/area-riservata/appuntamenti'),
    );
    expect(bodies).toEqual([
      {
        agenzia: linked._id,
        state: 'Inserito',
        name: 'Laura',
        surname: 'Neri',
        email: 'laura.neri@example.com',
        cellulare: '+39 333 1234567',
        dataFattoAppuntamento: null,
        description: 'Cerca un trilocale',
      },
    ]);
  });

  it('edit: sends the whole appointment with the new state, toasts Appuntamento Modificato', async () => {
    signedInAs(agent);
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get(contractUrl(routes.userAppointment, slug, { id: appointment._id }), () =>
        HttpResponse.json(appointment),
      ),
      http.post(contractUrl(routes.userAppointmentEdit, slug), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...appointment, state: body.state });
      }),
    );
    const user = userEvent.setup();
    renderApp(`/area-riservata/appuntamenti/edit/${appointment._id}`);
    const state = await screen.findByRole('combobox', { name: /Stato/ }, { timeout: 5000 });
    expect(state).toHaveTextContent('Fatto Appuntamento');
    await user.click(state);
    await user.click(await screen.findByRole('option', { name: 'Contratto' }));
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(await screen.findByText('Appuntamento Modificato')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      _id: appointment._id,
      agenzia: linked._id,
      state: 'Contratto',
      name: 'Laura',
      dataFattoAppuntamento: appointment.dataFattoAppuntamento,
      version: 1, // the version the form loaded (decision 028)
    });
  });

  it('create: a year out of range or a partial date stops the save; the save carries an Idempotency-Key', async () => {
    signedInAs(agent);
    const keys: (string | null)[] = [];
    server.use(
      http.post(contractUrl(routes.userAppointmentCreate, slug), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(appointment);
      }),
    );
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const user = userEvent.setup();
    const { router } = renderApp('/area-riservata/appuntamenti/create');
    const submit = await screen.findByRole(
      'button',
      { name: 'Crea appuntamento' },
      { timeout: 5000 },
    );
    await user.click(screen.getByRole('combobox', { name: /Agenzia/ }));
    await user.keyboard('Tevere{Enter}');
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Laura');
    await user.type(screen.getByRole('textbox', { name: /^Cognome/ }), 'Neri');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'laura.neri@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Cellulare/ }), '+39 333 1234567');
    const date = screen.getByRole('group', { name: /Data dell’appuntamento fatto/ });
    const year = within(date).getByRole('textbox', { name: 'Anno' });
    await user.type(within(date).getByRole('textbox', { name: 'Giorno' }), '120599');
    expect(year).toHaveValue('99');
    await user.type(year, '99');
    expect(within(date).getByText(/l’anno deve essere tra 1900 e 2900/)).toBeInTheDocument();
    await user.click(submit);
    expect(year).toHaveFocus();
    // A partial date: the year cut to two digits.
    await user.clear(year);
    await user.type(year, '20');
    await user.click(submit);
    expect(within(date).getByText(/Data incompleta/)).toBeInTheDocument();
    expect(year).toHaveFocus();
    expect(keys).toEqual([]);
    await user.type(year, '26');
    await user.click(submit);
    expect(await screen.findByText('Appuntamento Creato')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/area-riservata/appuntamenti'),
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('create: leaving a half-filled form asks first, in Italian', async () => {
    signedInAs(agent);
    const user = userEvent.setup();
    const { router } = renderApp('/area-riservata/appuntamenti/create');
    const name = await screen.findByRole('textbox', { name: /^Nome/ }, { timeout: 5000 });
    await user.type(name, 'Laura');
    expect(name).toHaveValue('Laura');
    await user.click(screen.getByRole('link', { name: 'Annulla' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Uscire senza inviare il modulo?' },
      { timeout: 5000 },
    );
    expect(dialog).toHaveTextContent('i dati inseriti andranno persi');
    await user.click(within(dialog).getByRole('button', { name: 'Resta nel modulo' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/area-riservata/appuntamenti/create');
    expect(name).toHaveValue('Laura');
    await user.click(screen.getByRole('link', { name: 'Annulla' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Esci senza inviare',
      }),
    );
    await waitFor(() => expect(name).not.toBeInTheDocument(), { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/area-riservata/appuntamenti');

    // Untouched, the form lets the user go without a question.
    await router.navigate('/area-riservata/appuntamenti/create');
    const again = await screen.findByRole('textbox', { name: /^Nome/ }, { timeout: 10_000 });
    await user.click(screen.getByRole('link', { name: 'Annulla' }));
    await waitFor(() => expect(again).not.toBeInTheDocument(), { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/area-riservata/appuntamenti');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an agency opening create is told it is for internal agents', async () => {
    signedInAs(agencyFixture);
    renderApp('/area-riservata/appuntamenti/create');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Funzione riservata agli agenti interni' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
