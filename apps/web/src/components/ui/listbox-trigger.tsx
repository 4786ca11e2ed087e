import type { ReactNode, Ref } from 'react';
import { Button } from 'react-aria-components/Button';
import type { FieldIds } from './field';
import controls from './controls.module.css';

export interface ListboxTriggerProps {
  ids: FieldIds;
  error: string | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
  /** The trigger's text: the chosen labels, or the placeholder. */
  text: string;
  isPlaceholder: boolean;
  ref?: Ref<HTMLButtonElement> | undefined;
}

/**
 * The trigger of Select and MultiSelect, react-aria's `Button` in its `Select`. It keeps
 * the select-only combobox role of WAI-ARIA 1.2 and is named by the field's label alone
 * (react-aria's own button is named by value and label), so a form names it as before.
 */
export function ListboxTrigger({
  ids,
  error,
  required,
  disabled,
  text,
  isPlaceholder,
  ref,
}: ListboxTriggerProps): ReactNode {
  return (
    <Button
      ref={ref}
      className={`${controls.control} ${controls.trigger}`}
      render={(props) => (
        <button
          {...props}
          id={ids.inputId}
          role="combobox"
          aria-expanded={props['aria-expanded'] ?? false}
          aria-controls={props['aria-controls']}
          aria-labelledby={ids.labelId}
          aria-required={required || undefined}
          aria-disabled={disabled || undefined}
          aria-describedby={error ? ids.errorId : undefined}
          aria-invalid={error ? true : undefined}
        />
      )}
    >
      <span className={`${controls.triggerText} ${isPlaceholder ? controls.placeholder : ''}`}>
        {text}
      </span>
    </Button>
  );
}
