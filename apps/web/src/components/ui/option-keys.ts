import type { Key } from 'react-aria-components/Select';

/**
 * An option's value as a react-aria collection key. Prefixed, so the empty choice ('')
 * is a key like any other (react-aria treats an empty or missing id as "none given").
 */
export const keyOf = (value: string): string => `option:${value}`;

/** The option value a react-aria key stands for. */
export const valueOf = (key: Key): string => String(key).replace(/^option:/, '');
