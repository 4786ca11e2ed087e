import type { ReactNode } from 'react';

/** A link to another site: it opens in a new tab and says so to a screen reader. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (si apre in una nuova scheda)</span>
    </a>
  );
}

export const ABF_URL = 'https://www.arbitrobancariofinanziario.it/';
