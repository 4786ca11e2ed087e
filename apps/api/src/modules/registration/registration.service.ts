import {
  ErrorCode,
  VERIFY_LINK_TTL_HOURS,
  type AffidaRegisterBody,
  type RegisterBody,
} from '@portal/shared';
import { agencySlug } from '../../db/seed';
import { uniqueViolationOf } from '../../db/unique-violation';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { ServiceDeps } from '../../lib/service-deps';
import { hashOpaqueToken, randomToken } from '../../lib/tokens';
import { passwordProblem } from '../auth/auth.service';
import { capBelongsTo, findComune, findProvincia } from '../comuni/comuni.service';
import { activeReferrer } from '../referrers/referrers-public.service';
import {
  existingAccountMail,
  verificationMail,
  verifyLink,
  type ExistingMatch,
} from './registration.mails';
import * as q from './registration.queries';

const PRIVACY_CONSENT = 'privacy';
const TOKEN_TTL_MS = VERIFY_LINK_TTL_HOURS * 60 * 60 * 1000;
/**
 * Decision 098: a registration of an e-mail whose pending account another registration made
 * this close to it (two tabs, two clicks) mails nothing more; the first mail is on its way.
 */
export const SAME_REGISTRATION_WINDOW_MS = 5 * 60 * 1000;

export const REGISTRATION_ERRORS = {
  linkInvalid:
    'Link di verifica non valido: controlla di aver aperto l’indirizzo completo ricevuto per e-mail.',
  linkUsed:
    'Questo link di verifica è già stato usato: l’account è confermato, puoi accedere all’Area Riservata.',
  linkExpired:
    'Questo link di verifica è scaduto: chiedine uno nuovo con «Invia di nuovo il link».',
} as const;

/** What both registrations store; Affida accounts have no ragione sociale, titolare, referente. */
type NewAccount =
  { kind: 'agency'; body: RegisterBody } | { kind: 'affida'; body: AffidaRegisterBody };

/** The account's own words, which make a password built from them easy to guess. */
function accountWords(account: NewAccount): string[] {
  const { body } = account;
  const words = [body.email, body.nome];
  if (account.kind === 'agency') words.push(account.body.regioneSociale, account.body.titolare);
  return words;
}

/** The service's dependencies, with the request's logger as `log`. */
type Ctx = Pick<ServiceDeps, 'db' | 'config' | 'mailer' | 'outbox' | 'clock' | 'log'>;

/** Province, comune of that province (official name), postal code of that comune. */
function resolvePlace(sigla: string, nome: string, cap: string | undefined) {
  const provincia = findProvincia(sigla);
  if (!provincia)
    throw badRequest('Provincia non trovata.', { provincia: 'Provincia non trovata' });
  const comune = findComune(sigla, nome);
  if (!comune) {
    const msg = `Il comune non appartiene alla provincia di ${provincia.nome}`;
    throw badRequest(`${msg}.`, { comune: msg });
  }
  const chosen = cap?.trim() || (comune.cap.length === 1 ? comune.cap[0] : undefined);
  if (chosen && !capBelongsTo(comune, chosen)) {
    const msg = `Il CAP non appartiene al comune di ${comune.nome}`;
    throw badRequest(`${msg}.`, { cap: msg });
  }
  return { provincia: provincia.sigla, comune: comune.nome, cap: chosen ?? null };
}

interface ExistingAccount {
  id: string;
  nome: string;
  email: string;
  state: string;
  createdAt: Date;
}

/**
 * An account already exists: tell its owner (a fresh link if still pending), store nothing
 * else; unless it is the pending account of the same e-mail registered at the same time
 * (decision 098), whose verification mail already covers this registration too.
 */
async function notifyExisting(ctx: Ctx, existing: ExistingAccount, typedEmail: string, at: Date) {
  const match: ExistingMatch = existing.email === typedEmail ? 'email' : 'partitaIva';
  const sameRegistration =
    match === 'email' &&
    existing.state === 'DA CONFERMARE' &&
    Math.abs(at.getTime() - existing.createdAt.getTime()) < SAME_REGISTRATION_WINDOW_MS;
  if (sameRegistration) {
    ctx.log.info(
      { event: 'registration_repeated', agencyId: existing.id },
      'registrazione ripetuta subito: nessuna seconda mail',
    );
    return;
  }
  ctx.log.info(
    { event: 'registration_existing_account', agencyId: existing.id },
    'registrazione di un account già esistente',
  );
  if (existing.state === 'CONFERMATO') {
    await ctx.mailer.send(existingAccountMail(ctx.config, existing, undefined, match));
    return;
  }
  const now = ctx.clock.now();
  const token = randomToken();
  const link = verifyLink(ctx.config, token.token);
  await ctx.db.transaction(async (tx) => {
    await q.insertVerifyToken(
      tx,
      existing.id,
      token.hash,
      new Date(now + TOKEN_TTL_MS),
      new Date(now),
    );
    await ctx.mailer.send(existingAccountMail(ctx.config, existing, link, match), tx);
  });
}

/** What the request hands to the background job: checked input, the password only hashed. */
export interface RegistrationJob {
  kind: NewAccount['kind'];
  body: Omit<RegisterBody, 'password'> | Omit<AffidaRegisterBody, 'password'>;
  passwordHash: string;
  place: ReturnType<typeof resolvePlace>;
  referenteId: string | null;
  /** When the request arrived (ISO): the account's creation and consent time. */
  at: string;
}

/**
 * Registers an agency or an Affida agent (state DA CONFERMARE) and mails the verification
 * link. QUALITY.md S4 and decision 038: the answer never depends on the e-mail or the
 * Partita IVA being known. The request checks the input (400), hashes the password and
 * stores one job, the same work whatever the account; the job then creates the account,
 * or mails the owner of the account that already has this e-mail or Partita IVA.
 */
export async function registerAccount(ctx: Ctx, account: NewAccount): Promise<void> {
  const { body } = account;
  const problem = await passwordProblem(body.password, accountWords(account));
  if (problem) throw badRequest(problem, { password: problem });
  const place = resolvePlace(body.provincia, body.comune, body.cap);
  let referenteId: string | null = null;
  if (account.kind === 'agency' && account.body.referente) {
    const ref = await activeReferrer(ctx, account.body.referente);
    if (!ref) throw badRequest('Referente non trovato.', { referente: 'Referente non trovato' });
    referenteId = ref.id;
  }
  const { password, ...rest } = body;
  const job: RegistrationJob = {
    kind: account.kind,
    body: rest,
    passwordHash: await hashPassword(password),
    place,
    referenteId,
    at: new Date(ctx.clock.now()).toISOString(),
  };
  await ctx.outbox.enqueue('registration', job);
}

/**
 * The registration job: an account with this Partita IVA (confirmed or not), or else with
 * this e-mail, has its owner mailed (a fresh link if pending: sending the form again is how
 * a lost or expired first mail is replaced; not within minutes of the same e-mail's own
 * registration, decision 098); otherwise the account, its consent, its link
 * and its mail are stored in one transaction, so a rolled-back registration mails nothing.
 */
export async function completeRegistration(ctx: Ctx, job: RegistrationJob): Promise<void> {
  const { body } = job;
  const holder =
    (await q.findAccountByPartitaIva(ctx.db, body.partitaIva)) ??
    (await q.findAccountByEmail(ctx.db, body.email));
  const now = new Date(job.at);
  if (holder) return notifyExisting(ctx, holder, body.email, now);

  const token = randomToken();
  const link = verifyLink(ctx.config, token.token);
  const values = {
    nome: body.nome,
    partitaIva: body.partitaIva,
    email: body.email,
    ...job.place,
    indirizzo: body.indirizzo,
    cellulare: body.cellulare || null,
    telefono: body.telefono || null,
    passwordHash: job.passwordHash,
    state: 'DA CONFERMARE' as const,
    createdAt: now,
    updatedAt: now,
    ...(job.kind === 'agency'
      ? {
          ragioneSociale: (body as RegisterBody).regioneSociale,
          titolare: (body as RegisterBody).titolare,
          referenteId: job.referenteId,
          fimaaRegister: (body as RegisterBody).fimaaRegister === true,
        }
      : { agenteInterno: true, affida: true }),
  };
  const mail = verificationMail(ctx.config, { email: body.email, nome: body.nome }, link, job.kind);

  for (let attempt = 0; ; attempt += 1) {
    try {
      const id = await ctx.db.transaction(async (tx) => {
        const id = await q.insertAccount(tx, { ...values, slug: agencySlug(body.nome) });
        await q.insertConsent(tx, id, PRIVACY_CONSENT, ctx.config.privacyVersion, now);
        await q.insertVerifyToken(tx, id, token.hash, new Date(now.getTime() + TOKEN_TTL_MS), now);
        await ctx.mailer.send(mail, tx);
        return id;
      });
      ctx.log.info(
        { event: 'agency_registered', agencyId: id, kind: job.kind },
        'nuova registrazione',
      );
      return;
    } catch (err) {
      // Two registrations at once: the unique index decides, with the same outcome as above.
      const index = uniqueViolationOf(err)?.constraint;
      const winner =
        index === 'agencies_partita_iva_uq'
          ? await q.findAccountByPartitaIva(ctx.db, body.partitaIva)
          : index === 'agencies_email_uq'
            ? await q.findAccountByEmail(ctx.db, body.email)
            : undefined;
      if (winner) return notifyExisting(ctx, winner, body.email, now);
      if (index !== 'agencies_slug_uq' || attempt >= 2) throw err;
    }
  }
}

/**
 * Confirms the account of a verification link: single use, expiring, stored hashed (S5).
 * A link that already confirmed its account (reused, or two clicks at once) answers the
 * same success with `giaConfermato`: the account is active, which is all its owner needs.
 */
export async function verifyAccount(
  ctx: Ctx,
  token: string,
): Promise<{ agenzia: { nome: string }; giaConfermato: boolean }> {
  const now = new Date(ctx.clock.now());
  const row =
    token.length >= 20 ? await q.findVerifyToken(ctx.db, hashOpaqueToken(token)) : undefined;
  if (!row) throw notFound(REGISTRATION_ERRORS.linkInvalid);
  const already = { agenzia: { nome: row.nome }, giaConfermato: true };
  if (row.usedAt) {
    if (row.state === 'CONFERMATO') return already;
    throw new AppError(410, ErrorCode.conflict, REGISTRATION_ERRORS.linkUsed);
  }
  if (row.expiresAt <= now)
    throw new AppError(410, ErrorCode.tokenExpired, REGISTRATION_ERRORS.linkExpired);
  const confirmed = await ctx.db.transaction(async (tx) => {
    if (!(await q.useVerifyTokens(tx, row.id, row.agencyId, now))) return false;
    await q.confirmAgency(tx, row.agencyId, now);
    return true;
  });
  // The other click of two at once confirmed it.
  if (!confirmed) return already;
  ctx.log.info({ event: 'agency_verified', agencyId: row.agencyId }, 'account confermato dal link');
  return { agenzia: { nome: row.nome }, giaConfermato: false };
}
