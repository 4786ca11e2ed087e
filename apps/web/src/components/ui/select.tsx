import type { Ref } from 'react';
import { ListBox, ListBoxItem, Popover, Select as AriaSelect } from 'react-aria-components/Select';
import type { Key } from 'react-aria-components/Select';
import { useFieldIds } from './field';
import type { FieldProps } from './field';
import { FormField } from './form-field';
import { EMPTY_CHOICE_LABEL } from './listbox-keys';
import type { SelectOption } from './listbox-keys';
import { ListboxTrigger } from './listbox-trigger';
import { keyOf, valueOf } from './option-keys';
import controls from './controls.module.css';

export interface SelectProps extends FieldProps<string> {
  options: readonly SelectOption[];
  /** Adds a first choice with value '': true labels it ' - NESSUNO - ', a string labels it with that text. */
  emptyOption?: boolean | string;
  /** Shown when nothing is chosen and there is no empty choice. */
  placeholder?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Single select on react-aria-components' `Select` (a select-only combobox). Opens on
 * click or with ArrowDown/ArrowUp/Enter/Space and moves focus into the list, on the chosen
 * option; arrows, Home/End and PageUp/PageDown move, typing jumps to a label, Enter or
 * Space chooses, Escape closes; an outside click or a choice closes it and focus goes back
 * to the trigger. The value is the chosen option's `value`, '' for none.
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
  const choices: readonly SelectOption[] =
    emptyOption === false
      ? options
      : [
          { value: '', label: typeof emptyOption === 'string' ? emptyOption : EMPTY_CHOICE_LABEL },
          ...options,
        ];
  const selected = choices.find((option) => option.value === value);
  const shown = selected?.label.trim() ? selected.label : placeholder;

  return (
    <FormField label={label} ids={ids} required={required} error={error} labelMode="aria">
      <AriaSelect
        className={controls.anchor}
        aria-labelledby={ids.labelId}
        value={selected ? keyOf(selected.value) : null}
        onChange={(key: Key | null) => {
          if (key === null) return;
          const next = valueOf(key);
          if (next !== value) onChange(next);
        }}
        onBlur={() => onBlur?.()}
        isDisabled={disabled}
        disabledKeys={choices.filter((o) => o.disabled).map((o) => keyOf(o.value))}
      >
        <ListboxTrigger
          ref={ref}
          ids={ids}
          error={error}
          required={required}
          disabled={disabled}
          text={shown}
          isPlaceholder={!selected}
        />
        <Popover className={controls.ariaPopover} offset={2}>
          <ListBox
            className={controls.listbox}
            items={choices.map((o) => ({ ...o, id: keyOf(o.value) }))}
          >
            {(option) => (
              // Type-ahead skips leading dashes and spaces: ' - NESSUNO - ' is found by 'n'.
              <ListBoxItem
                id={option.id}
                textValue={option.label.replace(/^[^\p{L}\p{N}]+/u, '')}
                className={controls.option}
              >
                {option.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </AriaSelect>
      <input type="hidden" name={name} value={value} />
    </FormField>
  );
}
