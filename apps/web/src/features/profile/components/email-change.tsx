import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EmailChangeBodySchema,
  LIMITS,
  type AgencyProfile,
  type EmailChangeBody,
} from '@portal/shared';
import { formatDateTime } from '@portal/shared/domain/format';
import { TextField } from '../../../components/forms/text-field';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { SubmitButton } from '../../../components/ui';
import { getFieldErrors } from '../../../lib/api-error';
import { useRequestEmailChange } from '../api/request-email-change';
import styles from './profile.module.css';

type Values = { email: string };

/**
 * The e-mail the agency signs in with: a new one is asked here, and changes only when the
 * link mailed to it is opened (decision 057). The current one keeps working until then.
 */
export function EmailChange({ profile }: { profile: AgencyProfile }) {
  const change = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values, unknown, EmailChangeBody>({
    resolver: zodResolver(EmailChangeBodySchema),
    defaultValues: { email: '' },
  });
  const submit = useFormSubmit(form.handleSubmit, async (body) => {
    try {
      const answer = await change.mutateAsync(body);
      setSentTo(answer.message);
      form.reset({ email: '' });
    } catch (error) {
      const message = getFieldErrors(error).email;
      if (message) form.setError('email', { type: 'server', message }, { shouldFocus: true });
      throw error;
    }
  });
  const pending = profile.emailInAttesa;

  return (
    <div className={styles.email}>
      <p className={styles.current}>
        E-mail attuale: <strong>{profile.email}</strong>
      </p>
      {sentTo ? (
        <p className={styles.success} role="status">
          {sentTo}
        </p>
      ) : pending ? (
        <p className={styles.pending} role="status">
          In attesa di conferma: <strong>{pending.email}</strong> (il link vale fino al{' '}
          {formatDateTime(pending.scadeIl)}).
        </p>
      ) : null}
      <FormProvider {...form}>
        <form
          className={styles.form}
          noValidate
          aria-label="Cambia e-mail"
          onSubmit={submit.onSubmit}
        >
          <TextField<Values>
            name="email"
            label="Nuova e-mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            trim
            maxLength={LIMITS.email}
          />
          <p className={styles.hint}>
            Ti invieremo un link al nuovo indirizzo: l’e-mail cambia solo quando lo apri. Fino ad
            allora accedi con quella attuale.
          </p>
          <div className={styles.actions}>
            <SubmitButton pending={submit.isPending} pendingLabel="Invio…">
              Invia il link di conferma
            </SubmitButton>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
