import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import {
  APPOINTMENT_STATES,
  AppointmentFormSchema,
  type AppointmentFormOutput,
  type AppointmentFormValues,
} from '@portal/shared';
import { LeaveGuard } from '../../../components/forms/leave-guard';
import { StaleEditNotice } from '../../../components/forms/stale-edit-notice';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import {
  DateInput,
  SearchableSelect,
  Select,
  SubmitButton,
  TextInput,
} from '../../../components/ui';
import { InlineError } from '../../../components/layout/inline-error';
import { paths } from '../../../config/paths';
import { getFieldErrors } from '../../../lib/api-error';
import type { Submission } from '../../../lib/submission';
import { useLinkedAgencies } from '../api/get-linked-agencies';
import { DescriptionField } from './description-field';
import styles from './appointment-form.module.css';

const STATE_OPTIONS = APPOINTMENT_STATES.map((state) => ({ value: state, label: state }));
type TextField = 'name' | 'surname' | 'email' | 'cellulare';
const FIELDS: readonly (keyof AppointmentFormValues)[] = [
  'agenzia',
  'state',
  'name',
  'surname',
  'email',
  'cellulare',
  'dataFattoAppuntamento',
  'description',
];

interface AppointmentFormProps {
  defaultValues: AppointmentFormValues;
  submitLabel: string;
  /** The failed save, whose field messages land on the fields. */
  error: unknown;
  /** Saves (a mutation's `mutateAsync`): settles when the request has ended. */
  onSubmit: (values: AppointmentFormOutput, submission: Submission) => Promise<unknown>;
  /** Loads the appointment again after a stale save (edit only): the notice's "Ricarica". */
  onReload?: () => void;
}

/**
 * Create and edit (spec section 5): agency (from the linked agencies), state, name,
 * surname, e-mail and cellulare required; date of the appointment done and description.
 * Validated with the same zod rules the server applies; a date typed but refused (a year
 * out of range, a partial date) stops the save with its message on the field.
 */
export function AppointmentForm({
  defaultValues,
  submitLabel,
  error,
  onSubmit,
  onReload,
}: AppointmentFormProps) {
  const agencies = useLinkedAgencies();
  const { control, handleSubmit, setError, formState } = useForm<
    AppointmentFormValues,
    unknown,
    AppointmentFormOutput
  >({
    resolver: zodResolver(AppointmentFormSchema),
    defaultValues,
  });

  const submit = useFormSubmit(handleSubmit, onSubmit);

  useEffect(() => {
    for (const [field, message] of Object.entries(getFieldErrors(error))) {
      if ((FIELDS as readonly string[]).includes(field)) {
        setError(field as keyof AppointmentFormValues, { type: 'server', message });
      }
    }
  }, [error, setError]);

  const agencyOptions = (agencies.data ?? []).map((a) => ({
    value: a._id,
    label: a.comune ? `${a.nome} (${a.comune})` : `${a.nome} – ${a.email}`,
  }));

  const text = (
    name: TextField,
    label: string,
    extra: Partial<Parameters<typeof TextInput>[0]> = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          label={label}
          required
          trim
          error={fieldState.error?.message}
          {...extra}
        />
      )}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={submit.onSubmit}>
      <LeaveGuard when={formState.isDirty && !submit.isPending} />
      {agencies.isError ? (
        <InlineError
          error={agencies.error}
          fallback="Impossibile caricare le agenzie collegate."
          onRetry={() => void agencies.refetch()}
        />
      ) : null}
      {agencies.data && agencies.data.length === 0 ? (
        <p className={styles.notice} role="status">
          Non hai agenzie collegate: chiedi all’amministrazione di collegare le agenzie al tuo
          referente.
        </p>
      ) : null}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Agenzia e stato</legend>
        <div className={styles.grid}>
          <Controller
            control={control}
            name="agenzia"
            render={({ field, fieldState }) => (
              <SearchableSelect
                {...field}
                label="Agenzia"
                required
                options={agencyOptions}
                disabled={agencies.isPending}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="state"
            render={({ field, fieldState }) => (
              <Select
                {...field}
                label="Stato"
                required
                options={STATE_OPTIONS}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Cliente</legend>
        <div className={styles.grid}>
          {text('name', 'Nome', { autoComplete: 'off' })}
          {text('surname', 'Cognome', { autoComplete: 'off' })}
          {text('email', 'E-mail', { type: 'email', inputMode: 'email', autoComplete: 'off' })}
          {text('cellulare', 'Cellulare', { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Esito</legend>
        <Controller
          control={control}
          name="dataFattoAppuntamento"
          render={({ field, fieldState }) => (
            <DateInput
              {...field}
              value={field.value ?? ''}
              label="Data dell’appuntamento fatto"
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <DescriptionField
              {...field}
              value={field.value ?? ''}
              label="Descrizione"
              error={fieldState.error?.message}
            />
          )}
        />
      </fieldset>
      {onReload ? <StaleEditNotice error={error} onReload={onReload} /> : null}
      <div className={styles.actions}>
        <Link to={paths.reserved.appointments} className={styles.cancel}>
          Annulla
        </Link>
        <SubmitButton pending={submit.isPending} pendingLabel="Salvataggio…">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
