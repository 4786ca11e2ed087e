import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FUNNEL_MARKER, LIMITS, PianoLeadBodySchema, type PianoLeadPlan } from '@portal/shared';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { SubmitButton, usePasteLimit } from '../../../components/ui';
import { TextField } from '../../../components/forms/text-field';
import { useSendPianoLead } from '../api/send-piano-lead';
import styles from './send-plan-form.module.css';

/** The message's limit, as the shared contract sets it. */
const MESSAGE_MAX = 1000;

const FormSchema = PianoLeadBodySchema.omit({ plan: true });
interface FormValues {
  name: string;
  surname: string;
  email: string;
  cellulare: string;
  message: string;
  consent: boolean;
  website: string;
}
const EMPTY: FormValues = {
  name: '',
  surname: '',
  email: '',
  cellulare: '',
  message: '',
  consent: false,
  website: '',
};

/**
 * On an agency's shared plan: the client sends the plan with name, e-mail and phone and
 * asks to be called back. Sent once per submission (a double click sends once).
 */
export function SendPlanForm({
  slug,
  agencyName,
  plan,
  fromBadge = false,
}: {
  slug: string;
  agencyName: string;
  /** Opened from a Display Rata badge: the plan counts in the agency's funnel. */
  fromBadge?: boolean;
  /** Null while the calculator shows no mortgage: nothing to send yet. */
  plan: PianoLeadPlan | null;
}) {
  const id = useId();
  const paste = usePasteLimit(MESSAGE_MAX, { inputId: `${id}-messaggio` });
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema) as never,
    defaultValues: EMPTY,
  });
  const send = useSendPianoLead(slug);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { onSubmit, isPending } = useFormSubmit(
    form.handleSubmit,
    async (values, { idempotencyKey }) => {
      if (!plan) return;
      const da = fromBadge ? FUNNEL_MARKER : undefined;
      await send.mutateAsync({ body: { ...values, consent: true, plan, da }, idempotencyKey });
      setSentTo(values.email);
    },
  );
  const consentError = form.formState.errors.consent?.message;

  if (sentTo)
    return (
      <section className={styles.card} aria-labelledby={`${id}-titolo`} data-print-hide="">
        <h3 id={`${id}-titolo`} className={styles.title}>
          Richiesta inviata
        </h3>
        <p role="status">
          {agencyName} ti contatterà al più presto. Ti abbiamo mandato una copia del piano a{' '}
          <strong>{sentTo}</strong>.
        </p>
      </section>
    );

  return (
    <section className={styles.card} aria-labelledby={`${id}-titolo`} data-print-hide="">
      <h3 id={`${id}-titolo`} className={styles.title}>
        Invia il piano a {agencyName}
      </h3>
      <p className={styles.lead}>
        Lascia i tuoi contatti: l’agenzia riceve il piano che hai calcolato e ti richiama.
      </p>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} aria-label={`Invia il piano a ${agencyName}`}>
          <div className={styles.grid}>
            <TextField<FormValues>
              name="name"
              label="Nome"
              required
              autoComplete="given-name"
              maxLength={LIMITS.appointmentName}
            />
            <TextField<FormValues>
              name="surname"
              label="Cognome"
              required
              autoComplete="family-name"
              maxLength={LIMITS.appointmentSurname}
            />
            <TextField<FormValues>
              name="email"
              label="E-mail"
              type="email"
              required
              autoComplete="email"
              maxLength={LIMITS.email}
            />
            <TextField<FormValues>
              name="cellulare"
              label="Cellulare"
              type="tel"
              required
              autoComplete="tel"
              inputMode="tel"
              maxLength={LIMITS.appointmentCellulare}
            />
          </div>
          <label className={styles.label} htmlFor={`${id}-messaggio`}>
            Messaggio (facoltativo)
          </label>
          <textarea
            id={`${id}-messaggio`}
            className={styles.textarea}
            rows={3}
            maxLength={MESSAGE_MAX}
            aria-describedby={paste.describedBy(undefined)}
            onPaste={paste.onPaste}
            {...form.register('message', { onChange: (e) => paste.onEdit(e.target.value) })}
          />
          {paste.notice}
          {form.formState.errors.message ? (
            <p className={styles.error}>{form.formState.errors.message.message}</p>
          ) : null}
          {/* For form-filling robots only: people never see or reach it. */}
          <div className={styles.trap} aria-hidden="true">
            <label htmlFor={`${id}-sito`}>Sito web</label>
            <input
              id={`${id}-sito`}
              tabIndex={-1}
              autoComplete="off"
              {...form.register('website')}
            />
          </div>
          <div className={styles.consent}>
            <input
              id={`${id}-consenso`}
              type="checkbox"
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${id}-consenso-errore` : undefined}
              {...form.register('consent')}
            />
            <label htmlFor={`${id}-consenso`}>
              Acconsento al trattamento dei miei dati da parte di {agencyName} e del mediatore
              creditizio per essere ricontattato su questa richiesta
              <span aria-hidden="true"> *</span>
            </label>
          </div>
          {consentError ? (
            <p id={`${id}-consenso-errore`} className={styles.error}>
              {consentError}
            </p>
          ) : null}
          {plan ? null : (
            <p className={styles.error} role="status">
              Completa il piano qui sopra: l’agenzia riceve il calcolo insieme ai tuoi contatti.
            </p>
          )}
          <SubmitButton pending={isPending} pendingLabel="Invio…">
            Invia il piano all’agenzia
          </SubmitButton>
          <p className={styles.note}>
            I dati vanno solo a {agencyName} e al mediatore creditizio del portale; riceverai una
            copia del piano per e-mail.
          </p>
        </form>
      </FormProvider>
    </section>
  );
}
