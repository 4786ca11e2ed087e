import { isRankingUnlocked, type AgencyMailKind, type AppointmentState } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { MailMessage } from '../../lib/mailer';
import type { ServiceDeps } from '../../lib/service-deps';
import { agencyWantsMail } from './notification-prefs.queries';
import { agenciesForMail, markLeadMail, rankingPosition } from './lead-mails.queries';
import {
  clientLabel,
  leadProgressMail,
  leadRecordedMail,
  rankingChangeMail,
} from './lead-mails.templates';

type Ctx = Pick<ServiceDeps, 'config' | 'mailer'>;

/** The states whose arrival the agency hears about (lead_progress). */
const MILESTONES: readonly AppointmentState[] = ['Fatto Appuntamento', 'Contratto'];

/** Each touched agency's points before the change, read in the change's transaction. */
export type PointsBefore = Map<string, number>;

/** The appointment as the change left it, and what it was before (null when just created). */
export interface LeadChange {
  appointment: {
    id: string;
    agencyId: string;
    state: AppointmentState;
    name: string;
    surname: string;
  };
  before: { agencyId: string; state: AppointmentState } | null;
  /** The id of the internal agent who recorded it, when this change is its creation by one. */
  recordedBy?: string;
  pointsBefore: PointsBefore;
}

/** Reads the points of the agencies a change is about to touch (call it after locking them). */
export async function pointsBefore(db: DbOrTx, agencyIds: string[]): Promise<PointsBefore> {
  const rows = await agenciesForMail(db, agencyIds);
  return new Map(rows.map((r) => [r.id, r.points]));
}

/**
 * Queues, in the change's transaction and after the points were recomputed, the mails this
 * change of an appointment owes its agencies (decision 053): lead_recorded, lead_progress,
 * ranking_change. Each is asked of the agency's switches, marked once per appointment and
 * milestone (a retry or the same change made again queues nothing), and goes only to the
 * agency concerned.
 */
export async function queueLeadMails(deps: Ctx, db: DbOrTx, change: LeadChange): Promise<void> {
  const { appointment: a } = change;
  const agencies = new Map(
    (
      await agenciesForMail(db, [
        a.agencyId,
        ...change.pointsBefore.keys(),
        ...(change.recordedBy ? [change.recordedBy] : []),
      ])
    ).map((r) => [r.id, r]),
  );
  const owner = agencies.get(a.agencyId);
  // An erased agency (decision 055) keeps only a pseudonymised address: nothing to tell it.
  if (!owner || owner.erasedAt) return;
  const client = clientLabel(a.name, a.surname);
  const once = async (agencyId: string, kind: AgencyMailKind, milestone: string) =>
    markLeadMail(db, { agencyId, appointmentId: a.id, kind, milestone });
  const send = (m: MailMessage) => deps.mailer.send(m, db);
  const wants = (kind: AgencyMailKind) => agencyWantsMail(db, owner.id, kind);

  const reached = MILESTONES.includes(a.state) && change.before?.state !== a.state;
  let told = false;
  if (
    change.recordedBy &&
    (await wants('lead_recorded')) &&
    (await once(owner.id, 'lead_recorded', 'recorded'))
  ) {
    await send(
      leadRecordedMail(deps, owner, {
        agent: agencies.get(change.recordedBy)?.nome ?? 'Un agente interno',
        client,
        state: a.state,
      }),
    );
    // The new lead's mail names its state: a lead recorded at a milestone is not told twice.
    if (reached) await once(owner.id, 'lead_progress', a.state);
    told = true;
  }
  if (
    reached &&
    !told &&
    (await wants('lead_progress')) &&
    (await once(owner.id, 'lead_progress', a.state))
  ) {
    await send(leadProgressMail(deps, owner, { client, state: a.state }));
  }

  // Only the agency that earned is told: the others whose place shifted did nothing.
  const before = change.pointsBefore.get(owner.id);
  if (before === undefined || owner.agenteInterno || owner.points <= before) return;
  if (!isRankingUnlocked(owner.points)) return; // its place is not shown to it yet
  const now = await rankingPosition(db, owner.points);
  const was = isRankingUnlocked(before)
    ? await placeBefore(db, owner.id, before, change, agencies)
    : null;
  if (was === now.position) return;
  if (!(await wants('ranking_change')) || !(await once(owner.id, 'ranking_change', a.state)))
    return;
  await send(
    rankingChangeMail(deps, owner, {
      gained: owner.points - before,
      points: owner.points,
      from: was,
      to: now.position,
      total: now.total,
    }),
  );
}

/**
 * The place the agency held with its points before the change, read after it: 1 + the
 * agencies above those points, less itself (it now has more), with any other agency the
 * change touched (an appointment moved between agencies) counted with its points before.
 */
async function placeBefore(
  db: DbOrTx,
  ownerId: string,
  before: number,
  change: LeadChange,
  agencies: Map<string, { points: number; agenteInterno: boolean }>,
): Promise<number> {
  let place = (await rankingPosition(db, before)).position - 1;
  for (const [id, was] of change.pointsBefore) {
    const other = agencies.get(id);
    if (id === ownerId || !other || other.agenteInterno) continue;
    place += Number(was > before) - Number(other.points > before);
  }
  return place;
}
