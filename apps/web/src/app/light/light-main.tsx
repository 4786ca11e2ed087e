import { startTransition, StrictMode, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import '../../styles/tokens.css';
import '../../styles/global.css';
import { LightPage, type LightData, type LightPath } from './light-page';

/** Each light page's content, loaded alone: the home does not carry Display Rata's sums. */
const CONTENT: Record<LightPath, () => Promise<(data: LightData) => ReactNode>> = {
  '/': () => import('./home-content').then(({ HomeContent }) => () => <HomeContent />),
  '/services/displayRata': () =>
    import('./display-rata-content').then(({ DisplayRataContent }) => (data: LightData) => (
      <DisplayRataContent data={data} />
    )),
  '/services/:name': () =>
    import('./service-content').then(({ ServiceContent }) => (data: LightData) => (
      <ServiceContent data={data} />
    )),
  '/piano-acquisto/:agencySlug': () =>
    import('./piano-share-content').then(({ PianoShareContent }) => (data: LightData) => (
      <PianoShareContent data={data} />
    )),
  '/area-riservata/login': () =>
    import('./login-content').then(({ LoginContent }) => () => <LoginContent />),
  '/registerAffida': () =>
    import('./affida-content').then(({ AffidaContent }) => () => <AffidaContent />),
  '/fimaa': () => import('./fimaa-content').then(({ FimaaContent }) => () => <FimaaContent />),
};

/**
 * Makes a light public page interactive (decision 065): React and the page's own components,
 * no router, no zod, no query library. The server rendered the page and wrote what it
 * rendered it with (which page, configuration, catalogue, assumptions) into #light-data.
 * Called by light-boot.ts once the page has loaded (a function, not a side effect of
 * importing: the package declares its modules free of those, and a bundler may drop an
 * unused import's statements).
 */
export async function hydrateLightPage(): Promise<void> {
  const json = document.getElementById('light-data')?.textContent;
  const root = document.getElementById('root');
  if (!json || !root) return;
  const data = JSON.parse(json) as LightData;
  const content = await CONTENT[data.path]();
  // The page is already painted: hydrating it as a transition lets React work in short
  // slices, so a tap or a scroll is never kept waiting behind it (Lighthouse's TBT, P7).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <LightPage data={data}>{content(data)}</LightPage>
      </StrictMode>,
    );
  });
}
