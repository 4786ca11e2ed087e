import { ERASURE_MESSAGES } from '@portal/shared/contracts/admin-erasure';
import {
  type AdminAgencyAdd,
  type AdminAgencyUpdate,
  type AdminStats,
  type Agency,
  type AuditEntity,
  type AuditEntry,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { AgencyRow } from '../../db/schema/index';
import { agencySlug } from '../../db/seed';
import { throwUniqueAs } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import { staleEdit } from '../../lib/stale-edit';
import type { ServiceDeps } from '../../lib/service-deps';
import { diffChanges, listAudit, recordAudit } from '../audit/audit.service';
import { revokeAllAgencySessions } from '../auth/auth.service';
import { toAgency } from './agency.mapper';
import * as q from './agencies-admin.queries';
import { resetPasswordMail } from './agencies-admin.mail';
import { INVITE_AUDIT, storeInvitation } from './agency-invitation.service';
import { DELETED_AGENCY_PERSONAL_FIELDS, redactAgencyTrail } from './erasure.service';
import {
  AUDITED_AGENCY_FIELDS,
  agencyAuditView,
  agencyColumns,
  buildStats,
  checkPassword,
  checkPlace,
  generatePassword,
} from './agencies-admin.rules';
import * as stats from './agencies-admin.stats.queries';

type AdminAgencyDeps = Pick<ServiceDeps, 'db' | 'clock' | 'mailer' | 'config' | 'log'>;

const AGENCY_NOT_FOUND = 'Agenzia non trovata.';
const EMAIL_TAKEN = 'Esiste già un’agenzia con questa e-mail.';
const PIVA_TAKEN = 'Esiste già un’agenzia con questa Partita IVA.';

/** Two admins racing on the same e-mail: the unique index answers, mapped to the same 409. */
function mapUniqueViolation(error: unknown): never {
  throwUniqueAs(error, ({ constraint }) =>
    constraint.includes('partita_iva')
      ? conflict(PIVA_TAKEN, { partitaIva: PIVA_TAKEN })
      : conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN }),
  );
}

async function assertUnique(
  tx: DbOrTx,
  email: string,
  partitaIva: string | null,
  excludeId?: string,
) {
  const taken = await q.findAgencyConflicts(tx, {
    email,
    partitaIva,
    ...(excludeId ? { excludeId } : {}),
  });
  if (taken.email) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  if (taken.partitaIva) throw conflict(PIVA_TAKEN, { partitaIva: PIVA_TAKEN });
}

async function referrerOf(tx: DbOrTx, id: string | null) {
  if (!id) return null;
  const referrer = await q.findReferrerById(tx, id);
  if (!referrer) throw badRequest('Referente non trovato.', { referente: 'Referente non trovato' });
  return referrer;
}

export async function listAgencies(db: DbOrTx): Promise<Agency[]> {
  const rows = await q.listAgenciesWithReferrer(db);
  return rows.map((r) => toAgency(r.agency, r.referrer));
}

/** Whether an agency with this id exists (whatever its state). */
export async function agencyExists(deps: { db: DbOrTx }, id: string): Promise<boolean> {
  return (await q.findAgencyRow(deps.db, id)) !== undefined;
}

export async function getAgency(db: DbOrTx, id: string): Promise<Agency> {
  const row = await q.findAgencyRow(db, id);
  if (!row) throw notFound(AGENCY_NOT_FOUND);
  return toAgency(
    row,
    row.referenteId ? ((await q.findReferrerById(db, row.referenteId)) ?? null) : null,
  );
}

/**
 * admin_add: a confirmed agency unless the admin chose otherwise (it needs no e-mail
 * verification). With `invito` no password is typed: the agency is mailed a link to choose it.
 */
export async function addAgency(
  deps: AdminAgencyDeps,
  adminId: string,
  body: AdminAgencyAdd,
): Promise<Agency> {
  const invite = body.invito === true;
  // Invited: a random secret nobody knows until the agency chooses its own (decision 059).
  const password = invite ? randomToken().token : (body.password ?? '');
  if (!invite) {
    await checkPassword(password, [
      body.email,
      body.nome,
      body.titolare ?? '',
      body.regioneSociale ?? '',
    ]);
  }
  const place = checkPlace({
    provincia: body.provincia ?? null,
    comune: body.comune ?? null,
    cap: body.cap ?? null,
  });
  const passwordHash = await hashPassword(password);
  const now = new Date(deps.clock.now());
  return deps.db
    .transaction(async (tx) => {
      await assertUnique(tx, body.email, body.partitaIva ?? null);
      const referrer = await referrerOf(tx, body.referente ?? null);
      const row = await q.insertAgencyRow(tx, {
        ...agencyColumns(body),
        ...place,
        nome: body.nome,
        email: body.email,
        state: body.state ?? 'CONFERMATO',
        passwordHash,
        slug: agencySlug(body.nome),
      });
      const changes = diffChanges(undefined, agencyAuditView(row, referrer), AUDITED_AGENCY_FIELDS);
      if (invite) {
        await storeInvitation(deps, tx, row, now);
        changes.push({ field: 'invito', old: null, new: INVITE_AUDIT.sent });
      }
      await recordAudit(tx, {
        adminId,
        entity: 'agency',
        entityId: row.id,
        action: 'create',
        changes,
      });
      return toAgency(row, referrer);
    })
    .catch(mapUniqueViolation);
}

/**
 * admin_update: every field; `_id` names the record, a `password` sent along is ignored.
 * Written only over the version the form was loaded from (decision 028): a stale save is
 * refused with 409 and nothing changes.
 */
export async function updateAgency(
  deps: AdminAgencyDeps,
  adminId: string,
  body: AdminAgencyUpdate,
): Promise<Agency> {
  const now = new Date(deps.clock.now());
  return deps.db
    .transaction(async (tx) => {
      const before = await q.findAgencyRowForUpdate(tx, body._id);
      if (!before) throw notFound(AGENCY_NOT_FOUND);
      if (before.erasedAt) throw conflict(ERASURE_MESSAGES.erasedEdit);
      const beforeReferrer = before.referenteId
        ? ((await q.findReferrerById(tx, before.referenteId)) ?? null)
        : null;
      const columns: Partial<AgencyRow> = agencyColumns(body);
      if (body.provincia !== undefined || body.comune !== undefined || body.cap !== undefined) {
        Object.assign(
          columns,
          checkPlace({
            provincia: columns.provincia !== undefined ? columns.provincia : before.provincia,
            comune: columns.comune !== undefined ? columns.comune : before.comune,
            cap: columns.cap !== undefined ? columns.cap : before.cap,
          }),
        );
      }
      const partitaIva = columns.partitaIva !== undefined ? columns.partitaIva : before.partitaIva;
      await assertUnique(tx, body.email, partitaIva, before.id);
      const referrer =
        columns.referenteId !== undefined
          ? await referrerOf(tx, columns.referenteId)
          : beforeReferrer;
      const row = await q.updateAgencyRow(
        tx,
        before.id,
        { ...columns, updatedAt: now },
        { loaded: body.version, adminId },
      );
      if (!row) throw staleEdit(await q.lastAgencySave(tx, before.id), now, AGENCY_NOT_FOUND);
      const changes = diffChanges(
        agencyAuditView(before, beforeReferrer),
        agencyAuditView(row, referrer),
        AUDITED_AGENCY_FIELDS,
      );
      await recordAudit(tx, {
        adminId,
        entity: 'agency',
        entityId: row.id,
        action: 'update',
        changes,
      });
      // Back to 'DA CONFERMARE' blocks the agency: its open sessions end now, not at their expiry.
      if (before.state === 'CONFERMATO' && row.state === 'DA CONFERMARE')
        await revokeAllAgencySessions(tx, row.id, now);
      return toAgency(row, referrer);
    })
    .catch(mapUniqueViolation);
}

/**
 * admin_delete. An agency with appointments (its own, or recorded by it as internal agent)
 * is never deleted: the appointments would lose their agency or agent. The admin gets a
 * 409 that says so and suggests 'DA CONFERMARE', which blocks the account and keeps history.
 * Its trail keeps that it existed and who deleted it, not its personal data (decision 077).
 */
export async function deleteAgency(
  deps: AdminAgencyDeps,
  adminId: string,
  id: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // The row lock also holds back a concurrent appointment insert (its foreign-key check waits).
    const before = await q.findAgencyRowForUpdate(tx, id);
    if (!before) throw notFound(AGENCY_NOT_FOUND);
    const linked = await q.countAgencyAppointments(tx, id);
    if (linked > 0) {
      const what = linked === 1 ? 'un appuntamento collegato' : `${linked} appuntamenti collegati`;
      throw conflict(
        `Impossibile cancellare l’agenzia: ha ${what}. Per bloccarne l’accesso impostala come DA CONFERMARE.`,
      );
    }
    const referrer = before.referenteId
      ? ((await q.findReferrerById(tx, before.referenteId)) ?? null)
      : null;
    const view = agencyAuditView(before, referrer);
    const gone = Object.fromEntries(AUDITED_AGENCY_FIELDS.map((f) => [f, null]));
    const changes = diffChanges(view, gone, AUDITED_AGENCY_FIELDS);
    await recordAudit(tx, { adminId, entity: 'agency', entityId: id, action: 'delete', changes });
    await redactAgencyTrail(tx, before, DELETED_AGENCY_PERSONAL_FIELDS);
    await q.deleteAgencyRow(tx, id);
  });
}

/**
 * admin_resetPassword: a strong random password, stored hashed, every session of the
 * agency revoked and pending reset links voided, in one transaction with its audit record
 * (which says the password changed, never the value); then mailed to the agency. The admin
 * never sees it.
 */
export async function resetAgencyPassword(
  deps: AdminAgencyDeps,
  adminId: string,
  id: string,
): Promise<void> {
  const agency = await q.findAgencyRow(deps.db, id);
  if (!agency) throw notFound(AGENCY_NOT_FOUND);
  if (agency.erasedAt) throw conflict(ERASURE_MESSAGES.erasedEdit);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const now = new Date(deps.clock.now());
  await deps.db.transaction(async (tx) => {
    const locked = await q.findAgencyRowForUpdate(tx, id);
    if (!locked) throw notFound(AGENCY_NOT_FOUND);
    await q.setAgencyPasswordHash(tx, id, passwordHash, now);
    await revokeAllAgencySessions(tx, id, now);
    await q.expireResetTokens(tx, id, now);
    const changes = diffChanges({ password: 'prima' }, { password: 'dopo' }, ['password']);
    await recordAudit(tx, { adminId, entity: 'agency', entityId: id, action: 'update', changes });
    // Stored with the change: it leaves after the answer, retried until the server takes it.
    await deps.mailer.send(
      { to: agency.email, ...resetPasswordMail(deps.config, agency, password) },
      tx,
    );
  });
}

export async function hubStats(db: DbOrTx, now: Date): Promise<AdminStats> {
  const [counts, months, byState] = await Promise.all([
    stats.agencyCounts(db),
    stats.monthlyRegistrations(db, now),
    stats.appointmentsByState(db),
  ]);
  return buildStats(counts, months, byState, now);
}

/** The trail of any audited record, newest first, as the record's page shows it. */
export async function auditTrail(
  db: DbOrTx,
  entity: AuditEntity,
  id: string,
): Promise<AuditEntry[]> {
  const rows = await listAudit(db, entity, id);
  return rows.map((row) => ({
    _id: row.id,
    action: row.action as AuditEntry['action'],
    changes: row.changes,
    created_at: row.createdAt.toISOString(),
    admin:
      row.adminEmail !== null
        ? { name: row.adminName ?? '', surname: row.adminSurname ?? '', email: row.adminEmail }
        : null,
    agenzia:
      row.agencyId !== null && row.agencyName !== null
        ? { _id: row.agencyId, nome: row.agencyName }
        : null,
  }));
}
