import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import * as service from './lead-milestones.service';

/**
 * /v2/{product}/appuntamenti: the steps of a lead's road to the mortgage (decisions 100, 101).
 * The admin and the internal agent who recorded the lead write; the agency reads its timeline.
 */
export async function leadMilestonesRoutes(app: FastifyInstance) {
  serve(app, routes.adminLeadMilestones, {}, async (req) =>
    service.readSteps(app.deps, { kind: 'admin', adminId: req.admin!.id }, req.params.id),
  );

  serve(app, routes.adminLeadMilestoneSave, {}, async (req) => {
    const saved = await service.saveStep(
      app.deps,
      { kind: 'admin', adminId: req.admin!.id },
      req.body,
    );
    req.log.info(
      {
        event: 'lead_step',
        step: req.body.step,
        appointmentId: req.body.id,
        adminId: req.admin!.id,
      },
      'passo della pratica aggiornato',
    );
    return saved;
  });

  serve(app, routes.userLeadMilestones, {}, async (req) =>
    service.readSteps(app.deps, { kind: 'agent', agent: req.agency! }, req.params.id),
  );

  serve(app, routes.userLeadMilestoneSave, {}, async (req) => {
    const saved = await service.saveStep(app.deps, { kind: 'agent', agent: req.agency! }, req.body);
    req.log.info(
      {
        event: 'lead_step',
        step: req.body.step,
        appointmentId: req.body.id,
        agentId: req.agency!.id,
      },
      'passo della pratica aggiornato',
    );
    return saved;
  });

  serve(app, routes.userLeadTimeline, {}, async (req) =>
    service.timelineFor(app.deps, req.agency!, req.params.id),
  );

  serve(app, routes.userLeadTimelines, {}, async (req) =>
    service.timelinesFor(app.deps, req.agency!),
  );
}
