import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { agencyFixture, hubSummaryFixture } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const slug = '8volante';

beforeEach(() => {
  setCookie(COOKIE.userToken, 'user-token');
  server.use(
    http.get(contractUrl(routes.userFetchMe, slug), () => HttpResponse.json(agencyFixture)),
    http.get(contractUrl(routes.userHubSummary, slug), () => HttpResponse.json(hubSummaryFixture)),
  );
});
afterEach(() => {
  removeCookie(COOKIE.userToken);
});

describe('hub summary', () => {
  it('shows points toward 400, the month by state, the latest appointment, requests and the referrer', async () => {
    server.use(
      http.get(contractUrl(routes.reservedServices, slug), () => HttpResponse.json([])),
      http.get(contractUrl(routes.userServiceRequests, slug), () => HttpResponse.json([])),
    );
    renderApp('/area-riservata/hub');
    const summary = await screen.findByRole(
      'region',
      { name: 'Il tuo riepilogo' },
      { timeout: 5000 },
    );
    // 202 of 400: 50 %
    expect(within(summary).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(summary).getByText(/Mancano 198 punti/)).toBeInTheDocument();
    // Inserito, Fatto Appuntamento, Contratto, Annullata; then the open leads by last step
    // (none yet, then the six steps in order) and the notes to read (decision 105).
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['3', '1', '2', '0', '2', '1', '0', '0', '1', '0', '0']);
    const open = within(summary).getByTestId('hub-pratiche');
    expect(within(open).getByText('Perizia svolta')).toBeInTheDocument();
    expect(within(open).getByText('1 nota da leggere.')).toBeInTheDocument();
    expect(within(summary).getByText('Mario Rossi')).toBeInTheDocument();
    expect(within(summary).getByText('+101')).toBeInTheDocument();
    expect(within(summary).getByText('Consulenza Mutui')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: '+39 06 1234567' })).toHaveAttribute(
      'href',
      'tel:+39061234567',
    );
  });
});
