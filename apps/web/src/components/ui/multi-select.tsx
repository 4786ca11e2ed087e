import { useCallback, useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { Button } from './button';
import { describedBy, useFieldIds } from './field';
import type { FieldProps } from './field';
import { FormField } from './form-field';
import { nextActiveIndex } from './listbox-keys';
import type { SelectOption } from './listbox-keys';
import { useScrollActiveIntoView } from './use-active-option';
import { useDismiss } from './use-dismiss';
import controls from './controls.module.css';
import styles from './multi-select.module.css';

export interface MultiSelectProps extends FieldProps<string[]> {
  options: readonly SelectOption[];
  /** Close the list after each choice (default: stay open). */
  closeOnSelect?: boolean;
  /** Shown when nothing is chosen. */
  placeholder?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Multi-select (combobox with a multi-selectable listbox) with 'Seleziona tutto' and
 * 'Deseleziona tutto'. Arrows move, Enter or Space toggles, Escape closes, Tab reaches
 * the two buttons; an outside click closes; with `closeOnSelect` each choice closes it.
 * The value lists the chosen `value`s in the options' order.
 */
export function MultiSelect({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  id,
  options,
  closeOnSelect = false,
  placeholder = 'Nessuna selezione',
  ref,
}: MultiSelectProps) {
  const ids = useFieldIds(id, name);
  const listboxId = `${ids.inputId}-listbox`;
  const chosen = new Set(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);

  const optionId = (index: number) => `${listboxId}-${index}`;
  useScrollActiveIntoView(open && active >= 0 ? optionId(active) : null);
  const isDisabled = (index: number) => !!options[index]?.disabled;

  const emit = (next: Set<string>) => {
    onChange(options.filter((option) => next.has(option.value)).map((option) => option.value));
    if (closeOnSelect) setOpen(false);
  };
  const toggle = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    const next = new Set(chosen);
    if (next.has(option.value)) next.delete(option.value);
    else next.add(option.value);
    emit(next);
  };
  const selectAll = () =>
    emit(new Set([...value, ...options.filter((o) => !o.disabled).map((o) => o.value)]));
  const deselectAll = () =>
    emit(new Set(options.filter((o) => o.disabled && chosen.has(o.value)).map((o) => o.value)));

  const openAt = (index: number | null) => {
    setOpen(true);
    setActive(index ?? -1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const { key } = event;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End'].includes(key)) {
        event.preventDefault();
        const start = key === 'ArrowUp' || key === 'End' ? 'End' : 'Home';
        openAt(nextActiveIndex(start, -1, options.length, isDisabled));
      }
      return;
    }
    if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      toggle(active);
    } else if (key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (key.toLowerCase() === 'a' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (options.every((o, i) => isDisabled(i) || chosen.has(o.value))) deselectAll();
      else selectAll();
    } else {
      const next = nextActiveIndex(key, active, options.length, isDisabled);
      if (next !== null) {
        event.preventDefault();
        setActive(next);
      }
    }
  };

  const chosenLabels = options
    .filter((option) => chosen.has(option.value))
    .map((option) => option.label);
  return (
    <FormField label={label} ids={ids} required={required} error={error} labelMode="aria">
      <div
        ref={containerRef}
        className={controls.anchor}
        onBlur={(event) => {
          if (!(
            event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)
          ))
            onBlur?.();
        }}
      >
        <div
          ref={ref}
          id={ids.inputId}
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          className={`${controls.control} ${controls.trigger}`}
          aria-labelledby={ids.labelId}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-required={required || undefined}
          aria-disabled={disabled || undefined}
          {...describedBy(ids, error)}
          onClick={() => {
            if (disabled) return;
            if (open) setOpen(false);
            else openAt(nextActiveIndex('Home', -1, options.length, isDisabled));
          }}
          onKeyDown={onKeyDown}
        >
          <span
            className={`${controls.triggerText} ${chosenLabels.length ? '' : controls.placeholder}`}
          >
            {chosenLabels.length ? chosenLabels.join(', ') : placeholder}
          </span>
        </div>
        {value.map((chosenValue) => (
          <input key={chosenValue} type="hidden" name={name} value={chosenValue} />
        ))}
        <div
          className={controls.popup}
          hidden={!open}
          onMouseDown={(event) => event.preventDefault()}
        >
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onClick={selectAll}>
              Seleziona tutto
            </Button>
            <Button variant="secondary" size="sm" onClick={deselectAll}>
              Deseleziona tutto
            </Button>
          </div>
          <ul
            id={listboxId}
            role="listbox"
            aria-labelledby={ids.labelId}
            aria-multiselectable="true"
            className={controls.listbox}
            // A scrolling list is a Tab stop in Chromium: focus stays on the control.
            tabIndex={-1}
          >
            {options.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={chosen.has(option.value)}
                aria-disabled={option.disabled || undefined}
                data-active={index === active || undefined}
                className={`${controls.option} ${styles.option}`}
                onClick={() => {
                  setActive(index);
                  toggle(index);
                }}
                onMouseMove={() => {
                  if (index !== active && !option.disabled) setActive(index);
                }}
              >
                <span className={styles.check} aria-hidden="true" />
                {option.label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </FormField>
  );
}
