import type { FastifyInstance } from 'fastify';

/** /v2/{product}/servizi: reserveds_fetchAll, user_richiediServizio (issue: Reserved area). */
export async function userServicesRoutes(_app: FastifyInstance) {}
