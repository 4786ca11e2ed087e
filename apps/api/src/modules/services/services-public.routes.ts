import type { FastifyInstance } from 'fastify';

/** /v2/{product}/servizi: public_fetchAll and the public service page data (issue: Public area). */
export async function publicServicesRoutes(_app: FastifyInstance) {}
