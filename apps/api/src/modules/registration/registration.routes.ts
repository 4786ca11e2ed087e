import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AffidaRegisterBodySchema,
  ErrorBodySchema,
  REGISTRATION_TEXT,
  RegisterBodySchema,
  RegisterResponseSchema,
  VerifyParamsSchema,
  VerifyResponseSchema,
} from '@portal/shared';
import { registerAccount, verifyAccount } from './registration.service';

const tags = ['registrazione'];
const registerErrors = {
  400: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
  503: ErrorBodySchema,
};
/** Per address: enough for an office behind one router, too few to spray mails. */
const registerLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/**
 * /v2/agenzieUser: registration (spec section 7), Affida registration and verification of
 * the mailed link. Public routes; the body schemas drop any field the client may not set.
 */
export async function registrationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Registra un’agenzia (stato DA CONFERMARE) e invia il link di verifica',
        body: RegisterBodySchema,
        response: { 200: RegisterResponseSchema, ...registerErrors },
      },
      config: registerLimit,
    },
    async (req) => {
      await registerAccount({ ...app.deps, log: req.log }, { kind: 'agency', body: req.body });
      return { message: REGISTRATION_TEXT.registered };
    },
  );

  r.post(
    '/registerAffida',
    {
      schema: {
        tags,
        summary: 'Registra un agente Affida (agente interno) e invia il link di verifica',
        body: AffidaRegisterBodySchema,
        response: { 200: RegisterResponseSchema, ...registerErrors },
      },
      config: registerLimit,
    },
    async (req) => {
      await registerAccount({ ...app.deps, log: req.log }, { kind: 'affida', body: req.body });
      return { message: REGISTRATION_TEXT.affidaRegistered };
    },
  );

  r.get(
    '/verify/:token',
    {
      schema: {
        tags,
        summary: 'Conferma l’account del link di verifica (uso singolo, scade dopo 48 ore)',
        params: VerifyParamsSchema,
        response: {
          200: VerifyResponseSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          410: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => ({ agenzia: await verifyAccount({ ...app.deps, log: req.log }, req.params.token) }),
  );
}
