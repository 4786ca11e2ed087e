import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { boolean, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { APPOINTMENT_STATES } from '@portal/shared';
import { agencies } from './agencies';
import { versionColumns } from './admins';
import { createdAt, id, updatedAt } from './common';
import { foldedColumns } from './search';

export const appointmentState = pgEnum('appointment_state', APPOINTMENT_STATES);

/**
 * A lead's client as "who brought the client first" compares it (decision 102, the same rule
 * as `emailKey` and `phoneKey` of packages/shared): the e-mail case-folded and trimmed, the
 * phone's digits without a leading +39 or 0039. Indexed below, with the day: the check each
 * new lead makes reads a few index entries, not every lead of the window.
 */
export const leadEmailKey = (email: PgColumn): SQL<string> => sql<string>`lower(trim(${email}))`;
export const leadPhoneKey = (phone: PgColumn): SQL<string> =>
  sql<string>`regexp_replace(regexp_replace(regexp_replace(${phone}, '[[:space:].()/-]', '', 'g'), '^(\\+|00)39', ''), '[^0-9]', '', 'g')`;

/** Lead appointments (appuntamentoLead). */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'restrict' }),
    /** The internal agent who recorded it. */
    agentId: uuid('agent_id').references(() => agencies.id, { onDelete: 'set null' }),
    state: appointmentState('state').notNull().default('Inserito'),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    cellulare: text('cellulare').notNull(),
    description: text('description').notNull().default(''),
    dataFattoAppuntamento: timestamp('data_fatto_appuntamento', { withTimezone: true }),
    payed: boolean('payed').notNull().default(false),
    wc: boolean('wc').notNull().default(false),
    contratto: boolean('contratto').notNull().default(false),
    /**
     * When the same client was first reported within the protection window (an earlier
     * referral or lead, decision 112): set once when the lead is made, never recomputed.
     */
    duplicateOfAt: timestamp('duplicate_of_at', { withTimezone: true }),
    duplicateOfReferralId: uuid('duplicate_of_referral_id'),
    duplicateOfAppointmentId: uuid('duplicate_of_appointment_id'),
    /**
     * A client's plan sent from a Piano D'Acquisto opened from a Display Rata badge: its
     * contract counts in the agency's funnel (decision 115). An origin, not a person's mark.
     */
    fromDisplayRata: boolean('from_display_rata').notNull().default(false),
    /**
     * What the desk's client search reads: name, surname and e-mail folded
     * (db/schema/search.ts), then the phone's digits ('+39 333-12' → '3933312') and the
     * same without the country code ('33312'), so a number typed either way is a word's start.
     */
    clientSearch: text('client_search')
      .notNull()
      .generatedAlwaysAs(
        sql`${foldedColumns('name', 'surname', 'email')} || ' ' || regexp_replace("cellulare", '[^0-9]', '', 'g') || ' ' || regexp_replace(regexp_replace("cellulare", '[^0-9]', '', 'g'), '^(00)?39', '')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the client's personal data were pseudonymised at the end of their retention. */
    clientErasedAt: timestamp('client_erased_at', { withTimezone: true }),
    ...versionColumns(),
    /** The internal agent who saved last through user_edit (decision 028). */
    updatedByAgencyId: uuid('updated_by_agency_id').references(() => agencies.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('appointments_agency_created_idx').on(t.agencyId, t.createdAt),
    index('appointments_agent_created_idx').on(t.agentId, t.createdAt),
    index('appointments_state_created_idx').on(t.state, t.createdAt),
    index('appointments_created_idx').on(t.createdAt),
    index('appointments_email_key_idx').on(leadEmailKey(t.email), t.createdAt),
    index('appointments_phone_key_idx').on(leadPhoneKey(t.cellulare), t.createdAt),
    // The retention sweep reads only the leads whose client data are still there.
    index('appointments_retention_idx')
      .on(t.updatedAt)
      .where(sql`${t.clientErasedAt} is null`),
    // The desk sorted by client: a page is an index range read.
    index('appointments_client_sort_idx').on(t.surname, t.name, t.id),
    // Full-text words, so a search is a prefix read of a few index entries (QUALITY P9).
    index('appointments_client_search_idx').using(
      'gin',
      sql`to_tsvector('simple', ${t.clientSearch})`,
    ),
  ],
);
export type AppointmentRow = typeof appointments.$inferSelect;
