import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PublicConfig } from '@portal/shared';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { createMailer, type Mailer, type MailMessage } from './lib/mailer';
import { OutboxWorker } from './modules/outbox/outbox.worker';
import { outboxMailer } from './modules/outbox/outbox.mailer';
import { housekeep } from './modules/outbox/housekeeping';
import { recomputePointsOnRuleChange } from './modules/appointments/points-rule';
import {
  completeRegistration,
  type RegistrationJob,
} from './modules/registration/registration.service';
import { completePasswordReset } from './modules/auth/password-reset.service';
import { completeVerificationResend } from './modules/registration/resend-link.service';
import {
  completeEmailChange,
  type EmailChangeJob,
} from './modules/agencies/agency-profile.service';
import { createResponseSerializer } from './lib/response-serializer';
import { installItalianMessages } from '@portal/shared/validation-messages';
import { loggerOptions, type LogStream } from './lib/logger';
import { HTTP_TIMEOUT_OPTIONS } from './lib/http-timeouts';
import type { ServiceDeps } from './lib/service-deps';
import { registerAuthGuards } from './plugins/auth';
import { emailDigester } from './lib/email-digest';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { registerRateLimit } from './plugins/rate-limit';
import { openLimits, type Limits } from './db/limits';
import { registerShutdown } from './plugins/shutdown';
import type { Metrics } from './plugins/metrics';
import { registerInputGuard } from './plugins/input-guard';
import { registerIdempotency } from './plugins/idempotency';
import { frameworkErrors } from './plugins/errors';
import { registerSpa } from './plugins/spa';
import { AuthService } from './modules/auth/auth.service';
import { notifyUnderAttack } from './modules/auth/auth.notify';
import { LoginThrottle, type ThrottleLimits } from './modules/auth/login-throttle';
import { adminAuthRoutes } from './modules/auth/admin-auth.routes';
import { secondFactorRoutes } from './modules/auth/second-factor.routes';
import { offerEnrolment } from './modules/auth/second-factor.service';
import { TokenSigner } from './lib/tokens';
import { userAuthRoutes } from './modules/auth/user-auth.routes';
import { comuniRoutes } from './modules/comuni/comuni.routes';
import { systemRoutes } from './modules/system/system.routes';
import { registrationRoutes } from './modules/registration/registration.routes';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { publicServicesRoutes } from './modules/services/services-public.routes';
import { userServicesRoutes } from './modules/services/services-user.routes';
import { adminServicesRoutes } from './modules/services/services-admin.routes';
import { adminServiceRequestsRoutes } from './modules/services/service-requests-admin.routes';
import { agencySelfRoutes } from './modules/agencies/agency-self.routes';
import { notificationPrefsRoutes } from './modules/notifications/notification-prefs.routes';
import { agencyProfileRoutes } from './modules/agencies/agency-profile.routes';
import { adminAgenciesRoutes } from './modules/agencies/agencies-admin.routes';
import { adminErasureRoutes } from './modules/agencies/erasure.routes';
import { adminAgency360Routes } from './modules/agencies/agency360.routes';
import { userAppointmentsRoutes } from './modules/appointments/appointments-user.routes';
import { adminAppointmentsRoutes } from './modules/appointments/appointments-admin.routes';
import { leadMilestonesRoutes } from './modules/appointments/lead-milestones.routes';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { leadNotesRoutes } from './modules/appointments/lead-notes.routes';
import { certificatesRoutes } from './modules/appointments/certificates.routes';
import { adminAppointmentsDeskRoutes } from './modules/appointments/appointments-desk.routes';
import { adminAppointmentsBulkRoutes } from './modules/appointments/appointments.bulk.routes';
import { contestRoutes } from './modules/contest/contest.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { invalidatePublicServices } from './modules/services/services-public.cache';
import { forgetDeskCounts } from './modules/appointments/appointments-desk.count.queries';
import { fileStore, type FileStore } from './modules/uploads/uploads.service';
import { publicReferrersRoutes } from './modules/referrers/referrers-public.routes';
import { adminReferrersRoutes } from './modules/referrers/referrers-admin.routes';
import { toolsRoutes } from './modules/tools/tools.routes';
import { adminConditionsRoutes } from './modules/mortgage-conditions/mortgage-conditions.routes';
import { widgetRoutes } from './modules/tools/widget.routes';
import { funnelRoutes } from './modules/tools/funnel.routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: Database['kind'];
    /** The transport the outbox sends through (services get the outbox's mailer). */
    mailer: Mailer;
    /** Mail and work after the answer (decisions 038, 061); tests await `outbox.drain()`. */
    outbox: OutboxWorker;
    clock: Clock;
    /** What services are given (lib/service-deps.ts): built once, below. */
    deps: ServiceDeps;
    /** The uploaded files, where every process finds them (decision 043). */
    files: FileStore;
    /** Where the request limits and the login throttle count (decision 082). */
    limits: Limits;
  }
}

export interface AppDeps {
  database: Database;
  tokenSecret: string;
  mailer?: Mailer;
  clock?: Clock;
  /** Where pino writes (tests capture it); defaults to stdout. */
  logStream?: LogStream;
  throttle?: ThrottleLimits;
  /** How often an idle outbox worker looks for due jobs; default 5 s. */
  outboxPollMs?: number;
  /**
   * pg-boss's own timers (maintenance, the housekeeping schedule); default on. Tests turn
   * them off: what they need is sent and drained by hand, at no moment of the clock's.
   */
  jobQueueTimers?: boolean;
  /** How a slowed login waits (decision 033); tests record the delays instead. */
  sleep?: (ms: number) => Promise<void>;
  /** Where uploaded files live; default the database (decision 043). */
  files?: FileStore;
  /** Prometheus metrics (decision 046), when METRICS_PORT is set; their hooks come first. */
  metrics?: Metrics;
}

/** Builds the whole server: plugins, then every area's routes, in one readable list. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  installItalianMessages();
  const options: FastifyServerOptions = {
    logger: loggerOptions(config.logLevel, deps.logStream),
    genReqId: () => randomUUID(),
    // Only a configured proxy may set the client address (X-Forwarded-For), or anyone could
    // dodge the per-address login limits by sending the header.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Slow heads, slow bodies and idle sockets, for a server behind a balancer.
    ...HTTP_TIMEOUT_OPTIONS,
    routerOptions: { maxParamLength: 200 },
    // Routing failures (a path parameter over 200 characters, a broken %-escape) get the
    // same Italian error shape as everything else.
    frameworkErrors,
  };
  const app = Fastify(options);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ verify: !config.isProduction }));

  const clock = deps.clock ?? systemClock;
  app.decorate('config', config);
  app.decorate('db', deps.database.db);
  app.decorate('dbKind', deps.database.kind);
  app.decorate('clock', clock);
  app.decorate('files', deps.files ?? (await fileStore(config, deps.database.db)));
  // Totals summed by another version of the points rule are recomputed once (decision 088).
  await recomputePointsOnRuleChange(deps.database.db, app.log);
  const emailDigest = emailDigester(deps.tokenSecret);
  const mailer =
    deps.mailer ??
    createMailer({
      emailDigest,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
      log: app.log,
      logLinks: !config.deployed,
    });
  app.decorate('mailer', mailer);
  const outbox: OutboxWorker = new OutboxWorker({
    // Jobs are taken through pg-boss's own small pool (decision 061) and settled on the
    // small pool the limits use: an idle worker never takes a connection a request is
    // waiting for (decision 038).
    db: deps.database.counters,
    connection: deps.database.jobQueue,
    timers: deps.jobQueueTimers ?? true,
    log: app.log,
    emailDigest,
    pollMs: deps.outboxPollMs ?? 5_000,
    handlers: {
      mail: { run: (m) => mailer.send(m as MailMessage) },
      registration: { run: (job) => completeRegistration(serviceDeps, job as RegistrationJob) },
      password_reset: {
        run: (job) => completePasswordReset(serviceDeps, job as { email: string }),
      },
      verification_resend: {
        run: (job) => completeVerificationResend(serviceDeps, job as { email: string }),
      },
      email_change: { run: (job) => completeEmailChange(serviceDeps, job as EmailChangeJob) },
      housekeeping: { run: () => housekeep(serviceDeps) },
    },
  });
  app.decorate('outbox', outbox);
  app.addHook('onReady', () => outbox.start());
  app.addHook('onClose', () => outbox.close());
  const serviceDeps: ServiceDeps = {
    db: deps.database.db,
    database: {
      kind: deps.database.kind,
      pool: deps.database.pool,
      ping: deps.database.ping,
      poolStalled: deps.database.poolStalled,
    },
    clock,
    mailer: outboxMailer(outbox),
    outbox,
    config,
    log: app.log,
    emailDigest,
  };
  app.decorate('deps', serviceDeps);
  // What this process keeps in memory and any process may change: dropped when a change is
  // announced on the database (decision 044), before the answer of the writer that made it.
  deps.database.changes.on('catalogue', () => invalidatePublicServices(deps.database.db));
  deps.database.changes.on('desk', () => forgetDeskCounts(deps.database.db));
  app.addHook('onReady', () => deps.database.changes.start(app.log));

  registerErrorHandling(app);
  deps.metrics?.attach(app);
  registerShutdown(app);
  registerInputGuard(app);
  registerSecurityHeaders(app);
  // Request limits and login throttle count with rate-limiter-flexible (decision 082): in
  // Redis when REDIS_URL is set, else in the database, shared by every process on it.
  const limits = openLimits(config.redisUrl, deps.database);
  app.decorate('limits', limits);
  app.addHook('onClose', () => limits.close());
  await registerRateLimit(app, limits, config.rateLimitPerMinute);
  if (config.isDevelopment) {
    // `npm run dev`: the Vite dev server on another localhost port calls the API.
    await app.register(cors, { origin: /^http:\/\/localhost:\d+$/ });
  }
  if (config.apiDocs) await registerDocs(app, config.productName);

  const auth = new AuthService(
    deps.database.db,
    new TokenSigner({ current: deps.tokenSecret, previous: config.tokenSecretPrevious }),
    clock,
    new LoginThrottle(limits, deps.throttle),
    {
      adminSessionMaxMs: config.adminSessionMaxMs,
      sleep: deps.sleep ?? ((ms) => sleep(ms)),
      underAttack: (kind, email) => notifyUnderAttack(serviceDeps, kind, email),
      offerEnrolment: (admin) => offerEnrolment(serviceDeps, admin),
    },
  );
  registerAuthGuards(app, auth);
  registerIdempotency(app);

  // Refusals are logged with time, user and address (ASVS 16.x); never a token or password,
  // and the account tried only as a keyed hash of its e-mail (lib/email-digest.ts).
  app.addHook('onResponse', (req, reply, done) => {
    if (reply.statusCode === 401 || reply.statusCode === 403 || reply.statusCode === 429) {
      req.log.warn(
        {
          event: 'refused',
          status: reply.statusCode,
          method: req.method,
          route: req.routeOptions.url,
          ip: req.ip,
          agencyId: req.agency?.id,
          adminId: req.admin?.id,
          accountHash: accountHashOf(req.body, emailDigest),
        },
        'richiesta rifiutata',
      );
    }
    done();
  });

  const publicConfig: PublicConfig = {
    productName: config.productName,
    productSlug: config.productSlug,
    publicUrl: config.publicUrl,
    privacyVersion: config.privacyVersion,
    brand: config.brand,
  };

  // ── Every endpoint, by area ──────────────────────────────────────────────
  // Each /v2 route takes its method, URL, schemas and guard from its contract in
  // @portal/shared/routes; a module registers the contracts of its area.
  await app.register(systemRoutes, { publicConfig });
  await app.register(comuniRoutes);
  await app.register(adminAuthRoutes);
  await app.register(secondFactorRoutes);
  await app.register(userAuthRoutes);
  // public area
  await app.register(registrationRoutes);
  await app.register(publicReferrersRoutes);
  await app.register(publicServicesRoutes);
  // reserved area
  await app.register(passwordResetRoutes);
  await app.register(agencySelfRoutes);
  await app.register(notificationPrefsRoutes);
  await app.register(agencyProfileRoutes);
  await app.register(userServicesRoutes);
  await app.register(userAppointmentsRoutes);
  // admin area
  await app.register(adminAgenciesRoutes);
  await app.register(adminErasureRoutes);
  await app.register(adminAgency360Routes);
  await app.register(adminReferrersRoutes);
  await app.register(adminServiceRequestsRoutes);
  await app.register(adminServicesRoutes);
  await app.register(adminAppointmentsRoutes);
  await app.register(adminAppointmentsDeskRoutes);
  await app.register(adminAppointmentsBulkRoutes);
  // the steps of a lead: admin, recording agent and agency routes together
  await app.register(leadMilestonesRoutes);
  await app.register(referralsRoutes);
  // the notes of a lead: admin, agency and recording agent routes together
  await app.register(leadNotesRoutes);
  await app.register(certificatesRoutes);
  await app.register(exportsRoutes);
  await app.register(contestRoutes);
  await app.register(adminConditionsRoutes);
  // Display Rata and Piano D'Acquisto
  await app.register(toolsRoutes);
  await app.register(funnelRoutes);
  // Outside /v2: stored files, the widget script and its demo (no contracts: not the API).
  await app.register(uploadsRoutes, { prefix: '/uploads' });
  // The spec's service tile opens `./pdf/{pdf}`: the same stored files under that path.
  await app.register(uploadsRoutes, { prefix: '/pdf' });
  await app.register(widgetRoutes, { prefix: '/widget' });

  await registerSpa(app, config.webDist, publicConfig);
  return app;
}

function accountHashOf(body: unknown, digest: (email: string) => string): string | undefined {
  if (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string') {
    return digest(body.email.slice(0, 254));
  }
  return undefined;
}
