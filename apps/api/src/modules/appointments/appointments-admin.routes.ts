import type { FastifyInstance } from 'fastify';

/** /v2/{product}/appuntamenti: admin_fetchAll, admin_payed, admin_wc, admin_contratto, admin_descr, admin_delete, admin_download (issues: Reserved area for the three toggles, Admin part 2 for the rest). */
export async function adminAppointmentsRoutes(_app: FastifyInstance) {}
