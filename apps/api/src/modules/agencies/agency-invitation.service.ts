import { ERASURE_MESSAGES } from '@portal/shared/contracts/admin-erasure';
import { INVITE_TOKEN_TTL_SECONDS, type AgencyInvitation } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { AgencyRow } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import type { ServiceDeps } from '../../lib/service-deps';
import { recordAudit } from '../audit/audit.service';
import * as q from './agency-invitation.queries';
import { invitationMail, inviteLink } from './agency-invitation.mail';
import { findAgencyRow, findAgencyRowForUpdate } from './agencies-admin.queries';

type InviteDeps = Pick<ServiceDeps, 'db' | 'clock' | 'mailer' | 'config'>;

const AGENCY_NOT_FOUND = 'Agenzia non trovata.';
const ALREADY_ACCEPTED = 'L’agenzia ha già scelto la sua password: non serve un nuovo invito.';
const NOT_INVITED =
  'Questa agenzia è stata aggiunta con una password: per cambiarla usa “Reset password”.';

/** What the audit trail records for each step of an invitation (field `invito`). */
export const INVITE_AUDIT = {
  sent: 'inviato',
  resent: 'inviato di nuovo',
  pending: 'in attesa',
  accepted: 'accettato: password scelta dall’agenzia',
} as const;

/**
 * Stores a new single-use invitation link (hashed, valid 7 days) and its mail, inside the
 * caller's transaction: the link, the mail and the change commit together. Any earlier link
 * of the agency stops working.
 */
export async function storeInvitation(
  deps: Pick<InviteDeps, 'mailer' | 'config'>,
  tx: DbOrTx,
  agency: Pick<AgencyRow, 'id' | 'nome' | 'email'>,
  now: Date,
) {
  await q.retireInviteTokens(tx, agency.id, now);
  const { token, hash } = randomToken();
  await q.insertInviteToken(tx, {
    agencyId: agency.id,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + INVITE_TOKEN_TTL_SECONDS * 1000),
    now,
  });
  const url = inviteLink(deps.config.publicUrl, token);
  await deps.mailer.send({ to: agency.email, ...invitationMail(deps.config, agency, url) }, tx);
}

/** The invitation as its links say: accepted once one was used, else the newest one's fate. */
async function invitationOf(db: DbOrTx, agencyId: string, now: Date): Promise<AgencyInvitation> {
  const links = await q.listInviteTokens(db, agencyId);
  const newest = links[0];
  const used = links.find((l) => l.usedAt !== null);
  if (!newest) return { state: 'none', sentAt: null, expiresAt: null, acceptedAt: null };
  return {
    state: used ? 'accepted' : newest.expiresAt > now ? 'pending' : 'expired',
    sentAt: newest.createdAt.toISOString(),
    expiresAt: newest.expiresAt.toISOString(),
    acceptedAt: used?.usedAt?.toISOString() ?? null,
  };
}

export async function getInvitation(
  deps: Pick<InviteDeps, 'db' | 'clock'>,
  agencyId: string,
): Promise<AgencyInvitation> {
  if (!(await findAgencyRow(deps.db, agencyId))) throw notFound(AGENCY_NOT_FOUND);
  return invitationOf(deps.db, agencyId, new Date(deps.clock.now()));
}

/**
 * "Invia di nuovo l'invito": only for an agency invited that has not chosen its password
 * yet; a new link is mailed and the old one stops working, audited as the admin's change.
 */
export async function resendInvitation(
  deps: InviteDeps,
  adminId: string,
  agencyId: string,
): Promise<AgencyInvitation> {
  const now = new Date(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const agency = await findAgencyRowForUpdate(tx, agencyId);
    if (!agency) throw notFound(AGENCY_NOT_FOUND);
    if (agency.erasedAt) throw conflict(ERASURE_MESSAGES.erasedEdit);
    const before = await invitationOf(tx, agencyId, now);
    if (before.state === 'none') throw conflict(NOT_INVITED);
    if (before.state === 'accepted') throw conflict(ALREADY_ACCEPTED);
    await storeInvitation(deps, tx, agency, now);
    await recordAudit(tx, {
      adminId,
      entity: 'agency',
      entityId: agencyId,
      action: 'update',
      changes: [{ field: 'invito', old: INVITE_AUDIT.sent, new: INVITE_AUDIT.resent }],
    });
    return invitationOf(tx, agencyId, now);
  });
}
