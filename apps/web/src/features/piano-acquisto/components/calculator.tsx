import { useMemo, useState, type ReactNode } from 'react';
import {
  intermediaryFromBrand,
  romeDay,
  type PianoLeadPlan,
  type ToolDefaults,
} from '@portal/shared';
import { formatDate } from '@portal/shared/domain/format';
import { Button } from '../../../components/ui';
import { usePublicConfig } from '../../../lib/public-config-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  initialValues,
  withField,
  type CalculatorQuery,
  type CalculatorValues,
} from '../model/calculator-form';
import { computePlan, type FieldErrors } from '../model/compute-plan';
import { leadPlanOf } from '../model/lead-plan';
import { planExtras } from '../model/plan-extras';
import { BudgetFields, CommonFields, RataFields, type FieldsProps } from './calculator-fields';
import { ChoiceGroup } from './choice-group';
import { IntermediaryBox } from './intermediary-box';
import { BudgetResults, RataResults } from './plan-results';
import { PlanExtrasCards, PlanLink } from './plan-extras-cards';
import { PrintSummary } from './print-summary';
import styles from './calculator.module.css';

/** Results follow typing after this pause. */
const DEBOUNCE_MS = 200;

export interface CalculatorProps {
  defaults: ToolDefaults;
  query?: CalculatorQuery;
  /** The agency that shares the plan (printed on it). */
  agencyName?: string | null;
  /** Its handle: the plan gets a link to the agency's share page that reopens it. */
  agencySlug?: string | null;
  /**
   * On the agency's share link: the form that sends the plan to it, given the plan (null
   * while there is none). A slot: the share page gives it, the other calculators none.
   */
  sendForm?: (plan: PianoLeadPlan | null) => ReactNode;
}

/**
 * The Piano D'Acquisto: "Quanto posso spendere" (maximum price from income and savings) or
 * "La rata di un mutuo" (instalment of a given loan); results update as the user types.
 */
export function Calculator({
  defaults,
  query,
  agencyName = null,
  agencySlug = null,
  sendForm,
}: CalculatorProps) {
  const { brand } = usePublicConfig();
  const intermediary = useMemo(() => intermediaryFromBrand(brand), [brand]);
  const [values, setValues] = useState<CalculatorValues>(() => initialValues(defaults, query));
  const [touched, setTouched] = useState<ReadonlySet<keyof CalculatorValues>>(new Set());
  const settled = useDebouncedValue(values, DEBOUNCE_MS);
  const { errors, outcome } = useMemo(
    () => computePlan(settled, defaults, intermediary),
    [settled, defaults, intermediary],
  );

  const extras = useMemo(
    () => planExtras(settled, outcome, defaults, romeDay(Date.now())),
    [settled, outcome, defaults],
  );

  const leadPlan = useMemo(() => leadPlanOf(outcome), [outcome]);
  const shown: FieldErrors = {};
  const allErrors = { ...errors, ...extras.errors };
  for (const [key, message] of Object.entries(allErrors) as [keyof CalculatorValues, string][]) {
    const value = values[key];
    if (touched.has(key) || (typeof value === 'string' && value.trim() !== ''))
      shown[key] = message;
  }
  const fields: FieldsProps = {
    values,
    errors: shown,
    set: (key, value) => setValues((v) => withField(v, key, value, defaults)),
    touch: (key) => setTouched((t) => (t.has(key) ? t : new Set(t).add(key))),
  };

  return (
    <div className={styles.layout} data-print-plan="">
      <PrintSummary values={settled} agencyName={agencyName} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => e.preventDefault()}
        aria-label="Dati del Piano D’Acquisto"
      >
        <ChoiceGroup
          legend="Cosa vuoi calcolare?"
          name="mode"
          value={values.mode}
          choices={[
            { value: 'budget', label: 'Quanto posso spendere' },
            { value: 'rata', label: 'La rata di un mutuo' },
          ]}
          onChange={(mode) => fields.set('mode', mode)}
        />
        {values.mode === 'budget' ? (
          <BudgetFields p={fields} />
        ) : (
          <RataFields p={fields} defaultLtvPercent={Math.round(defaults.ltv * 100)} />
        )}
        <CommonFields p={fields} askConsapAge={values.mode === 'rata'} />
        <p className={styles.hint}>
          Scrivi gli importi come preferisci: 250.000, 250000 o 1.234,56. I campi con l’asterisco
          sono obbligatori.
        </p>
        <Button variant="secondary" onClick={() => window.print()}>
          Stampa o salva in PDF
        </Button>
      </form>
      <div className={styles.output}>
        {outcome?.kind === 'budget' ? (
          <BudgetResults outcome={outcome}>
            <PlanExtrasCards extras={extras} />
          </BudgetResults>
        ) : null}
        {outcome?.kind === 'rata' ? (
          <RataResults outcome={outcome}>
            <PlanExtrasCards extras={extras} />
          </RataResults>
        ) : null}
        {agencySlug ? <PlanLink slug={agencySlug} values={settled} outcome={outcome} /> : null}
        {/* Kept mounted while the plan is being corrected: what the client typed stays. */}
        {sendForm ? sendForm(leadPlan) : null}
        {outcome === null ? (
          <p className={styles.empty} role="status">
            {Object.keys(shown).length > 0
              ? 'Correggi i campi segnalati per vedere il piano.'
              : 'Compila i campi con l’asterisco: il piano compare qui mentre scrivi.'}
          </p>
        ) : null}
        {defaults.asOf ? (
          <p className={styles.conditions}>
            Condizioni aggiornate al {formatDate(`${defaults.asOf}T12:00:00Z`)}: tassi, spese e
            limiti in vigore da quel giorno.
          </p>
        ) : null}
        <IntermediaryBox />
      </div>
    </div>
  );
}
