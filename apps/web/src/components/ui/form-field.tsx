import type { ReactNode } from 'react';
import type { FieldIds } from './field';
import styles from './form-field.module.css';

export interface FormFieldProps {
  label: string;
  ids: FieldIds;
  required?: boolean | undefined;
  error?: string | undefined;
  /**
   * How the label is tied to the control:
   * - `label`: a `<label for>` (native inputs);
   * - `aria`: the control uses `aria-labelledby`, and a click on the label focuses it
   *   (comboboxes built on a `div`, the rich-text editor);
   * - `fieldset`: a `<fieldset>` whose `<legend>` names a group of inputs (date parts).
   */
  labelMode?: 'label' | 'aria' | 'fieldset';
  className?: string | undefined;
  children: ReactNode;
  /** Extra attributes for the wrapper (e.g. `data-status`). */
  dataAttributes?: Record<`data-${string}`, string | number>;
}

function RequiredMark({ required }: { required: boolean | undefined }) {
  if (!required) return null;
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}

/** Label with the required asterisk, the control, and the error message under it. */
export function FormField({
  label,
  ids,
  required,
  error,
  labelMode = 'label',
  className,
  children,
  dataAttributes,
}: FormFieldProps) {
  const rootClass = [styles.field, className].filter(Boolean).join(' ');
  const errorNode = error ? (
    <p id={ids.errorId} className={styles.error}>
      {error}
    </p>
  ) : null;

  if (labelMode === 'fieldset') {
    return (
      <fieldset
        className={`${rootClass} ${styles.fieldset}`}
        aria-describedby={error ? ids.errorId : undefined}
        {...dataAttributes}
      >
        <legend id={ids.labelId} className={styles.label}>
          {label}
          <RequiredMark required={required} />
        </legend>
        {children}
        {errorNode}
      </fieldset>
    );
  }

  return (
    <div className={rootClass} {...dataAttributes}>
      {labelMode === 'label' ? (
        <label id={ids.labelId} htmlFor={ids.inputId} className={styles.label}>
          {label}
          <RequiredMark required={required} />
        </label>
      ) : (
        // Not a <label for>: the control is not labelable; it points here with aria-labelledby.
        // The click only copies what a <label> does for a pointer; keyboards reach the control.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <span
          id={ids.labelId}
          className={styles.label}
          onClick={() => document.getElementById(ids.inputId)?.focus()}
        >
          {label}
          <RequiredMark required={required} />
        </span>
      )}
      {children}
      {errorNode}
    </div>
  );
}
