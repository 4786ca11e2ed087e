import { useCallback, useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { describedBy, useFieldIds } from './field';
import type { FieldProps } from './field';
import { FormField } from './form-field';
import { EMPTY_CHOICE_LABEL, nextActiveIndex, typeaheadIndex } from './listbox-keys';
import type { SelectOption } from './listbox-keys';
import { useScrollActiveIntoView } from './use-active-option';
import { useDismiss } from './use-dismiss';
import { useTypeahead } from './use-typeahead';
import controls from './controls.module.css';

export interface SelectProps extends FieldProps<string> {
  options: readonly SelectOption[];
  /** Adds a first choice with value '': true labels it ' - NESSUNO - ', a string labels it with that text. */
  emptyOption?: boolean | string;
  /** Shown when nothing is chosen and there is no empty choice. */
  placeholder?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Single select (WAI-ARIA select-only combobox). Opens on click or with
 * ArrowDown/ArrowUp/Enter/Space; arrows, Home/End and PageUp/PageDown move,
 * typing jumps to a label, Enter or Space chooses, Escape closes; an outside
 * click or a choice closes it. The value is the chosen option's `value`, '' for none.
 */
export function Select({
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
  emptyOption = false,
  placeholder = 'Seleziona…',
  ref,
}: SelectProps) {
  const ids = useFieldIds(id, name);
  const listboxId = `${ids.inputId}-listbox`;
  const choices: readonly SelectOption[] =
    emptyOption === false
      ? options
      : [
          { value: '', label: typeof emptyOption === 'string' ? emptyOption : EMPTY_CHOICE_LABEL },
          ...options,
        ];
  const selectedIndex = choices.findIndex((option) => option.value === value);
  const selected = choices[selectedIndex];

  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);
  const typeahead = useTypeahead();

  const isDisabled = (index: number) => !!choices[index]?.disabled;
  const optionId = (index: number) => `${listboxId}-${index}`;

  useScrollActiveIntoView(open && active >= 0 ? optionId(active) : null);

  const openAt = (index: number | null) => {
    setOpen(true);
    setActive(index ?? -1);
  };
  const choose = (index: number) => {
    const option = choices[index];
    if (!option || option.disabled) return;
    if (option.value !== value) onChange(option.value);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const { key } = event;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
        event.preventDefault();
        openAt(
          selectedIndex >= 0
            ? selectedIndex
            : nextActiveIndex(key === 'ArrowUp' ? 'End' : 'Home', -1, choices.length, isDisabled),
        );
        return;
      }
      if (key === 'Home' || key === 'End') {
        event.preventDefault();
        openAt(nextActiveIndex(key, -1, choices.length, isDisabled));
        return;
      }
    } else {
      if (key === 'Enter' || key === ' ' || (key === 'ArrowUp' && event.altKey)) {
        event.preventDefault();
        choose(active);
        return;
      }
      if (key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        return;
      }
      const next = nextActiveIndex(key, active, choices.length, isDisabled);
      if (next !== null) {
        event.preventDefault();
        openAt(next);
        return;
      }
    }
    const prefix = typeahead(key);
    if (prefix !== null) {
      const match = typeaheadIndex(
        choices.map((option) => option.label),
        prefix,
        prefix.length === 1 ? Math.max(active, selectedIndex) + 1 : Math.max(active, 0),
      );
      if (match !== null && !isDisabled(match)) openAt(match);
    }
  };

  const shown = selected?.label.trim() ? selected.label : placeholder;
  return (
    <FormField label={label} ids={ids} required={required} error={error} labelMode="aria">
      <div ref={containerRef} className={controls.anchor}>
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
            else
              openAt(
                selectedIndex >= 0
                  ? selectedIndex
                  : nextActiveIndex('Home', -1, choices.length, isDisabled),
              );
          }}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!(
              event.relatedTarget instanceof Node &&
              containerRef.current?.contains(event.relatedTarget)
            ))
              onBlur?.();
          }}
        >
          <span className={`${controls.triggerText} ${selected ? '' : controls.placeholder}`}>
            {shown}
          </span>
        </div>
        <input type="hidden" name={name} value={value} />
        <ul
          id={listboxId}
          role="listbox"
          aria-labelledby={ids.labelId}
          className={`${controls.popup} ${controls.listbox}`}
          // A scrolling list is a Tab stop in Chromium: focus stays on the control.
          tabIndex={-1}
          hidden={!open}
          onMouseDown={(event) => event.preventDefault()}
        >
          {choices.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === selectedIndex}
              aria-disabled={option.disabled || undefined}
              data-active={index === active || undefined}
              className={controls.option}
              onClick={() => choose(index)}
              onMouseMove={() => {
                if (index !== active && !option.disabled) setActive(index);
              }}
            >
              {option.label}
            </li>
          ))}
        </ul>
      </div>
    </FormField>
  );
}
