import type { mortgage } from '@portal/shared';

/** One year of the amortisation schedule (integer cents). */
export interface YearSummary {
  year: number;
  paid: number;
  principal: number;
  interest: number;
  /** Outstanding balance at the end of the year. */
  balance: number;
  rows: mortgage.ScheduleRow[];
}

/** The schedule grouped by year (months 1–12 are year 1…). */
export function yearlySummary(rows: readonly mortgage.ScheduleRow[]): YearSummary[] {
  const years: YearSummary[] = [];
  for (const row of rows) {
    const year = Math.ceil(row.n / 12);
    let current = years[years.length - 1];
    if (!current || current.year !== year) {
      current = { year, paid: 0, principal: 0, interest: 0, balance: 0, rows: [] };
      years.push(current);
    }
    current.paid += row.payment;
    current.principal += row.principal;
    current.interest += row.interest;
    current.balance = row.balance;
    current.rows.push(row);
  }
  return years;
}
