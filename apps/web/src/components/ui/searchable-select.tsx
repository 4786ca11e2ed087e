import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { assignRef, describedBy, useFieldIds } from './field';
import type { FieldProps } from './field';
import { FormField } from './form-field';
import { nextActiveIndex } from './listbox-keys';
import type { SelectOption } from './listbox-keys';
import { buildSearchIndex, exactMatches, rankMatches } from './search-filter';
import { useDismiss } from './use-dismiss';
import controls from './controls.module.css';
import styles from './searchable-select.module.css';

export interface SearchableSelectProps extends FieldProps<string> {
  options: readonly SelectOption[];
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
  /**
   * The options come from a server search: each keystroke is told here, and every option
   * given is shown, those whose label holds the text first.
   */
  onSearch?: (text: string) => void;
  /** With onSearch: the answer for the text typed is on its way. */
  searching?: boolean;
}

/** Height of one option in px; fixed so the virtualiser never measures. */
export const OPTION_HEIGHT = 36;

/** The field's own message when the text left in it names no option. */
export const notAChoiceMessage = (text: string) =>
  `«${text}» non è tra le scelte: scegline una dall’elenco.`;
/** The same when several options carry that very name. */
export const ambiguousChoiceMessage = (text: string) =>
  `Più scelte si chiamano «${text}»: scegli quella giusta dall’elenco.`;

/**
 * Select with a search box (WAI-ARIA editable combobox with list autocomplete). Typing
 * filters the options, ignoring case and accents, and ranks them: the option named
 * exactly as typed first, then those starting with it, then those holding it (so 'Roma'
 * + Enter picks Roma, never Arcinazzo Romano). The list is virtualised, so thousands of
 * options (the 7,904 comuni) filter and render within a frame.
 * - Focus selects the shown label, so typing replaces it.
 * - Arrows and PageUp/PageDown move, Enter chooses the highlighted option, Escape closes
 *   and restores the chosen label.
 * - With `onSearch` the options are a server's answer to what is typed (a type-ahead over
 *   tens of thousands of records): all are shown, those whose label holds the text first.
 * - Leaving the field (Tab, a click elsewhere) commits the option named exactly as typed,
 *   or the one reached with the arrows; emptied text clears the value (''). Any other
 *   text stays in the box with a message on the field saying why, and the input reports
 *   it as its custom validity, so a form does not send while it is there.
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
  onSearch,
  searching = false,
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
  // Why the text left in the box was not taken.
  const [problem, setProblem] = useState<string | null>(null);
  // The highlight was moved with the keyboard since the last keystroke: leaving takes it.
  const navigated = useRef(false);
  const matches = useMemo(() => {
    const ranked = rankMatches(index, query ?? '');
    if (!onSearch || (query ?? '').trim() === '') return ranked;
    // The server's answer: those whose label holds the text first (Enter takes the best),
    // then those it found by a field the label does not show, in its order. An empty
    // choice ('Tutte') shows only when its label is typed.
    const seen = new Set(ranked);
    return [
      ...ranked,
      ...options.flatMap((o, position) => (seen.has(position) || o.value === '' ? [] : [position])),
    ];
  }, [onSearch, options, index, query]);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);

  // A value set from outside (a reset, another field) or a disabled field drops the typing.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value || (disabled && (query !== null || problem !== null))) {
    setShownValue(value);
    setQuery(null);
    setProblem(null);
  }
  useEffect(() => {
    inputRef.current?.setCustomValidity(problem ?? '');
  }, [problem]);

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
    setProblem(null);
    setOpen(false);
  };
  /** What the typed text stands for, when it is left or confirmed without a highlight. */
  const settle = () => {
    setOpen(false);
    if (query === null) return;
    const text = query.trim();
    if (text === '') {
      if (value !== '') onChange('');
      setQuery(null);
      setProblem(null);
      return;
    }
    if (navigated.current && activePosition !== undefined) return choose(activePosition);
    const exact = exactMatches(index, text).filter((position) => !options[position]?.disabled);
    if (exact.includes(selectedPosition)) return choose(selectedPosition);
    if (exact.length === 1) return choose(exact[0]);
    setProblem(exact.length > 1 ? ambiguousChoiceMessage(text) : notAChoiceMessage(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'Escape') {
      if (open || query !== null) event.preventDefault();
      setOpen(false);
      setQuery(null);
      setProblem(null);
    } else if (key === 'Enter') {
      // Enter on a chosen label submits the form, as in any field.
      if (!open && query === null) return;
      event.preventDefault();
      if (open && activePosition !== undefined) choose(activePosition);
      else settle();
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
        if (next !== null) {
          navigated.current = true;
          moveTo(next);
        }
      }
    }
  };

  const shownError = problem ?? error;

  return (
    <FormField label={label} ids={ids} required={required} error={shownError}>
      <div ref={containerRef} className={controls.anchor}>
        <input
          ref={(element) => {
            inputRef.current = element;
            assignRef(ref, element);
          }}
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
          {...describedBy(ids, shownError)}
          onChange={(event) => {
            setQuery(event.target.value);
            onSearch?.(event.target.value);
            setProblem(null);
            setOpen(true);
            setActive(0);
            navigated.current = false;
            virtualizer.scrollToOffset(0);
          }}
          // Typing replaces the shown label: focus selects it (a click selects it again,
          // since the pointer's release would otherwise drop the selection).
          onFocus={(event) => event.currentTarget.select()}
          onClick={(event) => {
            if (open) return;
            openList();
            event.currentTarget.select();
          }}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (
              event.relatedTarget instanceof Node &&
              containerRef.current?.contains(event.relatedTarget)
            )
              return;
            settle();
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
                // A scrolling list is a Tab stop in Chromium: Tab must leave the field.
                tabIndex={-1}
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
                {searching ? 'Ricerca…' : 'Nessun risultato'}
              </p>
            )}
          </div>
        )}
      </div>
    </FormField>
  );
}
