import type { FastifyReply } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { CERTIFICATE_PDF_FILENAME } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import * as service from './certificates.service';

/** A public code's guess rate: far above a person's checks, far below a scan of codes. */
const CODE_LIMIT = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

/** The PDF as a download: never opened in the portal's origin, never kept by a cache. */
function sendPdf(reply: FastifyReply, bytes: Uint8Array) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${CERTIFICATE_PDF_FILENAME}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(Buffer.from(bytes));
}

/**
 * /v2/{product}/appuntamenti and /attestati: the financing certificates of a lead (decision
 * 117). An admin issues, lists and revokes them; the lead's agency, or the internal agent who
 * recorded it, lists and downloads them; anyone checks a code, and learns only its state.
 */
export async function certificatesRoutes(app: FastifyInstance) {
  const admin = (req: { admin?: { id: string } | null }) =>
    ({ kind: 'admin', adminId: req.admin!.id }) as const;

  serve(app, routes.adminLeadCertificates, {}, async (req) =>
    service.leadCertificates(app.deps, admin(req), req.params.id),
  );
  serve(app, routes.adminCertificateIssue, {}, async (req) => {
    const out = await service.issueCertificate(req.deps, req.admin!.id, req.body);
    req.log.info(
      { event: 'certificate_issued', appointmentId: req.body.id, adminId: req.admin!.id },
      'attestato emesso',
    );
    return out;
  });
  serve(app, routes.adminCertificateRevoke, {}, async (req) => {
    const out = await service.revokeCertificate(app.deps, req.admin!.id, req.body);
    req.log.info(
      {
        event: 'certificate_revoked',
        certificateId: req.body.certificateId,
        adminId: req.admin!.id,
      },
      'attestato revocato',
    );
    return out;
  });
  serve(app, routes.adminCertificatePdf, {}, async (req, reply) =>
    sendPdf(reply, await service.certificatePdfFor(app.deps, admin(req), req.params.certificateId)),
  );

  serve(app, routes.userLeadCertificates, {}, async (req) =>
    service.leadCertificates(app.deps, { kind: 'user', agency: req.agency! }, req.params.id),
  );
  serve(app, routes.userCertificatePdf, {}, async (req, reply) =>
    sendPdf(
      reply,
      await service.certificatePdfFor(
        app.deps,
        { kind: 'user', agency: req.agency! },
        req.params.certificateId,
      ),
    ),
  );

  serve(app, routes.publicCertificateCheck, CODE_LIMIT, async (req, reply) => {
    void reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
    return service.checkCertificate(app.deps, req.params.codice);
  });
}
