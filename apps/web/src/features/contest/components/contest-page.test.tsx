import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE, type UserContest } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { agencyFixture } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const slug = '8volante';
const slow = { timeout: 10_000 };

const contest = (over: Partial<UserContest>): UserContest => ({
  points: 404,
  target: 400,
  position: { position: 2, total: 6 },
  top: [
    { position: 1, nome: 'Agenzia A', points: 505, isYou: false },
    { position: 2, nome: 'Immobiliare Tevere', points: 404, isYou: true },
    { position: 2, nome: 'Agenzia C', points: 404, isYou: false },
  ],
  anonymous: true,
  endAt: null,
  appointments: [
    {
      _id: '00000000-0000-4000-8000-0000000000c1',
      cliente: 'Anna Neri',
      state: 'Fatto Appuntamento',
      created_at: '2026-11-20T09:00:00.000Z',
      points: 1,
    },
  ],
  ...over,
});

beforeEach(() => {
  setCookie(COOKIE.userToken, 'user-token');
  server.use(
    http.get(contractUrl(routes.userFetchMe, slug), () => HttpResponse.json(agencyFixture)),
  );
});
afterEach(() => {
  removeCookie(COOKIE.userToken);
});

describe('contest page', () => {
  it('shows the position, the anonymised top with its own row marked, and each appointment’s points', async () => {
    server.use(
      http.get(contractUrl(routes.userContest, slug), () => HttpResponse.json(contest({}))),
    );
    renderApp('/area-riservata/concorso');
    expect(await screen.findByTestId('contest-position', {}, slow)).toHaveTextContent(
      'Sei in 2ª posizione su 6 agenzie in classifica.',
    );
    expect(screen.getByText(/nomi delle altre agenzie non sono mostrati/)).toBeInTheDocument();
    const top = screen.getByRole('region', { name: 'Tabella delle prime 10 agenzie' });
    expect(within(top).getByRole('row', { name: /Immobiliare Tevere/ })).toHaveTextContent(
      '(la tua agenzia)',
    );
    const points = screen.getByRole('region', { name: 'Tabella dei punti degli appuntamenti' });
    expect(within(points).getByRole('row', { name: /Anna Neri/ })).toHaveTextContent('+1');
    // no end date: no countdown
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('counts down to the end date the admin set, and tells how far the ranking is below 400', async () => {
    const endAt = new Date(Date.now() + (2 * 24 + 3) * 3_600_000 + 30 * 60_000).toISOString();
    server.use(
      http.get(contractUrl(routes.userContest, slug), () =>
        HttpResponse.json(contest({ endAt, points: 150, position: null, anonymous: false })),
      ),
    );
    renderApp('/area-riservata/concorso');
    expect(await screen.findByRole('timer', {}, slow)).toHaveTextContent(
      /Mancano 2 giorni, 3 ore e (29|30) minuti/,
    );
    expect(screen.getByText(/si sblocca a 400 punti: te ne mancano 250/)).toBeInTheDocument();
    expect(screen.queryByText(/non sono mostrati/)).not.toBeInTheDocument();
  });

  it('below 400 points no table prints the agency’s place under «si sblocca a 400 punti»', async () => {
    // An answer holding the agency in the top 10 (as the server sent before decision 094).
    const top = [
      { position: 1, nome: 'Agenzia A', points: 505, isYou: false },
      { position: 2, nome: 'Immobiliare Rossi', points: 150, isYou: true },
    ];
    server.use(
      http.get(contractUrl(routes.userContest, slug), () =>
        HttpResponse.json(contest({ points: 150, position: null, top, anonymous: false })),
      ),
    );
    renderApp('/area-riservata/concorso');
    expect(
      await screen.findByText(/La classifica si sblocca a 400 punti: te ne mancano 250/, {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByTestId('contest-top-locked')).toHaveTextContent(
      'Le prime 10 agenzie si vedono quando la classifica si sblocca, a 400 punti.',
    );
    expect(screen.queryByText('(la tua agenzia)')).not.toBeInTheDocument();
    expect(screen.queryByText(/2ª/)).not.toBeInTheDocument();
  });

  it('an internal agent is told the contest is for agencies (the server refuses it)', async () => {
    server.use(
      http.get(contractUrl(routes.userContest, slug), () =>
        HttpResponse.json(
          {
            message: 'Il concorso riguarda le agenzie: gli agenti interni non vi partecipano.',
            code: 'FORBIDDEN',
            requestId: 'r1',
          },
          { status: 403 },
        ),
      ),
    );
    renderApp('/area-riservata/concorso');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Il concorso riguarda le agenzie' },
        slow,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/gli agenti interni non vi partecipano/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
