import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import '../../styles/tokens.css';
import '../../styles/global.css';
import { LightPage, type LightData } from './light-page';

/**
 * Makes a light public page interactive (decision 065): React and the page's own components,
 * no router, no zod, no query library. The server rendered the page and wrote what it
 * rendered it with (configuration, catalogue) into #light-data. Called by light-boot.ts once
 * the page has loaded (a function, not a side effect of importing: the package declares its
 * modules free of those, and a bundler may drop an unused import's statements).
 */
export function hydrateLightPage(): void {
  const json = document.getElementById('light-data')?.textContent;
  const root = document.getElementById('root');
  if (!json || !root) return;
  // The page is already painted: hydrating it as a transition lets React work in short
  // slices, so a tap or a scroll is never kept waiting behind it (Lighthouse's TBT, P7).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <LightPage data={JSON.parse(json) as LightData} />
      </StrictMode>,
    );
  });
}
