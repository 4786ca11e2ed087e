import type { Referral, ReferralEarlier, StaffReferral } from '@portal/shared';
import type { AppointmentRow, ReferralRow } from '../../db/schema/index';

const client = (r: ReferralRow) => ({
  nome: r.name,
  cognome: r.surname,
  telefono: r.phone,
  email: r.email,
  immobile: r.property,
  nota: r.note,
});

const common = (r: ReferralRow) => ({
  _id: r.id,
  state: r.state,
  created_at: r.createdAt.toISOString(),
  ...client(r),
  motivoRifiuto: r.state === 'rifiutata' ? r.refusalReason : null,
  appuntamento: r.appointmentId,
});

/** The agency's view: the day the client was first reported, never by whom (decision 102). */
export const toReferral = (r: ReferralRow): Referral => ({
  ...common(r),
  giaSegnalatoIl: r.duplicateOfAt?.toISOString() ?? null,
});

export const earlierFromReferral = (row: {
  r: ReferralRow;
  agencyName: string;
}): ReferralEarlier => ({
  tipo: 'segnalazione',
  _id: row.r.id,
  agenzia: row.agencyName,
  cliente: `${row.r.name} ${row.r.surname}`.trim(),
  email: row.r.email,
  telefono: row.r.phone,
  created_at: row.r.createdAt.toISOString(),
  state: row.r.state,
});

export const earlierFromLead = (row: {
  a: AppointmentRow;
  agencyName: string;
}): ReferralEarlier => ({
  tipo: 'appuntamento',
  _id: row.a.id,
  agenzia: row.agencyName,
  cliente: `${row.a.name} ${row.a.surname}`.trim(),
  email: row.a.email,
  telefono: row.a.cellulare,
  created_at: row.a.createdAt.toISOString(),
  state: row.a.state,
});

/** The staff's view: the agency and the earlier report of the same client side by side. */
export const toStaffReferral = (
  row: { r: ReferralRow; agencyName: string },
  earlier: ReferralEarlier | null,
  later: ReferralEarlier[],
): StaffReferral => ({
  ...common(row.r),
  agenzia: { _id: row.r.agencyId, nome: row.agencyName },
  precedente: earlier,
  appuntamentiSuccessivi: later,
});
