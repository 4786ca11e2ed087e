import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  REFERRAL_CONSENT_LABEL,
  REFERRAL_LIMITS as L,
  ReferralCreateBodySchema,
} from '@portal/shared';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { SubmitButton, TextArea, TextInput } from '../../../components/ui';
import { getFieldErrors } from '../../../lib/api-error';
import { useCreateReferral } from '../api/create-referral';
import styles from './referrals-page.module.css';

/** The server's rules, with the confirmation a box that starts unticked. */
const FormSchema = ReferralCreateBodySchema.extend({
  consenso: z.boolean().refine((v) => v, {
    message: 'Conferma che il cliente ha chiesto di essere contattato dal mediatore',
  }),
});
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

const EMPTY: FormInput = {
  nome: '',
  cognome: '',
  telefono: '',
  email: '',
  immobile: '',
  nota: '',
  consenso: false,
};
type TextName = 'nome' | 'cognome' | 'telefono' | 'email' | 'immobile';

/** «Segnala un cliente»: the client who asked to be called, and the agency's confirmation. */
export function ReferralForm() {
  const create = useCreateReferral();
  const consentId = useId();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: EMPTY,
  });
  const { control, setError, reset } = form;
  useEffect(() => {
    for (const [field, message] of Object.entries(getFieldErrors(create.error))) {
      if (field in EMPTY) setError(field as keyof FormInput, { type: 'server', message });
    }
  }, [create.error, setError]);
  const submit = useFormSubmit(form.handleSubmit, (values, { idempotencyKey }) =>
    create.mutateAsync(
      { body: { ...values, consenso: true }, idempotencyKey },
      { onSuccess: () => reset(EMPTY) },
    ),
  );

  const text = (name: TextName, label: string, max: number, extra: object = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          value={field.value ?? ''}
          label={label}
          required={name !== 'immobile'}
          trim
          maxLength={max}
          autoComplete="off"
          error={fieldState.error?.message}
          {...extra}
        />
      )}
    />
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit.onSubmit}
      aria-labelledby="segnala-titolo"
    >
      <h2 id="segnala-titolo" className={styles.sectionTitle}>
        Segnala un cliente
      </h2>
      <p className={styles.hint}>
        Il mediatore invierà subito al cliente l’informativa privacy e un link per rinunciare al
        contatto. I campi con * sono obbligatori.
      </p>
      <div className={styles.grid}>
        {text('nome', 'Nome', L.nome)}
        {text('cognome', 'Cognome', L.cognome)}
        {text('telefono', 'Telefono', L.telefono, { type: 'tel', inputMode: 'tel' })}
        {text('email', 'E-mail', L.email, { type: 'email', inputMode: 'email' })}
      </div>
      {text('immobile', 'Immobile (indirizzo, tipologia, prezzo)', L.immobile)}
      <Controller
        control={control}
        name="nota"
        render={({ field, fieldState }) => (
          <TextArea
            {...field}
            value={field.value ?? ''}
            label="Nota per il mediatore"
            maxLength={L.nota}
            rows={3}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="consenso"
        render={({ field, fieldState }) => (
          <div className={styles.consent}>
            <input
              ref={field.ref}
              id={consentId}
              name={field.name}
              type="checkbox"
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? `${consentId}-error` : undefined}
              required
            />
            <label htmlFor={consentId}>
              {REFERRAL_CONSENT_LABEL}
              <span aria-hidden="true"> *</span>
            </label>
            {fieldState.error ? (
              <p id={`${consentId}-error`} className={styles.error}>
                {fieldState.error.message}
              </p>
            ) : null}
          </div>
        )}
      />
      <div>
        <SubmitButton pending={submit.isPending} pendingLabel="Invio…">
          Segnala il cliente
        </SubmitButton>
      </div>
    </form>
  );
}
