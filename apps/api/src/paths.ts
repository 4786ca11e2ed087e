import { fileURLToPath } from 'node:url';

/**
 * The API's source folder, whether this code runs from its sources (tests, `npm run dev`)
 * or from the bundle in `apps/api/dist` that `npm start` and `npm run serve` run (decision
 * 069): `../src/` is that folder from either place. Files read at run time (migrations, word
 * lists, fixtures, the default brand) are found from here, never from their module's address,
 * which the bundle changes.
 */
export const API_SRC = fileURLToPath(new URL('../src/', import.meta.url));
