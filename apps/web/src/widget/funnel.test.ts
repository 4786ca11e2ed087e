import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_BEACON_MS, startFunnel } from './funnel';
import { hosts, okFetch, page, startWidget } from './test-page';

// The funnel's beacon (decision 115): counts batched, sent by sendBeacon as text/plain, no
// identifier, nothing thrown into the page.
let beacons: { url: string; body: Blob }[];
let answer: () => boolean;

beforeEach(() => {
  beacons = [];
  answer = () => true;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      beacons.push({ url, body });
      return answer();
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

/** The beacons sent to `url`, their JSON bodies read. */
async function sentTo(url: string) {
  const mine = beacons.filter((b) => b.url === url);
  return Promise.all(
    mine.map(async (b) => {
      expect(b.body.type).toBe('text/plain');
      return JSON.parse(await readBlob(b.body)) as unknown;
    }),
  );
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Reflect.deleteProperty(document, 'visibilityState');
}

describe('the funnel’s beacon', () => {
  it('sends the page and its first badges shortly after the first, the rest when the page is hidden', async () => {
    vi.useFakeTimers();
    const url = 'https://portale.example.it/a/conteggi';
    const funnel = startFunnel(url, document);
    funnel.shown();
    funnel.shown();
    funnel.shown();
    funnel.example();
    expect(beacons).toHaveLength(0);
    vi.advanceTimersByTime(FIRST_BEACON_MS);
    funnel.shown();
    funnel.shown();
    hide();
    // Hidden again with nothing new: no beacon.
    hide();
    dispatchEvent(new Event('pagehide'));
    vi.useRealTimers(); // the Blob is read by a FileReader
    expect(await sentTo(url)).toEqual([
      { pagine: 1, badge: 3, esempi: 1 },
      { pagine: 0, badge: 2, esempi: 0 },
    ]);
  });

  it('keeps the counts a refused beacon carried, for the next one', async () => {
    const url = 'https://portale.example.it/b/conteggi';
    const funnel = startFunnel(url, document);
    answer = () => false;
    funnel.shown();
    hide();
    answer = () => true;
    funnel.example();
    dispatchEvent(new Event('pagehide'));
    expect(await sentTo(url)).toEqual([
      { pagine: 1, badge: 1, esempi: 0 },
      { pagine: 1, badge: 1, esempi: 1 },
    ]);
  });

  it('sends nothing for a page without badges, and never throws without sendBeacon or when it fails', async () => {
    const url = 'https://portale.example.it/c/conteggi';
    startFunnel(url, document);
    hide();
    expect(await sentTo(url)).toEqual([]);
    const funnel = startFunnel(url, document);
    funnel.shown();
    answer = () => {
      throw new Error('bloccato');
    };
    expect(() => hide()).not.toThrow();
    Reflect.deleteProperty(navigator, 'sendBeacon');
    expect(() => dispatchEvent(new Event('pagehide'))).not.toThrow();
  });

  it('counts the badges the widget draws and the examples opened, with no identifier, cookie or storage', async () => {
    const script = page(`
      <p><span data-rata-prezzo="250000">250.000 €</span></p>
      <p><span data-rata-prezzo="187500">187.500 €</span></p>
      <p><span data-rata-prezzo="affitto 900 €/mese">900 €/mese</span></p>`);
    await startWidget({ script, apiPath: '/x/', fetchImpl: okFetch() }).ready;
    const root = hosts()[0]!.shadowRoot!;
    root.querySelector('button')!.click();
    root.querySelector('button')!.click(); // closed
    root.querySelector('button')!.click(); // opened again
    // A price changed redraws its badge: no new badge.
    document.querySelector('span')!.setAttribute('data-rata-prezzo', '260000');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hosts()[0]!.shadowRoot!.textContent).toContain('1.041,30');
    dispatchEvent(new Event('pagehide'));
    const sent = await sentTo('https://portale.example.it/x/casa-piu/conteggi');
    expect(sent).toEqual([{ pagine: 1, badge: 2, esempi: 2 }]);
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
