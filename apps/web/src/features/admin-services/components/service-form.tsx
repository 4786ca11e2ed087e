import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SERVICE_IMAGE_ACCEPT,
  SERVICE_IMAGE_MAX_BYTES,
  SERVICE_IMAGE_SIZE,
  SERVICE_PDF_MAX_BYTES,
  SERVICE_VISIBILITY_LABELS,
  LIMITS,
  colourOr,
  ServiceFormSchema,
  type ServiceFormOutput,
  type ServiceFormValues,
} from '@portal/shared';
import { LeaveGuard } from '../../../components/forms/leave-guard';
import { StaleEditNotice } from '../../../components/forms/stale-edit-notice';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { RichTextEditor, Select, SubmitButton, TextInput } from '../../../components/ui';
import { getFieldErrors } from '../../../lib/api-error';
import type { Submission } from '../../../lib/submission';
import { usePublicConfig } from '../../../lib/public-config-context';
import { FileField } from '../../../components/forms/file-field';
import { hasFileChanges, NO_FILES, type ServiceFiles } from './service-form-rules';
import { ServicePreview } from './service-preview';
import styles from './services.module.css';

interface ServiceFormProps {
  /** Keep the same object between renders (useMemo): a new one resets the form to it. */
  defaultValues: ServiceFormValues;
  /** The stored files of the service being edited. */
  current?: { image: string | null; pdf: string | null };
  /** The last failed call: its per-field messages land on the fields. */
  error: unknown;
  submitLabel: string;
  /** Loads the record again after a stale save (edit only): the notice's "Ricarica". */
  onReload?: () => void;
  /** Saves (a mutation's `mutateAsync`): settles when the request has ended. */
  onSubmit: (
    values: ServiceFormOutput,
    files: ServiceFiles,
    submission: Submission,
  ) => Promise<unknown>;
}

const VISIBILITY_OPTIONS = Object.entries(SERVICE_VISIBILITY_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/**
 * A service's fields (decisions.md): name, rich-text description, image and PDF, colour,
 * promo, prices with and without the product (typed in euro), visibility and tile link.
 * A file the browser refused (too large, wrong type) stops the save until it is replaced
 * or its choice cancelled.
 */
export function ServiceForm({
  defaultValues,
  current = { image: null, pdf: null },
  error,
  submitLabel,
  onReload,
  onSubmit,
}: ServiceFormProps) {
  const { productName, brand } = usePublicConfig();
  const { control, handleSubmit, setError, reset, formState } = useForm<
    ServiceFormValues,
    unknown,
    ServiceFormOutput
  >({
    resolver: zodResolver(ServiceFormSchema) as Resolver<
      ServiceFormValues,
      unknown,
      ServiceFormOutput
    >,
    defaultValues,
  });
  const [files, setFiles] = useState<ServiceFiles>(NO_FILES);
  const submit = useFormSubmit(
    handleSubmit,
    (values, submission) => onSubmit(values, files, submission),
    { identity: () => files },
  );
  useEffect(() => {
    reset(defaultValues);
    setFiles(NO_FILES);
  }, [defaultValues, reset]);
  const serverErrors = getFieldErrors(error);
  useEffect(() => {
    for (const [field, message] of Object.entries(getFieldErrors(error))) {
      if (field in defaultValues)
        setError(field as keyof ServiceFormValues, { type: 'server', message });
    }
  }, [error, setError, defaultValues]);
  const [name, color, promo, description] = useWatch({
    control,
    name: ['name', 'color', 'promo', 'description'],
  });

  const text = (
    field: 'name' | 'prices_without' | 'prices_with' | 'url',
    label: string,
    extra: Partial<Parameters<typeof TextInput>[0]> = {},
  ) => (
    <Controller
      control={control}
      name={field}
      render={({ field: f, fieldState }) => (
        <TextInput {...f} label={label} trim error={fieldState.error?.message} {...extra} />
      )}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={submit.onSubmit}>
      <LeaveGuard when={(formState.isDirty || hasFileChanges(files)) && !submit.isPending} />
      <div className={styles.formLayout}>
        <div className={styles.formMain}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Scheda</legend>
            <div className={styles.grid}>
              {text('name', 'Nome', { required: true, maxLength: LIMITS.serviceName })}
              <Controller
                control={control}
                name="visibility"
                render={({ field, fieldState }) => (
                  <Select
                    {...field}
                    onChange={(v) => field.onChange(v as ServiceFormValues['visibility'])}
                    label="Visibilità"
                    required
                    options={VISIBILITY_OPTIONS}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </div>
            <Controller
              control={control}
              name="description"
              render={({ field, fieldState }) => (
                <RichTextEditor
                  {...field}
                  value={field.value ?? ''}
                  label="Descrizione"
                  error={fieldState.error?.message}
                />
              )}
            />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Prezzi e collegamento</legend>
            <div className={styles.grid}>
              {text('prices_without', `Prezzo senza ${productName} (€)`, {
                inputMode: 'decimal',
                placeholder: 'es. 1.234,56',
              })}
              {text('prices_with', `Prezzo con ${productName} (€)`, {
                inputMode: 'decimal',
                placeholder: 'es. 990,00',
              })}
              {text('url', 'Link della scheda (facoltativo)', {
                placeholder: 'nome-pagina o https://…',
              })}
            </div>
            <p className={styles.hint}>
              Un prezzo vuoto non compare nel listino. Il link porta la scheda a servizi/nome-pagina
              oppure a un indirizzo esterno.
            </p>
          </fieldset>
        </div>
        <div className={styles.formSide}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Aspetto</legend>
            <Controller
              control={control}
              name="color"
              render={({ field, fieldState }) => (
                <div className={styles.colorField}>
                  <label htmlFor="service-color" className={styles.fileLabel}>
                    Colore
                  </label>
                  <div className={styles.colorRow}>
                    <input
                      id="service-color"
                      type="color"
                      className={styles.colorSwatch}
                      value={colourOr(field.value, brand.colors.primary)}
                      onChange={(event) => field.onChange(event.target.value)}
                      aria-describedby="service-color-code"
                    />
                    <TextInput
                      id="service-color-code"
                      name="color-code"
                      label="Codice colore"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      trim
                      maxLength={LIMITS.colour}
                      error={fieldState.error?.message}
                    />
                  </div>
                </div>
              )}
            />
            <Controller
              control={control}
              name="promo"
              render={({ field }) => (
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    name={field.name}
                    checked={field.value ?? false}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                  In promozione (mostra il tag PROMO)
                </label>
              )}
            />
            <FileField
              label="Immagine"
              name="image"
              kind="image"
              accept={SERVICE_IMAGE_ACCEPT}
              maxBytes={SERVICE_IMAGE_MAX_BYTES}
              hint={`JPEG, PNG o WebP fino a 5 MB. Viene ritagliata al centro in formato 16:7 (${SERVICE_IMAGE_SIZE.width} × ${SERVICE_IMAGE_SIZE.height}).`}
              current={current.image}
              file={files.image}
              removed={files.removeImage}
              onFile={(image) => setFiles((f) => ({ ...f, image }))}
              onRemove={(removeImage) => setFiles((f) => ({ ...f, removeImage }))}
              error={serverErrors.image}
            />
            <FileField
              label="Scheda PDF (facoltativa)"
              name="pdf"
              kind="pdf"
              accept="application/pdf"
              maxBytes={SERVICE_PDF_MAX_BYTES}
              hint="Un PDF fino a 10 MB, senza password né script: dalla scheda del servizio si scarica."
              current={current.pdf}
              file={files.pdf}
              removed={files.removePdf}
              onFile={(pdf) => setFiles((f) => ({ ...f, pdf }))}
              onRemove={(removePdf) => setFiles((f) => ({ ...f, removePdf }))}
              error={serverErrors.pdf}
            />
          </fieldset>
          <ServicePreview
            name={name}
            description={description ?? ''}
            color={color}
            promo={promo ?? false}
            image={files.image ? null : files.removeImage ? null : current.image}
            newImage={files.image}
          />
        </div>
      </div>
      {onReload ? <StaleEditNotice error={error} onReload={onReload} /> : null}
      <div className={styles.formActions}>
        <SubmitButton pending={submit.isPending} pendingLabel="Salvataggio…">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
