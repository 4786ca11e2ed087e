import type { FastifyInstance } from 'fastify';
import { AGENCIES_CSV_FILENAME, AGENCIES_XLSX_FILENAME } from '@portal/shared';
import { XLSX_CONTENT_TYPE, routes } from '@portal/shared/routes';
import { listAllReferrers } from '../referrers/referrers-admin.service';
import { serve } from '../../plugins/routes';
import { agenciesCsvStream } from './agencies-admin.csv';
import { agencyListFilterOf } from './agencies-admin.export';
import { agenciesXlsxStream } from './agencies-admin.xlsx';
import * as list from './agencies-admin.list.service';
import * as service from './agencies-admin.service';
import * as invitation from './agency-invitation.service';

/**
 * /v2/{product}/user, admin only: admin_getAll, admin_list (paged), admin_suggest (the
 * filters' type-ahead), admin_get/:id, admin_add, admin_update,
 * admin_delete, admin_resetPassword, admin_invitation/:id and admin_resendInvitation
 * (decision 059), getCSV, admin_stats (the hub), admin_audit/:entity/:id
 * (the trail of any audited record) and referentiAlleare.
 */
export async function adminAgenciesRoutes(app: FastifyInstance) {
  serve(app, routes.adminAgencies, {}, async () => service.listAgencies(app.db));

  serve(app, routes.adminAgencyPage, {}, async (req) => list.listAgencyPage(app.deps, req.query));

  serve(app, routes.adminAgencySuggest, {}, async (req) =>
    list.suggestAgencyChoices(app.deps, req.query),
  );

  serve(app, routes.adminAgency, {}, async (req) => service.getAgency(app.db, req.params.id));

  serve(app, routes.adminAgencyAdd, {}, async (req) => {
    const agency = await service.addAgency(req.deps, req.admin!.id, req.body);
    req.log.info(
      {
        event: 'admin_agency_add',
        adminId: req.admin!.id,
        agencyId: agency._id,
        invito: req.body.invito === true,
      },
      'agenzia aggiunta',
    );
    return agency;
  });

  serve(app, routes.adminAgencyUpdate, {}, async (req) =>
    service.updateAgency(app.deps, req.admin!.id, req.body),
  );

  serve(app, routes.adminAgencyDelete, {}, async (req) => {
    await service.deleteAgency(app.deps, req.admin!.id, req.body.id);
    req.log.info(
      { event: 'admin_agency_delete', adminId: req.admin!.id, agencyId: req.body.id },
      'agenzia cancellata',
    );
    return { ok: true as const };
  });

  serve(
    app,
    routes.adminAgencyResetPassword,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (req) => {
      await service.resetAgencyPassword(app.deps, req.admin!.id, req.body.id);
      req.log.info(
        { event: 'admin_agency_reset_password', adminId: req.admin!.id, agencyId: req.body.id },
        'password agenzia resettata',
      );
      return { ok: true as const };
    },
  );

  serve(app, routes.adminAgencyInvitation, {}, async (req) =>
    invitation.getInvitation(app.deps, req.params.id),
  );

  serve(app, routes.adminAgencyResendInvite, {}, async (req) => {
    const answer = await invitation.resendInvitation(app.deps, req.admin!.id, req.body.id);
    req.log.info(
      { event: 'admin_agency_resend_invitation', adminId: req.admin!.id, agencyId: req.body.id },
      'invito agenzia inviato di nuovo',
    );
    return answer;
  });

  // Streams, not JSON: registered without the zod serializer (nothing but the file leaves).
  // Both hold the rows the list shows for its search and filters.
  serve(app, routes.adminAgenciesCsv, {}, async (req, reply) => {
    req.log.info(
      { event: 'admin_agency_csv', adminId: req.admin!.id, filter: req.query },
      'export agenzie',
    );
    const stream = agenciesCsvStream(app.db, agencyListFilterOf(req.query));
    stream.on('error', (err) => req.log.error({ err }, 'export agenzie interrotto'));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${AGENCIES_CSV_FILENAME}"`)
      .send(stream);
  });

  serve(app, routes.adminAgenciesXlsx, {}, async (req, reply) => {
    req.log.info(
      { event: 'admin_agency_xlsx', adminId: req.admin!.id, filter: req.query },
      'export agenzie (Excel)',
    );
    const stream = agenciesXlsxStream(app.db, agencyListFilterOf(req.query));
    stream.on('error', (err) => req.log.error({ err }, 'export agenzie interrotto'));
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${AGENCIES_XLSX_FILENAME}"`)
      .send(stream);
  });

  serve(app, routes.adminStats, {}, async () =>
    service.hubStats(app.db, new Date(app.clock.now())),
  );

  serve(app, routes.adminAudit, {}, async (req) =>
    service.auditTrail(app.db, req.params.entity, req.params.id),
  );

  serve(app, routes.adminReferrers, {}, async () => listAllReferrers(app.deps));
}
