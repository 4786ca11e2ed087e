import { useEffect, useMemo } from 'react';
import { Controller, FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdminAgencyAddBodySchema,
  AdminAgencyUpdateBodySchema,
  type AdminAgencyAdd,
  type AdminAgencyUpdate,
  type Agency,
  type AgencyState,
  LIMITS,
} from '@portal/shared';
import { AddressFields } from '../../../components/forms/address-fields';
import { LeaveGuard } from '../../../components/forms/leave-guard';
import { StaleEditNotice } from '../../../components/forms/stale-edit-notice';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import {
  SearchableSelect,
  Select,
  SubmitButton,
  TextInput,
  type TextInputProps,
} from '../../../components/ui';
import { getFieldErrors } from '../../../lib/api-error';
import type { Submission } from '../../../lib/submission';
import { useReferrerChoices } from '../api/get-referrer-choices';
import { AgencyPasswordChoice } from './agency-password-choice';
import styles from './agencies.module.css';

/** What the form holds: text as typed ('' for empty), booleans as booleans. */
export interface AgencyFormValues {
  _id?: string;
  /** The version the edit form was loaded from, sent back with the save (decision 028). */
  version?: number;
  nome: string;
  email: string;
  /** Add only: true mails an invitation instead of taking a password (decision 059). */
  invito?: boolean;
  password?: string;
  state: AgencyState;
  agenteInterno: boolean;
  referente: string;
  regioneSociale: string;
  partitaIva: string;
  titolare: string;
  provenienza: string;
  provincia: string;
  comune: string;
  cap: string;
  indirizzo: string;
  cellulare: string;
  telefono: string;
}

type TextField = Exclude<
  keyof AgencyFormValues,
  '_id' | 'version' | 'state' | 'agenteInterno' | 'invito' | 'password'
>;

export const EMPTY_AGENCY: AgencyFormValues = {
  nome: '',
  email: '',
  invito: true,
  password: '',
  state: 'CONFERMATO',
  agenteInterno: false,
  referente: '',
  regioneSociale: '',
  partitaIva: '',
  titolare: '',
  provenienza: '',
  provincia: '',
  comune: '',
  cap: '',
  indirizzo: '',
  cellulare: '',
  telefono: '',
};

export function agencyToForm(a: Agency): AgencyFormValues {
  return {
    _id: a._id,
    version: a.version,
    nome: a.nome,
    email: a.email,
    state: a.state,
    agenteInterno: a.agenteInterno,
    referente: a.referente?._id ?? '',
    regioneSociale: a.regioneSociale ?? '',
    partitaIva: a.partitaIva ?? '',
    titolare: a.titolare ?? '',
    provenienza: a.provenienza ?? '',
    provincia: a.provincia ?? '',
    comune: a.comune ?? '',
    cap: a.cap ?? '',
    indirizzo: a.indirizzo ?? '',
    cellulare: a.cellulare ?? '',
    telefono: a.telefono ?? '',
  };
}

const addSchemaResolver = zodResolver(AdminAgencyAddBodySchema);
/** With the invitation chosen, the (hidden) password is neither checked nor sent. */
const addResolver: Resolver<AgencyFormValues> = (values, context, options) =>
  addSchemaResolver(
    values.invito === false ? values : { ...values, password: undefined },
    context,
    options as never,
  ) as ReturnType<Resolver<AgencyFormValues>>;

/** Each saves with a mutation's `mutateAsync`, settling when the request has ended. */
type Mode =
  | { kind: 'add'; onSubmit: (body: AdminAgencyAdd, submission: Submission) => Promise<unknown> }
  | {
      kind: 'edit';
      onSubmit: (body: AdminAgencyUpdate, submission: Submission) => Promise<unknown>;
    };

interface AgencyFormProps {
  mode: Mode;
  /** Keep the same object between renders (useMemo): a new one resets the form to it. */
  defaultValues: AgencyFormValues;
  /** The last failed call: its per-field messages land on the fields. */
  error: unknown;
  submitLabel: string;
  /** Loads the record again after a stale save (edit only): the notice's "Ricarica". */
  onReload?: () => void;
}

/**
 * Every field of an agency (spec section 3), validated with the schema the API uses:
 * add needs nome, e-mail and either the invitation or a password; edit needs nome, e-mail
 * and state.
 */
export function AgencyForm({ mode, defaultValues, error, submitLabel, onReload }: AgencyFormProps) {
  const resolver = (mode.kind === 'add'
    ? addResolver
    : zodResolver(AdminAgencyUpdateBodySchema)) as unknown as Resolver<
    AgencyFormValues,
    unknown,
    AdminAgencyAdd | AdminAgencyUpdate
  >;
  const form = useForm<AgencyFormValues, unknown, AdminAgencyAdd | AdminAgencyUpdate>({
    resolver,
    defaultValues,
  });
  const { control, handleSubmit, setError, reset, formState } = form;
  const submit = useFormSubmit(handleSubmit, (body, submission) =>
    mode.kind === 'add'
      ? mode.onSubmit(body as AdminAgencyAdd, submission)
      : mode.onSubmit(body as AdminAgencyUpdate, submission),
  );

  // Saved values come back from the server: the form shows them without remounting (focus stays put).
  useEffect(() => reset(defaultValues), [defaultValues, reset]);

  useEffect(() => {
    for (const [field, message] of Object.entries(getFieldErrors(error))) {
      if (field in EMPTY_AGENCY)
        setError(field as keyof AgencyFormValues, { type: 'server', message });
    }
  }, [error, setError]);

  const referrers = useReferrerChoices();

  const referrerOptions = useMemo(
    () => [
      { value: '', label: 'Nessun referente' },
      ...(referrers.data ?? []).map((r) => ({
        value: r._id,
        label: `${r.cognome} ${r.nome} (${r.codice})${r.active ? '' : ' – disattivato'}`,
      })),
    ],
    [referrers.data],
  );

  const text = (name: TextField, label: string, extra: Partial<TextInputProps> = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          value={field.value ?? ''}
          label={label}
          trim
          error={fieldState.error?.message}
          {...extra}
        />
      )}
    />
  );

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={submit.onSubmit}>
        <LeaveGuard when={formState.isDirty && !submit.isPending} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Account</legend>
          <div className={styles.grid}>
            {text('nome', 'Nome', { required: true, autoComplete: 'organization' })}
            {text('email', 'E-mail', {
              required: true,
              type: 'email',
              inputMode: 'email',
              autoComplete: 'off',
            })}
            {mode.kind === 'add' ? <AgencyPasswordChoice /> : null}
            <Controller
              control={control}
              name="state"
              render={({ field, fieldState }) => (
                <Select
                  {...field}
                  onChange={(v) => field.onChange(v as AgencyState)}
                  label="Stato"
                  required
                  error={fieldState.error?.message}
                  options={[
                    { value: 'CONFERMATO', label: 'CONFERMATO' },
                    { value: 'DA CONFERMARE', label: 'DA CONFERMARE' },
                  ]}
                />
              )}
            />
            <Controller
              control={control}
              name="agenteInterno"
              render={({ field }) => (
                <Select
                  name={field.name}
                  value={field.value ? 'si' : 'no'}
                  onChange={(v) => field.onChange(v === 'si')}
                  onBlur={field.onBlur}
                  label="Agente interno"
                  options={[
                    { value: 'no', label: 'No: agenzia' },
                    { value: 'si', label: 'Sì: agente interno' },
                  ]}
                />
              )}
            />
            <Controller
              control={control}
              name="referente"
              render={({ field, fieldState }) => (
                <SearchableSelect
                  {...field}
                  label="Referente"
                  options={referrerOptions}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Dati aziendali</legend>
          <div className={styles.grid}>
            {text('regioneSociale', 'Ragione sociale')}
            {text('partitaIva', 'Partita IVA', {
              inputMode: 'numeric',
              maxLength: LIMITS.partitaIva,
            })}
            {text('titolare', 'Titolare')}
            {text('provenienza', 'Provenienza')}
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Sede e contatti</legend>
          <div className={styles.grid}>
            <AddressFields />
            {text('cellulare', 'Cellulare', { type: 'tel', autoComplete: 'off' })}
            {text('telefono', 'Telefono', { type: 'tel', autoComplete: 'off' })}
          </div>
        </fieldset>

        {onReload ? <StaleEditNotice error={error} onReload={onReload} /> : null}
        <div className={styles.formActions}>
          <SubmitButton pending={submit.isPending} pendingLabel="Salvataggio…">
            {submitLabel}
          </SubmitButton>
          <p className={styles.hint}>I campi con * sono obbligatori.</p>
        </div>
      </form>
    </FormProvider>
  );
}
