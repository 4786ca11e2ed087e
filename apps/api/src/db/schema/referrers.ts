import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versionColumns } from './admins';
import { createdAt, id, updatedAt } from './common';
import { foldedColumns } from './search';

/** Referenti Alleare: the partner's agents an agency is linked to. */
export const referrers = pgTable(
  'referrers',
  {
    id: id(),
    codice: text('codice').notNull(),
    nome: text('nome').notNull(),
    cognome: text('cognome').notNull(),
    email: text('email').notNull(),
    /** Direct phone, shown to the referrer's agencies on their hub (optional). */
    telefono: text('telefono'),
    urlPhoto: text('url_photo'),
    urlAgente: text('url_agente'),
    active: boolean('active').notNull().default(true),
    /** What the admin agency list's search reads of the referrer (db/schema/search.ts). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(foldedColumns('codice', 'nome', 'cognome')),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (t) => [uniqueIndex('referrers_codice_uq').on(t.codice)],
);
export type ReferrerRow = typeof referrers.$inferSelect;
