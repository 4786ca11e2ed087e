import type { FastifyInstance } from 'fastify';

/** /v2/agenzieUser: forgotten password request and reset (issue: Reserved area). */
export async function passwordResetRoutes(_app: FastifyInstance) {}
