import { useId, type Ref } from 'react';

/**
 * Props shared by every form widget, shaped so that react-hook-form's
 * `Controller` (`field.value`, `field.onChange`, `field.onBlur`, `field.name`,
 * `field.ref`, `field.disabled`) can be spread in directly.
 */
export interface FieldProps<V> {
  /** Visible label, tied to the control. */
  label: string;
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur?: () => void;
  /** Message shown under the field; also sets `aria-invalid`. */
  error?: string | undefined;
  /** Shows an asterisk next to the label and marks the control as required. */
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Id of the main control; generated when absent. */
  id?: string | undefined;
}

export interface FieldIds {
  inputId: string;
  labelId: string;
  errorId: string;
}

/** Stable ids for a field's control, label and error message. */
export function useFieldIds(id: string | undefined, name: string): FieldIds {
  const generated = useId();
  const inputId = id ?? `${name}-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return { inputId, labelId: `${inputId}-label`, errorId: `${inputId}-error` };
}

/** The ARIA attributes every control carries to expose its error and required state. */
export function describedBy(ids: FieldIds, error: string | undefined) {
  return {
    'aria-describedby': error ? ids.errorId : undefined,
    'aria-invalid': error ? (true as const) : undefined,
  };
}

/** Hands `element` to a forwarded ref, whether a callback or an object. */
export function assignRef<T>(ref: Ref<T> | undefined, element: T | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}
