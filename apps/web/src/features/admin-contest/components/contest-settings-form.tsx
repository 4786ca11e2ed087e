import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  PROTECTION_WINDOW_DEFAULT_DAYS,
  PROTECTION_WINDOW_MAX_DAYS,
  PROTECTION_WINDOW_MIN_DAYS,
  CONTEST_PRIZES_MAX,
  ContestSettingsBodySchema,
  type ContestSettings,
} from '@portal/shared';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { AuditTrail } from '../../../components/admin/audit-trail';
import { Panel } from '../../../components/admin/table-controls';
import { Button, DateInput, SubmitButton, TextArea, TextInput } from '../../../components/ui';
import { useContestAudit } from '../api/get-contest-audit';
import { useSaveContestSettings } from '../api/save-contest-settings';
import styles from './leaderboard.module.css';

const WINDOW_MESSAGE = `Indica un numero di giorni tra ${PROTECTION_WINDOW_MIN_DAYS} e ${PROTECTION_WINDOW_MAX_DAYS}`;

/** The form's values: '' is no end date (the API's null); the window as typed; the prizes as the API checks them. */
const FormSchema = z.object({
  endAt: z.string(),
  anonymous: z.boolean(),
  finestra: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, { message: WINDOW_MESSAGE })
    .refine(
      (v) => Number(v) >= PROTECTION_WINDOW_MIN_DAYS && Number(v) <= PROTECTION_WINDOW_MAX_DAYS,
      { message: WINDOW_MESSAGE },
    ),
  prizes: ContestSettingsBodySchema.shape.prizes.unwrap(),
});
type FormValues = z.infer<typeof FormSchema>;

const FIELD_LABELS = {
  endAt: 'Fine del concorso',
  anonymous: 'Nomi anonimi',
  finestraProtezioneGiorni: 'Finestra di protezione delle segnalazioni (giorni)',
  prizes: 'Premi',
};

const valuesOf = (s: ContestSettings): FormValues => ({
  endAt: s.endAt ?? '',
  anonymous: s.anonymous,
  finestra: String(s.finestraProtezioneGiorni),
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
      finestraProtezioneGiorni: Number(values.finestra),
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
          name="finestra"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              label="Finestra di protezione delle segnalazioni (giorni)"
              inputMode="numeric"
              maxLength={4}
              trim
              error={fieldState.error?.message}
            />
          )}
        />
        <p className={styles.hint}>
          Un cliente già segnalato o registrato come appuntamento in questi giorni risulta «già
          segnalato» a chi lo segnala di nuovo (predefinita: {PROTECTION_WINDOW_DEFAULT_DAYS}{' '}
          giorni).
        </p>
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
