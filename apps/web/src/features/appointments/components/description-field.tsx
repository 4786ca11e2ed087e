import type { Ref } from 'react';
import { LIMITS } from '@portal/shared';
import { FormField, useFieldIds, type FieldProps } from '../../../components/ui';
import styles from './appointment-form.module.css';

/** A multi-line text field with the kit's label, error and ARIA wiring. */
export function DescriptionField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  ref,
}: FieldProps<string> & { ref?: Ref<HTMLTextAreaElement> }) {
  const ids = useFieldIds(undefined, name);
  return (
    <FormField label={label} ids={ids} error={error}>
      <textarea
        ref={ref}
        id={ids.inputId}
        name={name}
        className={styles.textarea}
        rows={4}
        maxLength={LIMITS.description}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FormField>
  );
}
