import type { AppointmentState } from '@portal/shared';

/** Badge tone of each state. */
export const STATE_TONE: Record<AppointmentState, 'neutral' | 'info' | 'success' | 'danger'> = {
  Inserito: 'neutral',
  'Fatto Appuntamento': 'info',
  Contratto: 'success',
  Annullata: 'danger',
};

/** The admin's flags as the spec names them (section 4). */
export const payedLabel = (payed: boolean) => (payed ? 'Pagato' : 'Da pagare');
export const wcLabel = (wc: boolean) => (wc ? 'Verificato' : 'Da verificare');
export const contrattoLabel = (contratto: boolean) =>
  contratto ? 'Contratto confermato' : 'Contratto da confermare';
