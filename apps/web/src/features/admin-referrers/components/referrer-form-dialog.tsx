import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ReferrerFieldsSchema, type Referrer, type ReferrerFieldsInput } from '@portal/shared';
import type { z } from 'zod';
import { AuditTrail } from '../../../components/admin/audit-trail';
import { LeaveGuard } from '../../../components/forms/leave-guard';
import { StaleEditNotice } from '../../../components/forms/stale-edit-notice';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { Button, Modal, SubmitButton, TextInput } from '../../../components/ui';
import { getFieldErrors } from '../../../lib/api-error';
import { useAddReferrer } from '../api/add-referrer';
import { useReferrerAudit } from '../api/get-referrer-audit';
import { useReferrers } from '../api/get-referrers';
import { useUpdateReferrer } from '../api/update-referrer';
import styles from './referrers.module.css';

type FormValues = ReferrerFieldsInput;
type Output = z.output<typeof ReferrerFieldsSchema>;

export const REFERRER_FIELD_LABELS: Readonly<Record<string, string>> = {
  codice: 'Codice',
  nome: 'Nome',
  cognome: 'Cognome',
  email: 'E-mail',
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
  {
    name: 'urlPhoto',
    label: 'Foto (indirizzo dell’immagine)',
    type: 'url',
    placeholder: 'https://…',
  },
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

const toForm = (r: Referrer | null): FormValues => ({
  codice: r?.codice ?? '',
  nome: r?.nome ?? '',
  cognome: r?.cognome ?? '',
  email: r?.email ?? '',
  urlPhoto: r?.urlPhoto ?? '',
  urlAgente: r?.urlAgente ?? '',
});

/** Add or edit a referrer: code, name, surname, e-mail, photo, partner agent page. */
export function ReferrerFormDialog({
  referrer,
  onClose,
}: {
  referrer: Referrer | null;
  onClose: () => void;
}) {
  const add = useAddReferrer();
  const update = useUpdateReferrer();
  const save = referrer ? update : add;
  // The referrer as the dialog loaded it (decision 028): its version goes back with the save.
  const [loaded, setLoaded] = useState(referrer);
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

  const submit = useFormSubmit(handleSubmit, (body: Output, { idempotencyKey }) =>
    loaded
      ? update.mutateAsync(
          { ...body, _id: loaded._id, version: loaded.version },
          { onSuccess: onClose },
        )
      : add.mutateAsync({ body, idempotencyKey }, { onSuccess: onClose }),
  );

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
        <LeaveGuard when={formState.isDirty && !submit.isPending} />
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
        <StaleEditNotice error={update.error} onReload={() => void reload()} />
      </form>
      {referrer ? <ReferrerTrail id={referrer._id} /> : null}
    </Modal>
  );
}
