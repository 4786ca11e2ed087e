import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { admins } from './admins';
import { appointments } from './appointments';
import { createdAt, id } from './common';

/**
 * Consent records (GDPR): which notice version an agency accepted, and when; with
 * `appointmentId`, the consent of that appointment's client (a plan sent from the agency's
 * Piano D'Acquisto), kept with the lead and gone with it.
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consents_agency_idx').on(t.agencyId),
    index('consents_appointment_idx').on(t.appointmentId),
  ],
);

export interface AuditChange {
  field: string;
  old: unknown;
  new: unknown;
}

/**
 * Every admin change to an agency, referrer, service or appointment, and an agency's change
 * to its own profile (`agencyId`, the agency that made it; decision 057).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_agency_idx').on(t.agencyId),
  ],
);
