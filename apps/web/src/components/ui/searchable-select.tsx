import { useEffect, useMemo, useRef, useState } from 'react';
import type { Ref } from 'react';
import { ComboBox, ListBox, ListBoxItem, Popover } from 'react-aria-components/ComboBox';
import type { ComboBoxState, Key } from 'react-aria-components/ComboBox';
import { ListLayout, Virtualizer } from 'react-aria-components/Virtualizer';
import { ComboInput, keepOutOfTabOrder } from './combo-input';
import type { ComboItem } from './combo-input';
import { useFieldIds } from './field';
import type { FieldProps } from './field';
import { FormField } from './form-field';
import type { SelectOption } from './listbox-keys';
import { keyOf } from './option-keys';
import { buildNameIndex, exactNames } from '@portal/shared/domain/name-search';
import {
  ambiguousChoiceMessage,
  KEEP_TYPING_MESSAGE,
  matchOptions,
  notAChoiceMessage,
  severalMatchMessage,
} from './searchable-select-rules';
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

const LAYOUT_OPTIONS = { rowHeight: OPTION_HEIGHT, padding: 4 };

/**
 * Select with a search box: react-aria-components' `ComboBox` (WAI-ARIA editable combobox
 * with list autocomplete), its list virtualised with react-aria's `Virtualizer` and
 * `ListLayout`, so thousands of options (the 7,904 comuni) filter and render within a
 * frame. Typing filters the options with the shared name search (decision 096), ignoring
 * case, accents and punctuation, and by an option's other names too ('Reggio Emilia'
 * finds Reggio nell'Emilia); it ranks them: named as typed first, then starting with it,
 * then holding it, the best 50 shown, with a line asking for more letters when more match.
 * - Enter chooses only when the text stands for one option: the one named as typed
 *   ('Roma', never Arcinazzo Romano), or the only one found; while several match
 *   ('Reggio') it chooses nothing and says so. That option is the one highlighted.
 * - Focus selects the shown label, so typing replaces it; a click opens the list.
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
  const index = useMemo(
    () => buildNameIndex(options.map((o) => (o.aliases ? [o.label, ...o.aliases] : o.label))),
    [options],
  );
  const items = useMemo<ComboItem[]>(
    () =>
      options.map((option, position) => ({
        id: keyOf(option.value),
        label: option.label,
        position,
      })),
    [options],
  );
  const disabledKeys = useMemo(
    () => options.filter((o) => o.disabled).map((o) => keyOf(o.value)),
    [options],
  );
  const selectedPosition = options.findIndex((option) => option.value === value);
  const selected = options[selectedPosition];

  // null: not searching, the box shows the chosen label.
  const [query, setQuery] = useState<string | null>(null);
  // Why the text left in the box was not taken.
  const [problem, setProblem] = useState<string | null>(null);
  // The list was just opened by a click or an arrow.
  const [opened, setOpened] = useState(false);
  const stateRef = useRef<ComboBoxState<ComboItem> | null>(null);
  // The highlight was moved with the keyboard since the last keystroke: leaving takes it.
  const navigated = useRef(false);
  // The highlighted option while the list was last open (react-aria drops it on close).
  const lastActive = useRef<Key | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const popoverRef = useRef<HTMLElement>(null);
  // The list is drawn inside the field, so it sits in the page's landmarks as the field does.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);

  const { shown, cut, only } = useMemo(() => {
    const found = matchOptions(index, options, query, onSearch !== undefined);
    const item = (position: number | undefined) =>
      position === undefined ? undefined : items[position];
    return {
      shown: found.shown.flatMap((position) => item(position) ?? []),
      cut: found.cut,
      only: item(found.only)?.id ?? null,
    };
  }, [index, options, query, onSearch, items]);

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

  // While typing, the option the text stands for is highlighted (Enter takes it), also when
  // a server's answer arrives after the keystroke, not once the arrows have moved the
  // highlight; none while several match. Opened by a click or an arrow on the chosen label,
  // the chosen option is. Set after react-aria's own effect, which drops the highlight
  // when the text changes.
  const firstEnabled = only;
  const chosenKey = selected ? keyOf(selected.value) : null;
  useEffect(() => {
    const state = stateRef.current;
    if (!state || query === null || navigated.current) return;
    state.selectionManager.setFocusedKey(firstEnabled);
    // Options that came late enter react-aria's collection a render later, and a
    // highlight on a key it does not hold yet is dropped: set it again then.
    const frame = requestAnimationFrame(() => {
      if (!navigated.current) state.selectionManager.setFocusedKey(firstEnabled);
    });
    return () => cancelAnimationFrame(frame);
  }, [query, firstEnabled]);
  useEffect(() => {
    const state = stateRef.current;
    if (!opened || !state) return;
    setOpened(false);
    state.selectionManager.setFocusedKey(query === null ? chosenKey : firstEnabled);
  }, [opened, query, chosenKey, firstEnabled]);

  const choose = (position: number | undefined) => {
    const option = position === undefined ? undefined : options[position];
    if (!option || option.disabled) return;
    if (option.value !== value) onChange(option.value);
    setQuery(null);
    setProblem(null);
    stateRef.current?.close();
  };
  const positionOf = (key: Key | null) =>
    key === null ? undefined : items.find((item) => item.id === key)?.position;

  /** What the typed text stands for, when it is left or confirmed without a highlight. */
  const settle = () => {
    if (query === null) return;
    const text = query.trim();
    if (text === '') {
      if (value !== '') onChange('');
      setQuery(null);
      setProblem(null);
      return;
    }
    const active = positionOf(lastActive.current);
    if (navigated.current && active !== undefined) return choose(active);
    const exact = exactNames(index, text).filter((position) => !options[position]?.disabled);
    if (exact.includes(selectedPosition)) return choose(selectedPosition);
    if (exact.length === 1) return choose(exact[0]);
    setProblem(exact.length > 1 ? ambiguousChoiceMessage(text) : notAChoiceMessage(text));
  };

  const shownError = problem ?? error;

  return (
    <FormField label={label} ids={ids} required={required} error={shownError}>
      <ComboBox<ComboItem>
        ref={setContainer}
        className={controls.anchor}
        aria-labelledby={ids.labelId}
        items={shown}
        selectedKey={selected ? keyOf(selected.value) : null}
        // Typing is read from the input itself: react-aria also reports the label it
        // restores after a choice, which is not typing.
        inputValue={query ?? selected?.label ?? ''}
        onInputChange={() => undefined}
        onSelectionChange={(key) => {
          // react-aria gives null when it drops a text that names no option: the text is
          // kept here, with its message, as settle() says.
          if (key !== null) choose(positionOf(key));
        }}
        // The list opens on typing, a click or an arrow, by this field's own calls: react-aria
        // would also open it when a choice puts the chosen label back in the box.
        menuTrigger="manual"
        allowsCustomValue
        allowsEmptyCollection
        validationBehavior="aria"
        isDisabled={disabled}
        disabledKeys={disabledKeys}
      >
        <ComboInput
          inputRef={(element) => {
            inputRef.current = element;
            if (typeof ref === 'function') ref(element);
            else if (ref) ref.current = element;
          }}
          stateRef={stateRef}
          lastActive={lastActive}
          ids={ids}
          error={shownError}
          required={required}
          placeholder={placeholder}
          hasOptions={shown.length > 0}
          holdsEnter={query !== null}
          holdsEscape={query !== null}
          className={`${controls.control} ${styles.input}`}
          popoverRef={popoverRef}
          onType={(text) => {
            setQuery(text);
            onSearch?.(text);
            setProblem(null);
            navigated.current = false;
          }}
          onOpen={() => setOpened(true)}
          onNavigate={() => {
            navigated.current = true;
          }}
          onConfirm={() => {
            const state = stateRef.current;
            const highlighted = state?.isOpen ? state.selectionManager.focusedKey : null;
            // Typing without the arrows, Enter takes the option the text stands for, if one.
            const typed = query !== null && !navigated.current;
            const active = typed ? only : highlighted;
            if (active !== null && active !== undefined) choose(positionOf(active));
            else if (typed && query.trim() !== '' && shown.length > 1) {
              setProblem(severalMatchMessage(query.trim()));
            } else {
              stateRef.current?.close();
              settle();
            }
          }}
          onCancel={() => {
            setQuery(null);
            setProblem(null);
            stateRef.current?.close();
          }}
          onLeave={() => {
            settle();
            onBlur?.();
          }}
        />
        <span className={styles.chevron} aria-hidden="true" />
        <Popover
          ref={popoverRef}
          UNSTABLE_portalContainer={container ?? undefined}
          className={controls.ariaPopover}
          offset={2}
          // Drawn inside the field: react-aria's 12 px margin from the container's edge would
          // push the list right of the box.
          containerPadding={0}
        >
          {shown.length > 0 ? (
            <Virtualizer layout={ListLayout} layoutOptions={LAYOUT_OPTIONS}>
              <ListBox<ComboItem>
                // Named by the field's label alone (react-aria adds «Suggerimenti»).
                aria-label=""
                aria-labelledby={ids.labelId}
                ref={keepOutOfTabOrder}
                className={`${controls.listbox} ${styles.listbox}`}
              >
                {(item) => (
                  <ListBoxItem
                    id={item.id}
                    textValue={item.label}
                    className={`${controls.option} ${styles.option}`}
                  >
                    {item.label}
                  </ListBoxItem>
                )}
              </ListBox>
            </Virtualizer>
          ) : null}
          {cut ? (
            <p className={controls.empty} role="status">
              {KEEP_TYPING_MESSAGE}
            </p>
          ) : null}
          {shown.length > 0 ? null : (
            <p className={controls.empty} role="status">
              {searching ? 'Ricerca…' : 'Nessun risultato'}
            </p>
          )}
        </Popover>
      </ComboBox>
      <input type="hidden" name={name} value={value} />
    </FormField>
  );
}
