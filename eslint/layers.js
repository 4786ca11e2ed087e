// The API's layers, enforced by lint (decision 019):
// - Drizzle (drizzle-orm, the schema, the database client) only in `*.queries.ts` and `db/`;
//   the others may import their types, never their values;
// - routes never import queries: a handler calls a service;
// - a module reaches another module only through its `*.service.ts` (types excepted), and a
//   query may compose another module's query builders (`*.queries.ts`);
// - below the routes nothing takes a FastifyInstance: services get one ServiceDeps object.
// Tests, fixtures and the quality harness set up data directly and are not layered.

const api = 'apps/api/src';

const notLayered = [
  `${api}/**/*.test.ts`,
  `${api}/**/*.fixtures.ts`,
  `${api}/test/**`,
  `${api}/quality/**`,
];

const drizzle = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*', '**/db/client'],
  allowTypeImports: true,
  message:
    'Drizzle e il database solo nei file *.queries.ts e in db/: chiama una funzione di query.',
};

const queries = {
  regex: '\\.queries$',
  message: 'Una route non importa le query: chiama il service del modulo.',
};

/** `../other-module/file` where the file is not that module's service (or, for a query, its queries). */
const otherModule = (allowed) => ({
  regex: `^\\.\\./(?!\\.)[^/]+/(?!.*\\.(${allowed})$)`,
  allowTypeImports: true,
  message: 'Un modulo raggiunge un altro modulo solo attraverso il suo *.service.ts.',
});

const fastifyInstance = {
  name: 'fastify',
  importNames: ['FastifyInstance'],
  message: 'Sotto le route niente FastifyInstance: un service riceve le dipendenze (ServiceDeps).',
};

const rule = (patterns, paths = []) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns, paths }],
});

export const layers = [
  {
    // Everything outside the modules: only db/ touches Drizzle. The two entry points
    // (server.ts, the admin CLI) open the database and hand it on.
    files: [`${api}/**/*.ts`],
    ignores: [
      ...notLayered,
      `${api}/db/**`,
      `${api}/modules/**`,
      `${api}/server.ts`,
      `${api}/cli/**`,
    ],
    rules: rule([drizzle]),
  },
  {
    // A module's services, mappers, rules…: no Drizzle, no FastifyInstance, other modules
    // only through their services.
    files: [`${api}/modules/**/*.ts`],
    ignores: [...notLayered, `${api}/modules/**/*.queries.ts`, `${api}/modules/**/*.routes.ts`],
    rules: rule([drizzle, otherModule('service')], [fastifyInstance]),
  },
  {
    // Routes: no Drizzle, no queries, other modules only through their services.
    files: [`${api}/modules/**/*.routes.ts`],
    rules: rule([drizzle, queries, otherModule('service')]),
  },
  {
    // Queries may compose another module's query builders, not reach its other files.
    files: [`${api}/modules/**/*.queries.ts`],
    rules: rule([otherModule('service|queries')]),
  },
];

export default layers;
