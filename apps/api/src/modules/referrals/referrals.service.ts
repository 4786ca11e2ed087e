import {
  REFERRALS_PAGE,
  REFERRAL_OPT_OUT_DAYS,
  emailKey,
  phoneKey,
  type Referral,
  type ReferralCreate,
} from '@portal/shared';
import type { ServiceDeps } from '../../lib/service-deps';
import { notFound } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.service';
import type { AuthAgency } from '../auth/auth.service';
import { queueReferralNotice } from '../notifications/referral-mail.service';
import { duplicateFlag } from './referral-duplicates.queries';
import { toReferral } from './referrals.mapper';
import * as q from './referrals.queries';

type Ctx = Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'mailer'>;

const DAY_MS = 86_400_000;

/**
 * An agency passes a client (decisions.md, third round): the referral is stored, flagged
 * when the same client was reported or recorded within the protection window (decision
 * 102), and the client's notice with the single-use opt-out link is queued, all in one
 * transaction (the route's Idempotency-Key claim included: a double click makes one).
 */
export async function createReferral(
  app: Ctx,
  agency: AuthAgency,
  body: ReferralCreate,
): Promise<Referral> {
  const now = new Date(app.clock.now());
  const keys = { emailKey: emailKey(body.email), phoneKey: phoneKey(body.telefono) };
  const id = await app.db.transaction(async (tx) => {
    const flag = await duplicateFlag(tx, { email: body.email, phone: body.telefono }, now);
    const { token, hash } = randomToken();
    const newId = await q.insertReferral(tx, {
      agencyId: agency.id,
      name: body.nome,
      surname: body.cognome,
      phone: body.telefono,
      email: body.email,
      property: body.immobile,
      note: body.nota,
      consent: body.consenso,
      ...keys,
      ...flag,
      optOutTokenHash: hash,
      optOutExpiresAt: new Date(now.getTime() + REFERRAL_OPT_OUT_DAYS * DAY_MS),
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      agencyId: agency.id,
      entity: 'referral',
      entityId: newId,
      action: 'create',
      changes: [
        { field: 'stato', old: null, new: 'nuova' },
        ...(flag.duplicateOfAt
          ? [{ field: 'giaSegnalatoIl', old: null, new: flag.duplicateOfAt.toISOString() }]
          : []),
      ],
    });
    await queueReferralNotice(app, tx, {
      agencyId: agency.id,
      nome: body.nome,
      email: body.email,
      token,
    });
    return newId;
  });
  const row = await q.findReferral(app.db, { kind: 'agency', agencyId: agency.id }, id);
  if (!row) throw notFound('Segnalazione non trovata.');
  return toReferral(row.r);
}

/** GET user_fetchAll: a page of the agency's referrals, newest first, after `prima`. */
export async function listForAgency(
  deps: Pick<ServiceDeps, 'db'>,
  agency: AuthAgency,
  prima?: string,
): Promise<Referral[]> {
  const rows = await q.listReferrals(deps.db, { kind: 'agency', agencyId: agency.id }, null, {
    before: prima,
    limit: REFERRALS_PAGE,
  });
  return rows.map((row) => toReferral(row.r));
}

/** The hub's summary: the agency's new and converted referrals. */
export async function hubCounts(
  deps: Pick<ServiceDeps, 'db'>,
  agencyId: string,
): Promise<{ nuove: number; convertite: number }> {
  const rows = await q.countByState(deps.db, agencyId);
  const n = (state: string) => rows.find((r) => r.state === state)?.n ?? 0;
  return { nuove: n('nuova'), convertite: n('convertita') };
}

/** How many referrals wait for an admin's decision (the work queue). */
export const newReferralsCount = (deps: Pick<ServiceDeps, 'db'>) => q.countNew(deps.db);
