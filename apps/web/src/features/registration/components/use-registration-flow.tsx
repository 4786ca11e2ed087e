import { useState, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useCapMissing, type AddressShape } from '../../../components/forms/address-fields';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import type { Submission } from '../../../lib/submission';
import { notifyError } from '../../../lib/toast';
import { RegistrationDone } from './registration-done';
import { applyServerErrors } from './server-errors';

interface Flow<V extends FieldValues, B extends AddressShape & { email: string }> {
  form: UseFormReturn<V, unknown, B>;
  empty: V;
  /**
   * Sends the valid values with the submission's idempotency key (the registration
   * mutation's `mutateAsync`, with what the page adds); settles when the request ends.
   */
  send: (values: B, submission: Submission) => Promise<unknown>;
  /** Forgets the last sending (the mutation's reset). */
  resetSending: () => void;
  /** The 'passwords differ' text of this form: shown as a toast as well as on the field. */
  mismatch: string;
}

/**
 * What both registration forms do around their fields: one submission at a time (a
 * double click on 'Registrati' registers once), a CAP must be chosen when the comune has
 * several, the server's per-field messages land on the fields, a sent form gives way to
 * the 'check your e-mail' panel, and differing passwords also toast.
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

  const onValid = async (values: B, submission: Submission) => {
    if (capMissing(values)) {
      const cap = 'cap' as Path<V>;
      form.setError(cap, { type: 'required', message: 'Scegli il CAP' }, { shouldFocus: true });
      return;
    }
    try {
      await send(values, submission);
    } catch (error) {
      applyServerErrors(error, form.setError, fields);
      throw error;
    }
    setSentTo(values.email);
  };
  const onInvalid = (errors: FieldErrors<V>) => {
    const confirm = errors['confermaPassword' as keyof FieldErrors<V>] as
      { message?: string } | undefined;
    if (confirm?.message === mismatch) notifyError(null, mismatch);
  };
  const { onSubmit, isPending } = useFormSubmit(form.handleSubmit, onValid, { onInvalid });

  return { done, onSubmit, isPending };
}
