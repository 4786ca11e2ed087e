import type { FastifyInstance } from 'fastify';

/** /v2/{product}/servizi: admin_* service management with uploads (issue: Admin part 2). */
export async function adminServicesRoutes(_app: FastifyInstance) {}
