import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE, ErrorCode } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { adminFixture, errorBody } from '../../../test/fixtures';
import { contractUrl, setupMsw } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const codes = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DDD${'23456789AB'[i]}`);

afterEach(() => {
  for (const name of Object.values(COOKIE)) removeCookie(name);
});

describe('security page and the question before a dangerous action (decision 039)', () => {
  it('asks the password when the server wants it, then sends the call again and shows the codes', async () => {
    setCookie(COOKIE.adminAccess, 'acc');
    setCookie(COOKIE.adminRefresh, 'ref');
    let confirmed: unknown = null;
    let calls = 0;
    server.use(
      http.get(contractUrl(routes.adminGetMe), () => HttpResponse.json(adminFixture)),
      http.get(contractUrl(routes.adminAccounts), () =>
        HttpResponse.json([{ ...adminFixture, mfa: true, self: true }]),
      ),
      http.post(contractUrl(routes.adminRecoveryCodes), () => {
        calls += 1;
        return confirmed
          ? HttpResponse.json({ recoveryCodes: codes })
          : HttpResponse.json(
              errorBody(
                'Per questa operazione conferma la tua identità con la password o un codice.',
                ErrorCode.reauthRequired,
              ),
              { status: 403 },
            );
      }),
      http.post(contractUrl(routes.adminReauth), async ({ request }) => {
        const body = (await request.json()) as { password: string };
        if (body.password !== 'Giusta-Password-2026')
          return HttpResponse.json(errorBody('Password o codice non corretti.', 'FORBIDDEN'), {
            status: 403,
          });
        confirmed = body;
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/sicurezza');
    await user.click(
      await screen.findByRole('button', { name: 'Rigenera codici' }, { timeout: 5000 }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Rigenerare i codici di recupero?' })).getByRole(
        'button',
        { name: 'Sì' },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Conferma la tua identità' });
    const field = within(dialog).getByLabelText(/Password o codice di verifica/);
    await user.type(field, 'Sbagliata-Password-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Password o codice non corretti.',
    );
    await user.clear(field);
    await user.type(field, 'Giusta-Password-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    const list = await screen.findByRole('list', { name: 'Codici di recupero' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(calls).toBe(2);
    expect(screen.queryByRole('dialog', { name: 'Conferma la tua identità' })).toBeNull();
  });
});
