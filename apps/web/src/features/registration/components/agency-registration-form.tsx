import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  LIMITS,
  REGISTRATION_TEXT,
  RegisterBodySchema,
  type RegisterBody,
  type RegisterFormValues,
} from '@portal/shared';
import { AddressFields } from '../../../components/forms/address-fields';
import { LeaveGuard } from '../../../components/forms/leave-guard';
import { Select } from '../../../components/ui';
import { useReferrerChoices } from '../api/get-referrer-choices';
import { useRegisterAgency } from '../api/register-agency';
import { PasswordFields } from './password-fields';
import { PrivacyConsent } from './privacy-consent';
import { SubmitRow } from './submit-row';
import { TextField } from '../../../components/forms/text-field';
import { useRegistrationFlow } from './use-registration-flow';
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
  const { done, onSubmit, isPending } = useRegistrationFlow({
    form,
    empty: EMPTY,
    mismatch: REGISTRATION_TEXT.passwordMismatch,
    send: (values, { idempotencyKey }) =>
      registration.mutateAsync({
        body: { ...values, callback: window.location.origin, fimaaRegister: fimaa },
        idempotencyKey,
      }),
    resetSending: registration.reset,
  });
  if (done) return done;

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
        onSubmit={onSubmit}
      >
        <LeaveGuard when={form.formState.isDirty && !isPending} />
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
        <SubmitRow isPending={isPending} />
      </form>
    </FormProvider>
  );
}
