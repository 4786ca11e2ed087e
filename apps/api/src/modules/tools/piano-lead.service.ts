import { FUNNEL_MARKER, type PianoLead } from '@portal/shared';
import type { ServiceDeps } from '../../lib/service-deps';
import { notFound } from '../../lib/errors';
import { insertClientLead } from '../appointments/appointments.service';
import { leadDescription, leadMails } from './piano-lead.mails';
import { findLeadAgency, insertLeadConsent } from './piano-lead.queries';
import { countFunnelPlan } from './funnel.service';

type Ctx = Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'mailer' | 'log'>;

const AGENCY_NOT_FOUND = 'Agenzia non trovata.';

/**
 * A client sends the plan from an agency's shared Piano D'Acquisto (issue 17, point 11):
 * one transaction stores the appointment (state Inserito, no internal agent), the client's
 * consent with the notice version, the agency's points, and the three mails in the outbox.
 * A filled honeypot field gets the same answer and stores nothing.
 */
export async function sendPianoLead(ctx: Ctx, slug: string, lead: PianoLead): Promise<void> {
  const agency = await findLeadAgency(ctx.db, slug);
  if (!agency) throw notFound(AGENCY_NOT_FOUND);
  const now = new Date(ctx.clock.now());
  // Sent from a Piano opened from a Display Rata badge: a plan sent, and a lead once made.
  const fromDisplayRata = lead.da === FUNNEL_MARKER;
  if (lead.website) {
    ctx.log.warn({ event: 'piano_lead_honeypot', agencyId: agency.id }, 'richiesta scartata');
    if (fromDisplayRata) await countFunnelPlan(ctx.db, agency.id, now, false);
    return;
  }
  await ctx.db.transaction(async (tx) => {
    const appointmentId = await insertClientLead(tx, {
      agencyId: agency.id,
      name: lead.name,
      surname: lead.surname,
      email: lead.email,
      cellulare: lead.cellulare,
      description: leadDescription(lead),
      createdAt: now,
      fromDisplayRata,
    });
    if (fromDisplayRata) await countFunnelPlan(tx, agency.id, now, true);
    await insertLeadConsent(tx, {
      agencyId: agency.id,
      appointmentId,
      version: ctx.config.privacyVersion,
      acceptedAt: now,
    });
    const referrer = agency.referrer?.email ? agency.referrer : null;
    for (const mail of leadMails(ctx.config, lead, { ...agency, referrer }))
      await ctx.mailer.send(mail, tx);
    ctx.log.info(
      { event: 'piano_lead', agencyId: agency.id, appointmentId },
      'richiesta dal piano',
    );
  });
}
