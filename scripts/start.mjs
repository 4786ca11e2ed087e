// `npm start`: build the SPA and the API bundle if their sources changed, then run the server
// in this same process (signals reach it directly, so SIGTERM drains and exits cleanly).
import { buildWebIfChanged } from './web-build.mjs';
import { API_BUNDLE, buildApiIfChanged } from './api-build.mjs';

buildWebIfChanged();
await buildApiIfChanged();
await import(API_BUNDLE);
