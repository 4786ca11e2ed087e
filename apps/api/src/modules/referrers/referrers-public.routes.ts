import type { FastifyInstance } from 'fastify';

/** /v2/agents: getAllSmallInfo, the referrer choices of the registration form (issue: Public area). */
export async function publicReferrersRoutes(_app: FastifyInstance) {}
