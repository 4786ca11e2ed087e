import type { Appointment } from '@portal/shared';
import type { AppointmentRow } from '../../db/schema/index';

/** An appointment row with the names the API shows beside it. */
export interface AppointmentViewRow {
  /** The row; the desk's search column is never shown, so a query may leave it out. */
  a: Omit<AppointmentRow, 'clientSearch'>;
  agenziaNome: string;
  agenziaEmail: string;
  agenteNome: string | null;
  agenteEmail: string | null;
}

/** The one place an appointment row becomes the API's Appointment (spec field names). */
export function toAppointment(v: AppointmentViewRow): Appointment {
  const { a } = v;
  return {
    _id: a.id,
    agenzia: { _id: a.agencyId, nome: v.agenziaNome, email: v.agenziaEmail },
    agente:
      v.agenteNome !== null && v.agenteEmail !== null
        ? { nome: v.agenteNome, email: v.agenteEmail }
        : null,
    state: a.state,
    name: a.name,
    surname: a.surname,
    email: a.email,
    cellulare: a.cellulare,
    created_at: a.createdAt.toISOString(),
    dataFattoAppuntamento: a.dataFattoAppuntamento ? a.dataFattoAppuntamento.toISOString() : null,
    payed: a.payed,
    wc: a.wc,
    contratto: a.contratto,
    description: a.description,
    version: a.version,
  };
}
