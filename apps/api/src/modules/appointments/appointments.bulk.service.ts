import {
  BULK_MAX,
  ErrorCode,
  appointmentPoints,
  type AdminBulkFlag,
  type AdminBulkFlagResult,
  type BulkFlag,
} from '@portal/shared';
import { formatNumber } from '@portal/shared/domain/format';
import { AppError, badRequest } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import type { DbOrTx } from '../../db/client';
import { diffChanges, recordAudits } from '../audit/audit.service';
import { lockAgencies } from './appointments.queries';
import { countTargets, selectTargets, setFlag, type BulkTarget } from './appointments.bulk.queries';
import { deskFilterOf, type DeskFilter } from './appointments-desk.rules';
import { pointsBefore } from '../notifications/lead-mails.service';
import { leadChanged } from './lead-change.service';
import { recomputePoints } from './points.queries';

type BulkDeps = Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'mailer'>;

/** The selection of a request: the ticked ids, or every row of the desk's filters. */
function selectionOf(body: AdminBulkFlag): DeskFilter {
  if (body.ids) return { ids: [...new Set(body.ids)] };
  if (body.filter) return deskFilterOf(body.filter);
  // The contract refuses a body with neither before it gets here.
  throw badRequest('Indica gli appuntamenti scelti oppure i filtri.');
}

/** 413 when the selection holds more than BULK_MAX rows (`found` is BULK_MAX + 1 then). */
async function refuseTooMany(db: DbOrTx, f: DeskFilter, found: number): Promise<void> {
  if (found <= BULK_MAX) return;
  const total = await countTargets(db, f);
  throw new AppError(
    413,
    ErrorCode.tooLarge,
    `Troppi appuntamenti: ai filtri ne corrispondono ${formatNumber(total)}, ` +
      `al massimo ${formatNumber(BULK_MAX)} per volta. Restringi i filtri e riprova.`,
  );
}

/** The rows whose flag is not yet `value`: the only ones written and audited. */
const toChange = (rows: readonly BulkTarget[], flag: BulkFlag, value: boolean) =>
  rows.filter((r) => r[flag] !== value);

/**
 * The agencies whose contest points move (the rule of domain/points.ts): `payed` never
 * moves them, `wc` and `contratto` only on a row in the state that counts that flag.
 */
function agenciesWhosePointsMove(rows: readonly BulkTarget[], flag: BulkFlag, value: boolean) {
  const moved = rows.filter(
    (r) => appointmentPoints(r) !== appointmentPoints({ ...r, [flag]: value }),
  );
  return [...new Set(moved.map((r) => r.agencyId))].sort();
}

/**
 * admin_bulkFlag (decision 054). With `dryRun`, counts what would change. Otherwise, in one
 * transaction: the rows locked (id order, before any agency, as the single toggle does),
 * the flag written on those that had the other value, one audit record per row changed
 * (the single toggle's record: the admin, `{ field, old, new }`), the points recomputed
 * once per agency whose points move. Rows that already had the value are neither written
 * nor audited. More than BULK_MAX rows: 413, nothing changed.
 *
 * The single toggle's mail follows too (decision 053): an agency whose points went up and
 * whose place changed is told once, through the outbox in this transaction. A side effect
 * the single toggle gains later belongs here as well: per row over `changing`, per agency
 * over `agencies`.
 */
export async function bulkFlag(
  deps: BulkDeps,
  adminId: string,
  body: AdminBulkFlag,
): Promise<AdminBulkFlagResult> {
  const { flag, value } = body;
  const selection = selectionOf(body);
  if (body.dryRun) {
    const rows = await selectTargets(deps.db, selection, BULK_MAX + 1, false);
    await refuseTooMany(deps.db, selection, rows.length);
    return {
      matched: rows.length,
      changed: toChange(rows, flag, value).length,
      dryRun: true,
    };
  }
  const now = new Date(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const rows = await selectTargets(tx, selection, BULK_MAX + 1, true);
    await refuseTooMany(tx, selection, rows.length);
    const changing = toChange(rows, flag, value);
    const agencies = agenciesWhosePointsMove(changing, flag, value);
    await lockAgencies(tx, agencies);
    const points = await pointsBefore(tx, agencies);
    await setFlag(
      tx,
      changing.map((r) => r.id),
      flag,
      value,
      now,
    );
    await recordAudits(
      tx,
      changing.map((r) => ({
        adminId,
        entity: 'appointment' as const,
        entityId: r.id,
        action: 'update' as const,
        changes: diffChanges<Record<BulkFlag, boolean>>(r, { [flag]: value }, [flag]),
      })),
    );
    for (const agencyId of agencies) await recomputePoints(tx, agencyId);
    // One mail per agency, whatever the number of its rows: one of them stands for the batch.
    for (const agencyId of agencies) {
      const lead = changing.find((r) => r.agencyId === agencyId)!;
      await leadChanged(deps, tx, {
        appointment: lead,
        before: { agencyId, state: lead.state },
        pointsBefore: points,
      });
    }
    return { matched: rows.length, changed: changing.length, dryRun: false };
  });
}
