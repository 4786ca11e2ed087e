import {
  REFERRALS_PAGE,
  type ReferralConvert,
  type ReferralEarlier,
  type ReferralRefuseBody,
  type ReferralState,
  type StaffReferral,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import { recordAudit } from '../audit/audit.service';
import type { AuthAgency } from '../auth/auth.service';
import { insertClientLead } from '../appointments/appointments.service';
import { pointsBefore } from '../notifications/lead-mails.service';
import { leadChanged } from '../appointments/lead-change.service';
import { earlierLeads, earlierReferrals, laterLeads } from './referral-duplicates.queries';
import { earlierFromLead, earlierFromReferral, toStaffReferral } from './referrals.mapper';
import * as q from './referrals.queries';

type Ctx = Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'mailer'>;

/** Who decides on a referral: an admin, or an internal agent for its linked agencies. */
export type Decider = { kind: 'admin'; adminId: string } | { kind: 'agent'; agent: AuthAgency };

const NOT_FOUND = 'Segnalazione non trovata.';
const NOT_NEW = 'La segnalazione è già stata gestita: ricarica la pagina.';
const CONFIRM_DUPLICATE =
  'Questo cliente risulta già segnalato: conferma la conversione e indica il motivo.';

const scopeOf = (d: Decider): q.ReferralScope =>
  d.kind === 'admin'
    ? { kind: 'admin' }
    : { kind: 'agent', agentId: d.agent.id, referenteId: d.agent.referenteId };

const who = (d: Decider) =>
  d.kind === 'admin' ? { adminId: d.adminId } : { agencyId: d.agent.id };

/** The referrals with the earlier report of each flagged one, side by side. */
async function withEarlier(db: DbOrTx, rows: { r: q.ReferralView['r']; agencyName: string }[]) {
  const refIds = rows.flatMap((x) =>
    x.r.duplicateOfReferralId ? [x.r.duplicateOfReferralId] : [],
  );
  const leadIds = rows.flatMap((x) =>
    x.r.duplicateOfAppointmentId ? [x.r.duplicateOfAppointmentId] : [],
  );
  const earlier = new Map<string, ReferralEarlier>();
  for (const e of await earlierReferrals(db, refIds)) earlier.set(e.r.id, earlierFromReferral(e));
  for (const e of await earlierLeads(db, leadIds)) earlier.set(e.a.id, earlierFromLead(e));
  const later = new Map<string, ReferralEarlier[]>();
  for (const l of await laterLeads(
    db,
    rows.map((x) => x.r.id),
  )) {
    later.set(l.referralId, [...(later.get(l.referralId) ?? []), earlierFromLead(l)]);
  }
  return rows.map((row) => {
    const id = row.r.duplicateOfReferralId ?? row.r.duplicateOfAppointmentId;
    return toStaffReferral(row, id ? (earlier.get(id) ?? null) : null, later.get(row.r.id) ?? []);
  });
}

/**
 * admin_fetchAll / user_agentFetchAll: a page of the scope's referrals in one state (default:
 * new), newest first, after `prima`.
 */
export async function listForStaff(
  deps: Pick<ServiceDeps, 'db'>,
  decider: Decider,
  stato: ReferralState | 'tutte' | undefined,
  prima?: string,
): Promise<StaffReferral[]> {
  const state = stato === 'tutte' ? null : (stato ?? 'nuova');
  const page = { before: prima, limit: REFERRALS_PAGE };
  return withEarlier(deps.db, await q.listReferrals(deps.db, scopeOf(decider), state, page));
}

async function readOne(db: DbOrTx, decider: Decider, id: string): Promise<StaffReferral> {
  const row = await q.findReferral(db, scopeOf(decider), id);
  if (!row) throw notFound(NOT_FOUND);
  return (await withEarlier(db, [row]))[0]!;
}

/** The referral the decider may see, locked and still new; or 404 / 409. */
async function lockNew(tx: DbOrTx, decider: Decider, id: string) {
  if (!(await q.findReferral(tx, scopeOf(decider), id))) throw notFound(NOT_FOUND);
  const row = await q.lockReferral(tx, id);
  if (!row) throw notFound(NOT_FOUND);
  if (row.state !== 'nuova') throw conflict(NOT_NEW);
  return row;
}

const description = (r: { property: string; note: string }) =>
  [
    r.property && `Immobile: ${r.property}`,
    r.note && `Nota dell’agenzia: ${r.note}`,
    'Da segnalazione dell’agenzia.',
  ]
    .filter(Boolean)
    .join('\n');

/**
 * Turns a new referral into an Inserito appointment of its agency with the client's data,
 * linked both ways, in the trail of both. A flagged referral needs the confirmation and a
 * reason, which the trail keeps (decisions.md, «Who brought the client first»).
 */
export async function convert(
  app: Ctx,
  decider: Decider,
  body: ReferralConvert,
): Promise<StaffReferral> {
  const now = new Date(app.clock.now());
  await app.db.transaction(async (tx) => {
    const r = await lockNew(tx, decider, body.id);
    const flagged = r.duplicateOfAt !== null;
    if (flagged && (!body.confermaDuplicato || !body.motivo)) {
      throw conflict(CONFIRM_DUPLICATE, { motivo: 'Indica il motivo della conversione' });
    }
    const before = await pointsBefore(tx, [r.agencyId]);
    const agentId = decider.kind === 'agent' ? decider.agent.id : null;
    const appointmentId = await insertClientLead(tx, {
      agencyId: r.agencyId,
      name: r.name,
      surname: r.surname,
      email: r.email,
      cellulare: r.phone,
      description: description(r),
      agentId,
      createdAt: now,
      referralId: r.id,
    });
    await q.decideReferral(tx, r.id, {
      state: 'convertita',
      appointmentId,
      at: now,
      adminId: decider.kind === 'admin' ? decider.adminId : null,
      agentId,
    });
    await recordAudit(tx, {
      ...who(decider),
      entity: 'referral',
      entityId: r.id,
      action: 'update',
      changes: [
        { field: 'stato', old: 'nuova', new: 'convertita' },
        { field: 'appuntamento', old: null, new: appointmentId },
        ...(flagged ? [{ field: 'motivoConversioneDuplicato', old: null, new: body.motivo }] : []),
      ],
    });
    await recordAudit(tx, {
      ...who(decider),
      entity: 'appointment',
      entityId: appointmentId,
      action: 'create',
      changes: [{ field: 'segnalazione', old: null, new: r.id }],
    });
    await leadChanged(app, tx, {
      appointment: {
        id: appointmentId,
        agencyId: r.agencyId,
        state: 'Inserito',
        name: r.name,
        surname: r.surname,
      },
      before: null,
      ...(agentId ? { recordedBy: agentId } : {}),
      pointsBefore: before,
    });
  });
  return readOne(app.db, decider, body.id);
}

/** Refuses a new referral with the reason its agency reads; the trail keeps it. */
export async function refuse(
  app: Pick<ServiceDeps, 'db' | 'clock'>,
  decider: Decider,
  body: ReferralRefuseBody,
): Promise<StaffReferral> {
  const now = new Date(app.clock.now());
  const motivo = body.motivo.trim();
  await app.db.transaction(async (tx) => {
    const r = await lockNew(tx, decider, body.id);
    await q.decideReferral(tx, r.id, {
      state: 'rifiutata',
      refusalReason: motivo,
      at: now,
      adminId: decider.kind === 'admin' ? decider.adminId : null,
      agentId: decider.kind === 'agent' ? decider.agent.id : null,
    });
    await recordAudit(tx, {
      ...who(decider),
      entity: 'referral',
      entityId: r.id,
      action: 'update',
      changes: [
        { field: 'stato', old: 'nuova', new: 'rifiutata' },
        { field: 'motivoRifiuto', old: null, new: motivo },
      ],
    });
  });
  return readOne(app.db, decider, body.id);
}
