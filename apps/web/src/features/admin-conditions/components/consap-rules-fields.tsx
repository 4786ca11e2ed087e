import { Controller, useFormContext } from 'react-hook-form';
import { CADASTRAL_CATEGORIES, CONSAP_CASES, CONSAP_CASE_LABELS } from '@portal/shared';
import { TextField } from '../../../components/forms/text-field';
import { DateInput } from '../../../components/ui';
import type { ConditionsFormValues } from '../model/conditions-form';
import styles from './conditions.module.css';

type Field = Parameters<typeof TextField<ConditionsFormValues>>[0]['name'];

const Num = ({
  name,
  label,
  required = true,
}: {
  name: Field;
  label: string;
  required?: boolean;
}) => (
  <TextField<ConditionsFormValues>
    name={name}
    label={label}
    inputMode="decimal"
    required={required}
  />
);

/**
 * The Consap Fund's rules the Piano D'Acquisto checks a buyer with (decision 116): the
 * excluded categories, the guarantees and ISEE ceilings, the last day the Fund is in force;
 * and the variable rate of the scenarios.
 */
export function ConsapRulesFields() {
  const { control } = useFormContext<ConditionsFormValues>();
  return (
    <>
      <fieldset className={styles.group}>
        <legend>Fondo Consap per la prima casa</legend>
        <p className={styles.hint}>
          Le regole con cui il Piano D’Acquisto verifica la garanzia. Dopo la data di fine il Piano
          dice che il Fondo non è in vigore.
        </p>
        <div className={styles.fields}>
          <Num name="values.consap.basePercent" label="Garanzia di base (%)" />
          <Num
            name="values.consap.higherAboveLtvPercent"
            label="Garanzia più alta oltre il mutuo/prezzo del (%)"
          />
          <Controller
            control={control}
            name="values.consap.endDate"
            render={({ field, fieldState }) => (
              <DateInput
                ref={field.ref}
                name={field.name}
                label="Fondo in vigore fino al"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                required
              />
            )}
          />
        </div>
        <Controller
          control={control}
          name="values.consap.excludedCategories"
          render={({ field, fieldState }) => (
            <fieldset className={styles.categories}>
              <legend>Categorie catastali escluse</legend>
              <div className={styles.checks}>
                {CADASTRAL_CATEGORIES.map((category) => (
                  <label key={category} className={styles.check}>
                    <input
                      type="checkbox"
                      name={field.name}
                      value={category}
                      checked={field.value.includes(category)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked
                            ? CADASTRAL_CATEGORIES.filter(
                                (c) => c === category || field.value.includes(c),
                              )
                            : field.value.filter((c) => c !== category),
                        )
                      }
                      onBlur={field.onBlur}
                    />
                    <span>{category}</span>
                  </label>
                ))}
              </div>
              {fieldState.error?.message ? (
                <p className={styles.error} role="alert">
                  {fieldState.error.message}
                </p>
              ) : null}
            </fieldset>
          )}
        />
        {CONSAP_CASES.map((kase) => (
          <fieldset key={kase} className={styles.categories}>
            <legend>{CONSAP_CASE_LABELS[kase]}</legend>
            <div className={styles.fields}>
              <Num
                name={`values.consap.cases.${kase}.iseeMaxCents`}
                label={`ISEE massimo (€): ${CONSAP_CASE_LABELS[kase]}`}
              />
              <Num
                name={`values.consap.cases.${kase}.percent`}
                label={`Garanzia (%): ${CONSAP_CASE_LABELS[kase]}`}
              />
            </div>
          </fieldset>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Tasso variabile</legend>
        <p className={styles.hint}>
          Euribor più spread, in un solo numero. Vuoto se non offri il variabile: il Piano lo mostra
          accanto agli scenari a tasso fisso.
        </p>
        <div className={styles.fields}>
          <Num name="values.variableTanBps" label="TAN variabile (%)" required={false} />
        </div>
      </fieldset>
    </>
  );
}
