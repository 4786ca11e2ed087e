import { describe, expect, it, vi } from 'vitest';
import { badge, config, hosts, page, startWidget } from './test-page';

/** A configuration that arrives when the test says so. */
function laterFetch(body: unknown = config, ok = true) {
  let arrive: () => void = () => {};
  const gate = new Promise<void>((resolve) => (arrive = resolve));
  const fetchImpl = vi.fn(async () => {
    await gate;
    return new Response(JSON.stringify(body), { status: ok ? 200 : 404 });
  });
  return { fetchImpl, arrive };
}

describe('the badges’ space, kept before the configuration arrives', () => {
  it('is taken in the task the script runs in, hidden, and filled in the same element', async () => {
    const script = page(`
      <p><span data-rata-prezzo="250000">250.000 €</span></p>
      <p><span data-rata-prezzo="Trattativa riservata">Trattativa riservata</span></p>`);
    const { fetchImpl, arrive } = laterFetch();
    const handle = startWidget({ script, apiPath: '/x/', fetchImpl });
    // No await: the page's first paint may come now, and it already has the badge's box.
    const [kept, ...others] = hosts();
    expect(others).toEqual([]);
    expect(kept!.hasAttribute('data-attesa')).toBe(true);
    expect(kept!.parentElement!.getAttribute('data-rata-prezzo')).toBe('250000');
    arrive();
    expect(await handle.ready).toBe(true);
    expect(hosts()).toEqual([kept]);
    expect(kept!.hasAttribute('data-attesa')).toBe(false);
    expect(badge(kept!)).toBe('Rata da 1.001,25\u00a0€/mese');
  });

  it('is not kept by a script that runs after the page’s first paint: it draws once, filled in', async () => {
    const paints = vi
      .spyOn(window.performance, 'getEntriesByType')
      .mockReturnValue([{ name: 'first-paint' } as PerformanceEntry]);
    const script = page('<span data-rata-prezzo="250000">250.000 €</span>');
    const { fetchImpl, arrive } = laterFetch();
    const handle = startWidget({ script, apiPath: '/x/', fetchImpl });
    expect(hosts()).toEqual([]);
    arrive();
    await handle.ready;
    paints.mockRestore();
    expect(hosts()).toHaveLength(1);
    expect(hosts()[0]!.hasAttribute('data-attesa')).toBe(false);
    expect(badge(hosts()[0]!)).toBe('Rata da 1.001,25\u00a0€/mese');
  });

  it('is given back when the agency is unknown or switched off', async () => {
    const script = page('<span data-rata-prezzo="250000">250.000 €</span>');
    const { fetchImpl, arrive } = laterFetch({ message: 'Agenzia non trovata.' }, false);
    const handle = startWidget({ script, apiPath: '/x/', fetchImpl });
    expect(hosts()).toHaveLength(1);
    arrive();
    expect(await handle.ready).toBe(false);
    expect(hosts()).toEqual([]);
  });

  it('goes where the provider’s price range gives no badge, and the agency’s selector adds its prices', async () => {
    const script = page(`
      <span data-rata-prezzo="60000">60.000 €</span>
      <span data-rata-prezzo="250000">250.000 €</span>
      <b class="cifra">€ 320.000</b>`);
    const { fetchImpl, arrive } = laterFetch({
      ...config,
      priceSelector: '.cifra',
      prices: { minCents: 10_000_000, maxCents: 100_000_000 },
    });
    const handle = startWidget({ script, apiPath: '/x/', fetchImpl });
    expect(hosts()).toHaveLength(2);
    arrive();
    await handle.ready;
    expect(hosts().map((host) => host.parentElement!.textContent!.trim())).toEqual([
      '250.000 €',
      '€ 320.000',
    ]);
    expect(hosts().some((host) => host.hasAttribute('data-attesa'))).toBe(false);
  });
});

describe('the selector being tried', () => {
  it('takes the place of the saved one when the script tag carries it («Prova sul tuo sito»)', async () => {
    const script = page(`
      <b class="salvato">€ 210.000</b>
      <i class="provato">€ 250.000</i>`);
    script.setAttribute('data-selettore', '.provato');
    const { fetchImpl, arrive } = laterFetch({ ...config, priceSelector: '.salvato' });
    const handle = startWidget({ script, apiPath: '/x/', fetchImpl });
    arrive();
    await handle.ready;
    expect(hosts().map((host) => host.parentElement!.className)).toEqual(['provato']);
  });
});
