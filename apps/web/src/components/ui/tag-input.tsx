import { useMemo, useRef, useState } from 'react';
import type { Ref } from 'react';
import { ComboBox, ListBox, ListBoxItem, Popover } from 'react-aria-components/ComboBox';
import type { ComboBoxState, Key } from 'react-aria-components/ComboBox';
import { Button, Tag, TagGroup, TagList } from 'react-aria-components/TagGroup';
import { ComboInput, keepOutOfTabOrder } from './combo-input';
import type { ComboItem } from './combo-input';
import { assignRef, useFieldIds } from './field';
import type { FieldProps } from './field';
import { FormField } from './form-field';
import { addTag, matchSuggestions } from './tag-rules';
import controls from './controls.module.css';
import styles from './tag-input.module.css';

export interface TagInputProps extends FieldProps<string[]> {
  /** Proposed tags, matched by substring ignoring case; chosen ones are left out. */
  suggestions?: readonly string[];
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

const suggestionKey = (tag: string) => `tag:${tag}`;

/**
 * Tags shown with a '#' prefix (the value holds them without it): the chosen ones are a
 * react-aria `TagGroup` (one Tab stop, arrows between tags), the box is a react-aria
 * `ComboBox` proposing the suggestions. Enter adds the typed text, or the suggestion
 * highlighted with the arrows; a blank or repeated tag is ignored, and Enter never sends
 * the surrounding form. A tag is removed by clicking it, by Backspace or Delete on it, or
 * by Backspace in the empty box (the last tag).
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
  const [text, setText] = useState('');
  const stateRef = useRef<ComboBoxState<ComboItem> | null>(null);
  const lastActive = useRef<Key | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const popoverRef = useRef<HTMLElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  // The list is drawn inside the field, so it sits in the page's landmarks as the field does.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const matches = useMemo(
    () =>
      matchSuggestions(suggestions, text, value).map((tag, position) => ({
        id: suggestionKey(tag),
        label: tag,
        position,
      })),
    [suggestions, text, value],
  );

  const add = (tag: string) => {
    const next = addTag(value, tag);
    if (next.length !== value.length) onChange(next);
    setText('');
    // Closed, so the tags (hidden from assistive technology while a list is open) show again.
    stateRef.current?.close();
  };
  const remove = (keys: Set<Key>) => {
    const next = value.filter((tag) => !keys.has(tag));
    onChange(next);
    // The last tag gone, the tag list goes too: focus goes back to the box.
    if (next.length === 0) inputRef.current?.focus();
  };

  return (
    <FormField label={label} ids={ids} required={required} error={error}>
      <div
        ref={setContainer}
        className={controls.anchor}
        onBlur={(event) => {
          const to = event.relatedTarget;
          const inside =
            to instanceof Node &&
            (event.currentTarget.contains(to) || popoverRef.current?.contains(to));
          if (!inside) onBlur?.();
        }}
      >
        <div
          ref={boxRef}
          className={`${controls.control} ${styles.box}`}
          aria-disabled={disabled || undefined}
        >
          {value.length > 0 && (
            <TagGroup
              aria-label={`${label}: tag scelti`}
              onRemove={remove}
              disabledKeys={disabled ? value : []}
            >
              <TagList className={styles.tags}>
                {value.map((tag) => (
                  <Tag key={tag} id={tag} textValue={`#${tag}`} className={styles.tag}>
                    {/* Named «Rimuovi il tag» + the tag's own name (react-aria adds it). */}
                    <Button
                      slot="remove"
                      className={styles.tagButton}
                      aria-label="Rimuovi il tag"
                      // The tag itself is the Tab stop; Backspace or Delete on it removes it.
                      excludeFromTabOrder
                    >
                      <span>#{tag}</span>
                      <span aria-hidden="true" className={styles.remove}>
                        ×
                      </span>
                    </Button>
                  </Tag>
                ))}
              </TagList>
            </TagGroup>
          )}
          <ComboBox<ComboItem>
            className={styles.field}
            aria-labelledby={ids.labelId}
            items={matches}
            selectedKey={null}
            inputValue={text}
            onInputChange={() => undefined}
            onSelectionChange={(key) => {
              const chosen = matches.find((item) => item.id === key);
              if (chosen) add(chosen.label);
            }}
            menuTrigger="manual"
            allowsCustomValue
            validationBehavior="aria"
            isDisabled={disabled}
          >
            <ComboInput
              inputRef={(element) => {
                inputRef.current = element;
                assignRef(ref, element);
              }}
              stateRef={stateRef}
              lastActive={lastActive}
              ids={ids}
              error={error}
              required={required}
              requiredAs="aria"
              placeholder={placeholder}
              className={styles.input}
              hasOptions={matches.length > 0}
              holdsEnter
              holdsEscape={false}
              popoverRef={popoverRef}
              onType={setText}
              onOpen={() => undefined}
              onNavigate={() => undefined}
              onConfirm={() => {
                const state = stateRef.current;
                const active = state?.isOpen ? state.selectionManager.focusedKey : null;
                const suggestion = matches.find((item) => item.id === active);
                add(suggestion ? suggestion.label : text);
              }}
              onCancel={() => stateRef.current?.close()}
              onLeave={() => undefined}
              onOtherKey={(event) => {
                if (event.key !== 'Backspace' || text !== '' || value.length === 0) return;
                event.preventDefault();
                onChange(value.slice(0, -1));
              }}
            />
            {/* As wide as the whole box, tags included. */}
            <Popover
              ref={popoverRef}
              triggerRef={boxRef}
              UNSTABLE_portalContainer={container ?? undefined}
              className={controls.ariaPopover}
              offset={2}
              // Drawn inside the field: react-aria's 12 px margin from the container's edge would
              // push the list right of the box.
              containerPadding={0}
            >
              <ListBox<ComboItem>
                aria-label={`Suggerimenti per ${label}`}
                ref={keepOutOfTabOrder}
                className={controls.listbox}
              >
                {(item) => (
                  <ListBoxItem
                    id={item.id}
                    textValue={`#${item.label}`}
                    className={controls.option}
                  >
                    #{item.label}
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </ComboBox>
        </div>
        {value.map((tag) => (
          <input key={tag} type="hidden" name={name} value={tag} />
        ))}
      </div>
    </FormField>
  );
}
