import { z } from 'zod';
import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_STATES,
  CONSAP_ANSWERS,
} from '../domain/financing-certificate';
import { MORTGAGE_LIMITS } from '../domain/mortgage/limits';
import { YearsSchema } from '../domain/mortgage/schemas';
import { IdSchema } from './common';

const positiveCents = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MORTGAGE_LIMITS.maxCents, message);

const trimmed = (max: number, message: string) =>
  z
    .string({ message })
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { message }).max(max, { message }));

/** The verification code: 32 random bytes, URL-safe base64 (256 bits, decision 117). */
export const CertificateCodeSchema = z
  .string({ message: 'Codice non valido' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { message: 'Codice non valido' });
export const CertificateCodeParamsSchema = z.object({ codice: CertificateCodeSchema });

export const CertificateIdParamsSchema = z.object({ certificateId: IdSchema });

/**
 * POST …admin_certificate: what the admin chooses (with an Idempotency-Key); LTV, instalment
 * and TAEG are computed by the server from the mortgage conditions in force, never sent.
 */
export const CertificateIssueBodySchema = z
  .object({
    id: IdSchema,
    acquirente: trimmed(120, CERTIFICATE_MESSAGES.buyer),
    mutuoMassimoCents: positiveCents(CERTIFICATE_MESSAGES.loan),
    prezzoCents: positiveCents(CERTIFICATE_MESSAGES.price),
    durataAnni: YearsSchema,
    consap: z.enum(CONSAP_ANSWERS, { message: CERTIFICATE_MESSAGES.consap }),
  })
  .refine((b) => b.mutuoMassimoCents <= b.prezzoCents, {
    message: CERTIFICATE_MESSAGES.loanOverPrice,
    path: ['mutuoMassimoCents'],
  });
export type CertificateIssueBody = z.input<typeof CertificateIssueBodySchema>;

/** POST …admin_certificateRevoke: an admin revokes it, with the reason the trail keeps. */
export const CertificateRevokeBodySchema = z.object({
  certificateId: IdSchema,
  motivo: trimmed(500, CERTIFICATE_MESSAGES.reason),
});
export type CertificateRevokeBody = z.input<typeof CertificateRevokeBodySchema>;

/** One certificate of a lead, as the admin and the lead's agency read it. */
export const CertificateSchema = z.object({
  _id: IdSchema,
  emessoIl: z.string(),
  /** The last day it is valid (YYYY-MM-DD, Europe/Rome). */
  validoFino: z.string(),
  stato: z.enum(CERTIFICATE_STATES),
  revocatoIl: z.string().nullable(),
  motivoRevoca: z.string().nullable(),
  acquirente: z.string(),
  mutuoMassimoCents: z.number().int(),
  prezzoCents: z.number().int(),
  ltv: z.number(),
  durataAnni: z.number().int(),
  tan: z.number(),
  rataCents: z.number().int(),
  taeg: z.number(),
  consap: z.enum(CONSAP_ANSWERS),
  /** The public address that tells whether it is genuine and valid. */
  verifica: z.string(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** What the issue form starts from: the lead's client, its plan's figures, the conditions. */
export const CertificateDraftSchema = z.object({
  acquirente: z.string(),
  mutuoMassimoCents: z.number().int().nullable(),
  prezzoCents: z.number().int().nullable(),
  durataAnni: z.number().int(),
  /** The TAN of each duration band and the fees of the conditions in force. */
  rateBands: z.array(z.object({ maxYears: z.number().int(), annualRate: z.number() })),
  istruttoriaRate: z.number(),
  periziaCents: z.number().int(),
  intermediario: z.string(),
  intermediarioDettagli: z.string(),
});
export type CertificateDraft = z.infer<typeof CertificateDraftSchema>;

/** GET …_certificates/:id: a lead's certificates, newest first; the admin's with the draft. */
export const LeadCertificatesSchema = z.object({
  _id: IdSchema,
  attestati: z.array(CertificateSchema),
  bozza: CertificateDraftSchema.optional(),
});
export type LeadCertificates = z.infer<typeof LeadCertificatesSchema>;

/**
 * GET attestati/verifica/:codice: only whether it is genuine and its state with its day
 * (valid until, expired on, revoked on); `non_disponibile` once the lead's data are gone.
 */
export const CertificateCheckSchema = z.object({
  stato: z.enum([...CERTIFICATE_STATES, 'non_disponibile']),
  giorno: z.string().nullable(),
});
export type CertificateCheck = z.infer<typeof CertificateCheckSchema>;
