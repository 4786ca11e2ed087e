import {
  CHANGE_PASSWORD_MESSAGES,
  type ChangePasswordBody,
  type ChangePasswordResponse,
  type ErasureResponse,
  type ErasureState,
  type LinkedAgency,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { badRequest, unauthorized } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { ServiceDeps } from '../../lib/service-deps';
import { notifyPasswordChanged, type AuthAgency, type AuthService } from '../auth/auth.service';
import { passwordProblem } from '../auth/auth.service';
import { notifyAdmins } from './agencies.service';
import * as q from './agency-self.queries';

type Ctx = Pick<ServiceDeps, 'db' | 'config' | 'mailer' | 'clock' | 'log'>;

/**
 * Change of password (spec section 5): the current one must be right, checked under the
 * logins' throttle (decision 033), the new one must differ and pass the policy (S2). Every
 * other session of the agency ends; this one stays; the owner is mailed.
 */
export async function changePassword(
  deps: Ctx & Pick<ServiceDeps, 'emailDigest'>,
  passwords: Pick<AuthService, 'checkPassword'>,
  agency: AuthAgency,
  body: ChangePasswordBody,
  address: string,
): Promise<ChangePasswordResponse> {
  const stored = await q.findCredentials(deps.db, agency.id);
  if (!stored) throw unauthorized();
  const email = stored.email.trim().toLowerCase();
  const keys = { account: email, address, kind: 'agency' as const, email };
  if (!(await passwords.checkPassword(keys, stored.hash, body.password_attuale))) {
    deps.log.warn(
      { event: 'change_password_refused', agencyId: agency.id },
      'password attuale errata',
    );
    throw badRequest(CHANGE_PASSWORD_MESSAGES.wrongCurrent, {
      password_attuale: CHANGE_PASSWORD_MESSAGES.wrongCurrent,
    });
  }
  if (body.password_nuova === body.password_attuale) {
    throw badRequest(CHANGE_PASSWORD_MESSAGES.same, {
      password_nuova: CHANGE_PASSWORD_MESSAGES.same,
    });
  }
  const problem = await passwordProblem(body.password_nuova, [email]);
  if (problem) throw badRequest(problem, { password_nuova: problem });
  const hash = await hashPassword(body.password_nuova);
  const now = new Date(deps.clock.now());
  const ended = await deps.db.transaction(async (tx) => {
    await q.updatePasswordHash(tx, agency.id, hash, now);
    return q.revokeOtherSessions(tx, agency.id, agency.sessionId, now);
  });
  deps.log.info(
    { event: 'password_changed', agencyId: agency.id, otherSessionsEnded: ended },
    'password cambiata',
  );
  await notifyPasswordChanged(deps, 'agency', email);
  return { ok: true, otherSessionsEnded: ended };
}

export async function linkedAgencies(db: DbOrTx, agent: AuthAgency): Promise<LinkedAgency[]> {
  return q.listLinkedAgencies(db, agent.id, agent.referenteId);
}

/**
 * Request of erasure (GDPR art. 17): recorded once, the admins mailed the first time;
 * asking again answers the first date. The admins carry it out (records kept by law stay).
 */
export async function requestErasure(deps: Ctx, agency: AuthAgency): Promise<ErasureResponse> {
  const now = new Date(deps.clock.now());
  const setAt = await q.markErasureRequested(deps.db, agency.id, now);
  const row = await q.findErasureRequest(deps.db, agency.id);
  if (!row?.at) throw unauthorized();
  if (setAt) {
    deps.log.info(
      { event: 'erasure_requested', agencyId: agency.id },
      'richiesta di cancellazione dei dati',
    );
    await notifyAdmins(deps, 'Richiesta di cancellazione dei dati', {
      paragraphs: [
        `L’agenzia ${row.nome} (${row.email}) ha chiesto la cancellazione dei propri dati personali.`,
        'Verifica quali dati vanno conservati per obblighi di legge e procedi con la cancellazione degli altri entro 30 giorni.',
      ],
      action: {
        label: 'Apri la scheda dell’agenzia',
        url: `${deps.config.publicUrl.replace(/\/+$/, '')}/admin/agenzie/${agency.id}`,
      },
    });
  }
  return { richiestaIl: row.at.toISOString(), giaRichiesta: !setAt };
}

/** Whether the agency asked for erasure and when: the settings page shows it after a reload. */
export async function erasureState(
  deps: Pick<Ctx, 'db'>,
  agency: AuthAgency,
): Promise<ErasureState> {
  const row = await q.findErasureRequest(deps.db, agency.id);
  if (!row) throw unauthorized();
  return row.at
    ? { stato: 'in_attesa', richiestaIl: row.at.toISOString() }
    : { stato: 'nessuna', richiestaIl: null };
}
