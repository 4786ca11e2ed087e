import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { createdAt, id } from './common';

/**
 * A page of an agency's site fetched for «Prova sul tuo sito» (decision 121), with the widget
 * put in: kept 10 minutes for the settings page's frame, whichever server process it asks.
 * Not personal data (a public page of the agency's site); it goes with the agency.
 */
export const sitePreviews = pgTable(
  'site_previews',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** The page's address after its redirects. */
    pageUrl: text('page_url').notNull(),
    /** The page as the frame shows it. */
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('site_previews_created_idx').on(t.createdAt)],
);
