import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import {
  WEEKDAYS,
  addMonths,
  dayLabel,
  monthGrid,
  monthName,
  moveByKey,
  sameDay,
  today,
} from './calendar-rules';
import type { CalendarDay } from './calendar-rules';
import { YEAR_MAX, YEAR_MIN } from './date-input-rules';
import styles from './date-calendar.module.css';

export interface DateCalendarProps {
  id: string;
  /** The day currently in the field, highlighted and focused first. */
  selected: CalendarDay | null;
  onPick: (day: CalendarDay) => void;
  /** Escape pressed: the caller closes the popup and takes focus back. */
  onEscape: () => void;
}

/** The icon of the button that opens the calendar. */
export function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Zm2 6h2v2H7v-2Zm4 0h2v2h-2v-2Zm4 0h2v2h-2v-2Z"
      />
    </svg>
  );
}

const dayKey = (d: CalendarDay) => `${d.year}-${d.month}-${d.day}`;

/**
 * Month calendar in a non-modal dialog (WAI-ARIA date picker pattern): arrows move by
 * day and week, Home/End to the week's ends, PageUp/PageDown by month (with Shift by
 * year), Enter or Space picks, Escape closes.
 */
export function DateCalendar({ id, selected, onPick, onEscape }: DateCalendarProps) {
  const [focused, setFocused] = useState<CalendarDay>(() => selected ?? today());
  const gridRef = useRef<HTMLTableElement>(null);
  // Focus follows `focused` only after keyboard moves (and on opening), not after the month buttons.
  const moveFocus = useRef(true);
  const current = today();

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${dayKey(focused)}"]`)?.focus();
  }, [focused]);

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onEscape();
      return;
    }
    const next = moveByKey(focused, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(next);
  };

  const showMonth = (amount: number) => setFocused((day) => addMonths(day, amount));
  const headingId = `${id}-heading`;
  const atStart = focused.year === YEAR_MIN && focused.month === 1;
  const atEnd = focused.year === YEAR_MAX && focused.month === 12;

  return (
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      className={styles.calendar}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onEscape();
        }
      }}
    >
      <div className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          aria-label="Mese precedente"
          disabled={atStart}
          onClick={() => showMonth(-1)}
        >
          ‹
        </button>
        <div id={headingId} className={styles.heading} aria-live="polite">
          {monthName(focused.month)} {focused.year}
        </div>
        <button
          type="button"
          className={styles.nav}
          aria-label="Mese successivo"
          disabled={atEnd}
          onClick={() => showMonth(1)}
        >
          ›
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        className={styles.grid}
        onKeyDown={onGridKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday.short} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(focused.year, focused.month).map((week, row) => (
            <tr key={row}>
              {week.map((day, col) =>
                day ? (
                  <td key={col} aria-selected={sameDay(day, selected)}>
                    <button
                      type="button"
                      data-day={dayKey(day)}
                      tabIndex={sameDay(day, focused) ? 0 : -1}
                      aria-label={dayLabel(day)}
                      aria-current={sameDay(day, current) ? 'date' : undefined}
                      className={styles.day}
                      onClick={() => onPick(day)}
                    >
                      {day.day}
                    </button>
                  </td>
                ) : (
                  <td key={col} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
