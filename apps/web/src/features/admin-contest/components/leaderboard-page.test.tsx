import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE, type ContestSettings, type LeaderboardRow } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { adminFixture } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const slug = '8volante';
const slow = { timeout: 10_000 };

const ranked = (i: number, position: number, points: number): LeaderboardRow => ({
  position,
  _id: `4444444${i}-4444-4444-8444-444444444444`,
  nome: `Agenzia ${i}`,
  email: `agenzia${i}@example.it`,
  points,
  contratti: Math.floor(points / 101),
  verificati: points % 101,
});
// The server's defaults: no end date, names anonymised.
const defaults: ContestSettings = {
  _id: null,
  endAt: null,
  anonymous: true,
  finestraProtezioneGiorni: 180,
  prizes: '',
  updatedAt: null,
};
let pages: (string | null)[];
let saved: unknown[];

beforeEach(() => {
  pages = [];
  saved = [];
  setCookie(COOKIE.adminAccess, 'acc');
  setCookie(COOKIE.adminRefresh, 'ref');
  server.use(
    http.get(contractUrl(routes.adminGetMe), () => HttpResponse.json(adminFixture)),
    http.get(contractUrl(routes.adminLeaderboard, slug), ({ request }) => {
      pages.push(new URL(request.url).searchParams.get('pagina'));
      return HttpResponse.json({
        total: 30,
        rows: [ranked(1, 1, 505), ranked(2, 2, 404), ranked(3, 2, 404), ranked(4, 4, 403)],
      });
    }),
    http.get(contractUrl(routes.adminContestSettings, slug), () => HttpResponse.json(defaults)),
    http.put(contractUrl(routes.adminContestSettingsSave, slug), async ({ request }) => {
      const body = (await request.json()) as ContestSettings;
      saved.push(body);
      return HttpResponse.json({
        ...body,
        _id: '55555555-5555-4555-8555-555555555555',
        updatedAt: '2026-11-21T10:00:00.000Z',
      });
    }),
    http.get(
      contractUrl(routes.adminAudit, slug, {
        entity: 'contest',
        id: '55555555-5555-4555-8555-555555555555',
      }),
      () => HttpResponse.json([]),
    ),
  );
});
afterEach(() => {
  for (const name of Object.values(COOKIE)) removeCookie(name);
});

describe('admin leaderboard', () => {
  it('shows shared places and asks the server for the next page', async () => {
    renderApp('/admin/classifica');
    const table = await screen.findByRole('region', { name: 'Classifica delle agenzie' }, slow);
    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveTextContent(/^2ª/);
    expect(rows[3]).toHaveTextContent(/^2ª/);
    expect(rows[4]).toHaveTextContent(/^4ª/);
    expect(screen.getByText(/1–25 di 30 · pagina 1 di 2/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Successiva ›' }));
    await waitFor(() => expect(pages).toEqual(['1', '2']));
  });

  it('shows the names (unchecks the default anonymity) without an end date, once for a double click', async () => {
    renderApp('/admin/classifica');
    const anonymous = await screen.findByRole('checkbox', { name: /Nascondi i nomi/ }, slow);
    expect(anonymous).toBeChecked();
    await userEvent.click(anonymous);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Salva impostazioni' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { endAt: null, anonymous: false, finestraProtezioneGiorni: 180, prizes: '' },
      ]),
    );
    expect(await screen.findByText('Impostazioni del concorso salvate')).toBeInTheDocument();
  });
});
