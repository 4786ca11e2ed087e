import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AGENCY_MAIL_KINDS, AGENCY_MAIL_KIND_LABELS, type NotificationPrefs } from '@portal/shared';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { InlineError } from '../../../components/layout/inline-error';
import { Loading, SubmitButton } from '../../../components/ui';
import { getErrorMessage } from '../../../lib/api-error';
import { useNotificationPrefs } from '../api/get-notification-prefs';
import { useSaveNotificationPrefs } from '../api/save-notification-prefs';
import styles from './settings.module.css';

/** The switches, as stored; saved all at once with one button. */
function PrefsForm({ stored }: { stored: NotificationPrefs }) {
  const save = useSaveNotificationPrefs();
  const form = useForm<NotificationPrefs>({ defaultValues: stored });
  const { reset } = form;
  useEffect(() => reset(stored), [stored, reset]);
  const { onSubmit, isPending } = useFormSubmit(form.handleSubmit, (values) =>
    save.mutateAsync(values),
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <fieldset className={styles.switches}>
        <legend className={styles.hint}>
          Scegli quali e-mail ricevere. Ogni messaggio contiene il collegamento alla pagina
          dell’Area Riservata che lo riguarda.
        </legend>
        {AGENCY_MAIL_KINDS.map((kind) => (
          <Controller
            key={kind}
            control={form.control}
            name={kind}
            render={({ field }) => (
              <label className={styles.switch}>
                <input
                  type="checkbox"
                  role="switch"
                  name={field.name}
                  ref={field.ref}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
                <span>{AGENCY_MAIL_KIND_LABELS[kind]}</span>
              </label>
            )}
          />
        ))}
      </fieldset>
      {save.isError ? (
        <p className={styles.alert} role="alert">
          {getErrorMessage(save.error, 'Preferenze non salvate: riprova.')}
        </p>
      ) : null}
      <SubmitButton pending={isPending} pendingLabel="Salvataggio…">
        Salva preferenze
      </SubmitButton>
    </form>
  );
}

/** Impostazioni → Notifiche: one switch per notification mail (decision 053). */
export function NotificationPrefsPanel() {
  const prefs = useNotificationPrefs();
  if (prefs.isPending) return <Loading label="Caricamento delle preferenze…" />;
  if (prefs.isError)
    return <InlineError error={prefs.error} onRetry={() => void prefs.refetch()} />;
  return <PrefsForm stored={prefs.data} />;
}
