import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE, PROFILE_TEXT, type AgencyProfile } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { agencyFixture, errorBody, profileFixture } from '../../../test/fixtures';
import { contractUrl, setupMsw } from '../../../test/msw';
import { settingsPageCalls } from '../../../test/page-handlers';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const slug = '8volante';

beforeEach(() => {
  setCookie(COOKIE.userToken, 'user-token');
  server.use(
    http.get(contractUrl(routes.userFetchMe, slug), () => HttpResponse.json(agencyFixture)),
    http.get(contractUrl(routes.userErasureRequest, slug), () =>
      HttpResponse.json({ stato: 'nessuna', richiestaIl: null }),
    ),
    http.get(contractUrl(routes.userProfile, slug), () => HttpResponse.json(profileFixture)),
    http.get(contractUrl(routes.comuniProvince), () => HttpResponse.json([])),
    http.get(contractUrl(routes.comuni), () => HttpResponse.json([])),
    ...settingsPageCalls(slug),
  );
});
afterEach(() => removeCookie(COOKIE.userToken));

const profileRegion = () => screen.findByRole('region', { name: 'Profilo' }, { timeout: 5000 });

describe('Impostazioni → Profilo', () => {
  it('shows ragione sociale and Partita IVA read-only, and saves the phone once on a double click', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.put(contractUrl(routes.userProfileSave, slug), async ({ request }) => {
        const body = (await request.json()) as Partial<AgencyProfile>;
        bodies.push(body);
        return HttpResponse.json({ ...profileFixture, ...body, version: 2 });
      }),
    );
    renderApp('/area-riservata/settings');
    const region = await profileRegion();
    expect(await within(region).findByText('Immobiliare Tevere S.r.l.')).toBeInTheDocument();
    expect(within(region).getByText('12345678903')).toBeInTheDocument();
    expect(within(region).getByText(/li modifica solo l’amministrazione/)).toBeInTheDocument();
    expect(within(region).queryByRole('textbox', { name: /Partita IVA/ })).toBeNull();

    const phone = within(region).getByRole('textbox', { name: 'Telefono' });
    await user.clear(phone);
    await user.type(phone, '06 7654321');
    await user.dblClick(within(region).getByRole('button', { name: 'Salva il profilo' }));
    expect(await screen.findByText(PROFILE_TEXT.saved)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      titolare: 'Giulia Bianchi',
      telefono: '06 7654321',
      provincia: 'RM',
      comune: 'Roma',
      cap: '00118',
      version: 1,
    });
  }, 15_000);

  it('keeps what was typed on a stale save and offers Ricarica, without a toast', async () => {
    const user = userEvent.setup();
    const message =
      'Questa scheda è stata modificata da Immobiliare Tevere alle 10:00: ricarica per vedere le modifiche';
    server.use(
      http.put(contractUrl(routes.userProfileSave, slug), () =>
        HttpResponse.json(errorBody(message, 'STALE_EDIT'), { status: 409 }),
      ),
    );
    renderApp('/area-riservata/settings');
    const region = await profileRegion();
    const phone = await within(region).findByRole('textbox', { name: 'Telefono' });
    await user.clear(phone);
    await user.type(phone, '06 9999999');
    await user.click(within(region).getByRole('button', { name: 'Salva il profilo' }));
    expect(await within(region).findByText(message)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Ricarica' })).toBeInTheDocument();
    expect(phone).toHaveValue('06 9999999');
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('asks for a new e-mail and says the change counts when the mailed link is opened', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post(contractUrl(routes.userEmailChange, slug), async ({ request }) => {
        const body = (await request.json()) as { email: string };
        bodies.push(body);
        return HttpResponse.json({
          message: PROFILE_TEXT.emailSent(body.email),
          email: body.email,
        });
      }),
    );
    renderApp('/area-riservata/settings');
    const region = await screen.findByRole(
      'region',
      { name: 'E-mail di accesso' },
      { timeout: 5000 },
    );
    await user.type(
      await within(region).findByRole('textbox', { name: /^Nuova e-mail/ }),
      'Nuova@Example.com',
    );
    await user.click(within(region).getByRole('button', { name: 'Invia il link di conferma' }));
    // The field's paste notice is a status region too (paste-limit.tsx): find the message's.
    const sent = await within(region).findByText(
      'Ti abbiamo inviato un link a nuova@example.com: la modifica vale quando lo apri.',
    );
    expect(sent).toHaveAttribute('role', 'status');
    expect(bodies).toEqual([{ email: 'nuova@example.com' }]);
  });
});

describe('/conferma-email/{token}', () => {
  it('says the e-mail changed', async () => {
    server.use(
      http.post(contractUrl(routes.confirmEmailChange), () =>
        HttpResponse.json({ email: 'nuova@example.com', giaConfermata: false }),
      ),
    );
    renderApp('/conferma-email/tok-123');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'E-MAIL MODIFICATA' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('nuova@example.com')).toBeInTheDocument();
  });

  it('says an expired or used link changed nothing, with the server’s reason', async () => {
    server.use(
      http.post(contractUrl(routes.confirmEmailChange), () =>
        HttpResponse.json(errorBody(PROFILE_TEXT.linkGone, 'TOKEN_EXPIRED'), { status: 410 }),
      ),
    );
    renderApp('/conferma-email/vecchio');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'E-MAIL NON MODIFICATA' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_TEXT.linkGone);
  });
});
