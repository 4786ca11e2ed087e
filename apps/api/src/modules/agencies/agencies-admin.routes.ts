import type { FastifyInstance } from 'fastify';

/** /v2/{product}/user: admin_getAll, admin_add, admin_update, admin_delete, admin_resetPassword, getCSV, referentiAlleare, stats (issue: Admin part 1). */
export async function adminAgenciesRoutes(_app: FastifyInstance) {}
