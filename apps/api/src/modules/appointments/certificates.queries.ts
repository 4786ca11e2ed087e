import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments, financingCertificates } from '../../db/schema/index';
import { redactFields } from '../audit/audit-redact.queries';

/** The trail field of a revocation's reason: it may name the buyer, so GDPR hides it. */
export const REVOKE_REASON_FIELD = 'motivoRevocaAttestato';

/** The lead a certificate is issued from, with what the issue form starts from. */
export async function leadForCertificate(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      agencyId: appointments.agencyId,
      agentId: appointments.agentId,
      name: appointments.name,
      surname: appointments.surname,
      description: appointments.description,
      clientErasedAt: appointments.clientErasedAt,
    })
    .from(appointments)
    .where(eq(appointments.id, id))
    .limit(1);
  return row;
}

export type CertificateInsert = typeof financingCertificates.$inferInsert;

/** A lead's certificates whose data are kept, newest first. */
export async function certificatesOf(db: DbOrTx, appointmentIds: string[]) {
  if (appointmentIds.length === 0) return [];
  return db
    .select()
    .from(financingCertificates)
    .where(
      and(
        inArray(financingCertificates.appointmentId, appointmentIds),
        isNull(financingCertificates.erasedAt),
      ),
    )
    .orderBy(desc(financingCertificates.issuedAt), desc(financingCertificates.id));
}

export async function insertCertificate(tx: DbOrTx, row: CertificateInsert) {
  const [out] = await tx.insert(financingCertificates).values(row).returning();
  return out!;
}

/** One certificate whose data are kept, with its lead's agency and recording agent. */
export async function findCertificate(db: DbOrTx, id: string, lock = false) {
  const query = db
    .select({
      certificate: financingCertificates,
      agencyId: appointments.agencyId,
      agentId: appointments.agentId,
    })
    .from(financingCertificates)
    .innerJoin(appointments, eq(appointments.id, financingCertificates.appointmentId))
    .where(and(eq(financingCertificates.id, id), isNull(financingCertificates.erasedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: financingCertificates }) : await query;
  return row;
}

/** The certificate a verification code names, whatever its data (only its dates are read). */
export async function findByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({
      issuedAt: financingCertificates.issuedAt,
      validUntil: financingCertificates.validUntil,
      revokedAt: financingCertificates.revokedAt,
      erasedAt: financingCertificates.erasedAt,
    })
    .from(financingCertificates)
    .where(eq(financingCertificates.code, code))
    .limit(1);
  return row;
}

export async function revokeCertificate(
  tx: DbOrTx,
  id: string,
  by: { adminId: string; reason: string; at: Date },
) {
  await tx
    .update(financingCertificates)
    .set({ revokedAt: by.at, revokedByAdminId: by.adminId, revokeReason: by.reason })
    .where(eq(financingCertificates.id, id));
}

/** What the GDPR clearing leaves: the code and the dates, no buyer and no figures. */
const cleared = (at: Date) => ({
  buyer: '',
  maxLoanCents: 0,
  priceCents: 0,
  years: 0,
  annualRate: 0,
  taeg: 0,
  ltv: 0,
  instalmentCents: 0,
  numberOfInstalments: 0,
  revokeReason: null,
  erasedAt: at,
});

/** GDPR: the certificates of these leads lose their buyer and figures (pseudonymisation). */
export async function clearCertificatesOf(db: DbOrTx, appointmentIds: string[], at: Date) {
  if (appointmentIds.length === 0) return;
  await db
    .update(financingCertificates)
    .set(cleared(at))
    .where(
      and(
        inArray(financingCertificates.appointmentId, appointmentIds),
        isNull(financingCertificates.erasedAt),
      ),
    );
  await redactFields(db, 'appointment', appointmentIds, [REVOKE_REASON_FIELD]);
}

/** GDPR: the certificates of an agency's leads lose their buyer and figures (its erasure). */
export async function clearCertificatesOfAgency(db: DbOrTx, agencyId: string, at: Date) {
  const leads = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.agencyId, agencyId));
  await clearCertificatesOf(
    db,
    leads.map((l) => l.id),
    at,
  );
}
