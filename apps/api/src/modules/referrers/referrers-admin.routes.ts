import type { FastifyInstance } from 'fastify';

/** /v2/{product}/referenti: referrer add, edit, deactivate, CSV import (issue: Admin part 1). */
export async function adminReferrersRoutes(_app: FastifyInstance) {}
