import type { WidgetPalette } from '@portal/shared';
import { formatEuro, formatPercent } from '@portal/shared/domain/mortgage/parse';
import { BADGE_CSS } from './badge-styles';
import { exampleNotes, exampleRows } from './example-rows';
import type { PriceFigures } from './figures';

/** What one badge shows. */
export interface BadgeView {
  /** The agency's text before the amount ("Rata da"). */
  label: string;
  palette: WidgetPalette;
  figures: PriceFigures;
  /** The agency's Piano D'Acquisto; the badge links to it with the price filled in. */
  pianoUrl: string;
}

/** "Rata da 750,94 €/mese". */
export function badgeText(label: string, instalmentCents: number): string {
  return `${label} ${formatEuro(instalmentCents)}/mese`;
}

/**
 * The Piano D'Acquisto link for one listing: price and loan (whole euros), duration and rate
 * (percent), so the calculator opens on the same instalment the badge shows.
 */
export function pianoLink(pianoUrl: string, figures: PriceFigures): string {
  const url = new URL(pianoUrl);
  const q = url.searchParams;
  q.set('prezzo', String(figures.priceCents / 100));
  q.set('mutuo', String(figures.loanCents / 100));
  q.set('anni', String(figures.years));
  q.set('tasso', String(+(figures.annualRate * 100).toFixed(3)));
  return url.href;
}

let sheet: CSSStyleSheet | null | undefined;

/**
 * Draws (or redraws) the badge in `host`'s shadow root: the instalment, a button that opens the
 * representative example of art. 120-octies TUB (Escape closes it) and the link to the Piano
 * D'Acquisto. Texts go in as text, never as HTML; styles via a constructed sheet, which a host
 * page's CSP does not block (else a <style>).
 */
export function renderBadge(host: HTMLElement, view: BadgeView): void {
  const doc = host.ownerDocument;
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const node = doc.createElement(tag);
    if (text) node.textContent = text;
    return node;
  };
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  root.replaceChildren();
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(BADGE_CSS);
    } catch {
      sheet = null;
    }
  }
  if (sheet) root.adoptedStyleSheets = [sheet];
  else root.append(make('style', BADGE_CSS));

  const { figures } = view;
  const wrap = make('span');
  wrap.className = 'w';
  const { style } = wrap;
  style.setProperty('--a', view.palette.accent);
  style.setProperty('--i', view.palette.onAccent);
  style.setProperty('--t', view.palette.accentText);

  const rata = make('span', badgeText(view.label, figures.instalmentCents));
  rata.className = 'r';
  const toggle = make('button', `TAEG ${formatPercent(figures.taeg, 2)} · Dettagli`);
  const panel = make('div');
  panel.className = 'p';
  panel.id = 'p';
  panel.hidden = true;
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-label', 'Esempio rappresentativo');
  const link = make('a', 'Calcola il tuo Piano D’Acquisto (nuova scheda)');
  link.href = pianoLink(view.pianoUrl, figures);
  link.target = '_blank';
  link.rel = 'noopener';
  const list = make('dl');
  for (const [term, value] of exampleRows(figures))
    list.append(make('dt', term), make('dd', value));
  panel.append(make('b', 'Esempio rappresentativo'), list);
  for (const note of exampleNotes(figures)) panel.append(make('p', note));
  panel.append(link);

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
  };
  setOpen(false);
  toggle.setAttribute('aria-controls', 'p');
  toggle.onclick = () => setOpen(panel.hidden !== false);
  wrap.onkeydown = (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      setOpen(false);
      toggle.focus();
    }
  };
  wrap.append(rata, toggle, panel);
  root.append(wrap);
}
