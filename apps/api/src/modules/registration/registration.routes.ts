import type { FastifyInstance } from 'fastify';

/** /v2/agenzieUser: registration, Affida registration, verification (issue: Public area). */
export async function registrationRoutes(_app: FastifyInstance) {}
