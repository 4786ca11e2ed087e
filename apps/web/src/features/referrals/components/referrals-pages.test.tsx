import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE, type Referral } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { agencyFixture } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const slug = '8volante';
const flagged: Referral = {
  _id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
  state: 'nuova',
  created_at: '2026-12-02T09:30:00.000Z',
  nome: 'Paolo',
  cognome: 'Neri',
  telefono: '333 1234567',
  email: 'paolo.neri@example.com',
  immobile: 'Trilocale',
  nota: '',
  motivoRifiuto: null,
  appuntamento: null,
  giaSegnalatoIl: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => {
  setCookie(COOKIE.userToken, 'user-token');
});
afterEach(() => {
  removeCookie(COOKIE.userToken);
});

describe('Segnala un cliente', () => {
  it('sends the client with an Idempotency-Key; a flagged one shows the day and no agency', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    server.use(
      http.get(contractUrl(routes.userFetchMe, slug), () => HttpResponse.json(agencyFixture)),
      http.get(contractUrl(routes.userReferrals, slug), () =>
        HttpResponse.json(sent.length ? [flagged] : []),
      ),
      http.post(contractUrl(routes.userReferralCreate, slug), async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return HttpResponse.json(flagged);
      }),
    );
    renderApp('/area-riservata/segnalazioni');
    const form = await screen.findByRole(
      'form',
      { name: 'Segnala un cliente' },
      { timeout: 20_000 },
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Segnala il cliente' }));
    expect(await within(form).findByText('Inserisci il nome')).toBeInTheDocument();
    expect(
      within(form).getByText(
        'Conferma che il cliente ha chiesto di essere contattato dal mediatore',
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nome' }), ' Paolo ');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Cognome' }), 'Neri');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Telefono' }), '333 1234567');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'E-mail' }),
      'Paolo.Neri@example.com',
    );
    await userEvent.click(within(form).getByRole('checkbox', { name: /contattato dal mediatore/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Segnala il cliente' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]!.body).toMatchObject({
      nome: 'Paolo',
      email: 'paolo.neri@example.com',
      consenso: true,
    });
    expect(
      await screen.findByText('Questo cliente risulta già segnalato il 20 novembre 2026'),
    ).toBeInTheDocument();
  });

  it('shows 50 referrals, then «Mostra altre segnalazioni» asks for the ones after the last', async () => {
    const asked: (string | null)[] = [];
    const referral = (i: number): Referral => ({
      ...flagged,
      _id: `3c2b1a09-8f7e-4d6c-9b5a-${String(i).padStart(12, '0')}`,
      cognome: `Cliente${i}`,
      giaSegnalatoIl: null,
    });
    server.use(
      http.get(contractUrl(routes.userFetchMe, slug), () => HttpResponse.json(agencyFixture)),
      http.get(contractUrl(routes.userReferrals, slug), ({ request }) => {
        const prima = new URL(request.url).searchParams.get('prima');
        asked.push(prima);
        const from = prima ? 50 : 0;
        const n = prima ? 3 : 50;
        return HttpResponse.json(Array.from({ length: n }, (_, i) => referral(from + i + 1)));
      }),
    );
    renderApp('/area-riservata/segnalazioni');
    const more = await screen.findByRole(
      'button',
      { name: 'Mostra altre segnalazioni' },
      { timeout: 20_000 },
    );
    expect(screen.getAllByTestId('mia-segnalazione')).toHaveLength(50);
    await userEvent.click(more);
    expect(await screen.findByText('Paolo Cliente53')).toBeInTheDocument();
    expect(screen.getAllByTestId('mia-segnalazione')).toHaveLength(53);
    expect(asked).toEqual([null, referral(50)._id]);
    // A short page is the last one: the button goes.
    expect(screen.queryByRole('button', { name: 'Mostra altre segnalazioni' })).toBeNull();
  });
});
