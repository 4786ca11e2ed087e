import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PublicContestRules } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { DEFAULT_PUBLIC_CONFIG } from '../../../config/default-public-config';
import { contractUrl, setupMsw } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const slug = DEFAULT_PUBLIC_CONFIG.productSlug;

const answer = (rules: PublicContestRules) =>
  server.use(
    http.get(contractUrl(routes.publicContestRules, slug), () => HttpResponse.json(rules)),
  );

describe('Regolamento del concorso', () => {
  it('shows the end date and the prizes the admin set, and the shared points rule', async () => {
    answer({
      endAt: '2027-06-30T16:00:00.000Z',
      prizes: ['1° premio: un buono viaggio', '2° premio: una cena per due'],
      updatedAt: '2026-12-03T10:00:00.000Z',
    });
    renderApp('/regolamento-concorso');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Regolamento del concorso' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('contest-dates')).toHaveTextContent(
      'termina il 30/06/2027 18:00',
    );
    expect(screen.getByTestId('contest-dates')).toHaveTextContent('aggiornato al 3 dicembre 2026');
    const prizes = within(screen.getByTestId('contest-prizes')).getAllByRole('listitem');
    expect(prizes.map((li) => li.textContent)).toEqual([
      '1° premio: un buono viaggio',
      '2° premio: una cena per due',
    ]);
    expect(screen.getByText(/101 punti/)).toBeInTheDocument();
    expect(screen.getByText(/Con 400 punti si sblocca la classifica/)).toBeInTheDocument();
  });

  it('says so when no end date and no prizes are set yet', async () => {
    answer({ endAt: null, prizes: [], updatedAt: null });
    renderApp('/regolamento-concorso');
    expect(await screen.findByTestId('contest-dates')).toHaveTextContent(
      'la data di fine non è ancora stata fissata',
    );
    expect(screen.getByTestId('contest-prizes')).toHaveTextContent(
      'I premi non sono ancora stati pubblicati',
    );
  });
});
