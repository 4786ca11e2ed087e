import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COOKIE,
  type RequestServiceResponse,
  type Service,
  type UserService,
} from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import {
  agencyFixture,
  errorBody,
  hubSummaryFixture,
  profileFixture,
} from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const slug = '8volante';

const service = (over: Partial<Service>): Service => ({
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Consulenza Mutui',
  description: '<p>Analisi della <strong>finanziabilità</strong> del cliente.</p>',
  image: null,
  pdf: null,
  color: '#1f4e79',
  promo: false,
  prices_with: 0,
  prices_without: 30000,
  visibility: 'both',
  position: 0,
  url: null,
  ...over,
});
const formazione = service({
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Formazione Agenti',
  promo: true,
  color: '#9c2f5d',
  prices_with: null,
  prices_without: null,
});
const requestOf = (s: Service): UserService => ({
  _id: '33333333-3333-4333-8333-333333333333',
  service: { _id: s._id, name: s.name },
  requested: true,
  state: 'inviata',
  note: null,
  requested_at: '2026-11-21T10:00:00.000Z',
});

beforeEach(() => {
  setCookie(COOKIE.userToken, 'user-token');
  server.use(
    http.get(contractUrl(routes.userFetchMe, slug), () => HttpResponse.json(agencyFixture)),
    http.get(contractUrl(routes.userErasureRequest, slug), () =>
      HttpResponse.json({ stato: 'nessuna', richiestaIl: null }),
    ),
    http.get(contractUrl(routes.userHubSummary, slug), () => HttpResponse.json(hubSummaryFixture)),
    // Impostazioni opens with the profile (decision 057) and its province → comune lists.
    http.get(contractUrl(routes.userProfile, slug), () => HttpResponse.json(profileFixture)),
    http.get(contractUrl(routes.comuniProvince), () => HttpResponse.json([])),
    http.get(contractUrl(routes.comuni), () => HttpResponse.json([])),
    http.get(contractUrl(routes.userNotificationPrefs, slug), () =>
      HttpResponse.json({
        lead_recorded: true,
        lead_progress: true,
        lead_milestone: true,
        lead_note: true,
        ranking_change: true,
        service_request_state: true,
      }),
    ),
  );
});
afterEach(() => {
  removeCookie(COOKIE.userToken);
});

describe('hub', () => {
  it('shows the two fixed cards and the reserved services linking to services/{name}', async () => {
    server.use(
      http.get(contractUrl(routes.reservedServices, slug), () =>
        HttpResponse.json([service({}), formazione]),
      ),
      http.get(contractUrl(routes.userServiceRequests, slug), () =>
        HttpResponse.json([requestOf(formazione)]),
      ),
    );
    renderApp('/area-riservata/hub');
    const list = await screen.findByRole('region', { name: 'I tuoi servizi' }, { timeout: 5000 });
    expect(within(list).getByRole('link', { name: 'Display Rata' })).toHaveAttribute(
      'href',
      '/area-riservata/services/displayRata',
    );
    expect(within(list).getByRole('link', { name: 'Piano D’Acquisto' })).toHaveAttribute(
      'href',
      '/area-riservata/services/pianodacquisto',
    );
    const mutui = await within(list).findByRole('link', { name: 'Consulenza Mutui' });
    expect(mutui).toHaveAttribute('href', '/area-riservata/services/Consulenza%20Mutui');
    // description as plain text, no markup
    expect(mutui).toHaveAccessibleDescription('Analisi della finanziabilità del cliente.');
    const promo = await within(list).findByRole('link', { name: /^Formazione Agenti PROMO/ });
    expect(promo).toHaveAccessibleName('Formazione Agenti PROMO Richiesta inviata');
  });

  it('a completed request’s tile says «Richiesta completata», as its page and mails do', async () => {
    server.use(
      http.get(contractUrl(routes.reservedServices, slug), () =>
        HttpResponse.json([service({}), formazione]),
      ),
      http.get(contractUrl(routes.userServiceRequests, slug), () =>
        HttpResponse.json([{ ...requestOf(formazione), state: 'completata' }]),
      ),
    );
    renderApp('/area-riservata/hub');
    const list = await screen.findByRole('region', { name: 'I tuoi servizi' }, { timeout: 5000 });
    const tile = await within(list).findByRole('link', { name: /^Formazione Agenti PROMO/ });
    expect(tile).toHaveAccessibleName('Formazione Agenti PROMO Richiesta completata');
    expect(within(list).queryByText('Richiesta inviata')).not.toBeInTheDocument();
  });
});

describe('service page', () => {
  it('requests the service once and then shows that the request was sent', async () => {
    let requests: UserService[] = [];
    const sent: unknown[] = [];
    server.use(
      http.get(contractUrl(routes.reservedServices, slug), () =>
        HttpResponse.json([service({}), formazione]),
      ),
      http.get(contractUrl(routes.userServiceRequests, slug), () => HttpResponse.json(requests)),
      http.post(contractUrl(routes.userRequestService, slug), async ({ request }) => {
        sent.push(await request.json());
        requests = [requestOf(service({}))];
        const answer: RequestServiceResponse = { agenzia: agencyFixture, servizi: requests };
        return HttpResponse.json(answer);
      }),
    );
    const user = userEvent.setup();
    renderApp('/area-riservata/services/Consulenza%20Mutui');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consulenza Mutui' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('finanziabilità').tagName).toBe('STRONG');
    expect(screen.getByText('300,00 €')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Richiedi il servizio' }));
    expect(
      await screen.findByText('Richiesta inviata: ti contatteremo a breve.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Richiesta inviata')).toBeInTheDocument();
    expect(screen.getByText(/Hai richiesto questo servizio il 21\/11\/2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Richiedi il servizio' })).not.toBeInTheDocument();
    expect(sent).toEqual([{ service: service({})._id }]);
  });

  it('says so when the name is not a reserved service', async () => {
    server.use(
      http.get(contractUrl(routes.reservedServices, slug), () => HttpResponse.json([service({})])),
      http.get(contractUrl(routes.userServiceRequests, slug), () => HttpResponse.json([])),
    );
    renderApp('/area-riservata/services/Inesistente');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Servizio non trovato' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Torna all’hub/ })).toHaveAttribute(
      'href',
      '/area-riservata/hub',
    );
  });
});

describe('settings: erasure request', () => {
  const privacy = async () =>
    screen.findByRole('region', { name: 'I tuoi dati e la privacy' }, { timeout: 5000 });

  it('shows a pending request with its date after a reload, and offers no second one', async () => {
    server.use(
      http.get(contractUrl(routes.userErasureRequest, slug), () =>
        HttpResponse.json({ stato: 'in_attesa', richiestaIl: '2026-11-25T09:30:00.000Z' }),
      ),
    );
    renderApp('/area-riservata/settings');
    const panel = await privacy();
    expect(
      await within(panel).findByText(
        /^Richiesta di cancellazione inviata il 25\/11\/2026: in attesa di lavorazione\./,
      ),
    ).toHaveAttribute('role', 'status');
    expect(within(panel).queryByRole('button', { name: 'Richiedi la cancellazione' })).toBeNull();
  });

  it('asks after a confirmation, then shows the request as pending', async () => {
    const user = userEvent.setup();
    let asked = 0;
    server.use(
      http.post(contractUrl(routes.userRequestErasure, slug), () => {
        asked += 1;
        return HttpResponse.json({ richiestaIl: '2026-11-25T09:30:00.000Z', giaRichiesta: false });
      }),
    );
    renderApp('/area-riservata/settings');
    const panel = await privacy();
    await user.click(
      await within(panel).findByRole('button', { name: 'Richiedi la cancellazione' }),
    );
    await user.click(screen.getByRole('button', { name: 'Sì, richiedi la cancellazione' }));
    expect(
      await within(panel).findByText(
        /^Richiesta di cancellazione inviata il 25\/11\/2026: in attesa di lavorazione\./,
      ),
    ).toHaveAttribute('role', 'status');
    expect(asked).toBe(1);
    expect(within(panel).queryByRole('button', { name: 'Richiedi la cancellazione' })).toBeNull();
  });
});

describe('settings: change password', () => {
  async function fill(current: string, next: string, repeat: string) {
    const user = userEvent.setup();
    renderApp('/area-riservata/settings');
    const form = (
      await screen.findByRole('heading', { name: 'Cambia password' }, { timeout: 5000 })
    )
      // eslint-disable-next-line testing-library/no-node-access -- the section holding the heading
      .closest('section')!;
    if (current) await user.type(within(form).getByLabelText(/^Password attuale/), current);
    if (next) await user.type(within(form).getByLabelText(/^Nuova password/), next);
    if (repeat) await user.type(within(form).getByLabelText(/^Ripeti la nuova password/), repeat);
    await user.click(within(form).getByRole('button', { name: 'Cambia password' }));
    return form;
  }

  it.each([
    ['', 'Nuova-Password-1', 'Nuova-Password-1', 'Campi Mancanti'],
    [
      'Vecchia-Password-1',
      'Nuova-Password-1',
      'Nuova-Password-2',
      'Nuova password differente nei due campi',
    ],
    [
      'Stessa-Password-1',
      'Stessa-Password-1',
      'Stessa-Password-1',
      'La password deve essere diversa',
    ],
  ])(
    'shows the spec’s local message and sends nothing (%s → %s / %s)',
    async (current, next, repeat, message) => {
      let called = false;
      server.use(
        http.post(contractUrl(routes.userChangePassword, slug), () => {
          called = true;
          return HttpResponse.json({ ok: true, otherSessionsEnded: 0 });
        }),
      );
      const form = await fill(current, next, repeat);
      expect(await within(form).findByRole('alert')).toHaveTextContent(message);
      expect(called).toBe(false);
    },
  );

  it('sends password_attuale and password_nuova, toasts Password Cambiata and says other sessions ended', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(contractUrl(routes.userChangePassword, slug), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true, otherSessionsEnded: 2 });
      }),
    );
    const form = await fill('Vecchia-Password-1', 'Nuova-Password-1', 'Nuova-Password-1');
    expect(await screen.findByText('Password Cambiata')).toBeInTheDocument();
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'abbiamo chiuso le altre sessioni aperte (2)',
    );
    expect(bodies).toEqual([
      { password_attuale: 'Vecchia-Password-1', password_nuova: 'Nuova-Password-1' },
    ]);
    expect(within(form).getByLabelText(/^Password attuale/)).toHaveValue('');
  });

  it('shows the server’s refusal of the current password on the field', async () => {
    server.use(
      http.post(contractUrl(routes.userChangePassword, slug), () =>
        HttpResponse.json(
          {
            ...errorBody('La password attuale non è corretta', 'VALIDATION'),
            details: { password_attuale: 'La password attuale non è corretta' },
          },
          { status: 400 },
        ),
      ),
    );
    const form = await fill('Sbagliata-1', 'Nuova-Password-1', 'Nuova-Password-1');
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Password attuale/)).toHaveAccessibleDescription(
        'La password attuale non è corretta',
      ),
    );
  });
});
