import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: { port: 5173, strictPort: true },
  // The dev server pre-bundles these at start: found on a page's first load instead, they
  // make Vite reload that page, and a journey on the widget showcase loses its state.
  optimizeDeps: {
    include: [
      'react-aria-components/Button',
      'react-aria-components/ComboBox',
      'react-aria-components/I18nProvider',
      'react-aria-components/Modal',
      'react-aria-components/Select',
      'react-aria-components/TagGroup',
      'react-aria-components/Virtualizer',
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    assetsInlineLimit: 0,
    reportCompressedSize: true,
    // Read by the server to preload the chunks of the area a page belongs to (plugins/spa.ts).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The app; the server's build of its prerendered pages (`vite build --ssr`,
      // scripts/web-build.mjs, decision 091) names its own entry.
      input: isSsrBuild ? undefined : { index: 'index.html' },
      output: {
        // zod probes for eval (`new Function`) when its first object schema is built, and the
        // pages' CSP forbids eval: the probe fails as it should, but the browser reports it as
        // a CSP violation (Lighthouse's best practices, P7). zod reads its configuration from
        // this global when its core module runs; the chunk holding that module sets it first.
        banner: (chunk) =>
          chunk.moduleIds.some((id) => /zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id))
            ? 'globalThis.__zod_globalConfig??={jitless:true};'
            : '',
        // Libraries every page needs get long-lived chunks of their own; the three
        // areas (public, reserved, admin) stay lazily loaded chunks of the router.
        codeSplitting: {
          groups: [
            // React alone: a long-lived chunk of its own.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              name: 'router',
              test: /node_modules[\\/]react-router[\\/]/,
            },
            // zod and the contracts load with the first form or API answer, not with the shell
            // (which needs only the paths, the cookie names and the error codes).
            {
              name: 'shell-shared',
              test: /packages[\\/]shared[\\/]src[\\/](paths|cookies|contracts[\\/]error-codes)\.ts$/,
              priority: 2,
            },
            // The shell parses its configuration and error bodies with zod/mini (decision 020):
            // zod's core and mini come with it, and the Italian messages zod gives (decision
            // 024); the full zod and the contracts stay behind.
            {
              name: 'shell-schemas',
              test: /node_modules[\\/]zod[\\/](v4[\\/](core|mini)[\\/]|mini[\\/])|packages[\\/]shared[\\/]src[\\/](contracts[\\/](brand|error-body)|validation-messages)\.ts$/,
              priority: 2,
            },
            // The Italian formats and the colour helpers the public pages use, not the rest
            // of the domain.
            {
              name: 'format',
              test: /packages[\\/]shared[\\/]src[\\/]domain[\\/](format|hex-colour)\.ts$/,
              // Above shell-schemas, which would otherwise take hex-colour along with the
              // brand contract that imports it.
              priority: 3,
            },
            // The mortgage sums without zod, for Display Rata's page and the calculators: the
            // schemas stay with the contracts.
            {
              name: 'mortgage-sums',
              test: /packages[\\/]shared[\\/]src[\\/]domain[\\/](tool-terms|mortgage[\\/](defaults|limits|messages|money|instalment|taeg|parse|purchase-cost-defaults|age-limit))\.ts$/,
              priority: 3,
            },
            // The contracts and the full zod have no group: each page's chunks carry the
            // contracts it uses. As one chunk, every page built every contract's schemas in
            // one task (300 ms on a 4× slowed CPU, the most of what kept the app's pages
            // from Lighthouse 98: decision 067, kept by 080).
          ],
        },
      },
    },
  },
}));
