import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AffidaRegisterBodySchema,
  LIMITS,
  REGISTRATION_TEXT,
  type AffidaRegisterBody,
  type AffidaRegisterFormValues,
} from '@portal/shared';
import { AddressFields } from '../../../components/forms/address-fields';
import { LeaveGuard } from '../../../components/forms/leave-guard';
import { useRegisterAffida } from '../api/register-affida';
import { PasswordFields } from './password-fields';
import { PrivacyConsent } from './privacy-consent';
import { SubmitRow } from './submit-row';
import { TextField } from '../../../components/forms/text-field';
import { useRegistrationFlow } from './use-registration-flow';
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
/** registerAffida: an agent of the partner brand (spec section 5; 'Password diverse'). */
export function AffidaRegistrationForm() {
  const form = useForm<AffidaRegisterFormValues, unknown, AffidaRegisterBody>({
    resolver: zodResolver(AffidaRegisterBodySchema),
    defaultValues: EMPTY,
  });
  const registration = useRegisterAffida();
  const { done, onSubmit, isPending } = useRegistrationFlow({
    form,
    empty: EMPTY,
    mismatch: REGISTRATION_TEXT.affidaPasswordMismatch,
    send: (values, { idempotencyKey }) =>
      registration.mutateAsync({
        body: { ...values, callback: window.location.origin },
        idempotencyKey,
      }),
    resetSending: registration.reset,
  });
  if (done) return done;

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        aria-label="Registrazione agente Affida"
        onSubmit={onSubmit}
      >
        <LeaveGuard when={form.formState.isDirty && !isPending} />
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
        <SubmitRow isPending={isPending} />
      </form>
    </FormProvider>
  );
}
