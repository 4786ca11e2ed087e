import type { ServiceDeps } from '../../lib/service-deps';
import { attackMail, passwordChangedMail, type AccountKind } from './auth.mails';
import * as q from './auth.queries';

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'mailer' | 'clock' | 'log' | 'emailDigest'>;

async function ownerOf(deps: Deps, kind: AccountKind, email: string) {
  if (kind === 'admin') {
    const admin = await q.findAdminByEmail(deps.db, email);
    return admin && { email: admin.email, name: `${admin.name} ${admin.surname}`.trim() };
  }
  const agency = await q.findAgencyByEmail(deps.db, email);
  return agency && { email: agency.email, name: agency.nome };
}

async function mailOwner(
  deps: Deps,
  kind: AccountKind,
  email: string,
  event: string,
  compose: typeof attackMail,
): Promise<void> {
  try {
    const owner = await ownerOf(deps, kind, email);
    if (!owner) return;
    const mail = compose(deps.config, kind, owner.name, new Date(deps.clock.now()));
    await deps.mailer.send({ to: owner.email, ...mail });
    deps.log.info(
      { event, kind, accountHash: deps.emailDigest(owner.email) },
      'proprietario avvisato',
    );
  } catch (err) {
    deps.log.error(
      { event: `${event}_mail_failed`, kind, err: err instanceof Error ? err.message : 'errore' },
      'avviso al proprietario non inviato',
    );
  }
}

/** Many wrong passwords on the account (decision 033): its owner is told. Never throws. */
export const notifyUnderAttack = (deps: Deps, kind: AccountKind, email: string) =>
  mailOwner(deps, kind, email, 'account_under_attack', attackMail);

/** The account's password has changed: its owner is told (ASVS 6.2.x). Never throws. */
export const notifyPasswordChanged = (deps: Deps, kind: AccountKind, email: string) =>
  mailOwner(deps, kind, email, 'password_changed_notice', passwordChangedMail);
