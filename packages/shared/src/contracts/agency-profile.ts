import { z } from 'zod';
import { LIMITS, tooLongMessage } from '../domain/limits';
import { AgencySchema } from './agency';
import { LoadedVersionSchema, VersionSchema } from './common';
import { ADDRESS_FIELDS, OptionalPhoneSchema, RegistrationEmailSchema } from './registration';

/**
 * Impostazioni → Profilo (decision 057): the signed-in agency reads its data, changes its
 * phones, address and contact person, and asks to change its e-mail, which changes only
 * when the link mailed to the new address is opened.
 */

/** Lifetime of an e-mail change link (hours). */
export const EMAIL_CHANGE_TTL_HOURS = 24;

export const PROFILE_TEXT = {
  saved: 'Profilo aggiornato',
  sameEmail: 'È già l’indirizzo del tuo account: scrivine uno diverso.',
  emailSent: (email: string) =>
    `Ti abbiamo inviato un link a ${email}: la modifica vale quando lo apri.`,
  linkInvalid:
    'Link di conferma non valido: controlla di aver aperto l’indirizzo completo ricevuto per e-mail.',
  linkGone:
    'Questo link è scaduto o è già stato usato: chiedi di nuovo la modifica da Impostazioni → Profilo.',
  emailTaken: (email: string) =>
    `L’indirizzo ${email} è già usato da un’altra agenzia: l’e-mail del tuo account non è cambiata.`,
} as const;

const REQUIRED = 'Campo obbligatorio';

/** The agency's own data as the profile page shows it. */
export const AgencyProfileSchema = AgencySchema.pick({
  regioneSociale: true,
  nome: true,
  partitaIva: true,
  titolare: true,
  email: true,
  provincia: true,
  comune: true,
  cap: true,
  indirizzo: true,
  cellulare: true,
  telefono: true,
  agenteInterno: true,
}).extend({
  /** What a save sends back (decision 028). */
  version: VersionSchema,
  /** The change of e-mail waiting for its link to be opened, if any. */
  emailInAttesa: z.object({ email: z.string(), scadeIl: z.string() }).nullable(),
});
export type AgencyProfile = z.infer<typeof AgencyProfileSchema>;

const editable = {
  ...ADDRESS_FIELDS,
  cellulare: OptionalPhoneSchema,
  telefono: OptionalPhoneSchema,
  version: LoadedVersionSchema,
};

/** An agency's save: its contact person (titolare) is required, as at registration. */
export const AgencyProfileBodySchema = z.object({
  titolare: z
    .string({ message: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(LIMITS.titolare, tooLongMessage(LIMITS.titolare)),
  ...editable,
});

/** An internal agent's save: it has no titolare (an Affida agent is a person). */
export const AgentProfileBodySchema = z.object(editable);

/** PUT user_profile: either of the two; the server applies the one of the caller's kind. */
export const ProfileBodySchema = z.object({
  titolare: z.string().trim().max(LIMITS.titolare, tooLongMessage(LIMITS.titolare)).optional(),
  ...editable,
});
export type ProfileBody = z.output<typeof ProfileBodySchema>;
export type ProfileFormValues = z.input<typeof ProfileBodySchema>;

/** POST user_changeEmail: the new address, checked as registration checks it. */
export const EmailChangeBodySchema = z.object({ email: RegistrationEmailSchema });
export type EmailChangeBody = z.output<typeof EmailChangeBodySchema>;

/** The same answer whether the address is free or not (decision 057). */
export const EmailChangeResponseSchema = z.object({ message: z.string(), email: z.string() });
export type EmailChangeResponse = z.infer<typeof EmailChangeResponseSchema>;

/** POST confirmEmailChange: the token of the mailed link, in the body (never in a logged URL). */
export const ConfirmEmailBodySchema = z.object({
  token: z
    .string({ message: 'Link non valido' })
    .min(16, { message: 'Link non valido' })
    .max(200, { message: 'Link non valido' }),
});
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBodySchema>;

/** The account's e-mail after the link; `giaConfermata` when the link had already changed it. */
export const ConfirmEmailResponseSchema = z.object({
  email: z.string(),
  giaConfermata: z.boolean(),
});
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponseSchema>;
