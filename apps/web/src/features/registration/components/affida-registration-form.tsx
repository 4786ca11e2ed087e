import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AffidaRegisterBodySchema,
  LIMITS,
  REGISTRATION_TEXT,
  type AffidaRegisterBody,
  type AffidaRegisterFormValues,
} from '@portal/shared';
import { AddressFields, useCapMissing } from '../../../components/forms/address-fields';
import { Button } from '../../../components/ui';
import { notifyError } from '../../../lib/toast';
import { useRegisterAffida } from '../api/register-affida';
import { PasswordFields } from './password-fields';
import { PrivacyConsent } from './privacy-consent';
import { RegistrationDone } from './registration-done';
import { applyServerErrors } from './server-errors';
import { TextField } from './text-field';
import styles from './registration-form.module.css';

const EMPTY: AffidaRegisterFormValues = {
  nome: '',
  partitaIva: '',
  email: '',
  provincia: '',
  comune: '',
  cap: '',
  indirizzo: '',
  cellulare: '',
  telefono: '',
  password: '',
  confermaPassword: '',
  privacy: false,
};
const FIELDS = Object.keys(EMPTY) as Path<AffidaRegisterFormValues>[];

/** registerAffida: an agent of the partner brand (spec section 5; 'Password diverse'). */
export function AffidaRegistrationForm() {
  const form = useForm<AffidaRegisterFormValues, unknown, AffidaRegisterBody>({
    resolver: zodResolver(AffidaRegisterBodySchema),
    defaultValues: EMPTY,
  });
  const registration = useRegisterAffida();
  const capMissing = useCapMissing();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <RegistrationDone
        email={sentTo}
        onAgain={() => {
          form.reset(EMPTY);
          registration.reset();
          setSentTo(null);
        }}
      />
    );
  }

  const onValid = (values: AffidaRegisterBody) => {
    if (capMissing(values)) {
      form.setError('cap', { type: 'required', message: 'Scegli il CAP' }, { shouldFocus: true });
      return;
    }
    registration.mutate(
      { ...values, callback: window.location.origin },
      {
        onSuccess: () => setSentTo(values.email),
        onError: (error) => applyServerErrors(error, form.setError, FIELDS),
      },
    );
  };
  const onInvalid = (errors: FieldErrors<AffidaRegisterFormValues>) => {
    if (errors.confermaPassword?.message === REGISTRATION_TEXT.affidaPasswordMismatch) {
      notifyError(null, REGISTRATION_TEXT.affidaPasswordMismatch);
    }
  };

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        aria-label="Registrazione agente Affida"
        onSubmit={form.handleSubmit(onValid, onInvalid)}
      >
        <fieldset className={styles.group}>
          <legend>I tuoi dati</legend>
          <div className={styles.grid}>
            <TextField<AffidaRegisterFormValues>
              name="nome"
              label="Nome e cognome"
              required
              autoComplete="name"
              maxLength={LIMITS.agencyName}
            />
            <TextField<AffidaRegisterFormValues>
              name="partitaIva"
              label="Partita IVA"
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={LIMITS.partitaIvaInput}
            />
            <TextField<AffidaRegisterFormValues>
              name="email"
              label="E-mail"
              type="email"
              required
              trim
              autoComplete="email"
              inputMode="email"
              maxLength={LIMITS.email}
            />
            <TextField<AffidaRegisterFormValues>
              name="cellulare"
              label="Cellulare"
              type="tel"
              autoComplete="tel"
              maxLength={LIMITS.phoneInput}
            />
            <TextField<AffidaRegisterFormValues>
              name="telefono"
              label="Telefono"
              type="tel"
              maxLength={LIMITS.phoneInput}
            />
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Indirizzo</legend>
          <div className={styles.grid}>
            <AddressFields required />
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Accesso</legend>
          <div className={styles.grid}>
            <PasswordFields />
          </div>
          <PrivacyConsent />
        </fieldset>
        <div className={styles.actions}>
          <Button
            type="submit"
            disabled={registration.isPending}
            aria-busy={registration.isPending}
          >
            {registration.isPending ? 'Invio in corso…' : 'Registrati'}
          </Button>
          <p className={styles.hint}>
            <span aria-hidden="true">*</span> Campi obbligatori
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
