import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE, emptyFunnelCounts, type FunnelRanking } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { adminFixture } from '../../../test/fixtures';
import { contractUrl, setupMsw } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

// The admin's ranking of agencies by Display Rata's badge-to-lead rate (decision 115).
const server = setupMsw();
const slow = { timeout: 10_000 };
let asked: string[] = [];

const row = (i: number) => ({
  ...emptyFunnelCounts(),
  agencyId: `66666666-6666-4666-8666-${String(i).padStart(12, '0')}`,
  nome: `Agenzia ${i}`,
  badge: 1000 - i,
  lead: 30 - i,
  tassoBadgeLead: (30 - i) / (1000 - i),
});

beforeEach(() => {
  asked = [];
  setCookie(COOKIE.adminAccess, 'acc');
  setCookie(COOKIE.adminRefresh, 'ref');
  server.use(
    http.get(contractUrl(routes.adminGetMe), () => HttpResponse.json(adminFixture)),
    http.get(contractUrl(routes.adminDisplayRataRanking, '8volante'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(`${q.get('ordina')}:${q.get('pagina')}`);
      const pagina = Number(q.get('pagina') ?? '1');
      const body: FunnelRanking = {
        dal: '2026-08-29',
        al: '2026-11-26',
        pagina,
        perPagina: 25,
        totale: 30,
        ordina: (q.get('ordina') ?? 'tasso') as FunnelRanking['ordina'],
        righe: Array.from({ length: pagina === 1 ? 25 : 5 }, (_, i) => row((pagina - 1) * 25 + i)),
      };
      return HttpResponse.json(body);
    }),
  );
});
afterEach(() => {
  for (const name of Object.values(COOKIE)) removeCookie(name);
});

describe('Display Rata per agenzia', () => {
  it('lists agencies by badge-to-lead rate, 25 a page, sortable, each linked to its 360°', async () => {
    const user = userEvent.setup();
    renderApp('/admin/agenzie/display-rata');
    const region = await screen.findByRole(
      'region',
      { name: 'Agenzie per tasso badge → lead' },
      slow,
    );
    const table = within(region).getByRole('table');
    expect(screen.getByText(/Dal 29\/08\/2026 al 26\/11\/2026/)).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(26);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Agenzia 0', '1.000', '0', '0', '0', '30', '0', '3,00%']);
    expect(within(rows[1]!).getByRole('link', { name: 'Agenzia 0' })).toHaveAttribute(
      'href',
      '/admin/agenzie/66666666-6666-4666-8666-000000000000',
    );
    expect(within(table).getByRole('columnheader', { name: 'Badge → lead' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(screen.getByRole('button', { name: 'Successiva ›' }));
    expect(await screen.findByText('Agenzia 29')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Badge' }));
    expect(await within(table).findByRole('columnheader', { name: 'Badge' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(asked).toEqual(['tasso:1', 'tasso:2', 'badge:1']);
  });
});
