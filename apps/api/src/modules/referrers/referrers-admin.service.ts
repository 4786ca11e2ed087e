import {
  REFERRER_PAGE_SIZE,
  ReferrerFieldsSchema,
  searchTerms,
  type Referrer,
  type ReferrerImportPreview,
  type ReferrerImportResult,
  type ReferrerPage,
  type ReferrerPageQuery,
} from '@portal/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { throwUniqueAs } from '../../db/unique-violation';
import type { ServiceDeps } from '../../lib/service-deps';
import type { ReferrerRow } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { staleEdit } from '../../lib/stale-edit';
import { diffChanges, recordAudit } from '../audit/audit.service';
import * as q from './referrers-admin.queries';
import { parseReferrerCsv } from './referrers-admin.import';

type ReferrerFields = z.output<typeof ReferrerFieldsSchema>;

const AUDITED = [
  'codice',
  'nome',
  'cognome',
  'email',
  'telefono',
  'urlPhoto',
  'urlAgente',
  'active',
] as const;
const NOT_FOUND = 'Referente non trovato.';
const CODICE_TAKEN = 'Esiste già un referente con questo codice.';

/** Every referrer, as the admin's lists show them. */
export async function listAllReferrers(deps: Pick<ServiceDeps, 'db'>): Promise<Referrer[]> {
  return (await q.listReferrers(deps.db)).map(toReferrer);
}

/** admin_list: one page of 25 of the referrers the search keeps, sorted as asked (surname by default). */
export async function listReferrerPage(
  deps: Pick<ServiceDeps, 'db'>,
  query: ReferrerPageQuery,
): Promise<ReferrerPage> {
  const terms = searchTerms(query.q ?? '');
  const page = query.pagina ?? 1;
  const [total, rows] = await Promise.all([
    q.countReferrerList(deps.db, terms),
    q.referrerListPage(deps.db, {
      terms,
      sort: query.ordina ?? 'cognome',
      dir: query.verso ?? 'asc',
      offset: (page - 1) * REFERRER_PAGE_SIZE,
      limit: REFERRER_PAGE_SIZE,
    }),
  ]);
  return { total, referenti: rows.map(toReferrer) };
}

export function toReferrer(row: ReferrerRow): Referrer {
  return {
    _id: row.id,
    codice: row.codice,
    nome: row.nome,
    cognome: row.cognome,
    email: row.email,
    telefono: row.telefono,
    urlPhoto: row.urlPhoto,
    urlAgente: row.urlAgente,
    active: row.active,
    version: row.version,
  };
}

const values = (f: ReferrerFields) => ({
  codice: f.codice,
  nome: f.nome,
  cognome: f.cognome,
  email: f.email,
  telefono: f.telefono ?? null,
  urlPhoto: f.urlPhoto ?? null,
  urlAgente: f.urlAgente ?? null,
});

/** The unique index on codice answers a race between two admins: the same 409. */
function mapCodiceRace(error: unknown): never {
  throwUniqueAs(error, () => conflict(CODICE_TAKEN, { codice: CODICE_TAKEN }));
}

export async function addReferrer(
  db: Db,
  adminId: string,
  fields: ReferrerFields,
): Promise<Referrer> {
  return db
    .transaction(async (tx) => {
      if (await q.codiceTaken(tx, fields.codice))
        throw conflict(CODICE_TAKEN, { codice: CODICE_TAKEN });
      const [row] = await q.insertReferrers(tx, [values(fields)]);
      const changes = diffChanges(undefined, { ...values(fields), active: true }, AUDITED);
      await recordAudit(tx, {
        adminId,
        entity: 'referrer',
        entityId: row!.id,
        action: 'create',
        changes,
      });
      return toReferrer(row!);
    })
    .catch(mapCodiceRace);
}

/**
 * One audited change of a referrer: the referrer as it is now, and its row as it was. Every
 * change moves its version (decision 028): an edit is written over the version its form
 * loaded (`loaded`), a deactivation or a photo whatever the version.
 */
export async function changeReferrer(
  db: Db,
  adminId: string,
  id: string,
  patch: Partial<ReferrerRow>,
  now: Date,
  loaded?: number,
): Promise<{ referrer: Referrer; before: ReferrerRow }> {
  return db
    .transaction(async (tx) => {
      const before = await q.findReferrerForUpdate(tx, id);
      if (!before) throw notFound(NOT_FOUND);
      if (patch.codice !== undefined && (await q.codiceTaken(tx, patch.codice, id))) {
        throw conflict(CODICE_TAKEN, { codice: CODICE_TAKEN });
      }
      const row = await q.updateReferrer(tx, id, { ...patch, updatedAt: now }, { loaded, adminId });
      if (!row) throw staleEdit(await q.lastReferrerSave(tx, id), now, NOT_FOUND);
      const changes = diffChanges(before, row, AUDITED);
      await recordAudit(tx, {
        adminId,
        entity: 'referrer',
        entityId: id,
        action: 'update',
        changes,
      });
      return { referrer: toReferrer(row), before };
    })
    .catch(mapCodiceRace);
}

const change = async (...args: Parameters<typeof changeReferrer>) =>
  (await changeReferrer(...args)).referrer;

export function updateReferrer(
  db: Db,
  adminId: string,
  id: string,
  fields: ReferrerFields & { version?: number },
  now: Date,
) {
  return change(db, adminId, id, values(fields), now, fields.version);
}

/**
 * Deactivating keeps the row: agencies linked to the referrer keep their link and history;
 * the registration form offers only active referrers.
 */
export function setReferrerActive(db: Db, adminId: string, id: string, active: boolean, now: Date) {
  return change(db, adminId, id, { active }, now);
}

async function preview(db: DbOrTx, csv: string): Promise<ReferrerImportPreview> {
  const parsed = parseReferrerCsv(csv);
  const existing = await q.existingCodici(
    db,
    parsed.rows.filter((r) => r.codice !== '').map((r) => r.codice),
  );
  const rows = parsed.rows.map((r) =>
    existing.has(r.codice.toLowerCase())
      ? { ...r, errors: [...r.errors, 'codice: esiste già un referente con questo codice'] }
      : r,
  );
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  return {
    separator: parsed.separator,
    hasHeader: parsed.hasHeader,
    rows,
    valid: rows.length - invalid,
    invalid,
  };
}

/** The import as it would be: nothing is written. */
export function previewImport(db: Db, csv: string): Promise<ReferrerImportPreview> {
  return preview(db, csv);
}

/**
 * Writes the rows without errors, checked again inside the transaction (another admin may
 * have added a code since the preview), all or nothing, each one audited.
 */
export async function commitImport(
  db: Db,
  adminId: string,
  csv: string,
): Promise<ReferrerImportResult> {
  return db
    .transaction(async (tx) => {
      const checked = await preview(tx, csv);
      const good = checked.rows
        .filter((r) => r.errors.length === 0)
        .map((r) => values(ReferrerFieldsSchema.parse(r)));
      const rows = await q.insertReferrers(tx, good);
      await q.insertCreateAudits(
        tx,
        rows.map((row) => ({
          adminId,
          entityId: row.id,
          changes: diffChanges(undefined, row, AUDITED),
        })),
      );
      return { created: rows.length, skipped: checked.invalid };
    })
    .catch(mapCodiceRace);
}
