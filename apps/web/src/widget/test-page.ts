import { afterEach, vi } from 'vitest';
import { exampleCostTerms, widgetPalette, type WidgetConfig } from '@portal/shared';
import { HOST_TAG } from './scanner';
import { startWidget as start, type StartOptions, type WidgetHandle } from './widget-runtime';

// The widget's test page (jsdom): one agency's configuration, a page of the agency's site with
// the script tag, and the widgets started by a test stopped after it.

export const config: WidgetConfig = {
  agency: { nome: 'Casa Più', slug: 'casa-piu' },
  label: 'Rata da',
  palette: widgetPalette('#0a7d3b'),
  annualRate: 0.035,
  years: 25,
  ltv: 0.8,
  intermediary: {
    name: 'Mediatore Esempio S.r.l.',
    details: 'Mediatore creditizio iscritto all’Elenco OAM n. M000',
  },
  exampleCosts: exampleCostTerms(),
  pianoUrl: 'https://portale.example.it/piano-acquisto/casa-piu',
  asOf: null,
};

export function page(html: string, slug = 'casa-piu') {
  document.body.innerHTML = html;
  const script = document.createElement('script');
  script.src = 'https://portale.example.it/widget/display-rata.js';
  script.setAttribute('data-agenzia', slug);
  document.body.append(script);
  return script;
}

export const okFetch = (body: unknown = config) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );

export const hosts = () => Array.from(document.querySelectorAll(HOST_TAG)) as HTMLElement[];
export const badge = (host: HTMLElement) => host.shadowRoot!.querySelector('.r')!.textContent;

/** The widgets a test started (stopped after it). */
export const started: WidgetHandle[] = [];
export function startWidget(options: StartOptions): WidgetHandle {
  const handle = start(options);
  started.push(handle);
  return handle;
}

afterEach(() => {
  for (const handle of started.splice(0)) handle.stop();
  document.body.innerHTML = '';
});
