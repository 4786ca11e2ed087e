// `npm start`: build the SPA if its sources changed, then run the server in this same
// process (signals reach it directly, so SIGTERM drains and exits cleanly).
import { buildWebIfChanged } from './web-build.mjs';

buildWebIfChanged();
await import('../apps/api/src/server.ts');
