import { z } from 'zod';
import { CertificateSchema } from './financing-certificates';
import { ReferralSchema } from './referrals';
import { AgencySchema } from './agency';
import { AppointmentSchema } from './appointments';
import { IdSchema } from './common';
import { LeadTimelineSchema } from './lead-milestones';
import { NOTE_ROLES } from '../domain/lead-notes';
import { UserServiceSchema } from './services';
import { LIMITS, tooLongMessage } from '../domain/limits';
import { newPasswordSchema } from '../domain/password';

/**
 * Reserved area (spec sections 2, 5, 7; decisions.md): forgotten password, change of
 * password, linked agencies, service requests, the agency's own data (GDPR).
 */

// ── Forgotten password (decisions.md: part of the product) ───────────────────────

/** Lifetime of a reset link (seconds). */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** POST /v2/agenzieUser/forgotPassword: the same answer for a known and an unknown e-mail. */
export const ForgotPasswordBodySchema = z.object({
  email: z
    .string({ message: 'Inserisci l’e-mail' })
    .trim()
    .min(1, { message: 'Inserisci l’e-mail' })
    .max(LIMITS.email, { message: tooLongMessage(LIMITS.email) })
    .pipe(z.email({ message: 'E-mail non valida' })),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** The one answer of forgotPassword, whatever the e-mail. */
export const FORGOT_PASSWORD_MESSAGE =
  'Se l’indirizzo corrisponde a un’agenzia registrata, riceverai a breve un’e-mail con il link per scegliere una nuova password. Il link vale 1 ora.';

/** Length limits of a password (the server also refuses the 1,000 most common ones). */
const NewPasswordSchema = newPasswordSchema('Inserisci la nuova password');

/** POST /v2/agenzieUser/resetPassword */
/** The single-use token of a mailed reset link. */
const ResetTokenSchema = z
  .string({ message: 'Link non valido' })
  .min(16, { message: 'Link non valido' })
  .max(200, { message: 'Link non valido' });

/**
 * Which mailed link sets the password: `reset` (forgotten password, 1 hour) or `invite` (an
 * agency added by an admin chooses its first password, 7 days; decision 059). A token only
 * works for its own kind.
 */
export const PasswordLinkKindSchema = z.enum(['reset', 'invite']);
export type PasswordLinkKind = z.infer<typeof PasswordLinkKindSchema>;

export const ResetPasswordBodySchema = z.object({
  token: ResetTokenSchema,
  password: NewPasswordSchema,
  kind: PasswordLinkKindSchema.optional(),
});

/** checkResetLink: is the link still usable? Asked when the reset page opens; uses nothing. */
export const ResetLinkBodySchema = z.object({
  token: ResetTokenSchema,
  kind: PasswordLinkKindSchema.optional(),
});
export type ResetLinkBody = z.infer<typeof ResetLinkBodySchema>;
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** The reset page: the new password twice. */
export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, conferma: z.string() })
  .refine((v) => v.password === v.conferma, {
    message: 'Le due password non coincidono',
    path: ['conferma'],
  });
export type ResetPasswordFormValues = z.infer<typeof ResetPasswordFormSchema>;

// ── Change of password (spec section 5: three local messages) ─────────────────────

export const CHANGE_PASSWORD_MESSAGES = {
  missing: 'Campi Mancanti',
  mismatch: 'Nuova password differente nei due campi',
  same: 'La password deve essere diversa',
  wrongCurrent: 'La password attuale non è corretta',
} as const;

/** POST /v2/{product}/user/user_changePassword */
export const ChangePasswordBodySchema = z.object({
  password_attuale: z
    .string({ message: CHANGE_PASSWORD_MESSAGES.missing })
    .min(1, { message: CHANGE_PASSWORD_MESSAGES.missing })
    .max(LIMITS.password, { message: CHANGE_PASSWORD_MESSAGES.wrongCurrent }),
  password_nuova: NewPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/**
 * The settings form: current, new and repeated password, checked in the spec's order
 * (all three present → new equals its repeat → new differs from the current one).
 * The message is on `form` so the page shows one line, as the spec's toasts do.
 */
export const ChangePasswordFormSchema = z
  .object({ password_attuale: z.string(), password_nuova: z.string(), ripeti_password: z.string() })
  .superRefine((v, ctx) => {
    if (v.password_attuale === '' || v.password_nuova === '' || v.ripeti_password === '') {
      ctx.addIssue({ code: 'custom', message: CHANGE_PASSWORD_MESSAGES.missing, path: ['form'] });
      return;
    }
    if (v.password_nuova !== v.ripeti_password) {
      ctx.addIssue({ code: 'custom', message: CHANGE_PASSWORD_MESSAGES.mismatch, path: ['form'] });
      return;
    }
    if (v.password_nuova === v.password_attuale) {
      ctx.addIssue({ code: 'custom', message: CHANGE_PASSWORD_MESSAGES.same, path: ['form'] });
    }
  });
export type ChangePasswordFormValues = z.infer<typeof ChangePasswordFormSchema>;

/** The answer of user_changePassword: the agency's other sessions were ended. */
export const ChangePasswordResponseSchema = z.object({
  ok: z.literal(true),
  otherSessionsEnded: z.number().int().min(0),
});
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

// ── Internal agent: linked agencies (decisions.md) ───────────────────────────────

/** GET /v2/{product}/user/user_agenzieCollegate: the choices of the appointment form. */
export const LinkedAgencySchema = z.object({
  _id: IdSchema,
  nome: z.string(),
  email: z.string(),
  comune: z.string().nullable(),
  provincia: z.string().nullable(),
});
export type LinkedAgency = z.infer<typeof LinkedAgencySchema>;
export const LinkedAgencyListSchema = z.array(LinkedAgencySchema);

// ── Service requests ───────────────────────────────────────────────────────────

/** POST /v2/{product}/servizi/user_richiediServizio */
export const RequestServiceBodySchema = z.object({
  service: IdSchema,
});
export type RequestServiceBody = z.infer<typeof RequestServiceBodySchema>;

/** GET /v2/{product}/servizi/user_fetchRichieste: the agency's requests, newest first. */
export const UserServiceListSchema = z.array(UserServiceSchema);

/** The answer of user_richiediServizio: the updated agency and all its requests. */
export const RequestServiceResponseSchema = z.object({
  agenzia: AgencySchema,
  servizi: UserServiceListSchema,
});
export type RequestServiceResponse = z.infer<typeof RequestServiceResponseSchema>;

// ── The agency's own data (GDPR, QUALITY S18) ────────────────────────────────────

/** GET /v2/{product}/user/user_exportData: a JSON download. */
export const AgencyDataExportSchema = z.object({
  esportatoIl: z.string(),
  agenzia: AgencySchema,
  consensi: z.array(z.object({ tipo: z.string(), versione: z.string(), accettatoIl: z.string() })),
  richiesteServizi: UserServiceListSchema,
  appuntamenti: z.array(AppointmentSchema),
  /** An internal agent's: the appointments it recorded for the agencies linked to it. */
  appuntamentiRegistrati: z.array(AppointmentSchema),
  /**
   * The steps of the road to the mortgage (decision 100) of the appointments above, those it
   * recorded included: per lead, the set steps in order with their day.
   */
  avanzamentoPratiche: z.array(LeadTimelineSchema),
  /** The clients it passed to the mediator («Segnala un cliente»), with their state. */
  segnalazioni: z.array(ReferralSchema),
  /** The notes on the appointments above (decision 105): per lead, every note in order. */
  notePratiche: z.array(
    z.object({
      _id: IdSchema,
      note: z.array(
        z.object({
          autore: z.string(),
          ruolo: z.enum(NOTE_ROLES),
          testo: z.string(),
          scrittaIl: z.string(),
          correttaIl: z.string().nullable(),
        }),
      ),
    }),
  ),
  /**
   * The financing certificates of the appointments above (decision 117): the list with its
   * figures, not the PDFs.
   */
  attestatiPratiche: z.array(CertificateSchema.extend({ appuntamento: IdSchema })),
  punti: z.number().int(),
  /** Display Rata as the agency configured it; null until it saves the settings once. */
  displayRata: z
    .object({
      attivo: z.boolean(),
      durataAnni: z.number().int(),
      ltvPercento: z.number().int(),
      tassoPersonalizzatoBps: z.number().int().nullable(),
      colore: z.string(),
      etichetta: z.string(),
      selettorePrezzi: z.string(),
    })
    .nullable(),
  /** Sign-ins of the reserved area still on record (the portal keeps no address of them). */
  accessi: z.array(
    z.object({ apertoIl: z.string(), scadeIl: z.string(), chiusoIl: z.string().nullable() }),
  ),
  /** What the administrators changed in the agency's record, newest first. */
  storicoModifiche: z.array(
    z.object({
      il: z.string(),
      azione: z.string(),
      modifiche: z.array(z.object({ campo: z.string(), prima: z.unknown(), dopo: z.unknown() })),
    }),
  ),
  /** The switches of Impostazioni → Notifiche, defaults filled in (decision 053). */
  notificheEmail: z.record(z.string(), z.boolean()),
  /** The notification mails already sent about its appointments: which, about what, when. */
  emailInviate: z.array(
    z.object({ appuntamento: z.string(), tipo: z.string(), evento: z.string(), il: z.string() }),
  ),
  richiestaCancellazione: z.string().nullable(),
});
export type AgencyDataExport = z.infer<typeof AgencyDataExportSchema>;

export const DATA_EXPORT_FILENAME = 'dati-agenzia.json';
/** The same data as a page to read (decision 097). */
export const DATA_EXPORT_HTML_FILENAME = 'dati-agenzia.html';

/** POST /v2/{product}/user/user_requestErasure: idempotent; the first date is kept. */
export const ErasureResponseSchema = z.object({
  richiestaIl: z.string(),
  giaRichiesta: z.boolean(),
});
export type ErasureResponse = z.infer<typeof ErasureResponseSchema>;

/**
 * GET /v2/{product}/user/user_erasureRequest: whether the agency asked for erasure and when.
 * Once an admin carries it out the account is closed, so a signed-in agency sees either no
 * request or one waiting to be carried out.
 */
export const ErasureStateSchema = z.object({
  stato: z.enum(['nessuna', 'in_attesa']),
  richiestaIl: z.string().nullable(),
});
export type ErasureState = z.infer<typeof ErasureStateSchema>;
