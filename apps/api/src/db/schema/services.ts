import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FALLBACK_COLOUR, SERVICE_REQUEST_STATES, SERVICE_VISIBILITY } from '@portal/shared';
import { agencies } from './agencies';
import { admins, versionColumns } from './admins';
import { createdAt, id, updatedAt } from './common';

export const serviceVisibility = pgEnum('service_visibility', SERVICE_VISIBILITY);
export const serviceRequestState = pgEnum('service_request_state', SERVICE_REQUEST_STATES);

/** The provider's services shown in the catalogue, the price list and the hub. */
export const services = pgTable(
  'services',
  {
    id: id(),
    name: text('name').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    image: text('image'),
    pdf: text('pdf'),
    color: text('color').notNull().default(FALLBACK_COLOUR),
    promo: boolean('promo').notNull().default(false),
    /** Integer cents; null when the service has no such price. */
    priceWithCents: integer('price_with_cents'),
    priceWithoutCents: integer('price_without_cents'),
    visibility: serviceVisibility('visibility').notNull().default('both'),
    position: integer('position').notNull().default(0),
    url: text('url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (t) => [
    uniqueIndex('services_name_uq').on(t.name),
    index('services_position_idx').on(t.position),
  ],
);
export type ServiceRow = typeof services.$inferSelect;

/** An agency's request for a service (user-service link of the spec). */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    requested: boolean('requested').notNull().default(true),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** inviata → presa_in_carico → completata | rifiutata (decision 051). */
    state: serviceRequestState('state').notNull().default('inviata'),
    /** The admin who took the request; set when it is taken. */
    ownerAdminId: uuid('owner_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    note: text('note'),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    ...versionColumns(),
  },
  (t) => [
    uniqueIndex('service_requests_agency_service_uq').on(t.agencyId, t.serviceId),
    index('service_requests_service_idx').on(t.serviceId),
    index('service_requests_state_idx').on(t.state),
    index('service_requests_owner_idx').on(t.ownerAdminId),
  ],
);
export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
