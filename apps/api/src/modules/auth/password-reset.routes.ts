import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  ForgotPasswordBodySchema,
  MessageSchema,
  OkSchema,
  ResetPasswordBodySchema,
} from '@portal/shared';
import { requestPasswordReset, resetPassword } from './password-reset.service';

/** /v2/agenzieUser: forgotten password request and reset (public: the visitor has no session). */
export async function passwordResetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/forgotPassword',
    {
      schema: {
        tags: ['agenzie'],
        body: ForgotPasswordBodySchema,
        response: { 200: MessageSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req) => requestPasswordReset({ ...app.deps, log: req.log }, req.body.email),
  );

  r.post(
    '/resetPassword',
    {
      schema: {
        tags: ['agenzie'],
        body: ResetPasswordBodySchema,
        response: { 200: OkSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req) => {
      await resetPassword({ ...app.deps, log: req.log }, req.body.token, req.body.password);
      return { ok: true as const };
    },
  );
}
