import {
  isNotNull,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { DeskSort } from '@portal/shared';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { agencies, appointments } from '../../db/schema/index';
import { startsWords } from '../../db/search';
import type { AppointmentViewRow } from './appointments.mapper';
import type { DeskFilter } from './appointments-desk.rules';
import { unansweredLead } from './lead-notes.queries';

/**
 * SQL of the admin appointments desk. Every filter has an index that starts with it and
 * continues with created_at (agency, agent, state, created_at alone), and every list is
 * ordered by (created_at desc, id desc), so a page is a short index range read.
 */

export const agenzia = alias(agencies, 'agenzia');
export const agente = alias(agencies, 'agente');

/** Up to this offset a page is read directly; deeper pages first find their boundary. */
export const DIRECT_OFFSET_MAX = 2_000;

export function deskCondition(f: DeskFilter, extra?: SQL): SQL | undefined {
  return and(
    f.ids ? inArray(appointments.id, [...f.ids]) : undefined,
    f.agencyId ? eq(appointments.agencyId, f.agencyId) : undefined,
    f.agentId ? eq(appointments.agentId, f.agentId) : undefined,
    f.state ? eq(appointments.state, f.state) : undefined,
    f.openCheck === 'wc'
      ? and(eq(appointments.state, 'Fatto Appuntamento'), eq(appointments.wc, false))
      : undefined,
    f.openCheck === 'pagamento'
      ? and(eq(appointments.state, 'Contratto'), eq(appointments.payed, false))
      : undefined,
    f.openCheck === 'note' ? unansweredLead() : undefined,
    f.openCheck === 'duplicato' ? isNotNull(appointments.duplicateOfAt) : undefined,
    f.createdFrom ? gte(appointments.createdAt, f.createdFrom) : undefined,
    f.createdBefore ? lt(appointments.createdAt, f.createdBefore) : undefined,
    f.clientTerms ? startsWords(appointments.clientSearch, f.clientTerms) : undefined,
    extra,
  );
}

export async function countAppointments(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(appointments).where(where);
  return row?.n ?? 0;
}

/**
 * Rows `skip`…`skip + limit` of the filtered list, newest first, with the agency's and
 * the agent's names. The page's ids are chosen on `appointments` alone and only those
 * rows are joined. For a deep page (skip > DIRECT_OFFSET_MAX) reading `skip` full rows
 * would cost a second at row 500,000; instead the created_at at position `skip` is found
 * by an index-only scan, and the page read from there (ties on created_at included).
 */
export async function pageRows(
  db: DbOrTx,
  f: DeskFilter,
  skip: number,
  limit: number,
  order: DeskOrder = NEWEST_FIRST,
): Promise<AppointmentViewRow[]> {
  if (order.sort !== 'created' || order.dir !== 'desc')
    return sortedPageRows(db, f, skip, limit, order);
  let where = deskCondition(f);
  let offset = skip;
  if (skip > DIRECT_OFFSET_MAX) {
    // The text (full microsecond precision) is made for the one row found, not the skipped ones.
    const found = db
      .select({ at: appointments.createdAt })
      .from(appointments)
      .where(where)
      .orderBy(desc(appointments.createdAt))
      .offset(skip)
      .limit(1)
      .as('edge');
    const [edge] = await db.select({ at: sql<string>`${found.at}::text` }).from(found);
    if (!edge) return [];
    const above = await countAppointments(
      db,
      deskCondition(f, sql`${appointments.createdAt} > ${edge.at}::timestamptz`),
    );
    where = deskCondition(f, sql`${appointments.createdAt} <= ${edge.at}::timestamptz`);
    offset = skip - above;
  }
  const page = db
    .select({ pageId: appointments.id })
    .from(appointments)
    .where(where)
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({
      a: appointments,
      agenziaNome: agenzia.nome,
      agenziaEmail: agenzia.email,
      agenteNome: agente.nome,
      agenteEmail: agente.email,
    })
    .from(page)
    .innerJoin(appointments, eq(appointments.id, page.pageId))
    .innerJoin(agenzia, eq(agenzia.id, appointments.agencyId))
    .leftJoin(agente, eq(agente.id, appointments.agentId))
    .orderBy(desc(appointments.createdAt), desc(appointments.id));
}

/** The desk's order: a column and a direction; the default is the newest first. */
export interface DeskOrder {
  sort: DeskSort;
  dir: 'asc' | 'desc';
}
const NEWEST_FIRST: DeskOrder = { sort: 'created', dir: 'desc' };

/**
 * The ORDER BY of `order`. With a client search the client columns are written as
 * `surname || ''` (the same text, the same order) so that PostgreSQL does not walk the
 * (surname, name, id) index hoping to meet the matches early: the matches of a surname sit
 * together, and that walk took 655 ms for 'cognome12'; reading the matches through the
 * search index and sorting them takes a few milliseconds.
 */
function orderColumns(order: DeskOrder, searched = false): SQL[] {
  const by = order.dir === 'asc' ? asc : desc;
  const text = (column: SQLWrapper) => (searched ? sql`${column} || ''` : column);
  return order.sort === 'cliente'
    ? [by(text(appointments.surname)), by(text(appointments.name)), by(appointments.id)]
    : [by(appointments.createdAt), by(appointments.id)];
}

/**
 * A page in another order than the newest first: read by an index in that order
 * (created_at, or surname, name, id) with a plain offset.
 */
async function sortedPageRows(
  db: DbOrTx,
  f: DeskFilter,
  skip: number,
  limit: number,
  order: DeskOrder,
): Promise<AppointmentViewRow[]> {
  const page = db
    .select({ pageId: appointments.id })
    .from(appointments)
    .where(deskCondition(f))
    .orderBy(...orderColumns(order, f.clientTerms !== undefined))
    .limit(limit)
    .offset(skip)
    .as('page');
  return db
    .select({
      a: appointments,
      agenziaNome: agenzia.nome,
      agenziaEmail: agenzia.email,
      agenteNome: agente.nome,
      agenteEmail: agente.email,
    })
    .from(page)
    .innerJoin(appointments, eq(appointments.id, page.pageId))
    .innerJoin(agenzia, eq(agenzia.id, appointments.agencyId))
    .leftJoin(agente, eq(agente.id, appointments.agentId))
    .orderBy(...orderColumns(order));
}

export async function deleteAppointmentRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(appointments).where(eq(appointments.id, id));
}

/** Where the next export batch starts: the last row's timestamp as text (full precision) and id. */
export interface DeskCursor {
  createdAt: string;
  id: string;
}

/** The rows after `cursor` in the table's order (newest first): the keyset of the exports' batches. */
export function after(cursor: DeskCursor | null): SQL | undefined {
  // The row comparison picks the exact place; the plain `created_at <=` beside it is what
  // lets the created_at indexes start there instead of at the newest row.
  return cursor
    ? sql`${appointments.createdAt} <= ${cursor.createdAt}::timestamptz and (${appointments.createdAt}, ${appointments.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
}

/** One keyset batch of the workbook after `cursor`: the CSV's columns as values, newest first. */
export async function xlsxBatch(
  db: DbOrTx,
  f: DeskFilter,
  cursor: DeskCursor | null,
  limit: number,
) {
  return db
    .select({
      createdAt: appointments.createdAt,
      state: appointments.state,
      dataFattoAppuntamento: appointments.dataFattoAppuntamento,
      agenteNome: agente.nome,
      agenziaNome: agenzia.nome,
      agenziaEmail: agenzia.email,
      cliente: sql<string>`trim(${appointments.name} || ' ' || ${appointments.surname})`,
      email: appointments.email,
      cellulare: appointments.cellulare,
      payed: appointments.payed,
      wc: appointments.wc,
      description: appointments.description,
      at: sql<string>`${appointments.createdAt}::text`,
      id: appointments.id,
    })
    .from(appointments)
    .innerJoin(agenzia, eq(agenzia.id, appointments.agencyId))
    .leftJoin(agente, eq(agente.id, appointments.agentId))
    .where(deskCondition(f, after(cursor)))
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
    .limit(limit);
}
