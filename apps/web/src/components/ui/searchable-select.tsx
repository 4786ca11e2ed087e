import { useCallback, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { describedBy, useFieldIds } from './field';
import type { FieldProps } from './field';
import { FormField } from './form-field';
import { nextActiveIndex } from './listbox-keys';
import type { SelectOption } from './listbox-keys';
import { buildSearchIndex, filterIndex } from './search-filter';
import { useDismiss } from './use-dismiss';
import controls from './controls.module.css';
import styles from './searchable-select.module.css';

export interface SearchableSelectProps extends FieldProps<string> {
  options: readonly SelectOption[];
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Height of one option in px; fixed so the virtualiser never measures. */
export const OPTION_HEIGHT = 36;

/**
 * Select with a search box (WAI-ARIA editable combobox with list autocomplete). Typing
 * filters the options by substring, ignoring case and accents; the list is virtualised,
 * so thousands of options (the 7,904 comuni) filter and render within a frame.
 * Arrows and PageUp/PageDown move, Enter chooses, Escape closes and restores the text;
 * emptying the text and leaving the field clears the value ('').
 */
export function SearchableSelect({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  id,
  options,
  placeholder = 'Cerca',
  ref,
}: SearchableSelectProps) {
  const ids = useFieldIds(id, name);
  const listboxId = `${ids.inputId}-listbox`;
  const index = useMemo(() => buildSearchIndex(options.map((option) => option.label)), [options]);
  const selectedPosition = options.findIndex((option) => option.value === value);
  const selected = options[selectedPosition];

  // null: not searching, the box shows the chosen label.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = useMemo(() => filterIndex(index, query ?? ''), [index, query]);
  const containerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    setQuery(null);
  }, []);
  useDismiss(containerRef, open, close);

  const virtualizer = useVirtualizer({
    count: open ? matches.length : 0,
    getScrollElement: () => listRef.current,
    estimateSize: () => OPTION_HEIGHT,
    overscan: 6,
  });

  const optionId = (position: number) => `${listboxId}-${position}`;
  const activePosition = active >= 0 ? matches[active] : undefined;

  const moveTo = (next: number) => {
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };
  const openList = () => {
    if (open) return;
    setOpen(true);
    const at = query === null ? matches.indexOf(selectedPosition) : 0;
    setActive(at);
    if (at > 0) requestAnimationFrame(() => virtualizer.scrollToIndex(at, { align: 'center' }));
  };
  const choose = (position: number | undefined) => {
    const option = position === undefined ? undefined : options[position];
    if (!option || option.disabled) return;
    if (option.value !== value) onChange(option.value);
    setQuery(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'Escape') {
      if (open || query !== null) event.preventDefault();
      close();
    } else if (key === 'Enter') {
      if (!open) return;
      event.preventDefault();
      choose(activePosition);
    } else if (['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp'].includes(key)) {
      event.preventDefault();
      if (!open) openList();
      else {
        const next = nextActiveIndex(
          key,
          active,
          matches.length,
          (i) => !!options[matches[i] ?? -1]?.disabled,
        );
        if (next !== null) moveTo(next);
      }
    }
  };

  return (
    <FormField label={label} ids={ids} required={required} error={error}>
      <div ref={containerRef} className={controls.anchor}>
        <input
          ref={ref}
          id={ids.inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          className={`${controls.control} ${styles.input}`}
          placeholder={placeholder}
          value={query ?? selected?.label ?? ''}
          disabled={disabled}
          required={required}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open && matches.length > 0 ? listboxId : undefined}
          aria-activedescendant={
            open && activePosition !== undefined ? optionId(activePosition) : undefined
          }
          {...describedBy(ids, error)}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
            virtualizer.scrollToOffset(0);
          }}
          onClick={openList}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (
              event.relatedTarget instanceof Node &&
              containerRef.current?.contains(event.relatedTarget)
            )
              return;
            if (query !== null && query.trim() === '' && value !== '') onChange('');
            close();
            onBlur?.();
          }}
        />
        <span className={styles.chevron} aria-hidden="true" />
        <input type="hidden" name={name} value={value} />
        {open && (
          <div className={controls.popup} onMouseDown={(event) => event.preventDefault()}>
            {matches.length > 0 && (
              <div
                ref={listRef}
                id={listboxId}
                role="listbox"
                aria-labelledby={ids.labelId}
                className={styles.scroller}
              >
                <div
                  role="presentation"
                  className={styles.sizer}
                  style={{ height: virtualizer.getTotalSize() }}
                >
                  {virtualizer.getVirtualItems().map((item) => {
                    const position = matches[item.index] ?? -1;
                    const option = options[position];
                    if (!option) return null;
                    return (
                      <div
                        key={option.value}
                        id={optionId(position)}
                        role="option"
                        aria-selected={position === selectedPosition}
                        aria-disabled={option.disabled || undefined}
                        aria-setsize={matches.length}
                        aria-posinset={item.index + 1}
                        data-active={item.index === active || undefined}
                        className={`${controls.option} ${styles.option}`}
                        style={{ transform: `translateY(${item.start}px)` }}
                        onClick={() => choose(position)}
                        onMouseMove={() => {
                          if (item.index !== active && !option.disabled) setActive(item.index);
                        }}
                      >
                        {option.label}
                      </div>
                    );
                  })}
                </div>
              </div>
            )}
            {matches.length === 0 && (
              <p className={controls.empty} role="status">
                Nessun risultato
              </p>
            )}
          </div>
        )}
      </div>
    </FormField>
  );
}
