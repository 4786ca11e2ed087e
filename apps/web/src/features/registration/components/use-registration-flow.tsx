import { useState, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useCapMissing, type AddressShape } from '../../../components/forms/address-fields';
import { notifyError } from '../../../lib/toast';
import { RegistrationDone } from './registration-done';
import { applyServerErrors } from './server-errors';

interface SendHandlers {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

interface Flow<V extends FieldValues, B extends AddressShape & { email: string }> {
  form: UseFormReturn<V, unknown, B>;
  empty: V;
  /** Sends the valid values (the registration mutation, with what the page adds). */
  send: (values: B, handlers: SendHandlers) => void;
  /** Forgets the last sending (the mutation's reset). */
  resetSending: () => void;
  /** The 'passwords differ' text of this form: shown as a toast as well as on the field. */
  mismatch: string;
}

/**
 * What both registration forms do around their fields: a CAP must be chosen when the
 * comune has several, the server's per-field messages land on the fields, a sent form
 * gives way to the 'check your e-mail' panel, and differing passwords also toast.
 */
export function useRegistrationFlow<
  V extends FieldValues,
  B extends AddressShape & { email: string },
>({ form, empty, send, resetSending, mismatch }: Flow<V, B>) {
  const capMissing = useCapMissing();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fields = Object.keys(empty) as Path<V>[];

  const done: ReactNode = sentTo ? (
    <RegistrationDone
      email={sentTo}
      onAgain={() => {
        form.reset(empty);
        resetSending();
        setSentTo(null);
      }}
    />
  ) : null;

  const onValid = (values: B) => {
    if (capMissing(values)) {
      const cap = 'cap' as Path<V>;
      form.setError(cap, { type: 'required', message: 'Scegli il CAP' }, { shouldFocus: true });
      return;
    }
    send(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) => applyServerErrors(error, form.setError, fields),
    });
  };
  const onInvalid = (errors: FieldErrors<V>) => {
    const confirm = errors['confermaPassword' as keyof FieldErrors<V>] as
      { message?: string } | undefined;
    if (confirm?.message === mismatch) notifyError(null, mismatch);
  };

  return { done, onValid, onInvalid };
}
