import { useRef } from 'react';

/** Collects the letters typed within half a second, for type-ahead in a listbox. */
export function useTypeahead() {
  const buffer = useRef({ text: '', at: 0 });
  return (key: string): string | null => {
    if (key.length !== 1 || key === ' ') return null;
    const now = Date.now();
    buffer.current = {
      text: now - buffer.current.at > 500 ? key : buffer.current.text + key,
      at: now,
    };
    return buffer.current.text;
  };
}
