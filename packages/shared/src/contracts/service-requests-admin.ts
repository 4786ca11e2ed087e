import { z } from 'zod';
import { IdSchema } from './common';
import { SERVICE_REQUEST_STATES, type ServiceRequestState } from '../domain/states';
import { tooLongMessage } from '../domain/limits';

/**
 * The life of a service request (decision 051): inviata → presa_in_carico →
 * completata | rifiutata. The admin who takes it becomes its owner; a note for the agency
 * travels with every change. Each change names the version it was made on (optimistic).
 */

export const ServiceRequestStateSchema = z.enum(SERVICE_REQUEST_STATES, {
  message: 'Stato della richiesta non valido',
});

/** Italian labels of the states, as the agency and the admins read them. */
export const SERVICE_REQUEST_STATE_LABELS: Record<ServiceRequestState, string> = {
  inviata: 'Inviata',
  presa_in_carico: 'Presa in carico',
  completata: 'Completata',
  rifiutata: 'Rifiutata',
};

/**
 * The one sentence of a request's state, wherever the agency reads it (the hub's tile badge
 * and summary, the service page): «Richiesta inviata», «Richiesta completata»…
 */
export const serviceRequestStatus = (state: ServiceRequestState) =>
  `Richiesta ${SERVICE_REQUEST_STATE_LABELS[state].toLowerCase()}`;

/** The states of a request still open: the hub lists these under «Richieste di servizi aperte». */
export const SERVICE_REQUEST_OPEN_STATES = [
  'inviata',
  'presa_in_carico',
] as const satisfies readonly ServiceRequestState[];

/** The moves an admin may make from each state. */
export const SERVICE_REQUEST_TRANSITIONS: Record<
  ServiceRequestState,
  readonly ServiceRequestState[]
> = {
  inviata: ['presa_in_carico', 'rifiutata'],
  presa_in_carico: ['completata', 'rifiutata'],
  completata: [],
  rifiutata: [],
};

export const canMoveServiceRequest = (from: ServiceRequestState, to: ServiceRequestState) =>
  SERVICE_REQUEST_TRANSITIONS[from].includes(to);

/** Longest note an admin may write on a request. */
export const SERVICE_REQUEST_NOTE_MAX = 1000;

/** One request as the admins see it: who asked, when, where it stands, who owns it. */
export const AdminServiceRequestSchema = z.object({
  _id: IdSchema,
  service: z.object({ _id: IdSchema, name: z.string() }),
  agency: z.object({ _id: IdSchema, nome: z.string(), email: z.string() }),
  requested_at: z.string(),
  state: ServiceRequestStateSchema,
  note: z.string().nullable(),
  owner: z.object({ name: z.string(), surname: z.string() }).nullable(),
  version: z.number().int(),
});
export type AdminServiceRequest = z.infer<typeof AdminServiceRequestSchema>;
export const AdminServiceRequestListSchema = z.array(AdminServiceRequestSchema);

/** GET user_servizi/admin_list?servizio=&stato=&agenzia=: the requests, newest first (at most 500). */
export const AdminServiceRequestQuerySchema = z.object({
  servizio: IdSchema.optional(),
  /** One agency's requests (the link from its 360° view). */
  agenzia: IdSchema.optional(),
  stato: ServiceRequestStateSchema.optional(),
});
export type AdminServiceRequestQuery = z.infer<typeof AdminServiceRequestQuerySchema>;
export const ADMIN_SERVICE_REQUEST_LIMIT = 500;

/** POST user_servizi/admin_transition: move a request to `to`, from the version read. */
export const ServiceRequestTransitionBodySchema = z.object({
  id: IdSchema,
  to: z.enum(['presa_in_carico', 'completata', 'rifiutata'], {
    message: 'Stato di destinazione non valido',
  }),
  note: z
    .string({ message: 'Nota non valida' })
    .trim()
    .max(SERVICE_REQUEST_NOTE_MAX, { message: tooLongMessage(SERVICE_REQUEST_NOTE_MAX) })
    .optional(),
  version: z.number({ message: 'Versione non valida' }).int().min(1),
});
export type ServiceRequestTransitionBody = z.infer<typeof ServiceRequestTransitionBodySchema>;

/** GET user/admin_work_queue: what waits for an admin, each count a filtered list. */
export const AdminWorkQueueSchema = z.object({
  agenzieDaConfermare: z.number().int(),
  richiesteServizi: z.number().int(),
  appuntamentiDaVerificare: z.number().int(),
  contrattiDaPagare: z.number().int(),
  richiesteCancellazione: z.number().int(),
  /** Referrals of agencies waiting for a decision («Segnala un cliente»). */
  segnalazioniNuove: z.number().int(),
  /** Leads whose last note is the agency's: the mediator has not answered (decision 105). */
  noteSenzaRisposta: z.number().int(),
});
export type AdminWorkQueue = z.infer<typeof AdminWorkQueueSchema>;
