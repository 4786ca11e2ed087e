// `npm run serve`: the server as production runs it. The SPA is built beforehand
// (`npm run build`); the API bundle is rebuilt here only if its sources changed (a hash
// check, then a quarter of a second when they did: decision 069).
import { API_BUNDLE, buildApiIfChanged } from './api-build.mjs';

await buildApiIfChanged();
await import(API_BUNDLE);
