import type { CalculatorValues } from '../model/calculator-form';
import type { FieldErrors } from '../model/compute-plan';

/** What each group of the calculator's fields is given. */
export interface FieldsProps {
  values: CalculatorValues;
  /** Errors to show now (fields touched or filled). */
  errors: FieldErrors;
  set: <K extends keyof CalculatorValues>(key: K, value: CalculatorValues[K]) => void;
  touch: (key: keyof CalculatorValues) => void;
}
