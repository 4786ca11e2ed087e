import {
  LEAD_STEPS,
  stepDayRefusal,
  stepsRefusal,
  type LeadMilestoneSaveBody,
  type LeadMilestones,
  type LeadTimeline,
  romeDay,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import { staleEdit } from '../../lib/stale-edit';
import { diffChanges, recordAudit } from '../audit/audit.service';
import type { AuthAgency } from '../auth/auth.service';
import { queueMilestoneMail } from '../notifications/milestone-mail.service';
import { scopeOf } from './appointments.service';
import * as q from './appointments.queries';
import * as m from './lead-milestones.queries';

type Ctx = Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'mailer'>;

/** Who saves a step: an admin, or the internal agent who recorded the lead (decision 100). */
export type StepActor = { kind: 'admin'; adminId: string } | { kind: 'agent'; agent: AuthAgency };

const NOT_FOUND = 'Appuntamento non trovato.';
const NOT_RECORDER =
  'Solo l’agente interno che ha registrato l’appuntamento può aggiornarne l’avanzamento della pratica.';

function view(
  lead: { id: string; state: LeadMilestones['state'] },
  rows: m.StepRow[],
  canWrite: boolean,
): LeadMilestones {
  const byStep = new Map(rows.map((r) => [r.step, r]));
  const motivo = canWrite ? stepsRefusal(lead.state) : NOT_RECORDER;
  return {
    _id: lead.id,
    state: lead.state,
    modificabile: motivo === null,
    motivo,
    tappe: LEAD_STEPS.map((step) => {
      const r = byStep.get(step);
      return {
        step,
        data: r?.day ?? null,
        version: r?.version ?? 0,
        aggiornatoIl: r ? r.updatedAt.toISOString() : null,
        aggiornatoDa: r ? (r.adminName ?? r.agentName ?? null) : null,
      };
    }),
  };
}

/** The lead the actor may see, or 404: an admin any, an agent those of its linked agencies. */
async function leadFor(db: DbOrTx, actor: StepActor, id: string) {
  const visible = actor.kind === 'admin' || (await q.findAppointment(db, scopeOf(actor.agent), id));
  const lead = visible ? await m.leadOf(db, id) : undefined;
  if (!lead) throw notFound(NOT_FOUND);
  return lead;
}

const mayWrite = (actor: StepActor, lead: { agentId: string | null }) =>
  actor.kind === 'admin' || lead.agentId === actor.agent.id;

/** admin_milestones / user_milestones: the six steps of a lead and whether the caller may change them. */
export async function readSteps(
  deps: Pick<ServiceDeps, 'db'>,
  actor: StepActor,
  id: string,
): Promise<LeadMilestones> {
  const lead = await leadFor(deps.db, actor, id);
  return view(lead, await m.stepsOf(deps.db, [id]), mayWrite(actor, lead));
}

/**
 * Sets a step to a day or clears it (`data: null`), over the version the caller read. In one
 * transaction with the lead locked: the rule of the states (decision 100), the day (only the
 * deed may lie ahead, in Europe/Rome), the write, the trail, and, for a step set for the
 * first time, the agency's mail (decision 101). The lead's state and points do not move.
 */
export async function saveStep(
  app: Ctx,
  actor: StepActor,
  body: LeadMilestoneSaveBody,
): Promise<LeadMilestones> {
  const now = new Date(app.clock.now());
  await app.db.transaction(async (tx) => {
    const seen = await leadFor(tx, actor, body.id);
    if (!mayWrite(actor, seen)) throw forbidden(NOT_RECORDER);
    const lead = await q.lockAppointment(tx, body.id);
    if (!lead) throw notFound(NOT_FOUND);
    const refusal = stepsRefusal(lead.state);
    if (refusal) throw conflict(refusal);
    if (body.data !== null) {
      const late = stepDayRefusal(body.step, body.data, romeDay(now));
      if (late) throw badRequest(late, { data: late });
    }
    const before = await m.lockStep(tx, body.id, body.step);
    const saved = await m.saveStep(tx, {
      appointmentId: body.id,
      step: body.step,
      day: body.data,
      loaded: body.version,
      at: now,
      adminId: actor.kind === 'admin' ? actor.adminId : null,
      agentId: actor.kind === 'agent' ? actor.agent.id : null,
    });
    if (!saved) throw staleEdit(await lastStepSave(tx, body.id, body.step, now), now, NOT_FOUND);
    // A step is a change of the lead: its retention (decision 055) counts from it.
    await q.updateAppointment(tx, body.id, { updatedAt: now });
    const field = `tappa_${body.step}`;
    await recordAudit(tx, {
      ...(actor.kind === 'admin' ? { adminId: actor.adminId } : { agencyId: actor.agent.id }),
      entity: 'appointment',
      entityId: body.id,
      action: 'update',
      changes: diffChanges({ [field]: before?.day ?? null }, { [field]: body.data }, [field]),
    });
    if (body.data !== null && !before?.day) {
      await queueMilestoneMail(app, tx, { lead, step: body.step, day: body.data });
    }
  });
  return readSteps(app, actor, body.id);
}

async function lastStepSave(tx: DbOrTx, id: string, step: string, now: Date) {
  const row = (await m.stepsOf(tx, [id])).find((r) => r.step === step);
  return { at: row?.updatedAt ?? now, by: row ? (row.adminName ?? row.agentName) : null };
}

/** user_timeline: the set steps of one lead of the caller's scope, in order. */
export async function timelineFor(
  deps: Pick<ServiceDeps, 'db'>,
  agency: AuthAgency,
  id: string,
): Promise<LeadTimeline> {
  if (!(await q.findAppointment(deps.db, scopeOf(agency), id))) throw notFound(NOT_FOUND);
  const rows = await m.setStepsOf(deps.db, [id]);
  return { _id: id, tappe: rows.map((r) => ({ step: r.step, data: r.day! })) };
}

/** user_timelines: the timeline of every lead of the caller's scope that has a set step. */
export async function timelinesFor(
  deps: Pick<ServiceDeps, 'db'>,
  agency: AuthAgency,
): Promise<LeadTimeline[]> {
  const ids = (await q.listAppointments(deps.db, scopeOf(agency))).map((r) => r.a.id);
  return groupTimelines(await m.setStepsOf(deps.db, ids));
}

/** The set steps of many leads, one timeline per lead (the data export reads them too). */
export function groupTimelines(
  rows: {
    appointmentId: string;
    step: LeadTimeline['tappe'][number]['step'];
    day: string | null;
  }[],
): LeadTimeline[] {
  const out = new Map<string, LeadTimeline>();
  for (const r of rows) {
    const t = out.get(r.appointmentId) ?? { _id: r.appointmentId, tappe: [] };
    t.tappe.push({ step: r.step, data: r.day! });
    out.set(r.appointmentId, t);
  }
  return [...out.values()];
}

/** The timelines of the given leads (an agency's data export). */
export async function timelinesOfLeads(
  deps: Pick<ServiceDeps, 'db'>,
  ids: string[],
): Promise<LeadTimeline[]> {
  return groupTimelines(await m.setStepsOf(deps.db, [...new Set(ids)]));
}
