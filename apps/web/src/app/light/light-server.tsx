import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { fixedNav } from '../../lib/nav';
import { brandVariables } from '../../lib/brand-theme';
import { LightPage, type LightData } from './light-page';

/**
 * Built for Node (`vite build --ssr`, scripts/web-build.mjs) and loaded by the server
 * (apps/api/src/plugins/light-pages.ts): renders a light public page to HTML (decision 065).
 */
export interface RenderedPage {
  /** The markup inside #root. */
  body: string;
  title: string;
  /** The brand colours as CSS variables, for the page's <head>: no repaint at hydration. */
  brandCss: string;
}

/** The paths rendered by the server; every other path is the app's. */
export const LIGHT_PATHS = ['/'];

export function renderLightPage(path: string, data: LightData): RenderedPage {
  const body = renderToString(
    <StrictMode>
      <LightPage data={data} nav={fixedNav({ pathname: path, search: '', hash: '' })} />
    </StrictMode>,
  );
  const brandCss = `:root{${brandVariables(data.config.brand.colors)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
  return { body, title: data.config.productName, brandCss };
}
