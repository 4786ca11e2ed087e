import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { DISPLAY_RATA_BOUNDS, colourOr, mortgage } from '@portal/shared';
import { usePublicConfig } from '../../../lib/public-config-context';
import { TextInput } from '../../../components/ui';
import type { SettingsFormValues } from '../model/settings-form';
import styles from './display-rata.module.css';

/** The configurator's fields: on/off, duration, loan-to-value, rate source, colour, text. */
export function SettingsFields({
  control,
  errors,
  defaultRate,
  rateSource,
}: {
  control: Control<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
  defaultRate: number;
  rateSource: SettingsFormValues['rateSource'];
}) {
  const b = DISPLAY_RATA_BOUNDS;
  const brandPrimary = usePublicConfig().brand.colors.primary;
  return (
    <>
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <label className={styles.switch}>
            <input
              type="checkbox"
              checked={field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
            />
            <span>Widget attivo sul sito dell’agenzia</span>
          </label>
        )}
      />
      <div className={styles.row}>
        <Controller
          control={control}
          name="durationYears"
          render={({ field }) => (
            <TextInput
              {...field}
              label={`Durata del mutuo (${b.minYears}–${b.maxYears} anni)`}
              inputMode="numeric"
              required
              error={errors.durationYears?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="ltvPercent"
          render={({ field }) => (
            <TextInput
              {...field}
              label={`Mutuo sul prezzo (${b.minLtvPercent}–${b.maxLtvPercent} %)`}
              inputMode="numeric"
              required
              error={errors.ltvPercent?.message}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="rateSource"
        render={({ field }) => (
          <fieldset className={styles.radios}>
            <legend className={styles.legend}>Tasso (TAN fisso)</legend>
            <label>
              <input
                type="radio"
                name={field.name}
                checked={field.value === 'default'}
                onChange={() => field.onChange('default')}
              />
              <span>Tasso predefinito del servizio: {mortgage.formatPercent(defaultRate, 2)}</span>
            </label>
            <label>
              <input
                type="radio"
                name={field.name}
                checked={field.value === 'custom'}
                onChange={() => field.onChange('custom')}
              />
              <span>Tasso della mia agenzia (tra 0,50 e 10 %)</span>
            </label>
          </fieldset>
        )}
      />
      {rateSource === 'custom' ? (
        <Controller
          control={control}
          name="customRate"
          render={({ field }) => (
            <TextInput
              {...field}
              label="Tasso della mia agenzia (TAN %, es. 3,25)"
              inputMode="decimal"
              required
              error={errors.customRate?.message}
            />
          )}
        />
      ) : null}
      <div className={styles.row}>
        <Controller
          control={control}
          name="label"
          render={({ field }) => (
            <TextInput
              {...field}
              label="Testo prima dell’importo"
              maxLength={b.labelMaxLength}
              required
              error={errors.label?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <div className={styles.colorField}>
              <TextInput
                {...field}
                label="Colore (#rrggbb)"
                required
                error={errors.color?.message}
              />
              <input
                type="color"
                aria-label="Scegli il colore"
                className={styles.colorPicker}
                value={colourOr(field.value, brandPrimary)}
                onChange={(e) => field.onChange(e.target.value)}
              />
            </div>
          )}
        />
      </div>
      <Controller
        control={control}
        name="priceSelector"
        render={({ field }) => (
          <TextInput
            {...field}
            label="Dove sono i prezzi sul tuo sito (selettore CSS, facoltativo)"
            maxLength={b.priceSelectorMaxLength}
            autoComplete="off"
            error={errors.priceSelector?.message}
          />
        )}
      />
      <p className={styles.muted}>
        Serve solo se i tuoi annunci non hanno l’attributo data-rata-prezzo né i dati schema.org:
        per esempio <code>.annuncio .prezzo</code>. Il widget legge il prezzo dal testo di ogni
        elemento («€ 250.000», «da 180.000 €»).
      </p>
    </>
  );
}
