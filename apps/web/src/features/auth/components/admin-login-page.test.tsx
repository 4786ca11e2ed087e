import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { getCookie, removeCookie } from '../../../lib/cookies';
import {
  adminFixture,
  adminStatsFixture,
  emptyWorkQueueFixture,
  errorBody,
} from '../../../test/fixtures';
import { contractUrl, setupMsw } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const codes = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DDD${'23456789AB'[i]}`);

afterEach(() => {
  for (const name of Object.values(COOKIE)) removeCookie(name);
});

describe('admin login: the first login enrols the second factor (decision 039)', () => {
  it('shows the QR code and the key, refuses a wrong code, then shows the recovery codes once', async () => {
    let attempts = 0;
    server.use(
      http.post(contractUrl(routes.adminLogin), () =>
        HttpResponse.json({
          mfaToken: 'step',
          enrol: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
          },
        }),
      ),
      http.post(contractUrl(routes.adminLoginEnrol), () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json(errorBody('Codice non valido o scaduto.', 'UNAUTHORIZED'), {
              status: 401,
            })
          : HttpResponse.json({
              accessToken: 'acc',
              refreshToken: 'ref',
              admin: adminFixture,
              recoveryCodes: codes,
            });
      }),
      http.get(contractUrl(routes.adminGetMe), () => HttpResponse.json(adminFixture)),
      http.get(contractUrl(routes.adminStats, '8volante'), () =>
        HttpResponse.json(adminStatsFixture),
      ),
      http.get(contractUrl(routes.adminWorkQueue, '8volante'), () =>
        HttpResponse.json(emptyWorkQueueFixture),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/admin/login');
    await user.type(await screen.findByLabelText(/E-mail/), 'mario.rossi@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'segreta');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(
      await screen.findByRole('heading', { name: 'Attiva il secondo fattore' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Codice QR/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByRole('textbox', { name: 'Chiave' })).toHaveValue(
      'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    );
    const code = screen.getByRole('textbox', { name: /Codice di verifica/ });
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Attiva e accedi' }));
    expect(await screen.findByText('Il codice è di 6 cifre')).toBeInTheDocument();
    expect(attempts).toBe(0);
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Attiva e accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Codice non valido o scaduto.');
    await user.click(screen.getByRole('button', { name: 'Attiva e accedi' }));
    const list = await screen.findByRole('list', { name: 'Codici di recupero' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(getCookie(COOKIE.adminAccess)).toBe('acc');
    await user.click(screen.getByRole('button', { name: 'Ho salvato i codici: continua' }));
    expect(await screen.findByRole('heading', { name: 'Ciao, Mario' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/hub');
  });
});

describe('admin login: a spent or expired code step goes back to the password (decision 076)', () => {
  it('shows the server’s message over the password form, which signs in again', async () => {
    let logins = 0;
    server.use(
      http.post(contractUrl(routes.adminLogin), () => {
        logins += 1;
        return HttpResponse.json({ mfaToken: `step-${logins}`, enrol: null });
      }),
      http.post(contractUrl(routes.adminLoginVerify), () =>
        HttpResponse.json(
          errorBody(
            'Troppi codici sbagliati per questo accesso: inserisci di nuovo e-mail e password.',
            'LOGIN_STEP_OVER',
          ),
          { status: 401 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin/login');
    await user.type(await screen.findByLabelText(/E-mail/), 'mario.rossi@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'segreta');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    await user.type(await screen.findByRole('textbox', { name: /Codice di verifica/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verifica e accedi' }));
    expect(
      await screen.findByRole('heading', { name: 'Accesso amministratori' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Troppi codici sbagliati per questo accesso: inserisci di nuovo e-mail e password.',
    );
    // The e-mail is kept; the password is asked again.
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('mario.rossi@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    await user.type(screen.getByLabelText(/^Password/), 'segreta');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('heading', { name: 'Codice di verifica' })).toBeInTheDocument();
    expect(logins).toBe(2);
  });
});
