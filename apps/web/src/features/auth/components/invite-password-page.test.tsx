import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '@portal/shared/routes';
import { errorBody } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

// The invitation link (decision 059) opens the reset page in its invite form: its own title,
// the kind sent with each call, and its own way out when the link no longer works.
const server = setupMsw();
const TOKEN = 'inv_123-abcdefghijklmnop';

describe('invitation page', () => {
  it('welcomes the agency, sends the password as an invitation and opens the login', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(contractUrl(routes.checkResetLink), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
      http.post(contractUrl(routes.resetPassword), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp(`/area-riservata/invito/${TOKEN}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Benvenuto: scegli la tua password' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'Scelta-Mia-Password-2026');
    await user.type(screen.getByLabelText(/^Ripeti la password/), 'Scelta-Mia-Password-2026');
    await user.dblClick(screen.getByRole('button', { name: 'Salva la password' }));
    expect(
      await screen.findByText('Password salvata: accedi con la tua e-mail e la password scelta.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/area-riservata/login');
    expect(bodies).toEqual([
      { token: TOKEN, kind: 'invite' },
      { token: TOKEN, password: 'Scelta-Mia-Password-2026', kind: 'invite' },
    ]);
  });

  it('an expired or used invitation says so and tells to ask for a new one', async () => {
    const message =
      'Questo invito è scaduto o è già stato usato: chiedi un nuovo invito al tuo mediatore creditizio.';
    server.use(
      http.post(contractUrl(routes.checkResetLink), () =>
        HttpResponse.json(errorBody(message, 'TOKEN_EXPIRED'), { status: 410 }),
      ),
    );
    renderApp(`/area-riservata/invito/${TOKEN}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Invito scaduto o già usato' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Vai all’accesso' })).toHaveAttribute(
      'href',
      '/area-riservata/login',
    );
    expect(screen.queryByRole('link', { name: 'Richiedi un nuovo link' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });
});
