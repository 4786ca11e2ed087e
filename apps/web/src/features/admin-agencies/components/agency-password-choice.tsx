import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { INVITE_TTL_DAYS } from '@portal/shared';
import { TextInput } from '../../../components/ui';
import type { AgencyFormValues } from './agency-form';
import styles from './agencies.module.css';

/**
 * How a new agency gets its password (decision 059): an invitation mail where it chooses
 * its own (the default: the admin never types or relays one), or a password typed now
 * (the rare case). With the invitation the password field is hidden and nothing is sent.
 */
export function AgencyPasswordChoice() {
  const { control } = useFormContext<AgencyFormValues>();
  const invite = useWatch({ control, name: 'invito' });
  return (
    <>
      <Controller
        control={control}
        name="invito"
        render={({ field }) => (
          <fieldset className={styles.choice}>
            <legend className={styles.choiceLegend}>Password dell’agenzia</legend>
            <label>
              <input
                type="radio"
                name={field.name}
                checked={field.value !== false}
                onChange={() => field.onChange(true)}
                onBlur={field.onBlur}
              />
              <span>Invia un invito via e-mail (consigliato)</span>
            </label>
            <label>
              <input
                type="radio"
                name={field.name}
                checked={field.value === false}
                onChange={() => field.onChange(false)}
                onBlur={field.onBlur}
              />
              <span>Imposta una password ora</span>
            </label>
            {field.value !== false ? (
              <p className={styles.hint}>
                L’agenzia riceve un link valido {INVITE_TTL_DAYS} giorni per scegliere la propria
                password.
              </p>
            ) : null}
          </fieldset>
        )}
      />
      {invite === false ? (
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              value={field.value ?? ''}
              label="Password"
              required
              type="password"
              autoComplete="new-password"
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
    </>
  );
}
