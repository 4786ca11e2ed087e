import { useState } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';
import { describedBy, useFieldIds } from './field';
import { usePasteLimit } from './paste-limit';
import type { FieldProps } from './field';
import { FormField } from './form-field';
import controls from './controls.module.css';

type NativeInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'placeholder' | 'autoComplete' | 'inputMode' | 'maxLength'
>;

export interface TextInputProps extends FieldProps<string>, NativeInputProps {
  /** When on, the emitted value has no leading or trailing whitespace. */
  trim?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Single-line text input. With `trim`, `onChange` receives the trimmed text
 * while the box keeps what is typed (so spaces between words can be typed);
 * on blur the box shows the trimmed text too. With `maxLength`, a paste the browser
 * cut at the limit is said on the field (`usePasteLimit`).
 */
export function TextInput({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  id,
  trim = false,
  type = 'text',
  ref,
  ...native
}: TextInputProps) {
  const ids = useFieldIds(id, name);
  const paste = usePasteLimit(native.maxLength, ids);
  // What the box shows; with trim it may differ from `value` by surrounding whitespace.
  const [draft, setDraft] = useState(value);
  const normalise = (text: string) => (trim ? text.trim() : text);
  if (normalise(draft) !== value) {
    // The value was changed from outside (reset, server data): show it.
    setDraft(value);
  }

  return (
    <FormField label={label} ids={ids} required={required} error={error}>
      <input
        ref={ref}
        id={ids.inputId}
        name={name}
        type={type}
        className={controls.control}
        value={draft}
        required={required}
        disabled={disabled}
        {...describedBy(ids, error)}
        aria-describedby={paste.describedBy(error)}
        {...native}
        onPaste={paste.onPaste}
        onChange={(event) => {
          const text = event.target.value;
          paste.onEdit(text);
          setDraft(text);
          const next = normalise(text);
          if (next !== value) onChange(next);
        }}
        onBlur={() => {
          setDraft(normalise(draft));
          onBlur?.();
        }}
      />
      {paste.notice}
    </FormField>
  );
}
