import type { AdminStats } from '@portal/shared';
import { formatMonth, formatNumber } from '@portal/shared/domain/format';

/** Share of `part` in `total` as a percentage; 0 when there is nothing to divide. */
export function share(part: number, total: number): number {
  return total > 0 ? (part / total) * 100 : 0;
}

/** '37,50 %': Italian decimals, always two (the hub's percentages, spec section 2). */
export function formatShare(part: number, total: number): string {
  return `${formatNumber(share(part, total), 2)} %`;
}

/** '2026-03' → 'mar' (the column label) and 'marzo 2026' (the full name for the table). */
export function monthLabels(mese: string): { short: string; long: string; year: string } {
  return { ...formatMonth(mese), year: mese.slice(0, 4) };
}

export interface ChartDatum {
  key: string;
  label: string;
  /** Shown under a column when the label is too long (months). */
  shortLabel?: string;
  value: number;
  /** Extra text after the value, e.g. the percentage. */
  note?: string;
  /** Under a column's label, where a year starts ("'26"). */
  year?: string;
}

export function registrationsData(stats: AdminStats): ChartDatum[] {
  return stats.registrazioniMensili.map((m, i) => {
    const labels = monthLabels(m.mese);
    const firstOfYear = i === 0 || m.mese.endsWith('-01');
    return {
      key: m.mese,
      label: labels.long,
      shortLabel: labels.short,
      value: m.totale,
      ...(firstOfYear ? { year: labels.year } : {}),
    };
  });
}

export function appointmentsData(stats: AdminStats): ChartDatum[] {
  const total = stats.appuntamentiPerStato.reduce((sum, s) => sum + s.totale, 0);
  return stats.appuntamentiPerStato.map((s) => ({
    key: s.state,
    label: s.state,
    value: s.totale,
    note: formatShare(s.totale, total),
  }));
}

export function confirmationData(stats: AdminStats): ChartDatum[] {
  const { confermate, daConfermare, totale } = stats.agenzie;
  return [
    {
      key: 'CONFERMATO',
      label: 'Confermate',
      value: confermate,
      note: formatShare(confermate, totale),
    },
    {
      key: 'DA CONFERMARE',
      label: 'Da confermare',
      value: daConfermare,
      note: formatShare(daConfermare, totale),
    },
  ];
}
