import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ReferrerFieldsSchema,
  SERVICE_IMAGE_ACCEPT,
  SERVICE_IMAGE_MAX_BYTES,
  type Referrer,
  type ReferrerFieldsInput,
} from '@portal/shared';
import type { z } from 'zod';
import { AuditTrail } from '../../../components/admin/audit-trail';
import { FileField } from '../../../components/forms/file-field';
import { LeaveGuard } from '../../../components/forms/leave-guard';
import { StaleEditNotice } from '../../../components/forms/stale-edit-notice';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { Button, Modal, SubmitButton, TextInput } from '../../../components/ui';
import { getFieldErrors } from '../../../lib/api-error';
import { ownOriginImage } from '../../../lib/own-origin-image';
import { useAddReferrer } from '../api/add-referrer';
import { useReferrerAudit } from '../api/get-referrer-audit';
import { useReferrers } from '../api/get-referrers';
import { useSaveReferrerPhoto } from '../api/save-referrer-photo';
import { useUpdateReferrer } from '../api/update-referrer';
import styles from './referrers.module.css';

type FormValues = ReferrerFieldsInput;
type Output = z.output<typeof ReferrerFieldsSchema>;

export const REFERRER_FIELD_LABELS: Readonly<Record<string, string>> = {
  codice: 'Codice',
  nome: 'Nome',
  cognome: 'Cognome',
  email: 'E-mail',
  telefono: 'Telefono diretto',
  urlPhoto: 'Foto',
  urlAgente: 'Pagina agente',
  active: 'Attivo',
};

const FIELDS: readonly {
  name: keyof FormValues;
  label: string;
  required?: boolean;
  type?: string;
  placeholder?: string;
}[] = [
  { name: 'codice', label: 'Codice', required: true },
  { name: 'cognome', label: 'Cognome', required: true },
  { name: 'nome', label: 'Nome', required: true },
  { name: 'email', label: 'E-mail', required: true, type: 'email' },
  { name: 'telefono', label: 'Telefono diretto (lo vedono le agenzie)', type: 'tel' },
  {
    name: 'urlAgente',
    label: 'Pagina dell’agente sul sito partner',
    type: 'url',
    placeholder: 'https://…',
  },
];

function ReferrerTrail({ id }: { id: string }) {
  const audit = useReferrerAudit(id);
  return (
    <details className={styles.trail}>
      <summary>Storico modifiche</summary>
      <AuditTrail
        entries={audit.data}
        isPending={audit.isPending}
        error={audit.error}
        onRetry={() => void audit.refetch()}
        fieldLabels={REFERRER_FIELD_LABELS}
      />
    </details>
  );
}

const PHOTO_HINT =
  'JPEG, PNG o WebP fino a 5 MB, almeno 320 × 140 pixel: viene ritagliata al centro in un quadrato. La vedono le agenzie collegate.';
const OUTSIDE_PHOTO_HINT =
  'La foto attuale è un indirizzo esterno, che le pagine del portale non mostrano: carica il file della foto.';

const toForm = (r: Referrer | null): FormValues => ({
  codice: r?.codice ?? '',
  nome: r?.nome ?? '',
  cognome: r?.cognome ?? '',
  email: r?.email ?? '',
  telefono: r?.telefono ?? '',
  // Not a field of the form: the photo is uploaded; the stored value travels unchanged.
  urlPhoto: r?.urlPhoto ?? '',
  urlAgente: r?.urlAgente ?? '',
});

/** Add or edit a referrer: code, name, surname, e-mail, photo (an upload), partner agent page. */
export function ReferrerFormDialog({
  referrer,
  onClose,
}: {
  referrer: Referrer | null;
  onClose: () => void;
}) {
  const add = useAddReferrer();
  const update = useUpdateReferrer();
  const savePhoto = useSaveReferrerPhoto();
  // The referrer as the dialog loaded or last saved it (decision 028): its version goes back
  // with the next save, and once a new referrer is saved a second try (after a refused photo)
  // updates it.
  const [loaded, setLoaded] = useState(referrer);
  const [photo, setPhoto] = useState<{ file: File | null; removed: boolean }>({
    file: null,
    removed: false,
  });
  const currentPhoto = ownOriginImage(referrer?.urlPhoto);
  const save = loaded ? update : add;
  const { control, handleSubmit, setError, reset, formState } = useForm<
    FormValues,
    unknown,
    Output
  >({
    resolver: zodResolver(ReferrerFieldsSchema),
    defaultValues: toForm(referrer),
  });
  const list = useReferrers();
  const reload = async () => {
    const fresh = (await list.refetch()).data?.find((r) => r._id === loaded?._id);
    if (!fresh) return;
    setLoaded(fresh);
    reset(toForm(fresh));
    update.reset();
  };

  useEffect(() => {
    for (const [field, message] of Object.entries(getFieldErrors(save.error))) {
      if (field in REFERRER_FIELD_LABELS)
        setError(field as keyof FormValues, { type: 'server', message });
    }
  }, [save.error, setError]);

  const submit = useFormSubmit(
    handleSubmit,
    async (body: Output, { idempotencyKey }) => {
      const saved = loaded
        ? await update.mutateAsync({ ...body, _id: loaded._id, version: loaded.version })
        : await add.mutateAsync({ body, idempotencyKey });
      setLoaded(saved);
      if (photo.file || (photo.removed && referrer?.urlPhoto)) {
        const form = new FormData();
        form.append('data', JSON.stringify({ _id: saved._id, remove: photo.removed }));
        if (photo.file) form.append('photo', photo.file, photo.file.name);
        await savePhoto.mutateAsync(form);
      }
      onClose();
    },
    { identity: () => photo },
  );
  const dirty = formState.isDirty || photo.file !== null || photo.removed;

  return (
    <Modal
      value
      onChange={(open) => {
        if (!open) onClose();
      }}
      title={referrer ? `Modifica ${referrer.cognome} ${referrer.nome}` : 'Nuovo referente'}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            Annulla
          </Button>
          <SubmitButton form="referrer-form" pending={submit.isPending} pendingLabel="Salvataggio…">
            Salva
          </SubmitButton>
        </div>
      }
    >
      <form id="referrer-form" className={styles.form} noValidate onSubmit={submit.onSubmit}>
        <LeaveGuard when={dirty && !submit.isPending} />
        {FIELDS.map((f) => (
          <Controller
            key={f.name}
            control={control}
            name={f.name}
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                value={field.value ?? ''}
                label={f.label}
                required={f.required}
                type={f.type ?? 'text'}
                placeholder={f.placeholder}
                trim
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
        <FileField
          label="Foto"
          name="photo"
          kind="image"
          shape="square"
          accept={SERVICE_IMAGE_ACCEPT}
          maxBytes={SERVICE_IMAGE_MAX_BYTES}
          hint={
            referrer?.urlPhoto && !currentPhoto ? `${OUTSIDE_PHOTO_HINT} ${PHOTO_HINT}` : PHOTO_HINT
          }
          current={currentPhoto}
          file={photo.file}
          removed={photo.removed}
          onFile={(file) => setPhoto((p) => ({ ...p, file }))}
          onRemove={(removed) => setPhoto((p) => ({ ...p, removed }))}
          error={getFieldErrors(savePhoto.error).photo}
        />
        <StaleEditNotice error={update.error} onReload={() => void reload()} />
      </form>
      {referrer ? <ReferrerTrail id={referrer._id} /> : null}
    </Modal>
  );
}
