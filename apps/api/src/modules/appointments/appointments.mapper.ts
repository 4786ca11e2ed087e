import type { Appointment } from '@portal/shared';
import type { AppointmentRow } from '../../db/schema/index';

/** The columns of an appointment the API shows (toAppointment reads these and no other). */
export const APPOINTMENT_VIEW_KEYS = [
  'id',
  'agencyId',
  'state',
  'name',
  'surname',
  'email',
  'cellulare',
  'createdAt',
  'dataFattoAppuntamento',
  'payed',
  'wc',
  'contratto',
  'description',
  'version',
  'duplicateOfAt',
  'duplicateOfReferralId',
  'duplicateOfAppointmentId',
] as const satisfies readonly (keyof AppointmentRow)[];

export type AppointmentViewKey = (typeof APPOINTMENT_VIEW_KEYS)[number];

/** An appointment row with the names the API shows beside it. */
export interface AppointmentViewRow {
  /** The row, or only the columns shown: a hot list selects just those. */
  a: Pick<AppointmentRow, AppointmentViewKey>;
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
    giaSegnalatoIl: a.duplicateOfAt ? a.duplicateOfAt.toISOString() : null,
  };
}
