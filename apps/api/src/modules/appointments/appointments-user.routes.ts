import type { FastifyInstance } from 'fastify';

/** /v2/{product}/appuntamenti: user_fetchAll, user_create, user_edit, user_getPosition (issue: Reserved area). */
export async function userAppointmentsRoutes(_app: FastifyInstance) {}
