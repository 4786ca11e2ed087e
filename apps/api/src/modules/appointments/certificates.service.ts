import { randomBytes } from 'node:crypto';
import {
  CERTIFICATE_MESSAGES,
  CONSAP_ANSWER_LABELS,
  annualRateForYears,
  certificateFigures,
  certificateIntermediary,
  certificateState,
  certificateValidUntil,
  dayLabel,
  planFiguresOf,
  romeDay,
  type AgencyDataExport,
  type Certificate,
  type CertificateCheck,
  type CertificateIssueBody,
  type CertificateRevokeBody,
  type LeadCertificates,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { FinancingCertificateRow } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import { recordAudit } from '../audit/audit.service';
import type { AuthAgency } from '../auth/auth.service';
import { loadConditions } from '../mortgage-conditions/mortgage-conditions.service';
import * as c from './certificates.queries';
import { certificatePdf } from './certificates.pdf';

type Deps = Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'log'>;

/** Who reads a lead's certificates: an admin, or an agency's account (its people, or an agent). */
export type CertificateActor =
  { kind: 'admin'; adminId: string } | { kind: 'user'; agency: AuthAgency };

const LEAD_NOT_FOUND = 'Appuntamento non trovato.';

/** The public page that tells whether a certificate is genuine (the SPA's /attestato/:codice). */
export const verifyUrlOf = (config: ServiceDeps['config'], code: string) =>
  `${config.publicUrl}/attestato/${code}`;

/**
 * Whether an agency's account may see a lead's certificates: the lead's agency (its people),
 * or the internal agent who recorded it; anyone else is told nothing exists (404).
 */
const mayRead = (agency: AuthAgency, lead: { agencyId: string; agentId: string | null }) =>
  agency.agenteInterno ? lead.agentId === agency.id : lead.agencyId === agency.id;

async function leadFor(db: DbOrTx, actor: CertificateActor, id: string) {
  const lead = await c.leadForCertificate(db, id);
  if (!lead || (actor.kind === 'user' && !mayRead(actor.agency, lead))) {
    throw notFound(LEAD_NOT_FOUND);
  }
  return lead;
}

function toCertificate(
  config: ServiceDeps['config'],
  row: FinancingCertificateRow,
  today: string,
): Certificate {
  return {
    _id: row.id,
    emessoIl: row.issuedAt.toISOString(),
    validoFino: row.validUntil,
    stato: certificateState(row, today),
    revocatoIl: row.revokedAt?.toISOString() ?? null,
    motivoRevoca: row.revokeReason,
    acquirente: row.buyer,
    mutuoMassimoCents: row.maxLoanCents,
    prezzoCents: row.priceCents,
    ltv: row.ltv,
    durataAnni: row.years,
    tan: row.annualRate,
    rataCents: row.instalmentCents,
    taeg: row.taeg,
    consap: row.consap,
    verifica: verifyUrlOf(config, row.code),
  };
}

/**
 * admin_certificates / user_certificates: a lead's certificates, newest first; the admin's
 * answer carries the issue form's draft (the lead's client, its plan's figures, the
 * conditions in force).
 */
export async function leadCertificates(
  deps: Deps,
  actor: CertificateActor,
  id: string,
): Promise<LeadCertificates> {
  const lead = await leadFor(deps.db, actor, id);
  const now = deps.clock.now();
  const today = romeDay(now);
  const rows = await c.certificatesOf(deps.db, [id]);
  const out: LeadCertificates = {
    _id: id,
    attestati: rows.map((r) => toCertificate(deps.config, r, today)),
  };
  if (actor.kind === 'user') return out;
  const { defaults } = await loadConditions(deps, now);
  const plan = lead.clientErasedAt ? null : planFiguresOf(lead.description);
  const company = deps.config.brand.company;
  return {
    ...out,
    bozza: {
      acquirente: lead.clientErasedAt ? '' : `${lead.name} ${lead.surname}`.trim(),
      mutuoMassimoCents: plan?.loanCents ?? null,
      prezzoCents: plan?.priceCents ?? null,
      durataAnni: plan?.years ?? defaults.years,
      rateBands: defaults.rateBands,
      istruttoriaRate: defaults.istruttoriaRate,
      periziaCents: defaults.periziaCents,
      intermediario: company.name,
      intermediarioDettagli: certificateIntermediary(company.oamNumber),
    },
  };
}

/**
 * admin_certificate: issues a certificate. The TAN and fees come from the conditions in
 * force, LTV, instalment and TAEG from the shared engine; the issue is in the lead's trail.
 */
export async function issueCertificate(
  deps: Deps,
  adminId: string,
  body: CertificateIssueBody,
): Promise<LeadCertificates> {
  const now = deps.clock.now();
  const lead = await leadFor(deps.db, { kind: 'admin', adminId }, body.id);
  if (lead.clientErasedAt) throw conflict(CERTIFICATE_MESSAGES.erased);
  const { defaults } = await loadConditions(deps, now);
  const company = deps.config.brand.company;
  const annualRate = annualRateForYears(defaults, body.durataAnni);
  const terms = {
    maxLoanCents: body.mutuoMassimoCents,
    priceCents: body.prezzoCents,
    years: body.durataAnni,
    annualRate,
    istruttoriaRate: defaults.istruttoriaRate,
    periziaCents: defaults.periziaCents,
    intermediaryName: company.name,
    intermediaryDetails: certificateIntermediary(company.oamNumber),
  };
  let figures;
  try {
    figures = certificateFigures(terms);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw badRequest(CERTIFICATE_MESSAGES.notComputable);
  }
  const issuedAt = new Date(now);
  const row = await c.insertCertificate(deps.db, {
    appointmentId: lead.id,
    code: randomBytes(32).toString('base64url'),
    issuedByAdminId: adminId,
    issuedAt,
    validUntil: certificateValidUntil(romeDay(issuedAt)),
    buyer: body.acquirente.trim(),
    maxLoanCents: body.mutuoMassimoCents,
    priceCents: body.prezzoCents,
    years: body.durataAnni,
    annualRate,
    taeg: figures.taeg,
    ltv: figures.ltv,
    instalmentCents: figures.instalmentCents,
    numberOfInstalments: figures.numberOfInstalments,
    consap: body.consap,
    intermediary: company.name,
    intermediaryDetails: terms.intermediaryDetails,
  });
  await recordAudit(deps.db, {
    adminId,
    entity: 'appointment',
    entityId: lead.id,
    action: 'update',
    changes: [
      {
        field: 'attestato',
        old: null,
        new: `emesso ${row.id} (valido fino al ${dayLabel(row.validUntil)}, Consap: ${CONSAP_ANSWER_LABELS[row.consap]})`,
      },
    ],
  });
  return leadCertificates(deps, { kind: 'admin', adminId }, lead.id);
}

/** admin_certificateRevoke: an admin revokes a certificate, with the reason in the trail. */
export async function revokeCertificate(
  deps: Deps,
  adminId: string,
  body: CertificateRevokeBody,
): Promise<LeadCertificates> {
  const at = new Date(deps.clock.now());
  const appointmentId = await deps.db.transaction(async (tx) => {
    const found = await c.findCertificate(tx, body.certificateId, true);
    if (!found) throw notFound(CERTIFICATE_MESSAGES.notFound);
    const cert = found.certificate;
    if (cert.revokedAt) throw conflict(CERTIFICATE_MESSAGES.alreadyRevoked);
    const reason = body.motivo.trim();
    await c.revokeCertificate(tx, cert.id, { adminId, reason, at });
    await recordAudit(tx, {
      adminId,
      entity: 'appointment',
      entityId: cert.appointmentId,
      action: 'update',
      changes: [
        { field: 'attestato', old: `valido ${cert.id}`, new: `revocato ${cert.id}` },
        { field: c.REVOKE_REASON_FIELD, old: null, new: reason },
      ],
    });
    return cert.appointmentId;
  });
  return leadCertificates(deps, { kind: 'admin', adminId }, appointmentId);
}

/**
 * admin_certificatePdf / user_certificatePdf: the PDF, for an admin or the lead's agency (or
 * its recording agent); 404 for anyone else. Every download is in the lead's trail.
 */
export async function certificatePdfFor(
  deps: Deps,
  actor: CertificateActor,
  certificateId: string,
): Promise<Uint8Array> {
  const found = await c.findCertificate(deps.db, certificateId);
  if (!found || (actor.kind === 'user' && !mayRead(actor.agency, found))) {
    throw notFound(CERTIFICATE_MESSAGES.notFound);
  }
  const row = found.certificate;
  await recordAudit(deps.db, {
    ...(actor.kind === 'admin' ? { adminId: actor.adminId } : { agencyId: actor.agency.id }),
    entity: 'appointment',
    entityId: row.appointmentId,
    action: 'update',
    changes: [{ field: 'attestato', old: null, new: `scaricato ${row.id}` }],
  });
  return certificatePdf({
    row,
    brand: deps.config.brand,
    productName: deps.config.productName,
    verifyUrl: verifyUrlOf(deps.config, row.code),
  });
}

/**
 * attestati/verifica/:codice: whether the code names a certificate, and only its state with
 * its day; once its data were cleared (GDPR), that it is no longer available.
 */
export async function checkCertificate(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  code: string,
): Promise<CertificateCheck> {
  const row = await c.findByCode(deps.db, code);
  if (!row) throw notFound('Nessun attestato corrisponde a questo codice.');
  if (row.erasedAt) return { stato: 'non_disponibile', giorno: null };
  const stato = certificateState(row, romeDay(deps.clock.now()));
  if (stato === 'revocato') return { stato, giorno: romeDay(row.revokedAt!) };
  if (stato === 'scaduto') {
    const d = new Date(`${row.validUntil}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return { stato, giorno: d.toISOString().slice(0, 10) };
  }
  return { stato, giorno: row.validUntil };
}

/** The certificates of the given leads, for an agency's data export (the list, not the PDFs). */
export async function certificatesOfLeads(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'config'>,
  ids: string[],
): Promise<AgencyDataExport['attestatiPratiche']> {
  const today = romeDay(deps.clock.now());
  const rows = await c.certificatesOf(deps.db, [...new Set(ids)]);
  return rows.map((r) => {
    const x = toCertificate(deps.config, r, today);
    return { appuntamento: r.appointmentId, ...x };
  });
}

/** GDPR: the certificates of an agency's leads lose their buyer and figures (its erasure). */
export const clearCertificatesOfAgency = (db: DbOrTx, agencyId: string, at: Date) =>
  c.clearCertificatesOfAgency(db, agencyId, at);
