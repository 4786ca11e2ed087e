import type { Ref } from 'react';
import { useFieldIds } from './field';
import type { FieldProps } from './field';
import { FormField } from './form-field';
import { usePasteLimit } from './paste-limit';
import controls from './controls.module.css';

export interface TextAreaProps extends FieldProps<string> {
  maxLength?: number | undefined;
  rows?: number;
  placeholder?: string;
  /** The text area's own class (its height, a monospace font). */
  className?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * Multi-line text with the kit's label, error and ARIA wiring; with `maxLength`, a paste
 * the browser cut at the limit is said on the field (`usePasteLimit`), as a text input does.
 */
export function TextArea({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  id,
  maxLength,
  rows = 4,
  placeholder,
  className,
  ref,
}: TextAreaProps) {
  const ids = useFieldIds(id, name);
  const paste = usePasteLimit(maxLength, ids);
  return (
    <FormField label={label} ids={ids} required={required} error={error}>
      <textarea
        ref={ref}
        id={ids.inputId}
        name={name}
        className={className ?? controls.control}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={paste.describedBy(error)}
        onPaste={paste.onPaste}
        onChange={(event) => {
          paste.onEdit(event.target.value);
          onChange(event.target.value);
        }}
        onBlur={onBlur}
      />
      {paste.notice}
    </FormField>
  );
}
