import { z } from 'zod';
import { LIMITS, tooLongMessage } from '../domain/limits';
import { newPasswordSchema } from '../domain/password';
import { ForgotPasswordBodySchema } from './reserved';

/**
 * Agency registration, Affida registration and e-mail verification (spec section 5,
 * decisions.md "Accounts and sessions"). The same schemas validate the forms in the
 * browser and the bodies on the server.
 */

/** Texts the spec fixes (spec sections 5 and 7). */
export const REGISTRATION_TEXT = {
  registered: "Registrazione avvenuta. Controlla l'email",
  affidaRegistered: 'Registrazione avvenuta.',
  passwordMismatch: 'Password Diverse',
  affidaPasswordMismatch: 'Password diverse',
} as const;

/** Lifetime of a verification link (hours). */
export const VERIFY_LINK_TTL_HOURS = 48;

const REQUIRED = 'Campo obbligatorio';
const PARTITA_IVA_INVALID =
  'Partita IVA non valida: servono 11 cifre con la cifra di controllo corretta';
const PRIVACY_REQUIRED = 'Per registrarti devi accettare l’informativa sulla privacy';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PHONE = /^\+?[0-9][0-9 ./-]{4,24}$/;

/**
 * Partita IVA check (Agenzia delle Entrate): 11 digits; the digits in odd positions are
 * added as they are, those in even positions doubled (minus 9 when above 9); the last
 * digit makes the total a multiple of 10. All zeros is refused: no such number exists.
 */
export function isValidPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^0{11}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const digit = value.charCodeAt(i) - 48;
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === value.charCodeAt(10) - 48;
}

const requiredText = (max: number, message = REQUIRED) =>
  z.string({ message }).trim().min(1, message).max(max, tooLongMessage(max));

const phone = z
  .string()
  .trim()
  .refine((v) => v === '' || PHONE.test(v), 'Numero di telefono non valido')
  .optional();

/** Partita IVA: spaces are ignored ('012 345 678 97'), then the check digit is verified. */
export const PartitaIvaSchema = z
  .string({ message: REQUIRED })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().min(1, REQUIRED).refine(isValidPartitaIva, PARTITA_IVA_INVALID));

export const RegistrationEmailSchema = z
  .string({ message: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(LIMITS.email, tooLongMessage(LIMITS.email))
  .toLowerCase()
  .pipe(z.email('E-mail non valida'));

/** Password rules that need no word list (the server also refuses the most common ones). */
export const NewPasswordSchema = newPasswordSchema(REQUIRED);

/** Province (two-letter sigla), comune of that province, and optionally one of its postal codes. */
const addressFields = {
  provincia: z
    .string({ message: 'Scegli la provincia' })
    .trim()
    .toUpperCase()
    .min(1, 'Scegli la provincia')
    .regex(/^[A-Z]{2}$/, 'Provincia non valida'),
  comune: requiredText(LIMITS.comune, 'Scegli il comune'),
  cap: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{5}$/.test(v), 'CAP non valido: servono 5 cifre')
    .optional(),
  indirizzo: requiredText(LIMITS.indirizzo),
};

const accountFields = {
  nome: requiredText(LIMITS.agencyName),
  partitaIva: PartitaIvaSchema,
  email: RegistrationEmailSchema,
  ...addressFields,
  cellulare: phone,
  telefono: phone,
  password: NewPasswordSchema,
  confermaPassword: z.string({ message: REQUIRED }).min(1, REQUIRED).max(LIMITS.password),
  /** Acceptance of the privacy notice (decisions.md): must be true. */
  privacy: z.boolean({ message: PRIVACY_REQUIRED }).refine((v) => v, PRIVACY_REQUIRED),
  /** The site origin the page sends (spec section 7); the mailed link never uses it. */
  callback: z.string().max(500).optional(),
};

const passwordPair = z.object({ password: NewPasswordSchema, confermaPassword: z.string().min(1) });

/** 'Password Diverse' on confermaPassword; runs even when other fields are still wrong. */
function withPasswordMatch<T extends z.ZodObject<typeof accountFields>>(
  schema: T,
  message: string,
) {
  return schema.refine((v) => v.password === v.confermaPassword, {
    message,
    path: ['confermaPassword'],
    when: (payload) => passwordPair.safeParse(payload.value).success,
  });
}

/** POST /v2/agenzieUser/register: the agency form (spec section 5) plus privacy, callback, fimaaRegister. */
export const RegisterBodySchema = withPasswordMatch(
  z.object({
    ...accountFields,
    regioneSociale: requiredText(LIMITS.ragioneSociale),
    titolare: requiredText(LIMITS.titolare),
    /** Referrer id; '' or null: none. */
    referente: z
      .string()
      .trim()
      .refine((v) => v === '' || UUID.test(v), 'Referente non valido')
      .nullish(),
    fimaaRegister: z.boolean().optional(),
  }),
  REGISTRATION_TEXT.passwordMismatch,
);
export type RegisterBody = z.output<typeof RegisterBodySchema>;
export type RegisterFormValues = z.input<typeof RegisterBodySchema>;

/** POST /v2/agenzieUser/registerAffida: the same without ragione sociale, titolare, referente. */
export const AffidaRegisterBodySchema = withPasswordMatch(
  z.object(accountFields),
  REGISTRATION_TEXT.affidaPasswordMismatch,
);
export type AffidaRegisterBody = z.output<typeof AffidaRegisterBodySchema>;
export type AffidaRegisterFormValues = z.input<typeof AffidaRegisterBodySchema>;

/** Both registrations answer the same for a new and an already registered e-mail (QUALITY.md S4). */
export const RegisterResponseSchema = z.object({ message: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** GET /v2/agenzieUser/verify/{token}: the single-use token mailed at registration. */
export const VerifyParamsSchema = z.object({ token: z.string().max(200) });

/**
 * The confirmed agency's name; `giaConfermato` when the link had already confirmed it (a
 * reused link, a second click): the account is active either way.
 */
export const VerifyResponseSchema = z.object({
  agenzia: z.object({ nome: z.string() }),
  giaConfermato: z.boolean(),
});
export type VerifyResponse = z.infer<typeof VerifyResponseSchema>;

/**
 * POST /v2/agenzieUser/resendVerification: a new verification link for an account still
 * DA CONFERMARE. The e-mail is checked like the forgotten password's; the answer is the
 * same whether the address is pending, confirmed or unknown (QUALITY.md S4).
 */
export const ResendLinkBodySchema = ForgotPasswordBodySchema;
export type ResendLinkBody = z.infer<typeof ResendLinkBodySchema>;

/** The one answer of resendVerification, whatever the e-mail. */
export const RESEND_LINK_MESSAGE = `Se l’indirizzo appartiene a un account in attesa di conferma, riceverai a breve un’e-mail con un nuovo link di verifica. Il link vale ${VERIFY_LINK_TTL_HOURS} ore; anche quelli ricevuti prima restano validi fino alla loro scadenza.`;

/** The address and phone rules of registration, for the forms that edit the same fields. */
export { addressFields as ADDRESS_FIELDS, phone as OptionalPhoneSchema };
