import type { Service } from '@portal/shared';

/**
 * Where a service tile leads (spec section 2, decisions.md "Service tiles"): the tile link
 * when the admin set one (a page of the portal at `servizi/{url}`, or an external address),
 * else its PDF in a new tab (`./pdf/{pdf}`), else the service's own page.
 */
export type TileTarget =
  { kind: 'page'; to: string } | { kind: 'external'; href: string } | { kind: 'pdf'; href: string };

const EXTERNAL = /^https?:\/\//i;

/** The stored PDF (`/uploads/{name}`) at the address the spec gives tiles: `/pdf/{name}`. */
export function pdfAddress(stored: string): string {
  return `/pdf/${encodeURIComponent(stored.slice(stored.lastIndexOf('/') + 1))}`;
}

export function tileTarget(
  service: Pick<Service, 'url' | 'pdf'>,
  pages: { service: string; link: (url: string) => string },
): TileTarget {
  const url = service.url?.trim();
  if (url)
    return EXTERNAL.test(url)
      ? { kind: 'external', href: url }
      : { kind: 'page', to: pages.link(url) };
  if (service.pdf) return { kind: 'pdf', href: pdfAddress(service.pdf) };
  return { kind: 'page', to: pages.service };
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('it-IT')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export type LinkedPage = { tool: 'displayRata' | 'pianoAcquisto' } | { service: string };

/**
 * The page a tile link `servizi/{url}` names: one of the two tools, or a service of the
 * list by its name (letters compared without case, accents or punctuation) or by its own
 * tile link; null when nothing matches.
 */
export function linkedPage(
  services: readonly Pick<Service, 'name' | 'url'>[],
  url: string,
): LinkedPage | null {
  const wanted = slug(url);
  if (wanted === '') return null;
  if (wanted === 'displayrata' || wanted === 'display-rata') return { tool: 'displayRata' };
  if (wanted === 'pianodacquisto' || wanted === 'piano-d-acquisto' || wanted === 'piano-acquisto')
    return { tool: 'pianoAcquisto' };
  const found =
    services.find((s) => slug(s.name) === wanted) ??
    services.find((s) => s.url !== null && slug(s.url) === wanted);
  return found ? { service: found.name } : null;
}
