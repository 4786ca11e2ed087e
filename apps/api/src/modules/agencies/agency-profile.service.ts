import { linksInLastHour } from '../../db/one-time-tokens';
import {
  EMAIL_CHANGE_TTL_HOURS,
  ErrorCode,
  PROFILE_TEXT,
  type AgencyProfile,
  type ConfirmEmailResponse,
  type EmailChangeResponse,
  type ProfileBody,
} from '@portal/shared';
import { ERASURE_MESSAGES } from '@portal/shared/contracts/admin-erasure';
import { uniqueViolationOf } from '../../db/unique-violation';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import { staleEdit } from '../../lib/stale-edit';
import { hashOpaqueToken, randomToken } from '../../lib/tokens';
import { diffChanges, recordAudit } from '../audit/audit.service';
import type { AuthAgency } from '../auth/auth.service';
import { findAgencyRowForUpdate, lastAgencySave } from './agencies-admin.queries';
import { checkPlace } from './agencies-admin.rules';
import {
  emailChangedMail,
  emailChangeLink,
  emailChangeLinkMail,
  emailChangeNoticeMail,
  emailTakenMail,
} from './agency-profile.mails';
import * as q from './agency-profile.queries';

// Impostazioni → Profilo (decision 057): the agency's own data, and the change of its
// e-mail, which happens only when the link mailed to the new address is opened.

type Ctx = Pick<ServiceDeps, 'db' | 'config' | 'mailer' | 'outbox' | 'clock' | 'log'>;

const NOT_FOUND = 'Agenzia non trovata.';
const REQUIRED = 'Campo obbligatorio';
const TTL_MS = EMAIL_CHANGE_TTL_HOURS * 60 * 60 * 1000;
/** At most this many change links per agency per hour; further requests answer the same. */
const MAX_CHANGES_PER_HOUR = 5;

/** The fields of the profile the trail records, with the API's names. */
const PROFILE_FIELDS = [
  'titolare',
  'provincia',
  'comune',
  'cap',
  'indirizzo',
  'cellulare',
  'telefono',
] as const;

const auditView = (row: Pick<q.ProfileRow, (typeof PROFILE_FIELDS)[number]>) => ({
  titolare: row.titolare,
  provincia: row.provincia,
  comune: row.comune,
  cap: row.cap,
  indirizzo: row.indirizzo,
  cellulare: row.cellulare,
  telefono: row.telefono,
});

function toProfile(
  row: q.ProfileRow,
  pending: { email: string | null; expiresAt: Date } | undefined,
): AgencyProfile {
  return {
    regioneSociale: row.ragioneSociale,
    nome: row.nome,
    partitaIva: row.partitaIva,
    titolare: row.titolare,
    email: row.email,
    provincia: row.provincia,
    comune: row.comune,
    cap: row.cap,
    indirizzo: row.indirizzo,
    cellulare: row.cellulare,
    telefono: row.telefono,
    agenteInterno: row.agenteInterno,
    version: row.version,
    emailInAttesa: pending?.email
      ? { email: pending.email, scadeIl: pending.expiresAt.toISOString() }
      : null,
  };
}

export async function getProfile(
  deps: Pick<Ctx, 'db' | 'clock'>,
  agency: AuthAgency,
): Promise<AgencyProfile> {
  const row = await q.findProfile(deps.db, agency.id);
  if (!row) throw unauthorized();
  const now = new Date(deps.clock.now());
  return toProfile(row, await q.findPendingEmailChange(deps.db, agency.id, now));
}

/**
 * The agency's save of its phones, address (province → comune → CAP, as registration
 * checks them) and contact person; an internal agent has no titolare. Written only over the
 * version the form loaded (decision 028); the change is audited with the agency as author.
 */
export async function saveProfile(
  deps: Pick<Ctx, 'db' | 'clock' | 'log'>,
  agency: AuthAgency,
  body: ProfileBody,
): Promise<AgencyProfile> {
  if (!agency.agenteInterno && !body.titolare) {
    throw badRequest(REQUIRED, { titolare: REQUIRED });
  }
  const place = checkPlace({
    provincia: body.provincia,
    comune: body.comune,
    cap: body.cap || null,
  });
  const now = new Date(deps.clock.now());
  const saved = await deps.db.transaction(async (tx) => {
    const before = await findAgencyRowForUpdate(tx, agency.id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.erasedAt) throw conflict(ERASURE_MESSAGES.erasedEdit);
    const row = await q.updateProfile(
      tx,
      agency.id,
      {
        ...(agency.agenteInterno ? {} : { titolare: body.titolare ?? null }),
        provincia: place.provincia,
        comune: place.comune,
        cap: place.cap || null,
        indirizzo: body.indirizzo,
        cellulare: body.cellulare || null,
        telefono: body.telefono || null,
        updatedAt: now,
      },
      body.version,
    );
    if (!row) throw staleEdit(await lastAgencySave(tx, agency.id), now, NOT_FOUND);
    const changes = diffChanges(auditView(before), auditView(row), PROFILE_FIELDS);
    await recordAudit(tx, {
      agencyId: agency.id,
      entity: 'agency',
      entityId: agency.id,
      action: 'update',
      changes,
    });
    return { row, changes: changes.length };
  });
  deps.log.info(
    { event: 'profile_saved', agencyId: agency.id, fieldsChanged: saved.changes },
    'profilo aggiornato dall’agenzia',
  );
  return toProfile(saved.row, await q.findPendingEmailChange(deps.db, agency.id, now));
}

/** What the request hands to the job: who asks, and the new address (lower-cased). */
export interface EmailChangeJob {
  agencyId: string;
  email: string;
}

/**
 * A change of e-mail: the request checks the address and stores one job, the same work
 * whether the address is free or another agency's (as registration, decision 038), and
 * answers the same. The job mails the link, or tells the address's holder.
 */
export async function requestEmailChange(
  deps: Ctx,
  agency: AuthAgency,
  email: string,
): Promise<EmailChangeResponse> {
  const row = await q.findProfile(deps.db, agency.id);
  if (!row) throw unauthorized();
  if (row.email === email)
    throw badRequest(PROFILE_TEXT.sameEmail, { email: PROFILE_TEXT.sameEmail });
  const job: EmailChangeJob = { agencyId: agency.id, email };
  await deps.outbox.enqueue('email_change', job);
  return { message: PROFILE_TEXT.emailSent(email), email };
}

/**
 * The job of a change of e-mail: the current address is told of the request; the new one
 * gets a single-use link valid 24 hours (stored hashed), which replaces any earlier one;
 * an address another agency uses gets, instead, a mail saying it stays with that account.
 */
export async function completeEmailChange(deps: Ctx, job: EmailChangeJob): Promise<void> {
  const agency = await q.findProfile(deps.db, job.agencyId);
  if (!agency || agency.erasedAt || agency.email === job.email) return;
  const now = new Date(deps.clock.now());
  const recent = await linksInLastHour(deps.db, agency.id, 'email_change', now);
  if (recent >= MAX_CHANGES_PER_HOUR) {
    deps.log.warn(
      { event: 'email_change_capped', agencyId: agency.id },
      'troppe richieste di modifica dell’e-mail per questa agenzia',
    );
    return;
  }
  const holder = await q.findEmailHolder(deps.db, job.email, agency.id);
  const { token, hash } = randomToken();
  const link = emailChangeLink(deps.config, token);
  await deps.db.transaction(async (tx) => {
    await q.retireEmailChanges(tx, agency.id, now);
    // Stored for a taken address too, so the hourly cap counts every request; then without
    // the address (another agency's) and already expired: it can never be confirmed.
    await q.insertEmailChange(tx, {
      agencyId: agency.id,
      newEmail: holder ? null : job.email,
      tokenHash: hash,
      expiresAt: holder ? now : new Date(now.getTime() + TTL_MS),
      now,
    });
    await deps.mailer.send(emailChangeNoticeMail(deps.config, agency, job.email), tx);
    await deps.mailer.send(
      holder
        ? emailTakenMail(deps.config, holder)
        : emailChangeLinkMail(deps.config, agency, job.email, link),
      tx,
    );
  });
  deps.log.info(
    { event: holder ? 'email_change_taken' : 'email_change_requested', agencyId: agency.id },
    holder ? 'e-mail richiesta già in uso' : 'link di modifica dell’e-mail creato',
  );
}

const gone = () => new AppError(410, ErrorCode.tokenExpired, PROFILE_TEXT.linkGone);

/**
 * Opens a change link: single use, expiring. In one transaction the link is used up, every
 * other one of the agency retired, the e-mail replaced (a new version: an admin's open form
 * becomes stale), the change audited with the agency as author and the old address told.
 * A link that already made its change answers `giaConfermata`; an address taken meanwhile
 * by another agency is refused (409) and the link stays usable.
 */
export async function confirmEmailChange(deps: Ctx, token: string): Promise<ConfirmEmailResponse> {
  const now = new Date(deps.clock.now());
  const link = await q.findEmailChange(deps.db, hashOpaqueToken(token));
  if (!link?.newEmail) throw notFound(PROFILE_TEXT.linkInvalid);
  if (link.usedAt) {
    if (link.email === link.newEmail) return { email: link.email, giaConfermata: true };
    throw gone();
  }
  if (link.erasedAt || link.expiresAt <= now) throw gone();
  const newEmail = link.newEmail;
  const taken = () => conflict(PROFILE_TEXT.emailTaken(newEmail));
  const done = await deps.db
    .transaction(async (tx) => {
      const before = await findAgencyRowForUpdate(tx, link.agencyId);
      if (!before || before.erasedAt) throw gone();
      if (await q.findEmailHolder(tx, newEmail, before.id)) throw taken();
      if (!(await q.useEmailChange(tx, link.id, now))) return false;
      await q.retireEmailChanges(tx, before.id, now);
      await q.setAgencyEmail(tx, before.id, newEmail, now);
      await recordAudit(tx, {
        agencyId: before.id,
        entity: 'agency',
        entityId: before.id,
        action: 'update',
        changes: diffChanges({ email: before.email }, { email: newEmail }, ['email']),
      });
      await deps.mailer.send(emailChangedMail(deps.config, before, before.email, newEmail), tx);
      return true;
    })
    .catch((err: unknown) => {
      // Another agency took the address between the check and the write.
      if (uniqueViolationOf(err)?.constraint === 'agencies_email_uq') throw taken();
      throw err;
    });
  // The other of two clicks at once made the change.
  if (!done) return { email: newEmail, giaConfermata: true };
  deps.log.info(
    { event: 'email_changed', agencyId: link.agencyId },
    'e-mail dell’agenzia modificata',
  );
  return { email: newEmail, giaConfermata: false };
}
