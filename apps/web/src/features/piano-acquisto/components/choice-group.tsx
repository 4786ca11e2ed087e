import { useId } from 'react';
import styles from './calculator.module.css';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

/** A radio group drawn as segmented buttons (arrow keys move between choices, as native radios do). */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.segments}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.segment} htmlFor={`${id}-${choice.value}`}>
            <input
              id={`${id}-${choice.value}`}
              type="radio"
              name={`${name}-${id}`}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
