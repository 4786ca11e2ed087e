import type { FastifyBaseLogger } from 'fastify';
import { POINTS_RULE_VERSION } from '@portal/shared';
import type { Db } from '../../db/client';
import { recomputePointsOfOtherRule } from './points.queries';

/**
 * At start: agencies' stored contest points follow the points rule of this code. A database
 * whose totals an earlier (or later) version of the rule summed has them all recomputed once,
 * and the version recorded (decision 088); any other start reads one row.
 */
export async function recomputePointsOnRuleChange(db: Db, log: FastifyBaseLogger): Promise<void> {
  const from = await recomputePointsOfOtherRule(db, POINTS_RULE_VERSION);
  if (from === undefined) return;
  log.info(
    { from, to: POINTS_RULE_VERSION },
    'punti del concorso ricalcolati per tutte le agenzie: la regola dei punti è cambiata',
  );
}
