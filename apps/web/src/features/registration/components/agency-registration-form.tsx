import { useState } from 'react';
import { Controller, FormProvider, useForm, type FieldErrors, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  LIMITS,
  REGISTRATION_TEXT,
  RegisterBodySchema,
  type RegisterBody,
  type RegisterFormValues,
} from '@portal/shared';
import { AddressFields, useCapMissing } from '../../../components/forms/address-fields';
import { Button, Select } from '../../../components/ui';
import { notifyError } from '../../../lib/toast';
import { useReferrerChoices } from '../api/get-referrer-choices';
import { useRegisterAgency } from '../api/register-agency';
import { PasswordFields } from './password-fields';
import { PrivacyConsent } from './privacy-consent';
import { RegistrationDone } from './registration-done';
import { applyServerErrors } from './server-errors';
import { TextField } from './text-field';
import styles from './registration-form.module.css';

const EMPTY: RegisterFormValues = {
  regioneSociale: '',
  nome: '',
  partitaIva: '',
  titolare: '',
  email: '',
  provincia: '',
  comune: '',
  cap: '',
  indirizzo: '',
  cellulare: '',
  telefono: '',
  referente: '',
  password: '',
  confermaPassword: '',
  privacy: false,
};

const FIELDS = Object.keys(EMPTY) as Path<RegisterFormValues>[];

/**
 * The agency registration form (spec section 5), validated with the schema the server
 * uses. 'Password Diverse' stops it before anything is sent. `fimaa` marks a FIMAA
 * member's registration (`fimaaRegister: true`).
 */
export function AgencyRegistrationForm({ fimaa = false }: { fimaa?: boolean }) {
  const form = useForm<RegisterFormValues, unknown, RegisterBody>({
    resolver: zodResolver(RegisterBodySchema),
    defaultValues: EMPTY,
  });
  const registration = useRegisterAgency();
  const referrers = useReferrerChoices();
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

  const onValid = (values: RegisterBody) => {
    if (capMissing(values)) {
      form.setError('cap', { type: 'required', message: 'Scegli il CAP' }, { shouldFocus: true });
      return;
    }
    registration.mutate(
      { ...values, callback: window.location.origin, fimaaRegister: fimaa },
      {
        onSuccess: () => setSentTo(values.email),
        onError: (error) => applyServerErrors(error, form.setError, FIELDS),
      },
    );
  };
  const onInvalid = (errors: FieldErrors<RegisterFormValues>) => {
    if (errors.confermaPassword?.message === REGISTRATION_TEXT.passwordMismatch) {
      notifyError(null, REGISTRATION_TEXT.passwordMismatch);
    }
  };

  const referrerOptions = (referrers.data ?? []).map((r) => ({
    value: r._id,
    label: `${r.cognome} ${r.nome} (${r.codice})`,
  }));

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        aria-label={fimaa ? 'Registrazione agenzia FIMAA' : 'Registrazione agenzia'}
        onSubmit={form.handleSubmit(onValid, onInvalid)}
      >
        <fieldset className={styles.group}>
          <legend>Dati dell’agenzia</legend>
          <div className={styles.grid}>
            <TextField<RegisterFormValues>
              name="regioneSociale"
              label="Ragione sociale"
              required
              autoComplete="organization"
              maxLength={LIMITS.ragioneSociale}
            />
            <TextField<RegisterFormValues>
              name="nome"
              label="Nome dell’agenzia"
              required
              maxLength={LIMITS.agencyName}
            />
            <TextField<RegisterFormValues>
              name="partitaIva"
              label="Partita IVA"
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={LIMITS.partitaIvaInput}
            />
            <TextField<RegisterFormValues>
              name="titolare"
              label="Titolare"
              required
              autoComplete="name"
              maxLength={LIMITS.titolare}
            />
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Sede</legend>
          <div className={styles.grid}>
            <AddressFields required />
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Contatti</legend>
          <div className={styles.grid}>
            <TextField<RegisterFormValues>
              name="email"
              label="E-mail"
              type="email"
              required
              trim
              autoComplete="email"
              inputMode="email"
              maxLength={LIMITS.email}
            />
            <TextField<RegisterFormValues>
              name="cellulare"
              label="Cellulare"
              type="tel"
              autoComplete="tel"
              maxLength={LIMITS.phoneInput}
            />
            <TextField<RegisterFormValues>
              name="telefono"
              label="Telefono"
              type="tel"
              maxLength={LIMITS.phoneInput}
            />
            <Controller
              control={form.control}
              name="referente"
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  label="Referente Alleare"
                  emptyOption
                  options={referrerOptions}
                  error={
                    fieldState.error?.message ??
                    (referrers.isError
                      ? 'Impossibile caricare i referenti: puoi lasciarlo vuoto.'
                      : undefined)
                  }
                />
              )}
            />
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
