import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import * as service from './lead-notes.service';

/**
 * /v2/{product}/appuntamenti: the notes of a lead (decisions 105–107). The admin desk reads
 * and writes every lead's; an agency its own; an internal agent those it recorded.
 */
export async function leadNotesRoutes(app: FastifyInstance) {
  const admin = (req: { admin?: { id: string } | null }) =>
    ({ kind: 'admin', adminId: req.admin!.id }) as const;

  serve(app, routes.adminLeadNotes, {}, async (req) =>
    service.readNotes(app.deps, admin(req), req.params.id),
  );
  serve(app, routes.adminLeadNoteCreate, {}, async (req) => {
    const out = await service.createNote(req.deps, admin(req), req.body);
    req.log.info(
      { event: 'lead_note', appointmentId: req.body.id, adminId: req.admin!.id },
      'nota scritta',
    );
    return out;
  });
  serve(app, routes.adminLeadNoteEdit, {}, async (req) =>
    service.editNote(app.deps, admin(req), req.body),
  );
  serve(app, routes.adminLeadNotesUnread, {}, async () => service.unreadForAdmin(app.deps));

  serve(app, routes.userLeadNotes, {}, async (req) =>
    service.readNotes(app.deps, { kind: 'user', agency: req.agency! }, req.params.id),
  );
  serve(app, routes.userLeadNoteCreate, {}, async (req) => {
    const out = await service.createNote(req.deps, { kind: 'user', agency: req.agency! }, req.body);
    req.log.info(
      { event: 'lead_note', appointmentId: req.body.id, agencyId: req.agency!.id },
      'nota scritta',
    );
    return out;
  });
  serve(app, routes.userLeadNoteEdit, {}, async (req) =>
    service.editNote(app.deps, { kind: 'user', agency: req.agency! }, req.body),
  );
}
