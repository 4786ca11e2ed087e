import type { Ref } from 'react';
import { ListBox, ListBoxItem, Popover, Select as AriaSelect } from 'react-aria-components/Select';
import type { Key } from 'react-aria-components/Select';
import { Button } from './button';
import { useFieldIds } from './field';
import type { FieldProps } from './field';
import { FormField } from './form-field';
import type { SelectOption } from './listbox-keys';
import { ListboxTrigger } from './listbox-trigger';
import { keyOf, valueOf } from './option-keys';
import controls from './controls.module.css';
import styles from './multi-select.module.css';

export interface MultiSelectProps extends FieldProps<string[]> {
  options: readonly SelectOption[];
  /** Close the list after each choice (default: stay open). */
  closeOnSelect?: boolean;
  /** Shown when nothing is chosen. */
  placeholder?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Multi-select on react-aria-components' `Select` in multiple mode, with 'Seleziona tutto'
 * and 'Deseleziona tutto' above the list. Opening moves focus into the list; arrows move,
 * Enter or Space toggles, Ctrl+A chooses all, Escape closes, Tab and Shift+Tab go round
 * the two buttons and the list; an outside click closes; with `closeOnSelect` each choice
 * closes it. The value lists the chosen `value`s in the options' order.
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
  const chosen = new Set(value);
  const emit = (next: Set<string>) =>
    onChange(options.filter((option) => next.has(option.value)).map((option) => option.value));
  const selectAll = () =>
    emit(new Set([...value, ...options.filter((o) => !o.disabled).map((o) => o.value)]));
  const deselectAll = () =>
    emit(new Set(options.filter((o) => o.disabled && chosen.has(o.value)).map((o) => o.value)));

  // Ctrl+A (⌘A) chooses every option, or none when all are chosen; react-aria's Select
  // leaves it out. A ref with a cleanup, as the list exists only while open.
  const allChosen = options.every((o) => o.disabled || chosen.has(o.value));
  const listKeys = (element: HTMLDivElement | null) => {
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'a' || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      event.stopPropagation();
      if (allChosen) deselectAll();
      else selectAll();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  };

  const chosenLabels = options
    .filter((option) => chosen.has(option.value))
    .map((option) => option.label);
  return (
    <FormField label={label} ids={ids} required={required} error={error} labelMode="aria">
      <AriaSelect
        selectionMode="multiple"
        className={controls.anchor}
        aria-labelledby={ids.labelId}
        value={value.map(keyOf)}
        onChange={(keys: Key[]) => emit(new Set(keys.map(valueOf)))}
        shouldCloseOnSelect={closeOnSelect}
        onBlur={() => onBlur?.()}
        isDisabled={disabled}
        disabledKeys={options.filter((o) => o.disabled).map((o) => keyOf(o.value))}
      >
        <ListboxTrigger
          ref={ref}
          ids={ids}
          error={error}
          required={required}
          disabled={disabled}
          text={chosenLabels.length ? chosenLabels.join(', ') : placeholder}
          isPlaceholder={chosenLabels.length === 0}
        />
        <Popover className={controls.ariaPopover} offset={2}>
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onClick={selectAll}>
              Seleziona tutto
            </Button>
            <Button variant="secondary" size="sm" onClick={deselectAll}>
              Deseleziona tutto
            </Button>
          </div>
          <ListBox
            ref={listKeys}
            className={controls.listbox}
            items={options.map((o) => ({ ...o, id: keyOf(o.value) }))}
          >
            {(option) => (
              <ListBoxItem
                id={option.id}
                textValue={option.label}
                className={`${controls.option} ${styles.option}`}
              >
                <span className={styles.check} aria-hidden="true" />
                {option.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </AriaSelect>
      {value.map((chosenValue) => (
        <input key={chosenValue} type="hidden" name={name} value={chosenValue} />
      ))}
    </FormField>
  );
}
