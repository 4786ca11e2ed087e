import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE, type AdminTokens, type UserLoginResponse } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { getCookie, removeCookie, setCookie } from '../lib/cookies';
import {
  adminFixture,
  adminStatsFixture,
  emptyWorkQueueFixture,
  agencyFixture,
  errorBody,
  hubSummaryFixture,
} from '../test/fixtures';
import { setupMsw, contractUrl } from '../test/msw';
import { renderApp } from '../test/render-app';

const server = setupMsw();
const slug = '8volante';

afterEach(() => {
  for (const name of Object.values(COOKIE)) removeCookie(name);
});

// The reserved hub also lists the reserved services and the agency's requests.
beforeEach(() => {
  server.use(
    http.get(contractUrl(routes.reservedServices, slug), () => HttpResponse.json([])),
    http.get(contractUrl(routes.userServiceRequests, slug), () => HttpResponse.json([])),
    http.get(contractUrl(routes.userHubSummary, slug), () => HttpResponse.json(hubSummaryFixture)),
    // The home page: public catalogue, and the registration form's provinces and referrers.
    http.get(contractUrl(routes.publicServices, slug), () => HttpResponse.json([])),
    http.get(contractUrl(routes.comuniProvince), () => HttpResponse.json([])),
    http.get(contractUrl(routes.referrerChoices), () => HttpResponse.json([])),
  );
});

describe('router: areas and redirects (spec section 2)', () => {
  it('renders the home page with top bar, promo banner and footer', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'SERVIZI' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Principale' });
    expect(within(nav).getByRole('link', { name: 'Servizi' })).toHaveAttribute('href', '/#servizi');
    expect(within(nav).getByRole('link', { name: 'Area Riservata' })).toHaveAttribute(
      'href',
      '/area-riservata/hub',
    );
    expect(screen.getByRole('link', { name: 'Registrati Gratuitamente!' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('without a user token the reserved area sends to its login, naming the page asked for', async () => {
    const { router } = renderApp('/area-riservata/appuntamenti?stato=PAGATO');
    expect(
      await screen.findByRole('heading', { name: 'Accedi alla tua agenzia' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/area-riservata/login');
    expect(new URLSearchParams(router.state.location.search).get('da')).toBe(
      '/area-riservata/appuntamenti?stato=PAGATO',
    );
  });

  it('without an admin access token the admin area sends to the admin login', async () => {
    setCookie(COOKIE.userToken, 'user-token');
    const { router } = renderApp('/admin/agenzie');
    expect(
      await screen.findByRole('heading', { name: 'Accesso amministratori' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(
      screen.queryByRole('link', { name: 'Registrati Gratuitamente!' }),
    ).not.toBeInTheDocument();
  });

  it('shows the Italian 404 page on an unknown address', async () => {
    renderApp('/non-esiste');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home page' })).toHaveAttribute('href', '/');
  });

  it('the reserved hub shows the agency from user_fetchMeFromToken and its sidebar', async () => {
    setCookie(COOKIE.userToken, 'user-token');
    server.use(
      http.get(contractUrl(routes.userFetchMe, slug), () => HttpResponse.json(agencyFixture)),
    );
    renderApp('/area-riservata/hub');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Immobiliare Tevere' }),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu Area Riservata' });
    for (const label of ['HUB', 'APPUNTAMENTI', 'IMPOSTAZIONI']) {
      expect(within(menu).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('button', { name: 'LOGOUT' })).toBeInTheDocument();
    expect(within(menu).getByText('IL TUO ID')).toBeInTheDocument();
    expect(within(menu).getByText(agencyFixture._id)).toBeInTheDocument();
  });
});

describe('logins and logouts (spec section 4)', () => {
  it('user login: server message shown on the form when it fails', async () => {
    server.use(
      http.post(contractUrl(routes.userLogin, slug), () =>
        HttpResponse.json(errorBody('E-mail o password non corretti', 'UNAUTHORIZED'), {
          status: 401,
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/area-riservata/login');
    await user.type(await screen.findByLabelText(/E-mail/), 'agenzia@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'sbagliata');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail o password non corretti');
    expect(getCookie(COOKIE.userToken)).toBeNull();
  });

  it('user login stores the token, removes admin tokens, toasts and opens the hub', async () => {
    setCookie(COOKIE.adminAccess, 'a');
    setCookie(COOKIE.adminRefresh, 'r');
    const answer: UserLoginResponse = { token: 'user-token', agenzia: agencyFixture };
    server.use(
      http.post(contractUrl(routes.userLogin, slug), () => HttpResponse.json(answer)),
      http.get(contractUrl(routes.userFetchMe, slug), () => HttpResponse.json(agencyFixture)),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/area-riservata/login');
    await user.type(await screen.findByLabelText(/E-mail/), 'agenzia@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'segreta');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Accesso eseguito')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/area-riservata/hub'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Immobiliare Tevere' }),
    ).toBeInTheDocument();
    expect(getCookie(COOKIE.userToken)).toBe('user-token');
    expect(getCookie(COOKIE.adminAccess)).toBeNull();
    expect(getCookie(COOKIE.adminRefresh)).toBeNull();
  });

  it('admin login asks the code after the password, then stores both tokens and removes the user token', async () => {
    setCookie(COOKIE.userToken, 'old-user');
    const tokens: AdminTokens = { accessToken: 'acc', refreshToken: 'ref', admin: adminFixture };
    let sent: unknown = null;
    server.use(
      http.post(contractUrl(routes.adminLogin), () =>
        HttpResponse.json({ mfaToken: 'step', enrol: null }),
      ),
      http.post(contractUrl(routes.adminLoginVerify), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(tokens);
      }),
      http.get(contractUrl(routes.adminGetMe), () => HttpResponse.json(adminFixture)),
      http.get(contractUrl(routes.adminStats, slug), () => HttpResponse.json(adminStatsFixture)),
      http.get(contractUrl(routes.adminWorkQueue, slug), () =>
        HttpResponse.json(emptyWorkQueueFixture),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/admin/login');
    await user.type(await screen.findByLabelText(/E-mail/), 'mario.rossi@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'segreta');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    // The password alone signs nobody in: the code step comes first.
    await user.type(await screen.findByRole('textbox', { name: /Codice di verifica/ }), '123456');
    expect(getCookie(COOKIE.adminAccess)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verifica e accedi' }));
    expect(await screen.findByRole('heading', { name: 'Ciao, Mario' })).toBeInTheDocument();
    expect(sent).toEqual({ mfaToken: 'step', code: '123456' });
    expect(router.state.location.pathname).toBe('/admin/hub');
    expect(getCookie(COOKIE.adminAccess)).toBe('acc');
    expect(getCookie(COOKIE.adminRefresh)).toBe('ref');
    expect(getCookie(COOKIE.userToken)).toBeNull();
  });

  it('admin logout calls the server, clears the tokens and welcomes back by name', async () => {
    setCookie(COOKIE.adminAccess, 'acc');
    setCookie(COOKIE.adminRefresh, 'ref');
    let loggedOut = false;
    server.use(
      http.get(contractUrl(routes.adminGetMe), () => HttpResponse.json(adminFixture)),
      http.get(contractUrl(routes.adminStats, slug), () => HttpResponse.json(adminStatsFixture)),
      http.get(contractUrl(routes.adminWorkQueue, slug), () =>
        HttpResponse.json(emptyWorkQueueFixture),
      ),
      http.post(contractUrl(routes.adminLogout), () => {
        loggedOut = true;
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/admin/hub');
    await screen.findByRole('heading', { name: 'Ciao, Mario' });
    await user.click(screen.getByRole('button', { name: 'LOGOUT' }));
    expect(
      await screen.findByText('Bentornato, Mario! Accedi di nuovo quando vuoi.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(loggedOut).toBe(true);
    expect(getCookie(COOKIE.adminAccess)).toBeNull();
    expect(getCookie(COOKIE.adminRefresh)).toBeNull();
  });

  it('user logout removes the token, tells the server and opens the login', async () => {
    setCookie(COOKIE.userToken, 'user-token');
    let authorization: string | null = null;
    server.use(
      http.get(contractUrl(routes.userFetchMe, slug), () => HttpResponse.json(agencyFixture)),
      http.post(contractUrl(routes.userLogout, slug), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/area-riservata/hub');
    await screen.findByRole('heading', { level: 1, name: 'Immobiliare Tevere' });
    await user.click(screen.getByRole('button', { name: 'LOGOUT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/area-riservata/login'));
    expect(getCookie(COOKIE.userToken)).toBeNull();
    await waitFor(() => expect(authorization).toBe('Bearer user-token'));
  });
});
