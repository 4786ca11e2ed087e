import type { WidgetPalette } from '@portal/shared';
import { formatEuro, formatPercent } from './italian-numbers';
import { BADGE_CSS } from './badge-styles';
import { exampleNotes, exampleRows } from './example-rows';
import type { PriceFigures } from './figures';
import type { FunnelCounter } from './funnel';
import { FUNNEL_MARKER, FUNNEL_MARKER_PARAM } from '@portal/shared/domain/funnel-marker';

/** What one badge shows. */
export interface BadgeView {
  /** The agency's text before the amount ("Rata da"). */
  label: string;
  palette: WidgetPalette;
  figures: PriceFigures;
  /** The agency's Piano D'Acquisto; the badge links to it with the price filled in. */
  pianoUrl: string;
  /**
   * Too narrow a place for the whole badge: the instalment and its TAEG, one button that may
   * wrap, open the example (never the instalment without its TAEG).
   */
  compact?: boolean;
  /** Told when its example opens (decision 115; the scanner counts the badges shown). */
  funnel?: FunnelCounter;
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
  // Opened from a badge: the Piano counts in the agency's funnel (decision 115).
  q.set(FUNNEL_MARKER_PARAM, FUNNEL_MARKER);
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
  const taeg = `TAEG ${formatPercent(figures.taeg, 2)}`;
  const toggle = make('button', view.compact ? undefined : `${taeg} · Dettagli`);
  // Compact: «Rata da 841,05 €/mese · TAEG 3,69%», which may break after «€» (<wbr>) in a
  // column too narrow for «841,05 €/mese» on one line.
  if (view.compact)
    toggle.append(
      `${view.label} ${formatEuro(figures.instalmentCents)}`,
      make('wbr'),
      `/mese · ${taeg}`,
    );
  // No `type="button"`: a button in a shadow tree belongs to no form of the host page, so it
  // never submits one (form owners are looked for in the button's own tree).
  if (view.compact) toggle.className = 'r';
  const panel = make('div');
  panel.className = 'p';
  panel.id = 'p';
  panel.tabIndex = -1;
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', 'Esempio rappresentativo');
  // The example opens in the top layer (Popover API): above every box of the host page,
  // never clipped by a card's `overflow: hidden`, closed by Escape or a click outside.
  // Without the API, it opens in place as before.
  const topLayer = typeof panel.showPopover === 'function';
  if (topLayer) panel.popover = 'auto';
  else panel.hidden = true;
  // The example's content is built on its first opening: a page of 200 listings draws 200
  // badges, and hardly anyone opens more than one or two (QUALITY.md P10).
  let link: HTMLAnchorElement | null = null;
  const fill = () => {
    if (link) return;
    link = make('a', 'Calcola il tuo Piano D’Acquisto (nuova scheda)');
    link.href = pianoLink(view.pianoUrl, figures);
    link.target = '_blank';
    link.rel = 'noopener';
    const close = make('button', 'Chiudi');
    close.className = 'c';
    close.onclick = () => setOpen(false);
    const list = make('dl');
    for (const [term, value] of exampleRows(figures))
      list.append(make('dt', term), make('dd', value));
    panel.append(close, make('b', 'Esempio rappresentativo'), list);
    for (const note of exampleNotes(figures)) panel.append(make('p', note));
    // The OAM register beside the intermediary, as in every representative example.
    const register = figures.intermediary.registerUrl;
    if (register) {
      const oam = make('a', 'Verifica l’iscrizione nell’Elenco OAM (nuova scheda)');
      oam.href = register;
      oam.target = '_blank';
      oam.rel = 'noopener';
      const line = make('p');
      line.append(oam);
      panel.append(line);
    }
    panel.append(link);
  };

  const isOpen = () => (topLayer ? panel.matches(':popover-open') : !panel.hidden);
  const setOpen = (open: boolean) => {
    if (open) {
      fill();
      view.funnel?.example();
    }
    if (topLayer) panel.togglePopover(open);
    else {
      panel.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
    }
    (open ? panel : toggle).focus();
  };
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', 'p');
  // The popover also closes by itself (Escape, a click outside): the state follows, and a
  // close from inside gives the focus back to the badge's button.
  panel.addEventListener('beforetoggle', (event) => {
    const opening = (event as ToggleEvent).newState === 'open';
    toggle.setAttribute('aria-expanded', String(opening));
    if (!opening && panel.contains(root.activeElement)) queueMicrotask(() => toggle.focus());
  });
  toggle.onclick = () => setOpen(!isOpen());
  if (!topLayer)
    wrap.onkeydown = (event) => {
      if (event.key === 'Escape' && isOpen()) setOpen(false);
    };
  // Listing cards are often one big link or have a click handler: a click on the badge or
  // in the example must not follow the card (only the example's own link is a link).
  wrap.onclick = (event) => {
    if (!link || !event.composedPath().includes(link)) event.preventDefault();
    event.stopPropagation();
  };
  if (!view.compact) wrap.append(rata);
  wrap.append(toggle, panel);
  root.append(wrap);
}
