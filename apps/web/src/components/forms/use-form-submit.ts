import type { FormEvent } from 'react';
import type { FieldValues, SubmitErrorHandler, UseFormHandleSubmit } from 'react-hook-form';
import { useSubmission, type Submission } from '../../lib/submission';

/**
 * The controls of `form` that refuse what they hold although their value looks fine to
 * the form: a comune typed but not in the list, a partial date or a year 9999, a file
 * too large. Each widget says so through the Constraint Validation API
 * (`setCustomValidity`), the one channel every control already has. Each is told with
 * an `invalid` event, so it shows its message, and the first one gets the focus.
 */
export function refuseHeldInput(form: HTMLFormElement, focus = true): boolean {
  const refused = Array.from(form.elements).filter(
    (element): element is HTMLInputElement =>
      'validity' in element && (element as HTMLInputElement).validity.customError,
  );
  for (const element of refused) element.checkValidity();
  if (focus) refused[0]?.focus();
  return refused.length > 0;
}

export interface FormSubmitOptions<V extends FieldValues> {
  /** Called when the schema refuses the values (react-hook-form's second argument). */
  onInvalid?: SubmitErrorHandler<V>;
  /** What else the submission sends besides the form's values (files), for its key. */
  identity?: () => unknown;
}

/**
 * The `onSubmit` of every form that sends something, and whether its request runs.
 * - One submission at a time, taken at the submit event itself: a double click, or
 *   Enter pressed twice, sends once (lib/submission).
 * - The schema's validation first (react-hook-form), then the widgets' own refusals
 *   ({@link refuseHeldInput}): nothing is sent while a field holds something it refused.
 * - `send` gets the values and the submission's idempotency key, and answers when the
 *   request has ended (`mutateAsync`).
 */
export function useFormSubmit<V extends FieldValues, O>(
  handleSubmit: UseFormHandleSubmit<V, O>,
  send: (values: O, submission: Submission) => Promise<unknown>,
  options: FormSubmitOptions<V> = {},
) {
  const submission = useSubmission(send);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!submission.claim()) return;
    void handleSubmit(
      async (values) => {
        if (refuseHeldInput(form)) return;
        await submission.sendClaimed(values, options.identity?.());
      },
      (errors, submitEvent) => {
        // The schema's first error takes the focus; the refusals show their messages too.
        refuseHeldInput(form, false);
        return options.onInvalid?.(errors, submitEvent);
      },
    )(event).finally(submission.release);
  };
  return { onSubmit, isPending: submission.isPending };
}
