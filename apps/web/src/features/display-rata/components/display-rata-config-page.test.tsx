import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COOKIE,
  emptyFunnelCounts,
  type DisplayRataFunnel,
  type DisplayRataSettings,
  type DisplayRataSettingsInput,
} from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { agencyFixture } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const slug = '8volante';
const saved: DisplayRataSettings = {
  settings: {
    enabled: true,
    durationYears: 25,
    ltvPercent: 80,
    rateSource: 'default',
    customRateBps: null,
    color: '#1f4e79',
    label: 'Rata da',
    priceSelector: '',
  },
  saved: false,
  effectiveRate: 0.035,
  defaultRate: 0.035,
  agency: { nome: agencyFixture.nome, slug: agencyFixture.slug },
};
let puts: DisplayRataSettingsInput[] = [];

/** 90 days to 26/11/2026: badges on two days, a lead on the last. */
const funnel: DisplayRataFunnel = {
  dal: '2026-08-29',
  al: '2026-11-26',
  giorni: Array.from({ length: 90 }, (_, i) => {
    const giorno = new Date(Date.UTC(2026, 7, 29 + i)).toISOString().slice(0, 10);
    const counts = emptyFunnelCounts();
    if (giorno === '2026-11-20') Object.assign(counts, { pagine: 3, badge: 40, esempi: 4 });
    if (giorno === '2026-11-26')
      Object.assign(counts, {
        pagine: 2,
        badge: 160,
        esempi: 6,
        piani: 2,
        pianiInviati: 1,
        lead: 1,
      });
    return { giorno, ...counts };
  }),
  totali: { pagine: 5, badge: 200, esempi: 10, piani: 2, pianiInviati: 1, lead: 1, contratti: 0 },
  tassoBadgeLead: 0.005,
};

beforeEach(() => {
  puts = [];
  setCookie(COOKIE.userToken, 'user-token');
  server.use(
    http.get(contractUrl(routes.userFetchMe, slug), () => HttpResponse.json(agencyFixture)),
    http.get(contractUrl(routes.reservedServices, slug), () => HttpResponse.json([])),
    http.get(contractUrl(routes.userServiceRequests, slug), () => HttpResponse.json([])),
    http.get(contractUrl(routes.displayRataSettings, slug), () => HttpResponse.json(saved)),
    http.get(contractUrl(routes.displayRataFunnel, slug), () => HttpResponse.json(funnel)),
    http.put(contractUrl(routes.displayRataSettings, slug), async ({ request }) => {
      const body = (await request.json()) as DisplayRataSettingsInput;
      puts.push(body);
      return HttpResponse.json({
        ...saved,
        saved: true,
        settings: body,
        effectiveRate: (body.customRateBps ?? 350) / 10_000,
      });
    }),
  );
});
afterEach(() => {
  for (const name of Object.values(COOKIE)) removeCookie(name);
});

const firstBadge = (preview: HTMLElement) =>
  // eslint-disable-next-line testing-library/no-node-access -- the badge renders inside a shadow root
  preview.querySelector('li span[data-preview-price] + span')!.shadowRoot!.querySelector('.r')!;

describe('Display Rata configurator', () => {
  it('previews the real widget live, checks the bounds and saves what the API expects', async () => {
    const user = userEvent.setup();
    renderApp('/area-riservata/services/displayRata');
    const preview = await screen.findByRole(
      'list',
      { name: /Anteprima del widget/ },
      { timeout: 5000 },
    );
    await waitFor(() => expect(firstBadge(preview).textContent).toBe('Rata da 750,94\u00a0€/mese'));

    await user.click(screen.getByRole('radio', { name: /Tasso della mia agenzia/ }));
    const own = screen.getByRole('textbox', { name: /Tasso della mia agenzia \(TAN/ });
    await user.type(own, '12');
    expect(await screen.findByText('Il tasso deve essere tra 0,50 e 10 %')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salva le impostazioni' }));
    expect(puts).toHaveLength(0);

    await user.clear(own);
    await user.type(own, '3');
    const label = screen.getByRole('textbox', { name: 'Testo prima dell’importo' });
    await user.clear(label);
    await user.type(label, 'La tua rata da');
    const years = screen.getByRole('textbox', { name: /Durata del mutuo/ });
    await user.clear(years);
    await user.type(years, '30');
    await waitFor(() =>
      expect(firstBadge(preview).textContent).toBe('La tua rata da 632,41\u00a0€/mese'),
    );
    // Where the site shows its prices: the browser checks the selector as it is typed.
    const selector = screen.getByRole('textbox', { name: /Dove sono i prezzi sul tuo sito/ });
    await user.type(selector, '.annuncio >> .prezzo');
    expect(
      await screen.findByText(
        'Il selettore CSS non è valido: controllalo (per esempio .annuncio .prezzo)',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salva le impostazioni' }));
    expect(puts).toHaveLength(0);
    await user.clear(selector);
    await user.type(selector, '  .annuncio .prezzo ');

    await user.click(screen.getByRole('button', { name: 'Salva le impostazioni' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      enabled: true,
      durationYears: 30,
      ltvPercent: 80,
      rateSource: 'custom',
      customRateBps: 300,
      color: '#1f4e79',
      label: 'La tua rata da',
      priceSelector: '.annuncio .prezzo',
    });
    expect(await screen.findByText('Impostazioni di Display Rata salvate')).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Codice da incollare' });
    expect(code).toHaveValue(
      `<script src="http://localhost:8000/widget/display-rata.js" data-agenzia="${agencyFixture.slug}" crossorigin="anonymous" defer blocking="render"></script>`,
    );
    expect(
      within(screen.getByRole('region', { name: 'Il codice per il tuo sito' })).getByRole('link', {
        name: /pagina di annunci dimostrativa/,
      }),
    ).toHaveAttribute('href', `/widget/demo?agenzia=${agencyFixture.slug}`);
  }, 20_000);

  it('offers the pinned snippet with the served file’s SRI hash, asked only when opened', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const pin = {
      src: '/widget/display-rata.0123456789abcdef.js',
      integrity: 'sha384-AbCd+/ef0123456789AbCd+/ef0123456789AbCd+/ef0123456789AbCd+/ef01',
    };
    server.use(
      http.get('*/widget/display-rata.json', () => {
        asked += 1;
        return HttpResponse.json(pin);
      }),
    );
    renderApp('/area-riservata/services/displayRata');
    const summary = await screen.findByText(/controllo di integrità \(SRI\)/, undefined, {
      timeout: 5000,
    });
    expect(asked).toBe(0);
    await user.click(summary);
    const pinned = await screen.findByRole('textbox', { name: 'Codice con versione fissata' });
    expect(pinned).toHaveValue(
      `<script src="http://localhost:8000${pin.src}" integrity="${pin.integrity}" data-agenzia="${agencyFixture.slug}" crossorigin="anonymous" defer blocking="render"></script>`,
    );
    expect(asked).toBe(1);
  }, 20_000);

  it('says so when the pinned snippet cannot be prepared, and the plain one stays', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/widget/display-rata.json', () => new HttpResponse(null, { status: 404 })),
    );
    renderApp('/area-riservata/services/displayRata');
    await user.click(
      await screen.findByText(/controllo di integrità \(SRI\)/, undefined, { timeout: 5000 }),
    );
    expect(
      await screen.findByText(/Il codice con controllo di integrità non è disponibile/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Codice da incollare' })).toBeInTheDocument();
  }, 20_000);

  it('shows the last 90 days: totals, the badge-to-lead rate, a titled chart and the same days in a table', async () => {
    renderApp('/area-riservata/services/displayRata');
    const section = await screen.findByRole('region', { name: 'Risultati degli ultimi 90 giorni' });
    const totals = await within(section).findByText('Tasso badge → lead');
    expect(totals.nextElementSibling?.textContent).toBe('0,50%');
    expect(
      within(section).getByText('Badge mostrati', { selector: 'dt' }).nextSibling?.textContent,
    ).toBe('200');
    expect(
      within(section).getByRole('img', {
        name: 'Badge mostrati ed esempi aperti per giorno, dal 29/08/2026 al 26/11/2026',
      }),
    ).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: /Giorno per giorno/ });
    const rows = within(table).getAllByRole('row');
    // The header and the two days with activity, newest first.
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('26/11/2026');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '160', '6', '2', '1', '1', '0']);
  });
});
