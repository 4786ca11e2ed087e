import { useState } from 'react';
import type { ComponentType } from 'react';
import type { FieldProps } from '../components/ui/field';

/**
 * Renders a widget controlled by real state, as react-hook-form would, and reports
 * each emitted value to `spy`.
 */
export function Controlled<V, P extends FieldProps<V>>({
  component: Widget,
  initial,
  spy,
  ...props
}: Omit<P, 'value' | 'onChange'> & {
  component: ComponentType<P>;
  initial: V;
  spy?: (value: V) => void;
}) {
  const [value, setValue] = useState<V>(initial);
  const widgetProps = {
    ...props,
    value,
    onChange: (next: V) => {
      spy?.(next);
      setValue(next);
    },
  } as unknown as P;
  return <Widget {...widgetProps} />;
}
