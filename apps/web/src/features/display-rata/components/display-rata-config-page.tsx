import { useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { DisplayRataSettings } from '@portal/shared';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { RouteLoading } from '../../../components/layout/route-loading';
import { LeaveGuard } from '../../../components/forms/leave-guard';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { SubmitButton } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { getFieldErrors } from '../../../lib/api-error';
import { usePublicConfig } from '../../../lib/public-config-context';
import { useDisplayRataSettings } from '../api/get-display-rata-settings';
import { useSaveDisplayRataSettings } from '../api/save-display-rata-settings';
import { previewConfig } from '../model/preview-config';
import {
  formFieldOf,
  toFormValues,
  toSettingsInput,
  type SettingsFormValues,
} from '../model/settings-form';
import { SettingsFields } from './settings-fields';
import { SiteTrialSection } from './site-trial-section';
import { FunnelSection } from './funnel-section';
import { SnippetSection } from './snippet-section';
import { WidgetPreview } from './widget-preview';
import styles from './display-rata.module.css';

/** The same checks as the API (its zod schema), with Italian messages on each field. */
const resolver: Resolver<SettingsFormValues> = async (values) => {
  const { input, errors } = toSettingsInput(values);
  if (input) return { values, errors: {} };
  const mapped = Object.fromEntries(
    Object.entries(errors).map(([k, message]) => [k, { type: 'validate', message }]),
  );
  return { values: {}, errors: mapped };
};

/** /area-riservata/services/displayRata: configure the widget, see it live, copy the snippet. */
export function DisplayRataConfigPage() {
  const settings = useDisplayRataSettings();
  if (settings.isPending) return <RouteLoading />;
  if (settings.isError)
    return <InlineError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <Configurator data={settings.data} />;
}

function Configurator({ data }: { data: DisplayRataSettings }) {
  const { brand, publicUrl } = usePublicConfig();
  const save = useSaveDisplayRataSettings();
  const form = useForm<SettingsFormValues>({
    resolver,
    defaultValues: toFormValues(data.settings),
    mode: 'onChange',
  });
  const values = useWatch({ control: form.control }) as SettingsFormValues;
  const submit = useFormSubmit(form.handleSubmit, async (v) => {
    const { input } = toSettingsInput(v);
    if (input)
      await save.mutateAsync(input, {
        onSuccess: (saved) => form.reset(toFormValues(saved.settings)),
      });
  });
  const serverErrors = getFieldErrors(save.error);
  const errors = { ...form.formState.errors };
  for (const [key, message] of Object.entries(serverErrors)) {
    const field = formFieldOf(key);
    if (field && !errors[field]) errors[field] = { type: 'server', message };
  }

  // The preview follows the form; while a field is invalid it shows the saved settings.
  const preview = useMemo(() => {
    const input =
      toSettingsInput(values).input ?? toSettingsInput(toFormValues(data.settings)).input;
    if (!input) return null;
    const annualRate =
      input.rateSource === 'custom' && input.customRateBps !== null
        ? input.customRateBps / 10_000
        : data.defaultRate;
    return previewConfig({
      brand,
      agency: data.agency,
      label: input.label,
      color: input.color,
      annualRate,
      years: input.durationYears,
      ltv: input.ltvPercent / 100,
      pianoUrl: `${publicUrl}${paths.pianoAcquistoShare(data.agency.slug)}`,
    });
  }, [values, brand, data, publicUrl]);

  const ltvNumber = Number(values.ltvPercent);

  return (
    <>
      <PageHeader eyebrow="Servizi" title="Display Rata">
        <p>
          Sul sito di {data.agency.nome}, accanto a ogni prezzo, la rata mensile del mutuo con
          l’esempio rappresentativo richiesto dalla legge e il link al tuo Piano D’Acquisto.
        </p>
      </PageHeader>
      <div className={styles.configLayout}>
        <form
          className={styles.panel}
          noValidate
          aria-labelledby="impostazioni-titolo"
          onSubmit={submit.onSubmit}
        >
          <LeaveGuard when={form.formState.isDirty && !submit.isPending} />
          <h2 id="impostazioni-titolo" className={styles.panelTitle}>
            Impostazioni
          </h2>
          <SettingsFields
            control={form.control}
            errors={errors}
            defaultRate={data.defaultRate}
            rateSource={values.rateSource}
          />
          {ltvNumber > 80 && ltvNumber <= 100 ? (
            <p className={styles.note}>
              Oltre l’80 % del valore le banche finanziano di norma solo con la garanzia del Fondo
              Consap per la prima casa (mutui fino a 250.000 €): la rata mostrata resta un esempio.
            </p>
          ) : null}
          <div className={styles.actions}>
            <SubmitButton pending={submit.isPending} pendingLabel="Salvataggio…">
              Salva le impostazioni
            </SubmitButton>
            {!data.saved ? (
              <span className={styles.muted}>
                Non ancora salvate: valgono i valori predefiniti.
              </span>
            ) : null}
          </div>
        </form>
        <section className={styles.panel} aria-labelledby="anteprima-titolo">
          <h2 id="anteprima-titolo" className={styles.panelTitle}>
            Anteprima dal vivo
          </h2>
          {values.enabled ? null : (
            <p className={styles.note} role="status">
              Widget disattivato: sul tuo sito non comparirà nulla finché non lo riattivi e salvi.
            </p>
          )}
          {preview ? <WidgetPreview config={preview} /> : null}
          <p className={styles.muted}>
            Apri «Dettagli» per vedere l’esempio rappresentativo di ogni annuncio.
          </p>
        </section>
      </div>
      <SnippetSection publicUrl={publicUrl} slug={data.agency.slug} />
      <SiteTrialSection priceSelector={toSettingsInput(values).input?.priceSelector} />
      <FunnelSection />
    </>
  );
}
