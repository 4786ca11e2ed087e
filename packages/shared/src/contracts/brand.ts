// zod/mini, not zod: the web shell parses the injected configuration with these schemas
// before anything else loads, and mini keeps that first download small (decision 020).
// The server registers and checks them as it does every other contract.
import * as z from 'zod/mini';
import { HEX_COLOUR } from '../domain/hex-colour';

const text = () => z.string().check(z.minLength(1));
const hex = z.string().check(z.regex(HEX_COLOUR, 'colore esadecimale #rrggbb'));
const office = z.object({ address: text(), city: text() });
/** An e-mail address, or '' for «use the general contact». */
const emailOrNone = z._default(z.union([z.literal(''), z.email()]), '');

/** The public register of credit agents and mediators (Organismo Agenti e Mediatori). */
export const OAM_REGISTER_URL = 'https://www.organismo-am.it/';

/**
 * The compliance pages' own texts (decision 109): '' leaves the page's neutral wording
 * (how the mediator is paid, where complaints go, who reads the accessibility feedback).
 */
const ComplianceSchema = z.object({
  /** How the mediator is paid (Trasparenza), e.g. «provvigione a carico del cliente…». */
  remuneration: z._default(z.string(), ''),
  /** Where complaints go; '' means the general e-mail. */
  complaintsEmail: emailOrNone,
  /** A certified mail box for complaints (PEC), if any. */
  complaintsPec: emailOrNone,
  /** Who reads the accessibility feedback; '' means the general e-mail. */
  accessibilityEmail: emailOrNone,
});

/**
 * The brand file: everything about the credit-mediation company that the footer,
 * the mails, the legal notice and the Display Rata example show. Neutral defaults
 * live in apps/api/src/config/default-brand.json; nothing in code names a real company.
 */
export const BrandSchema = z.object({
  company: z.object({
    name: text(),
    legalForm: z._default(z.string(), 'S.r.l.'),
    oamNumber: text(),
    /** Where anyone can check the OAM number: the register's public address. */
    oamRegisterUrl: z._default(z.url(), OAM_REGISTER_URL),
    rea: text(),
    partitaIva: text(),
    shareCapital: z.optional(z.string()),
    registeredOffice: office,
    operatingOffice: office,
    parentCompany: z.object({ name: text(), note: z._default(z.string(), '') }),
    legalNotice: z._default(z.string(), ''),
  }),
  contacts: z.object({
    email: z.email(),
    phone: text(),
    partnerAgentsUrl: z.url(),
  }),
  compliance: z._default(ComplianceSchema, {
    remuneration: '',
    complaintsEmail: '',
    complaintsPec: '',
    accessibilityEmail: '',
  }),
  poweredBy: z.object({ name: text(), url: z.url() }),
  colors: z.object({
    primary: hex,
    primaryDark: hex,
    accent: hex,
    text: hex,
    muted: hex,
    background: hex,
    surface: hex,
  }),
  media: z.object({
    logo: text(),
    heroVideo: text(),
    heroPoster: text(),
  }),
});
export type Brand = z.infer<typeof BrandSchema>;

/** What `GET /v2/config` answers and what the server injects into index.html. */
export const PublicConfigSchema = z.object({
  productName: z.string(),
  productSlug: z.string(),
  publicUrl: z.string(),
  privacyVersion: z.string(),
  brand: BrandSchema,
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
