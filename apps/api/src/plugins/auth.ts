import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors';
import { requireFreshReauth } from '../modules/auth/second-factor.service';
import type {
  AgencyClaims,
  AuthAdmin,
  AuthAgency,
  AuthService,
} from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    agency: AuthAgency | null;
    /** Set by requireAgencyToken: a valid token whose session the route's query checks. */
    agencyClaims: AgencyClaims | null;
    admin: AuthAdmin | null;
  }
  interface FastifyInstance {
    auth: AuthService;
    /** Guard: an agency (or internal agent) must be logged in. */
    requireAgency: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Guard for a hot read that checks the session inside its own query (one round
     * trip instead of two): the token must be valid; the route answers 401 when its query
     * finds no live session (decision 016).
     */
    requireAgencyToken: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Guard: an agency that is not an internal agent (the contest ranks agencies only). */
    requireRankedAgency: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Guard: an agency that is not an internal agent (referrals: agents record appointments). */
    requireReferringAgency: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Guard: an internal agent (agenteInterno true) must be logged in. */
    requireInternalAgent: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Guard: an admin must be logged in. */
    requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** After requireAdmin: a dangerous action needs a fresh re-authentication. */
    requireReauth: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Why an internal agent is refused the contest's pages (decisions.md, "Roles"). */
export const NOT_RANKED = 'Il concorso riguarda le agenzie: gli agenti interni non vi partecipano.';

/** Why an internal agent is refused the referral form: it records appointments itself. */
export const NOT_REFERRING =
  'Le segnalazioni sono delle agenzie: un agente interno registra direttamente l’appuntamento.';

export function bearer(req: FastifyRequest, header = 'authorization'): string | undefined {
  const value = req.headers[header];
  if (typeof value !== 'string') return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return m?.[1];
}

/**
 * Route guards. `serve()` (plugins/routes.ts) gives each route the guard of its contract's
 * `who`, run before the body is read (decision 079); nothing is skipped by matching URL
 * strings.
 */
export function registerAuthGuards(app: FastifyInstance, auth: AuthService) {
  app.decorate('auth', auth);
  app.decorateRequest('agency', null);
  app.decorateRequest('admin', null);
  app.decorateRequest('agencyClaims', null);

  app.decorate('requireAgency', async (req: FastifyRequest) => {
    const token = bearer(req);
    if (!token) throw unauthorized();
    req.agency = await auth.authenticateAgency(token);
  });
  app.decorate('requireAgencyToken', async (req: FastifyRequest) => {
    const token = bearer(req);
    if (!token) throw unauthorized();
    req.agencyClaims = await auth.agencyClaims(token);
  });
  app.decorate('requireRankedAgency', async (req: FastifyRequest) => {
    const token = bearer(req);
    if (!token) throw unauthorized();
    req.agency = await auth.authenticateAgency(token);
    if (req.agency.agenteInterno) throw forbidden(NOT_RANKED);
  });
  app.decorate('requireReferringAgency', async (req: FastifyRequest) => {
    const token = bearer(req);
    if (!token) throw unauthorized();
    req.agency = await auth.authenticateAgency(token);
    if (req.agency.agenteInterno) throw forbidden(NOT_REFERRING);
  });
  app.decorate('requireInternalAgent', async (req: FastifyRequest) => {
    const token = bearer(req);
    if (!token) throw unauthorized();
    req.agency = await auth.authenticateAgency(token);
    if (!req.agency.agenteInterno) throw forbidden('Funzione riservata agli agenti interni.');
  });
  app.decorate('requireAdmin', async (req: FastifyRequest) => {
    const token = bearer(req);
    if (!token) throw unauthorized();
    req.admin = await auth.authenticateAdmin(token);
  });
  app.decorate('requireReauth', async (req: FastifyRequest) => {
    requireFreshReauth({ clock: app.clock }, req.admin);
  });
}
