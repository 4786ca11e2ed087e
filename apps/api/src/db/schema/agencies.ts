import { sql } from 'drizzle-orm';
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
import { AGENCY_STATES } from '@portal/shared';
import { versionColumns } from './admins';
import { createdAt, id, updatedAt } from './common';
import { referrers } from './referrers';
import { foldedColumns } from './search';

export const agencyState = pgEnum('agency_state', AGENCY_STATES);

/** Agencies (users). Internal agents are agencies with agente_interno true. */
export const agencies = pgTable(
  'agencies',
  {
    id: id(),
    ragioneSociale: text('ragione_sociale'),
    nome: text('nome').notNull(),
    partitaIva: text('partita_iva'),
    titolare: text('titolare'),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    provincia: text('provincia'),
    comune: text('comune'),
    cap: text('cap'),
    indirizzo: text('indirizzo'),
    provenienza: text('provenienza'),
    cellulare: text('cellulare'),
    telefono: text('telefono'),
    referenteId: uuid('referente_id').references(() => referrers.id, { onDelete: 'set null' }),
    passwordHash: text('password_hash').notNull(),
    state: agencyState('state').notNull().default('DA CONFERMARE'),
    agenteInterno: boolean('agente_interno').notNull().default(false),
    fimaaRegister: boolean('fimaa_register').notNull().default(false),
    affida: boolean('affida').notNull().default(false),
    /** Public handle for the Piano D'Acquisto share link and the Display Rata widget. */
    slug: text('slug').notNull(),
    /** Contest points, kept in step with the appointments in the same transaction. */
    points: integer('points').notNull().default(0),
    /**
     * What the admin list's search reads (db/schema/search.ts); the referrer's own column
     * is read beside it.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        foldedColumns(
          'nome',
          'ragione_sociale',
          'email',
          'partita_iva',
          'titolare',
          'comune',
          'cap',
          'provincia',
        ),
      ),
    erasureRequestedAt: timestamp('erasure_requested_at', { withTimezone: true }),
    /** When an admin carried out the erasure: personal data pseudonymised, login impossible. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (t) => [
    uniqueIndex('agencies_email_uq').on(t.email),
    uniqueIndex('agencies_partita_iva_uq')
      .on(t.partitaIva)
      .where(sql`${t.partitaIva} is not null`),
    uniqueIndex('agencies_slug_uq').on(t.slug),
    index('agencies_referente_idx').on(t.referenteId),
    index('agencies_state_idx').on(t.state),
    index('agencies_ranking_idx').on(t.agenteInterno, t.points),
    index('agencies_created_idx').on(t.createdAt),
    // The list's sorts read a page in index order (offset ≤ 20,000 entries).
    index('agencies_nome_idx').on(t.nome, t.id),
    index('agencies_comune_idx').on(t.comune, t.id),
    index('agencies_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
export type AgencyRow = typeof agencies.$inferSelect;
export type NewAgencyRow = typeof agencies.$inferInsert;
