import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE, type NotificationPrefs } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { agencyFixture, errorBody } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { settingsPageCalls } from '../../../test/page-handlers';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const slug = '8volante';
const stored: NotificationPrefs = {
  lead_recorded: true,
  lead_progress: false,
  lead_milestone: true,
  lead_note: true,
  ranking_change: true,
  service_request_state: true,
};

beforeEach(() => {
  setCookie(COOKIE.userToken, 'user-token');
  server.use(
    http.get(contractUrl(routes.userFetchMe, slug), () => HttpResponse.json(agencyFixture)),
    http.get(contractUrl(routes.userErasureRequest, slug), () =>
      HttpResponse.json({ stato: 'nessuna', richiestaIl: null }),
    ),
    http.get(contractUrl(routes.userNotificationPrefs, slug), () => HttpResponse.json(stored)),
    ...settingsPageCalls(slug),
  );
});
afterEach(() => {
  removeCookie(COOKIE.userToken);
});

const panel = () =>
  screen.findByRole('region', { name: 'Notifiche via e-mail' }, { timeout: 5000 });

describe('settings: notification mails', () => {
  it('shows one switch per mail, as stored', async () => {
    renderApp('/area-riservata/settings');
    const region = await panel();
    const switches = await within(region).findAllByRole('switch');
    expect(switches).toHaveLength(6);
    // «Messaggi sulle pratiche» (decision 107): on until the agency turns it off.
    expect(within(region).getByRole('switch', { name: /^Messaggi sulle pratiche/ })).toBeChecked();
    // «Avanzamento della pratica» (decision 101): on until the agency turns it off.
    expect(
      within(region).getByRole('switch', { name: /^Avanzamento della pratica/ }),
    ).toBeChecked();
    expect(
      within(region).getByRole('switch', {
        name: 'Un agente interno ha registrato un appuntamento per la tua agenzia',
      }),
    ).toBeChecked();
    expect(
      within(region).getByRole('switch', {
        name: 'Un appuntamento è arrivato a Fatto Appuntamento o Contratto',
      }),
    ).not.toBeChecked();
  });

  it('saves every switch once on a double click and toasts Preferenze salvate', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.put(contractUrl(routes.userNotificationPrefsSave, slug), async ({ request }) => {
        const body = (await request.json()) as NotificationPrefs;
        bodies.push(body);
        await delay(50);
        return HttpResponse.json(body);
      }),
    );
    renderApp('/area-riservata/settings');
    const region = await panel();
    await user.click(
      await within(region).findByRole('switch', {
        name: 'Hai guadagnato punti e la tua posizione in classifica è cambiata',
      }),
    );
    await user.dblClick(within(region).getByRole('button', { name: 'Salva preferenze' }));
    expect(await screen.findByText('Preferenze salvate')).toBeInTheDocument();
    expect(bodies).toEqual([{ ...stored, ranking_change: false }]);
    expect(
      within(region).getByRole('switch', {
        name: 'Hai guadagnato punti e la tua posizione in classifica è cambiata',
      }),
    ).not.toBeChecked();
  });

  it('keeps the refusal on screen and the choice as the agency left it', async () => {
    const user = userEvent.setup();
    server.use(
      http.put(contractUrl(routes.userNotificationPrefsSave, slug), () =>
        HttpResponse.json(errorBody('Servizio non disponibile: riprova tra poco.', 'UNAVAILABLE'), {
          status: 503,
        }),
      ),
    );
    renderApp('/area-riservata/settings');
    const region = await panel();
    const progress = await within(region).findByRole('switch', {
      name: 'Un appuntamento è arrivato a Fatto Appuntamento o Contratto',
    });
    await user.click(progress);
    await user.click(within(region).getByRole('button', { name: 'Salva preferenze' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Servizio non disponibile: riprova tra poco.',
    );
    expect(progress).toBeChecked();
  });

  it('says so when the switches cannot be loaded, with a retry', async () => {
    server.use(
      http.get(contractUrl(routes.userNotificationPrefs, slug), () =>
        HttpResponse.json(errorBody('Sessione scaduta', 'FORBIDDEN'), { status: 403 }),
      ),
    );
    renderApp('/area-riservata/settings');
    const region = await panel();
    expect(await within(region).findByRole('alert')).toHaveTextContent('Sessione scaduta');
    expect(within(region).getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
