import { TextInput } from '../../../components/ui';
import type { CalculatorValues } from '../model/calculator-form';
import type { FieldsProps } from './fields-props';
import { ChoiceGroup } from './choice-group';
import { ConsapFields } from './consap-fields';
import styles from './calculator.module.css';

export type { FieldsProps };

type TextKey = {
  [K in keyof CalculatorValues]: CalculatorValues[K] extends string ? K : never;
}[keyof CalculatorValues];

function NumberField({
  name,
  label,
  placeholder,
  required,
  decimal = true,
  p,
}: {
  name: TextKey;
  label: string;
  placeholder?: string;
  required?: boolean;
  decimal?: boolean;
  p: FieldsProps;
}) {
  return (
    <TextInput
      name={name}
      label={label}
      value={p.values[name]}
      onChange={(text) => p.set(name, text as never)}
      onBlur={() => p.touch(name)}
      error={p.errors[name]}
      required={required}
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      placeholder={placeholder}
    />
  );
}

/** "Quanto posso spendere": incomes of up to two applicants, other instalments, savings. */
export function BudgetFields({ p }: { p: FieldsProps }) {
  return (
    <div className={styles.grid}>
      <NumberField
        p={p}
        name="income1"
        label="Reddito netto mensile, 1° richiedente (€)"
        placeholder="es. 2.100"
        required
      />
      <NumberField
        p={p}
        name="age1"
        label="Età, 1° richiedente (facoltativa)"
        placeholder="es. 34"
        decimal={false}
      />
      <NumberField
        p={p}
        name="income2"
        label="Reddito netto mensile, 2° richiedente (€, facoltativo)"
        placeholder="es. 1.500"
      />
      <NumberField
        p={p}
        name="age2"
        label="Età, 2° richiedente (facoltativa)"
        placeholder="es. 32"
        decimal={false}
      />
      <NumberField
        p={p}
        name="otherInstalments"
        label="Rate di altri finanziamenti in corso (€ al mese)"
        placeholder="0"
      />
      <NumberField
        p={p}
        name="savings"
        label="Risparmi disponibili (€)"
        placeholder="es. 60.000"
        required
      />
    </div>
  );
}

/** "Rata di un mutuo": the price of the property and the loan. */
export function RataFields({
  p,
  defaultLtvPercent,
}: {
  p: FieldsProps;
  defaultLtvPercent: number;
}) {
  return (
    <div className={styles.grid}>
      <NumberField
        p={p}
        name="price"
        label="Prezzo dell’immobile (€, facoltativo)"
        placeholder="es. 250.000"
      />
      <NumberField
        p={p}
        name="loan"
        label="Importo del mutuo (€)"
        placeholder={p.values.price ? `${defaultLtvPercent} % del prezzo` : 'es. 150.000'}
        required={p.values.price.trim() === ''}
      />
    </div>
  );
}

/**
 * Duration, rate, the purchase (prima/seconda casa, seller, the Consap facts, rendita) and the
 * agency's commission.
 */
export function CommonFields({ p, askConsapAge }: { p: FieldsProps; askConsapAge: boolean }) {
  return (
    <>
      <div className={styles.grid}>
        <NumberField p={p} name="years" label="Durata del mutuo (anni)" decimal={false} required />
        <NumberField p={p} name="rate" label="Tasso annuo nominale fisso (TAN, %)" required />
      </div>
      <div className={styles.grid}>
        <ChoiceGroup
          legend="Abitazione"
          name="home"
          value={p.values.home}
          choices={[
            { value: 'prima', label: 'Prima casa' },
            { value: 'seconda', label: 'Seconda casa' },
          ]}
          onChange={(value) => p.set('home', value)}
        />
        <ChoiceGroup
          legend="Chi vende"
          name="seller"
          value={p.values.seller}
          choices={[
            { value: 'private', label: 'Privato' },
            { value: 'builder', label: 'Impresa (con IVA)' },
          ]}
          onChange={(value) => p.set('seller', value)}
        />
      </div>
      {p.values.home === 'prima' ? <ConsapFields p={p} askAge={askConsapAge} /> : null}
      <div className={styles.grid}>
        <NumberField
          p={p}
          name="rendita"
          label="Rendita catastale (€, facoltativa)"
          placeholder="se la conosci"
        />
        <NumberField p={p} name="commission" label="Provvigione dell’agenzia (% + IVA)" />
      </div>
    </>
  );
}
