import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RATE_BANDS, rateBandLabel, type MortgageConditionsCreate } from '@portal/shared';
import { TextField } from '../../../components/forms/text-field';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { DateInput, Select, SubmitButton } from '../../../components/ui';
import { getErrorMessage } from '../../../lib/api-error';
import { useAddConditions } from '../api/add-conditions';
import { ConditionsFormSchema, type ConditionsFormValues } from '../model/conditions-form';
import { ConsapRulesFields } from './consap-rules-fields';
import styles from './conditions.module.css';

type Field = Parameters<typeof TextField<ConditionsFormValues>>[0]['name'];

const AGE_RULES = [
  { value: 'oldest', label: 'Il richiedente più anziano' },
  { value: 'youngest', label: 'Il richiedente più giovane' },
] as const;

function Group({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div className={styles.fields}>{children}</div>
    </fieldset>
  );
}

const Num = ({ name, label }: { name: Field; label: string }) => (
  <TextField<ConditionsFormValues> name={name} label={label} inputMode="decimal" required />
);

/** The form of a new change: every value, and the day it takes effect. */
export function ConditionsEditor({ initial }: { initial: ConditionsFormValues }) {
  const add = useAddConditions();
  const form = useForm<ConditionsFormValues, unknown, MortgageConditionsCreate>({
    resolver: zodResolver(ConditionsFormSchema),
    defaultValues: initial,
  });
  const submit = useFormSubmit(form.handleSubmit, (body, { idempotencyKey }) =>
    add.mutateAsync({ body, idempotencyKey }),
  );

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        onSubmit={submit.onSubmit}
        aria-label="Nuove condizioni"
      >
        {add.error ? (
          <div className={styles.alert} role="alert">
            {getErrorMessage(add.error, 'Salvataggio non riuscito: riprova.')}
          </div>
        ) : null}
        <Group
          legend="TAN fisso per durata (%)"
          hint="Il tasso che Display Rata e il Piano D’Acquisto usano per ogni fascia di durata."
        >
          {RATE_BANDS.map((_, i) => (
            <Num key={i} name={`values.tanBps.${i}`} label={`TAN ${rateBandLabel(i)}`} />
          ))}
        </Group>
        <Group legend="Spese comprese nel TAEG">
          <Num name="values.istruttoriaBps" label="Istruttoria (% del mutuo)" />
          <Num name="values.periziaCents" label="Perizia (€)" />
        </Group>
        <Group legend="Piano D’Acquisto">
          <Num name="values.years" label="Durata predefinita (anni)" />
          <Num name="values.quotaPercent" label="Quota reddito per la rata (%)" />
          <Num name="values.ltvPercent" label="Rapporto mutuo/valore (%)" />
          <Num name="values.consapMaxLoanCents" label="Tetto mutuo Consap (€)" />
          <Num name="values.maxAgeAtEnd" label="Età massima a fine mutuo (anni)" />
          <Controller
            control={form.control}
            name="values.ageRule"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                label="Età che conta"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                options={AGE_RULES}
                error={fieldState.error?.message}
                required
              />
            )}
          />
        </Group>
        <ConsapRulesFields />
        <Group legend="Display Rata: prezzi con la rata">
          <Num name="values.priceMinCents" label="Prezzo minimo (€)" />
          <Num name="values.priceMaxCents" label="Prezzo massimo (€)" />
        </Group>
        <div className={styles.footer}>
          <div className={styles.date}>
            <Controller
              control={form.control}
              name="effectiveFrom"
              render={({ field, fieldState }) => (
                <DateInput
                  ref={field.ref}
                  name={field.name}
                  label="In vigore dal"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  required
                />
              )}
            />
          </div>
          <SubmitButton pending={submit.isPending} pendingLabel="Salvataggio…">
            Salva le nuove condizioni
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
