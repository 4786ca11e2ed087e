import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { flushSync } from 'react-dom';
import { CalendarIcon, DateCalendar } from './date-calendar';
import {
  DATE_PART_NAMES,
  EMPTY_PARTS,
  PART_LENGTH,
  TIME_PART_NAMES,
  DATE_STATUS,
  evaluateParts,
  isYearOutOfRange,
  nativeValue,
  normalisePart,
  partsFromCalendarPick,
  partsFromText,
  partsFromValue,
  recapDay,
  sanitisePart,
  selectedDay,
} from './date-input-rules';
import { DATE_RANGE_MESSAGE } from '@portal/shared/domain/dates';
import type { DateInputMode, DateInputStatus, DatePartName, DateParts } from './date-input-rules';
import { assignRef, describedBy, useFieldIds } from './field';
import type { FieldProps } from './field';
import { FormField } from './form-field';
import { useDismiss } from './use-dismiss';
import styles from './date-input.module.css';

export interface DateInputProps extends FieldProps<string> {
  /** `date` (default): day, month, year. `datetime`: also hours, minutes, seconds. */
  mode?: DateInputMode;
  /** Called with 0 (pending, incomplete) or 1 (good, complete) whenever the status changes. */
  onStatusChange?: (status: DateInputStatus) => void;
  /** Given the first part (the day), so react-hook-form can focus the field on error. */
  ref?: Ref<HTMLInputElement>;
}

const PART_UI: Record<DatePartName, { label: string; placeholder: string; after?: string }> = {
  day: { label: 'Giorno', placeholder: 'DD', after: '/' },
  month: { label: 'Mese', placeholder: 'MM', after: '/' },
  year: { label: 'Anno', placeholder: 'YYYY' },
  hours: { label: 'Ore', placeholder: 'hh', after: ':' },
  minutes: { label: 'Minuti', placeholder: 'mm', after: ':' },
  seconds: { label: 'Secondi', placeholder: 'ss' },
};

const PARTS_OF: Record<DateInputMode, readonly DatePartName[]> = {
  date: DATE_PART_NAMES,
  datetime: [...DATE_PART_NAMES, ...TIME_PART_NAMES],
};

const SEPARATOR_KEYS = new Set(['/', '-', '.', ':', ' ', ',']);
/** The API's own text for the same rule (packages/shared/src/domain/dates.ts). */
export const YEAR_RANGE_MESSAGE = DATE_RANGE_MESSAGE;
export const DATE_INCOMPLETE_MESSAGE = 'Data incompleta: scrivi giorno, mese e anno.';
export const DATETIME_INCOMPLETE_MESSAGE = 'Data incompleta: scrivi giorno, mese, anno e ora.';

/**
 * Date (or date and time) typed in separate boxes, with a calendar picker.
 *
 * Value: the ISO string (`Date.prototype.toISOString()`) of the local date and time,
 * or '' when empty, incomplete or refused; the same format is accepted. A value that
 * cannot be parsed is replaced by '' without any message.
 * - Date-only mode emits the day at 08:00:00 local; a calendar pick also resets the time to 08:00:00.
 * - Day, month and year are all needed (datetime mode: also a time; empty time parts count as 0).
 * - Day 1..month length (leap years included), month 1-12, hours 0-23, minutes and seconds 0-59;
 *   a year outside 1900-2900 is refused.
 * - Something typed that is not a date (a year out of range at once, a partial date once the
 *   field is left or its form is sent) shows a message on the field, and the box concerned
 *   reports it as its custom validity, so the form sends nothing while it is there.
 * - Status 0 pending / 1 good: exposed by `onStatusChange` and `data-status`.
 * - `required` sets the native `required` attribute on a hidden date field named `name`.
 * - A full part moves focus to the next; Backspace in an empty part moves back.
 */
export function DateInput({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  id,
  mode = 'date',
  onStatusChange,
  ref,
}: DateInputProps) {
  const ids = useFieldIds(id, name);
  // `source` is the value the parts stand for; a different `value` comes from outside.
  const [state, setState] = useState(() => ({
    parts: partsFromValue(value, mode) ?? EMPTY_PARTS,
    source: value,
  }));
  let parts = state.parts;
  if (value !== state.source) {
    parts = partsFromValue(value, mode) ?? EMPTY_PARTS;
    setState({ parts, source: value });
  }
  const parseFailed = value !== '' && partsFromValue(value, mode) === null;
  const status = evaluateParts(parts, mode).status;
  const inputs = useRef<Partial<Record<DatePartName, HTMLInputElement | null>>>({});
  const anchorRef = useRef<HTMLDivElement>(null);
  const calendarButton = useRef<HTMLButtonElement>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);
  // A partial date says so once the field is left or its form refused it, not mid-typing.
  const [revealed, setRevealed] = useState(false);
  const closeCalendar = useCallback(() => setCalendarOpen(false), []);
  useDismiss(anchorRef, calendarOpen, closeCalendar);

  useEffect(() => {
    if (parseFailed) onChange('');
  }, [parseFailed, onChange]);
  const reportedStatus = useRef<DateInputStatus | null>(null);
  useEffect(() => {
    if (reportedStatus.current === status) return;
    reportedStatus.current = status;
    onStatusChange?.(status);
  }, [status, onStatusChange]);

  const names = PARTS_OF[mode];

  const commit = (next: DateParts) => {
    const fixed = recapDay(next);
    const evaluated = evaluateParts(fixed, mode).value;
    setState({ parts: fixed, source: evaluated });
    if (evaluated !== value) onChange(evaluated);
  };

  const focusPart = (index: number, caret: 'all' | 'end' = 'all') => {
    const target = inputs.current[names[index] ?? 'day'];
    if (index < 0 || index >= names.length || !target) return false;
    target.focus();
    if (caret === 'all') target.select();
    else target.setSelectionRange(target.value.length, target.value.length);
    return true;
  };

  const onPartChange = (
    part: DatePartName,
    index: number,
    text: string,
    inserted: string | null,
  ) => {
    // Typing into a full part starts it again with the typed digit (no maxLength block).
    const overflow = text.replace(/\D/g, '').length > PART_LENGTH[part];
    const digits = sanitisePart(part, overflow && inserted ? inserted : text);
    const full = digits.length === PART_LENGTH[part];
    let next: DateParts = { ...parts, [part]: digits };
    if (full) next = { ...next, [part]: normalisePart(part, next) };
    // Render the new parts before moving focus, so the blur handler of this part sees them.
    flushSync(() => commit(next));
    if (full && digits !== parts[part]) focusPart(index + 1);
  };

  const onPartKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length;
    if (event.key === 'Backspace' && input.value === '') {
      if (focusPart(index - 1, 'end')) event.preventDefault();
    } else if (event.key === 'ArrowLeft' && atStart) {
      if (focusPart(index - 1, 'end')) event.preventDefault();
    } else if (event.key === 'ArrowRight' && atEnd) {
      if (focusPart(index + 1)) event.preventDefault();
    } else if (SEPARATOR_KEYS.has(event.key)) {
      event.preventDefault();
      if (input.value !== '') focusPart(index + 1);
    }
  };

  const onPartBlur = (part: DatePartName) => {
    const shown = normalisePart(part, parts);
    if (shown !== parts[part]) commit({ ...parts, [part]: shown });
  };

  const yearRefused = isYearOutOfRange(parts);
  const incomplete =
    !yearRefused && status === DATE_STATUS.pending && names.some((part) => parts[part] !== '');
  const problem = yearRefused
    ? YEAR_RANGE_MESSAGE
    : incomplete
      ? mode === 'datetime'
        ? DATETIME_INCOMPLETE_MESSAGE
        : DATE_INCOMPLETE_MESSAGE
      : null;
  // The box the problem is about: the year, or the first one left empty.
  const problemPart: DatePartName | null = yearRefused
    ? 'year'
    : incomplete
      ? (names.find((part) => parts[part] === '') ?? 'year')
      : null;
  // Once a date is whole again (or emptied), the next partial one waits for leaving again.
  if (revealed && problem === null) setRevealed(false);
  const shownError = (yearRefused || (incomplete && revealed) ? problem : null) ?? error;
  useEffect(() => {
    for (const part of names)
      inputs.current[part]?.setCustomValidity(part === problemPart ? (problem ?? '') : '');
  }, [names, problemPart, problem]);
  const aria = describedBy(ids, shownError);
  const calendarId = `${ids.inputId}-calendar`;

  return (
    <FormField
      label={label}
      ids={ids}
      required={required}
      error={shownError}
      labelMode="fieldset"
      dataAttributes={{ 'data-status': status }}
    >
      <div
        ref={anchorRef}
        className={styles.row}
        onBlur={(event) => {
          if (!(
            event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)
          )) {
            setRevealed(true);
            onBlur?.();
          }
        }}
      >
        {names.map((part, index) => (
          <span key={part} className={styles.partGroup}>
            {part === 'hours' && <span className={styles.gap} aria-hidden="true" />}
            <input
              ref={(element) => {
                inputs.current[part] = element;
                if (index === 0) assignRef(ref, element);
              }}
              id={index === 0 ? ids.inputId : `${ids.inputId}-${part}`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              className={`${styles.part} ${part === 'year' ? styles.year : ''}`}
              aria-label={PART_UI[part].label}
              placeholder={PART_UI[part].placeholder}
              value={parts[part]}
              disabled={disabled}
              aria-required={required || undefined}
              {...aria}
              aria-invalid={
                aria['aria-invalid'] ?? (part === 'year' && yearRefused ? true : undefined)
              }
              onChange={(event) =>
                onPartChange(
                  part,
                  index,
                  event.target.value,
                  (event.nativeEvent as InputEvent).data ?? null,
                )
              }
              onKeyDown={(event) => onPartKeyDown(index, event)}
              onFocus={(event) => event.currentTarget.select()}
              onPaste={(event) => {
                const pasted = partsFromText(event.clipboardData.getData('text'));
                if (!pasted) return;
                event.preventDefault();
                commit(
                  mode === 'datetime' ? pasted : { ...pasted, hours: '', minutes: '', seconds: '' },
                );
              }}
              onBlur={() => onPartBlur(part)}
              onInvalid={() => setRevealed(true)}
            />
            {PART_UI[part].after && part !== names[names.length - 1] && (
              <span className={styles.separator} aria-hidden="true">
                {PART_UI[part].after}
              </span>
            )}
          </span>
        ))}
        <button
          ref={calendarButton}
          type="button"
          className={styles.calendarButton}
          aria-label="Scegli dal calendario"
          aria-haspopup="dialog"
          aria-expanded={calendarOpen}
          aria-controls={calendarOpen ? calendarId : undefined}
          disabled={disabled}
          onClick={() => setCalendarOpen((open) => !open)}
        >
          <CalendarIcon />
        </button>
        {calendarOpen && (
          <DateCalendar
            id={calendarId}
            selected={selectedDay(parts)}
            onPick={(day) => {
              commit(partsFromCalendarPick(day.year, day.month, day.day, mode));
              setCalendarOpen(false);
              calendarButton.current?.focus();
            }}
            onEscape={() => {
              setCalendarOpen(false);
              calendarButton.current?.focus();
            }}
          />
        )}
        <input
          className={styles.native}
          type={mode === 'datetime' ? 'datetime-local' : 'date'}
          step={mode === 'datetime' ? 1 : undefined}
          name={name}
          value={nativeValue(value, mode)}
          required={required}
          disabled={disabled}
          tabIndex={-1}
          aria-hidden="true"
          onChange={() => undefined}
          onFocus={() =>
            focusPart(
              Math.max(
                0,
                names.findIndex((part) => parts[part] === ''),
              ),
            )
          }
        />
      </div>
    </FormField>
  );
}
