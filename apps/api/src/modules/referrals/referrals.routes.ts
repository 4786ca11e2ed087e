import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import * as decisions from './referral-decisions.service';
import * as optOut from './referral-opt-out.service';
import * as service from './referrals.service';

/** A public link's guess rate: far above a person's clicks, far below a scan of tokens. */
const LINK_LIMIT = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

/**
 * /v2/{product}/segnalazioni: «Segnala un cliente» (decisions 102–104). The agency passes a
 * client and reads its list; an admin, or an internal agent for its linked agencies, converts
 * or refuses; the client opts out through the mailed link.
 */
export async function referralsRoutes(app: FastifyInstance) {
  serve(app, routes.userReferralCreate, {}, async (req) => {
    const created = await service.createReferral(req.deps, req.agency!, req.body);
    req.log.info(
      { event: 'referral_created', referralId: created._id, agencyId: req.agency!.id },
      'segnalazione creata',
    );
    return created;
  });

  serve(app, routes.userReferrals, {}, async (req) =>
    service.listForAgency(app.deps, req.agency!, req.query.prima),
  );

  const agent = (req: FastifyRequest): decisions.Decider => ({ kind: 'agent', agent: req.agency! });
  const admin = (req: FastifyRequest): decisions.Decider => ({
    kind: 'admin',
    adminId: req.admin!.id,
  });

  serve(app, routes.userAgentReferrals, {}, async (req) =>
    decisions.listForStaff(app.deps, agent(req), req.query.stato, req.query.prima),
  );
  serve(app, routes.userAgentReferralConvert, {}, async (req) => {
    const done = await decisions.convert(app.deps, agent(req), req.body);
    req.log.info(
      { event: 'referral_converted', referralId: done._id, agentId: req.agency!.id },
      'segnalazione convertita',
    );
    return done;
  });
  serve(app, routes.userAgentReferralRefuse, {}, async (req) =>
    decisions.refuse(app.deps, agent(req), req.body),
  );

  serve(app, routes.adminReferrals, {}, async (req) =>
    decisions.listForStaff(app.deps, admin(req), req.query.stato, req.query.prima),
  );
  serve(app, routes.adminReferralConvert, {}, async (req) => {
    const done = await decisions.convert(app.deps, admin(req), req.body);
    req.log.info(
      { event: 'referral_converted', referralId: done._id, adminId: req.admin!.id },
      'segnalazione convertita',
    );
    return done;
  });
  serve(app, routes.adminReferralRefuse, {}, async (req) =>
    decisions.refuse(app.deps, admin(req), req.body),
  );

  serve(app, routes.publicReferralOptOutCheck, LINK_LIMIT, async (req) =>
    optOut.checkOptOut(app.deps, req.params.token),
  );
  serve(app, routes.publicReferralOptOut, LINK_LIMIT, async (req) => {
    const done = await optOut.optOut(app.deps, req.body.token);
    req.log.info({ event: 'referral_withdrawn' }, 'segnalazione ritirata dal cliente');
    return done;
  });
}
