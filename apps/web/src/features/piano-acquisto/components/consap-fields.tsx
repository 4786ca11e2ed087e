import {
  CADASTRAL_CATEGORIES,
  CONSAP_PRIORITIES,
  CONSAP_PRIORITY_LABELS,
  type CadastralCategory,
  type ConsapPriority,
} from '@portal/shared';
import { Select, TextInput } from '../../../components/ui';
import type { FieldsProps } from './fields-props';
import { ChoiceGroup } from './choice-group';
import { ConsapDetails } from './consap-info';
import styles from './calculator.module.css';

const CATEGORY_OPTIONS = CADASTRAL_CATEGORIES.map((c) => ({ value: c, label: c }));
const PRIORITY_OPTIONS = CONSAP_PRIORITIES.map((p) => ({
  value: p,
  label: CONSAP_PRIORITY_LABELS[p],
}));

/**
 * The Consap guarantee on a prima casa: the choice to ask about it and, once asked, the facts
 * the check needs (decision 116). The budget has the applicants' ages; "La rata di un mutuo"
 * asks the youngest's here.
 */
export function ConsapFields({ p, askAge }: { p: FieldsProps; askAge: boolean }) {
  const v = p.values;
  return (
    <>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={v.consap}
          onChange={(e) => p.set('consap', e.target.checked)}
        />
        <span>Verifico la garanzia del Fondo Consap per la prima casa</span>
      </label>
      {v.consap ? (
        <fieldset className={styles.consapFacts}>
          <legend className={styles.legend}>I dati per la garanzia Consap</legend>
          <ChoiceGroup
            legend="È la prima casa e non possiedi altre abitazioni?"
            name="consapFirstHome"
            value={v.consapFirstHome}
            choices={[
              { value: 'si', label: 'Sì' },
              { value: 'no', label: 'No' },
            ]}
            onChange={(value) => p.set('consapFirstHome', value)}
          />
          <div className={styles.grid}>
            <Select
              name="consapCategory"
              label="Categoria catastale dell’abitazione"
              value={v.consapCategory}
              onChange={(value) => p.set('consapCategory', value as CadastralCategory)}
              options={CATEGORY_OPTIONS}
              placeholder="Scegli la categoria"
            />
            <Select
              name="consapPriority"
              label="Categoria prioritaria"
              value={v.consapPriority}
              onChange={(value) => p.set('consapPriority', value as ConsapPriority)}
              options={PRIORITY_OPTIONS}
              placeholder="Scegli la categoria"
            />
            <TextInput
              name="isee"
              label="ISEE del nucleo familiare (€, facoltativo)"
              value={v.isee}
              onChange={(text) => p.set('isee', text)}
              onBlur={() => p.touch('isee')}
              error={p.errors.isee}
              inputMode="decimal"
              autoComplete="off"
              placeholder="es. 32.000"
            />
            {askAge ? (
              <TextInput
                name="consapAge"
                label="Età del richiedente più giovane (facoltativa)"
                value={v.consapAge}
                onChange={(text) => p.set('consapAge', text)}
                onBlur={() => p.touch('consapAge')}
                error={p.errors.consapAge}
                inputMode="numeric"
                autoComplete="off"
                placeholder="es. 33"
              />
            ) : null}
          </div>
        </fieldset>
      ) : null}
      <ConsapDetails />
    </>
  );
}
