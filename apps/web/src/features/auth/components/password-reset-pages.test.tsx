import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { errorBody } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();

describe('forgotten password', () => {
  it('the login page links to it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/area-riservata/login');
    await user.click(
      await screen.findByRole('link', { name: 'Password dimenticata?' }, { timeout: 5000 }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/area-riservata/password-dimenticata'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password dimenticata?' }),
    ).toBeInTheDocument();
  });

  it('sends the e-mail and shows the server’s one answer', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(contractUrl(routes.forgotPassword), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: FORGOT_PASSWORD_MESSAGE });
      }),
    );
    const user = userEvent.setup();
    renderApp('/area-riservata/password-dimenticata');
    await user.type(
      await screen.findByRole('textbox', { name: /E-mail/ }, { timeout: 5000 }),
      ' agenzia@example.com ',
    );
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
    expect(bodies).toEqual([{ email: 'agenzia@example.com' }]);
  });

  it('reset page: checks the two passwords, then sends token and password and opens the login', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(contractUrl(routes.checkResetLink), () => HttpResponse.json({ ok: true })),
      http.post(contractUrl(routes.resetPassword), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/area-riservata/reset-password/tok_123-abcdefghijklmnop');
    const password = await screen.findByLabelText(/^Nuova password/, {}, { timeout: 5000 });
    await user.type(password, 'Nuova-Password-2026');
    await user.type(screen.getByLabelText(/^Ripeti la nuova password/), 'Altra-Password-2026');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(await screen.findByText('Le due password non coincidono')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Ripeti la nuova password/));
    await user.type(screen.getByLabelText(/^Ripeti la nuova password/), 'Nuova-Password-2026');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/area-riservata/login'));
    expect(
      await screen.findByText('Password aggiornata: accedi con la nuova password.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      { token: 'tok_123-abcdefghijklmnop', password: 'Nuova-Password-2026' },
    ]);
  });

  it('reset page: a link that expires while the page is open offers a new one', async () => {
    const message =
      'Il link non è valido o è scaduto: richiedine uno nuovo da “Password dimenticata?”.';
    server.use(
      http.post(contractUrl(routes.checkResetLink), () => HttpResponse.json({ ok: true })),
      http.post(contractUrl(routes.resetPassword), () =>
        HttpResponse.json(
          { ...errorBody(message, 'VALIDATION'), details: { token: message } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/area-riservata/reset-password/tok_123-abcdefghijklmnop');
    await user.type(
      await screen.findByLabelText(/^Nuova password/, {}, { timeout: 5000 }),
      'Nuova-Password-2026',
    );
    await user.type(screen.getByLabelText(/^Ripeti la nuova password/), 'Nuova-Password-2026');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Richiedi un nuovo link' })).toHaveAttribute(
      'href',
      '/area-riservata/password-dimenticata',
    );
  });

  it('reset page: a used or expired link says so when the page opens, with no form', async () => {
    const message =
      'Questo link è scaduto o è già stato usato: richiedine uno nuovo da “Password dimenticata?”.';
    const checked: unknown[] = [];
    server.use(
      http.post(contractUrl(routes.checkResetLink), async ({ request }) => {
        checked.push(await request.json());
        return HttpResponse.json(errorBody(message, 'TOKEN_EXPIRED'), { status: 410 });
      }),
    );
    renderApp('/area-riservata/reset-password/tok_123-abcdefghijklmnop');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Link scaduto o già usato' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Richiedi un nuovo link' })).toHaveAttribute(
      'href',
      '/area-riservata/password-dimenticata',
    );
    expect(screen.queryByLabelText(/^Nuova password/)).not.toBeInTheDocument();
    expect(checked).toEqual([{ token: 'tok_123-abcdefghijklmnop' }]);
  });

  it('reset page: a check without an answer says the connection is missing and tries again', async () => {
    let calls = 0;
    server.use(
      http.post(contractUrl(routes.checkResetLink), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderApp('/area-riservata/reset-password/tok_123-abcdefghijklmnop');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Connessione assente: controlla la rete e riprova',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByLabelText(/^Nuova password/)).toBeInTheDocument();
  });
});
