import type { FastifyInstance } from 'fastify';

/** /v2/{product}/user_servizi: fetchFromUser/{id} (issue: Admin part 1). */
export async function adminServiceRequestsRoutes(_app: FastifyInstance) {}
