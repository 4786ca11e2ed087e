import { z } from 'zod';
import { APPOINTMENT_STATES } from '../domain/points';
import { IdSchema } from './common';

export const AppointmentStateSchema = z.enum(APPOINTMENT_STATES);

/** An appointment (appuntamentoLead) as the API answers it. Dates are ISO strings. */
export const AppointmentSchema = z.object({
  _id: IdSchema,
  agenzia: z.object({ _id: IdSchema, nome: z.string(), email: z.string() }),
  agente: z.object({ nome: z.string(), email: z.string() }).nullable(),
  state: AppointmentStateSchema,
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  cellulare: z.string(),
  created_at: z.string(),
  dataFattoAppuntamento: z.string().nullable(),
  payed: z.boolean(),
  wc: z.boolean(),
  contratto: z.boolean(),
  description: z.string(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;
