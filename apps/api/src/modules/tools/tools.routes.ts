import type { FastifyInstance } from 'fastify';

/** /v2/{product}/strumenti: Display Rata settings, public widget configuration, Piano D'Acquisto share data (issue: Display Rata and Piano D'Acquisto). */
export async function toolsRoutes(_app: FastifyInstance) {}
