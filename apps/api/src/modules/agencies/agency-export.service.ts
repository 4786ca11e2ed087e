import type { AgencyDataExport } from '@portal/shared';
import { unauthorized } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import type { AuthAgency } from '../auth/auth.service';
import { agencyAppointments, recordedByAgent } from '../appointments/appointments.service';
import { timelinesOfLeads } from '../appointments/lead-milestones.service';
import { notesOfLeads } from '../appointments/lead-notes.service';
import { certificatesOfLeads } from '../appointments/certificates.service';
import { listAudit } from '../audit/audit.service';
import { referralsOfAgency } from '../referrals/referral-gdpr.service';
import { mailMarksOf, readPrefs } from '../notifications/notification-prefs.service';
import { requestsOf } from '../services/services-user.service';
import { agencyView } from './agencies.service';
import { exportHtml } from './agency-export.html';
import * as q from './agency-self.queries';
import * as x from './agency-export.queries';

/**
 * Everything the portal keeps about the agency, as one JSON document (GDPR art. 15 and 20;
 * decisions.md "Personal data"): record, consents, sessions, Display Rata settings, service
 * requests, points, notification switches and the mails they sent, its change history and,
 * for an internal agent, what it recorded.
 */
export async function exportData(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'config'>,
  agency: AuthAgency,
): Promise<AgencyDataExport> {
  const profile = await agencyView(deps, agency.id);
  if (!profile) throw unauthorized();
  const [
    consents,
    requests,
    appointments,
    recorded,
    erasure,
    points,
    rata,
    sessions,
    trail,
    mailPrefs,
    mailMarks,
    referrals,
  ] = await Promise.all([
    q.listConsents(deps.db, agency.id),
    requestsOf(deps.db, agency),
    agencyAppointments(deps, agency.id),
    profile.agenteInterno ? recordedByAgent(deps, agency.id) : [],
    q.findErasureRequest(deps.db, agency.id),
    x.findPoints(deps.db, agency.id),
    x.findDisplayRata(deps.db, agency.id),
    x.listSessions(deps.db, agency.id),
    listAudit(deps.db, 'agency', agency.id, 1000),
    readPrefs(deps.db, agency.id),
    mailMarksOf(deps.db, agency.id),
    referralsOfAgency(deps, agency.id),
  ]);
  const leadIds = [...appointments, ...recorded].map((a) => a._id);
  const [timelines, notes, certificates] = await Promise.all([
    timelinesOfLeads(deps, leadIds),
    notesOfLeads(deps, leadIds),
    certificatesOfLeads(deps, leadIds),
  ]);
  return {
    esportatoIl: new Date(deps.clock.now()).toISOString(),
    agenzia: profile,
    consensi: consents.map((c) => ({
      tipo: c.kind,
      versione: c.version,
      accettatoIl: c.acceptedAt.toISOString(),
    })),
    richiesteServizi: requests,
    appuntamenti: appointments,
    appuntamentiRegistrati: recorded,
    avanzamentoPratiche: timelines,
    segnalazioni: referrals,
    notePratiche: notes,
    attestatiPratiche: certificates,
    punti: points,
    displayRata: rata
      ? {
          attivo: rata.enabled,
          durataAnni: rata.durationYears,
          ltvPercento: rata.ltvPercent,
          tassoPersonalizzatoBps: rata.rateSource === 'custom' ? rata.customRateBps : null,
          colore: rata.color,
          etichetta: rata.label,
          selettorePrezzi: rata.priceSelector,
        }
      : null,
    accessi: sessions.map((s) => ({
      apertoIl: s.createdAt.toISOString(),
      scadeIl: s.expiresAt.toISOString(),
      chiusoIl: s.revokedAt?.toISOString() ?? null,
    })),
    storicoModifiche: trail.map((e) => ({
      il: e.createdAt.toISOString(),
      azione: e.action,
      modifiche: e.changes.map((c) => ({ campo: c.field, prima: c.old, dopo: c.new })),
    })),
    notificheEmail: mailPrefs,
    emailInviate: mailMarks.map((m) => ({
      appuntamento: m.appointmentId,
      tipo: m.kind,
      evento: m.milestone,
      il: m.createdAt.toISOString(),
    })),
    richiestaCancellazione: erasure?.at ? erasure.at.toISOString() : null,
  };
}

/** The same export as a self-contained page in Italian, times in Rome (decision 097). */
export async function exportDataHtml(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'config'>,
  agency: AuthAgency,
): Promise<string> {
  return exportHtml(await exportData(deps, agency));
}
