import type { FastifyInstance } from 'fastify';

/** /v2/{product}/user: user_changePassword, user_agenzieCollegate, GDPR export and erasure (issue: Reserved area). */
export async function agencySelfRoutes(_app: FastifyInstance) {}
