import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  CONTEST_PRIZES_MAX,
  ContestSettingsBodySchema,
  type ContestSettings,
} from '@portal/shared';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { AuditTrail } from '../../../components/admin/audit-trail';
import { Panel } from '../../../components/admin/table-controls';
import { Button, DateInput, SubmitButton, TextArea } from '../../../components/ui';
import { useContestAudit } from '../api/get-contest-audit';
import { useSaveContestSettings } from '../api/save-contest-settings';
import styles from './leaderboard.module.css';

/** The form's values: '' is no end date (the API's null); the prizes as the API checks them. */
const FormSchema = z.object({
  endAt: z.string(),
  anonymous: z.boolean(),
  prizes: ContestSettingsBodySchema.shape.prizes.unwrap(),
});
type FormValues = z.infer<typeof FormSchema>;

const FIELD_LABELS = { endAt: 'Fine del concorso', anonymous: 'Nomi anonimi', prizes: 'Premi' };

const valuesOf = (s: ContestSettings): FormValues => ({
  endAt: s.endAt ?? '',
  anonymous: s.anonymous,
  prizes: s.prizes,
});

/** End date (the agencies see a countdown) and names shown or anonymised; audited. */
export function ContestSettingsForm({ settings }: { settings: ContestSettings }) {
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: valuesOf(settings),
  });
  const { reset } = form;
  useEffect(() => reset(valuesOf(settings)), [settings, reset]);
  const save = useSaveContestSettings();
  const audit = useContestAudit(settings._id);
  const { onSubmit, isPending } = useFormSubmit(form.handleSubmit, (values) =>
    save.mutateAsync({
      endAt: values.endAt || null,
      anonymous: values.anonymous,
      prizes: values.prizes,
    }),
  );

  return (
    <Panel title="Impostazioni del concorso">
      <form className={styles.settings} onSubmit={onSubmit} noValidate>
        <Controller
          control={form.control}
          name="endAt"
          render={({ field, fieldState }) => (
            <DateInput
              {...field}
              label="Fine del concorso (data e ora)"
              mode="datetime"
              error={fieldState.error?.message}
            />
          )}
        />
        <p className={styles.hint}>
          Con una data di fine le agenzie vedono il conto alla rovescia; lascia vuoto per non
          mostrarlo.
        </p>
        <Controller
          control={form.control}
          name="anonymous"
          render={({ field }) => (
            <label className={styles.check}>
              <input
                type="checkbox"
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
              Nascondi i nomi delle altre agenzie nella classifica vista dalle agenzie
            </label>
          )}
        />
        <Controller
          control={form.control}
          name="prizes"
          render={({ field, fieldState }) => (
            <TextArea
              {...field}
              label="Premi (uno per riga)"
              maxLength={CONTEST_PRIZES_MAX}
              rows={4}
              error={fieldState.error?.message}
            />
          )}
        />
        <p className={styles.hint}>
          I premi compaiono, uno per riga, nel Regolamento del concorso pubblicato sul portale.
        </p>
        <div className={styles.formActions}>
          <SubmitButton pending={isPending} pendingLabel="Salvataggio…">
            Salva impostazioni
          </SubmitButton>
          <Button
            variant="secondary"
            onClick={() => form.setValue('endAt', '', { shouldDirty: true })}
          >
            Togli la data di fine
          </Button>
        </div>
      </form>
      {settings._id ? (
        <details className={styles.history}>
          <summary>Storico delle modifiche</summary>
          <AuditTrail
            entries={audit.data}
            isPending={audit.isPending}
            error={audit.error}
            onRetry={() => void audit.refetch()}
            fieldLabels={FIELD_LABELS}
          />
        </details>
      ) : null}
    </Panel>
  );
}
