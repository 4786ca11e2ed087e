import { useCallback, useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { assignRef, describedBy, useFieldIds } from './field';
import type { FieldProps } from './field';
import { FormField } from './form-field';
import { nextActiveIndex } from './listbox-keys';
import { addTag, matchSuggestions } from './tag-rules';
import { useScrollActiveIntoView } from './use-active-option';
import { useDismiss } from './use-dismiss';
import controls from './controls.module.css';
import styles from './tag-input.module.css';

export interface TagInputProps extends FieldProps<string[]> {
  /** Proposed tags, matched by substring ignoring case; chosen ones are left out. */
  suggestions?: readonly string[];
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Tags shown with a '#' prefix (the value holds them without it). Enter adds the typed
 * text (or the highlighted suggestion); a blank or repeated tag is ignored. A tag is
 * removed by clicking it, by Backspace or Delete on it, or by Backspace in the empty box
 * (the last tag).
 */
export function TagInput({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  id,
  suggestions = [],
  placeholder = 'Scrivi e premi Invio',
  ref,
}: TagInputProps) {
  const ids = useFieldIds(id, name);
  const listboxId = `${ids.inputId}-suggestions`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const tagRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);
  const matches = open ? matchSuggestions(suggestions, text, value) : [];
  const showList = matches.length > 0;
  const optionId = (index: number) => `${listboxId}-${index}`;
  useScrollActiveIntoView(showList && active >= 0 ? optionId(active) : null);

  const add = (tag: string) => {
    const next = addTag(value, tag);
    if (next.length !== value.length) onChange(next);
    setText('');
    setActive(-1);
  };
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    const target =
      index > 0 ? tagRefs.current[index - 1] : value.length > 1 ? tagRefs.current[1] : null;
    (target ?? inputRef.current)?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'Enter') {
      event.preventDefault();
      const suggestion = showList && active >= 0 ? matches[active] : undefined;
      add(suggestion ?? text);
    } else if (key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    } else if (key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(-1);
        return;
      }
      const next = nextActiveIndex(key, active, matches.length);
      if (next !== null) setActive(next);
    }
  };

  const assignInput = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    assignRef(ref, element);
  };

  return (
    <FormField label={label} ids={ids} required={required} error={error}>
      <div
        ref={containerRef}
        className={controls.anchor}
        onBlur={(event) => {
          if (!(
            event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)
          ))
            onBlur?.();
        }}
      >
        <div className={`${controls.control} ${styles.box}`} aria-disabled={disabled || undefined}>
          {value.length > 0 && (
            <ul className={styles.tags} aria-label={`${label}: tag scelti`}>
              {value.map((tag, index) => (
                <li key={tag}>
                  <button
                    ref={(element) => {
                      tagRefs.current[index] = element;
                    }}
                    type="button"
                    className={styles.tag}
                    aria-label={`Rimuovi il tag #${tag}`}
                    disabled={disabled}
                    onClick={() => remove(index)}
                    onKeyDown={(event) => {
                      if (event.key === 'Backspace' || event.key === 'Delete') {
                        event.preventDefault();
                        remove(index);
                      }
                    }}
                  >
                    <span>#{tag}</span>
                    <span aria-hidden="true" className={styles.remove}>
                      ×
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            ref={assignInput}
            id={ids.inputId}
            type="text"
            role="combobox"
            autoComplete="off"
            className={styles.input}
            placeholder={placeholder}
            value={text}
            disabled={disabled}
            aria-required={required || undefined}
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={showList ? listboxId : undefined}
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            {...describedBy(ids, error)}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onClick={() => setOpen(true)}
            onKeyDown={onInputKeyDown}
          />
        </div>
        {value.map((tag) => (
          <input key={tag} type="hidden" name={name} value={tag} />
        ))}
        {showList && (
          <ul
            id={listboxId}
            role="listbox"
            aria-label={`Suggerimenti per ${label}`}
            className={`${controls.popup} ${controls.listbox}`}
            // A scrolling list is a Tab stop in Chromium: focus stays on the control.
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
          >
            {matches.map((suggestion, index) => (
              <li
                key={suggestion}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                data-active={index === active || undefined}
                className={controls.option}
                onClick={() => add(suggestion)}
                onMouseMove={() => setActive(index)}
              >
                #{suggestion}
              </li>
            ))}
          </ul>
        )}
      </div>
    </FormField>
  );
}
