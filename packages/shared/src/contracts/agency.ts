import { z } from 'zod';
import { IdSchema, VersionSchema } from './common';
import { AGENCY_STATES } from '../domain/states';

export const AgencyStateSchema = z.enum(AGENCY_STATES);
export type AgencyState = z.infer<typeof AgencyStateSchema>;

/** A referrer (referente Alleare) as it appears populated inside an agency. */
export const ReferentePopulatedSchema = z.object({
  _id: IdSchema,
  codice: z.string(),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  urlPhoto: z.string().nullable(),
  urlAgente: z.string().nullable(),
});
export type ReferentePopulated = z.infer<typeof ReferentePopulatedSchema>;

/** An agency (user) as the API answers it: never a password, hash or token. */
export const AgencySchema = z.object({
  _id: IdSchema,
  regioneSociale: z.string().nullable(),
  nome: z.string(),
  partitaIva: z.string().nullable(),
  titolare: z.string().nullable(),
  email: z.string(),
  provincia: z.string().nullable(),
  comune: z.string().nullable(),
  cap: z.string().nullable(),
  indirizzo: z.string().nullable(),
  provenienza: z.string().nullable(),
  cellulare: z.string().nullable(),
  telefono: z.string().nullable(),
  referente: ReferentePopulatedSchema.nullable(),
  state: AgencyStateSchema,
  agenteInterno: z.boolean(),
  fimaaRegister: z.boolean(),
  slug: z.string(),
  created_at: z.string(),
  /** When an admin carried out its erasure request (decision 055); null while it has data. */
  cancellataIl: z.string().nullable(),
  /** What an admin's save sends back (decision 028). */
  version: VersionSchema,
});
export type Agency = z.infer<typeof AgencySchema>;

/** The state the admin's list and listaAgenzie.csv show for an erased agency. */
export const AGENCY_ERASED_LABEL = 'Cancellata';

/** An agency's state as the admin reads it: «Cancellata» once erased, else its own state. */
export const agencyStateShown = (agency: {
  state: z.infer<typeof AgencyStateSchema>;
  erased: boolean;
}): string => (agency.erased ? AGENCY_ERASED_LABEL : agency.state);
