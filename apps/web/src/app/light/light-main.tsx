import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import '../../styles/tokens.css';
import '../../styles/global.css';
import { LightPage, type LightData } from './light-page';

/**
 * The light public pages' entry (decision 065): React and the page's own components, no
 * router, no zod, no query library. The server rendered the page and wrote what it rendered
 * it with (configuration, catalogue) into #light-data; this makes it interactive.
 */
const json = document.getElementById('light-data')?.textContent;
const root = document.getElementById('root');
if (json && root) {
  hydrateRoot(
    root,
    <StrictMode>
      <LightPage data={JSON.parse(json) as LightData} />
    </StrictMode>,
  );
}
