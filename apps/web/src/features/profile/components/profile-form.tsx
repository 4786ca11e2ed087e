import { useEffect, useMemo } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AgencyProfileBodySchema,
  AgentProfileBodySchema,
  LIMITS,
  type AgencyProfile,
  type ProfileBody,
  type ProfileFormValues,
} from '@portal/shared';
import { AddressFields, useCapMissing } from '../../../components/forms/address-fields';
import { LeaveGuard } from '../../../components/forms/leave-guard';
import { StaleEditNotice } from '../../../components/forms/stale-edit-notice';
import { TextField } from '../../../components/forms/text-field';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useLoadedRecord, type Refetched } from '../../../components/forms/use-loaded-record';
import { SubmitButton } from '../../../components/ui';
import { getFieldErrors } from '../../../lib/api-error';
import { useSaveProfile } from '../api/save-profile';
import styles from './profile.module.css';

type Values = Required<Omit<ProfileFormValues, 'version'>> & { version?: number };

function toForm(p: AgencyProfile): Values {
  return {
    titolare: p.titolare ?? '',
    provincia: p.provincia ?? '',
    comune: p.comune ?? '',
    cap: p.cap ?? '',
    indirizzo: p.indirizzo ?? '',
    cellulare: p.cellulare ?? '',
    telefono: p.telefono ?? '',
    version: p.version,
  };
}

/**
 * What the agency may change itself: contact person (not for an internal agent), phones
 * and address (province → comune → CAP, as at registration), validated with the schema
 * the server applies. Saved over the version it loaded (decision 028).
 */
export function ProfileForm({
  profile,
  refetch,
}: {
  profile: AgencyProfile;
  refetch: () => Promise<Refetched<AgencyProfile>>;
}) {
  const save = useSaveProfile();
  const loaded = useLoadedRecord(profile, refetch);
  const values = useMemo(() => toForm(loaded.record), [loaded.record]);
  const agent = loaded.record.agenteInterno;
  const form = useForm<Values, unknown, ProfileBody>({
    resolver: zodResolver(
      agent ? AgentProfileBodySchema : AgencyProfileBodySchema,
    ) as unknown as Resolver<Values, unknown, ProfileBody>,
    defaultValues: values,
  });
  const { reset, setError, formState } = form;
  const capMissing = useCapMissing();

  // A save's answer (or "Ricarica") becomes the loaded record: the form shows it.
  useEffect(() => reset(values), [values, reset]);
  useEffect(() => {
    let focus = true;
    for (const [field, message] of Object.entries(getFieldErrors(save.error))) {
      if (!(field in values)) continue;
      setError(field as keyof Values, { type: 'server', message }, { shouldFocus: focus });
      focus = false;
    }
  }, [save.error, setError, values]);

  const submit = useFormSubmit(form.handleSubmit, async (body) => {
    if (capMissing(body)) {
      setError('cap', { type: 'required', message: 'Scegli il CAP' }, { shouldFocus: true });
      return;
    }
    loaded.setRecord(await save.mutateAsync({ ...body, version: loaded.record.version }));
  });

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        aria-label="Dati modificabili"
        onSubmit={submit.onSubmit}
      >
        <LeaveGuard when={formState.isDirty && !submit.isPending} />
        <div className={styles.grid}>
          {agent ? null : (
            <TextField<Values>
              name="titolare"
              label="Titolare (persona di riferimento)"
              required
              trim
              autoComplete="name"
              maxLength={LIMITS.titolare}
            />
          )}
          <TextField<Values>
            name="telefono"
            label="Telefono"
            type="tel"
            trim
            autoComplete="tel"
            maxLength={LIMITS.phoneInput}
          />
          <TextField<Values>
            name="cellulare"
            label="Cellulare"
            type="tel"
            trim
            autoComplete="tel"
            maxLength={LIMITS.phoneInput}
          />
        </div>
        <div className={styles.grid}>
          <AddressFields required />
        </div>
        <StaleEditNotice
          error={save.error}
          onReload={() => void loaded.reload().then((done) => done && save.reset())}
        />
        <div className={styles.actions}>
          <SubmitButton pending={submit.isPending} pendingLabel="Salvataggio…">
            Salva il profilo
          </SubmitButton>
          <p className={styles.hint}>I campi con * sono obbligatori.</p>
        </div>
      </form>
    </FormProvider>
  );
}
