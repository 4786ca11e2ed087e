import { cutText } from '../../lib/cut-text';
import type { AdminService, ServiceAdminFields, ServiceUpdateData } from '@portal/shared';
import type { Db, DbOrTx } from '../../db/client';
import { throwUniqueAs } from '../../db/unique-violation';
import type { ServiceRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { staleEdit } from '../../lib/stale-edit';
import { richTextToPlain, sanitiseRichText } from '../../lib/html-sanitiser';
import { diffChanges, recordAudit } from '../audit/audit.service';
import { toService } from './services.mapper';
import { announceChange } from '../../db/changes';
import { invalidatePublicServices } from './services-public.cache';
import * as q from './services-admin.queries';
import { removeQuietly } from '../uploads/uploads.service';
import { checkFiles, storeFiles, type FileDeps } from './services-admin.files';
import type { ServiceForm } from './services-admin.multipart';

export interface ServicesAdminDeps extends FileDeps {
  db: Db;
  clock: Clock;
}

const NOT_FOUND = 'Servizio non trovato.';
const NAME_TAKEN = 'Esiste già un servizio con questo nome.';

const AUDITED_FIELDS = [
  'name',
  'description',
  'image',
  'pdf',
  'color',
  'promo',
  'prices_with',
  'prices_without',
  'visibility',
  'url',
  'position',
] as const;
type AuditView = Record<(typeof AUDITED_FIELDS)[number], unknown>;

/** What the trail shows of a service: the description as plain text, cut to 300 characters. */
function auditView(row: ServiceRow): AuditView {
  const text = richTextToPlain(row.descriptionHtml);
  return {
    name: row.name,
    description: cutText(text, 300, true),
    image: row.image,
    pdf: row.pdf,
    color: row.color,
    promo: row.promo,
    prices_with: row.priceWithCents,
    prices_without: row.priceWithoutCents,
    visibility: row.visibility,
    url: row.url,
    position: row.position,
  };
}

const toAdminService = (row: ServiceRow, richieste: number): AdminService => ({
  ...toService(row),
  richieste,
  version: row.version,
});

function columnsOf(data: ServiceAdminFields) {
  return {
    name: data.name,
    descriptionHtml: sanitiseRichText(data.description),
    color: data.color,
    promo: data.promo,
    priceWithCents: data.prices_with,
    priceWithoutCents: data.prices_without,
    visibility: data.visibility,
    url: data.url,
  };
}

/** A unique-index race (two admins saving the same name) answers like the check does. */
function mapUniqueViolation(error: unknown): never {
  throwUniqueAs(error, () => conflict(NAME_TAKEN, { name: NAME_TAKEN }));
}

async function assertNameFree(tx: DbOrTx, name: string, self?: string) {
  const other = await q.findServiceIdByName(tx, name);
  if (other && other !== self) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
}

export async function listServices(db: Db): Promise<AdminService[]> {
  const rows = await q.listServicesWithRequests(db);
  return rows.map((r) => toAdminService(r.service, r.richieste));
}

export async function getService(db: Db, id: string): Promise<AdminService> {
  const row = await q.findServiceWithRequests(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toAdminService(row.service, row.richieste);
}

/**
 * admin_add: files checked and stored first, then the row and its audit record in one
 * transaction; if that fails the new files are removed. The public catalogue cache is
 * dropped once it commits.
 */
export async function addService(
  deps: ServicesAdminDeps,
  adminId: string,
  form: ServiceForm<ServiceAdminFields>,
): Promise<AdminService> {
  const columns = columnsOf(form.data);
  const stored = await storeFiles(deps, await checkFiles(deps, form));
  const now = new Date(deps.clock.now());
  try {
    const row = await deps.db.transaction(async (tx) => {
      await assertNameFree(tx, columns.name);
      const inserted = await q.insertService(tx, {
        ...columns,
        image: stored.image ?? null,
        pdf: stored.pdf ?? null,
        position: await q.nextPosition(tx),
        createdAt: now,
        updatedAt: now,
      });
      const changes = diffChanges<AuditView>(undefined, auditView(inserted), AUDITED_FIELDS);
      await recordAudit(tx, {
        adminId,
        entity: 'service',
        entityId: inserted.id,
        action: 'create',
        changes,
      });
      await announceChange(tx, 'catalogue');
      return inserted;
    });
    invalidatePublicServices(deps.db);
    return toAdminService(row, 0);
  } catch (error) {
    await removeQuietly(deps, [stored.image, stored.pdf]);
    return mapUniqueViolation(error);
  }
}

/**
 * admin_update: every field; a new image or PDF replaces the old one, `removeImage` /
 * `removePdf` drop it. Files no longer used are deleted after the commit.
 */
export async function updateService(
  deps: ServicesAdminDeps,
  adminId: string,
  form: ServiceForm<ServiceUpdateData>,
): Promise<AdminService> {
  const { data } = form;
  const columns = columnsOf(data);
  const stored = await storeFiles(deps, await checkFiles(deps, form));
  const now = new Date(deps.clock.now());
  try {
    const { before, after } = await deps.db.transaction(async (tx) => {
      const old = await q.lockService(tx, data._id);
      if (!old) throw notFound(NOT_FOUND);
      await assertNameFree(tx, columns.name, old.id);
      const image = stored.image ?? (data.removeImage ? null : old.image);
      const pdf = stored.pdf ?? (data.removePdf ? null : old.pdf);
      const row = await q.updateService(
        tx,
        old.id,
        { ...columns, image, pdf, updatedAt: now },
        { loaded: data.version, adminId },
      );
      if (!row) throw staleEdit(await q.lastServiceSave(tx, old.id), now, NOT_FOUND);
      const changes = diffChanges<AuditView>(auditView(old), auditView(row), AUDITED_FIELDS);
      await recordAudit(tx, {
        adminId,
        entity: 'service',
        entityId: row.id,
        action: 'update',
        changes,
      });
      await announceChange(tx, 'catalogue');
      return { before: old, after: row };
    });
    invalidatePublicServices(deps.db);
    await removeQuietly(deps, [
      before.image !== after.image ? before.image : null,
      before.pdf !== after.pdf ? before.pdf : null,
    ]);
    return toAdminService(after, await q.countServiceRequests(deps.db, after.id));
  } catch (error) {
    await removeQuietly(deps, [stored.image, stored.pdf]);
    return mapUniqueViolation(error);
  }
}

/**
 * admin_delete: the service, the agencies' requests for it (cascade: a request for a
 * service that no longer exists means nothing) and, after the commit, its files.
 */
export async function deleteService(
  deps: ServicesAdminDeps,
  adminId: string,
  id: string,
): Promise<void> {
  const gone = await deps.db.transaction(async (tx) => {
    const row = await q.lockService(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    const empty = Object.fromEntries(AUDITED_FIELDS.map((f) => [f, null])) as AuditView;
    const changes = diffChanges<AuditView>(auditView(row), empty, AUDITED_FIELDS);
    await recordAudit(tx, { adminId, entity: 'service', entityId: id, action: 'delete', changes });
    await q.deleteService(tx, id);
    await announceChange(tx, 'catalogue');
    return row;
  });
  invalidatePublicServices(deps.db);
  await removeQuietly(deps, [gone.image, gone.pdf]);
}

/**
 * admin_reorder: `ids` is every service in its new order; positions become 1, 2, 3…
 * and each moved service gets an audit record. A list that no longer matches the
 * services (another admin added or deleted one meanwhile) is refused with 409.
 */
export async function reorderServices(
  deps: ServicesAdminDeps,
  adminId: string,
  ids: readonly string[],
): Promise<AdminService[]> {
  const now = new Date(deps.clock.now());
  await deps.db.transaction(async (tx) => {
    const rows = await q.lockAllServices(tx);
    const known = new Set(rows.map((r) => r.id));
    if (rows.length !== ids.length || ids.some((id) => !known.has(id))) {
      throw conflict(
        'L’elenco dei servizi è cambiato nel frattempo: ricarica la pagina e riprova.',
      );
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const [index, id] of ids.entries()) {
      const position = index + 1;
      const row = byId.get(id)!;
      if (row.position === position) continue;
      await q.setServicePosition(tx, id, position, now);
      await recordAudit(tx, {
        adminId,
        entity: 'service',
        entityId: id,
        action: 'update',
        changes: [{ field: 'position', old: row.position, new: position }],
      });
    }
    await announceChange(tx, 'catalogue');
  });
  invalidatePublicServices(deps.db);
  return listServices(deps.db);
}
