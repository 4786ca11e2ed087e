import { useContext, useEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode, Ref, RefObject } from 'react';
import { ComboBoxStateContext, Input } from 'react-aria-components/ComboBox';
import type { ComboBoxState, Key } from 'react-aria-components/ComboBox';
import { assignRef, describedBy } from './field';
import type { FieldIds } from './field';

/** An option of a combobox list: its react-aria key, its label, its place in the options. */
export interface ComboItem {
  id: string;
  label: string;
  position: number;
}

export interface ComboInputProps {
  inputRef: Ref<HTMLInputElement>;
  /** Filled with react-aria's combobox state, for the owner's handlers. */
  stateRef: RefObject<ComboBoxState<ComboItem> | null>;
  /** Filled with the highlighted option while the list is open (react-aria drops it on close). */
  lastActive: RefObject<Key | null>;
  ids: FieldIds;
  error: string | undefined;
  required: boolean | undefined;
  placeholder: string;
  className: string | undefined;
  /** The list has options (else the popup holds only a message, and no listbox). */
  hasOptions: boolean;
  /** Enter belongs to the field even with the list closed (it never sends the form then). */
  holdsEnter: boolean;
  /** Escape belongs to the field even with the list closed (typed text to drop). */
  holdsEscape: boolean;
  /** Required as a native constraint (a select), or only said (a tag box, whose text may stay empty). */
  requiredAs?: 'native' | 'aria';
  popoverRef: RefObject<HTMLElement | null>;
  onType: (text: string) => void;
  /** The list was opened by a click or an arrow. */
  onOpen: () => void;
  /** An arrow or a page key moved the highlight in the open list. */
  onNavigate: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  /** Focus left the field (not for its list). */
  onLeave: () => void;
  /** Keys the owner handles besides (Backspace in an empty tag box). */
  onOtherKey?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * For the list's ref: a scrolling list is a Tab stop in Chromium, and the list sits right
 * after the box, so Tab would land in it instead of leaving the field. react-aria sets no
 * tabindex on a combobox's list (its options are reached with the arrows from the box).
 */
export function keepOutOfTabOrder(element: HTMLElement | null) {
  element?.setAttribute('tabindex', '-1');
}

/** Marks what react-aria's overlays leave visible (toasts, and here the page). */
const TOP_LAYER = 'data-react-aria-top-layer';

const NAVIGATION_KEYS = ['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp'];

/**
 * The text box of a react-aria `ComboBox`, for the fields that own their text (search,
 * tags). react-aria opens the list while typing and moves the highlight; Enter, Escape and
 * Tab are handled here first, in the capture phase, so that each is handled once: Enter
 * confirms (and never also sends the surrounding form), Escape cancels, and Tab leaves
 * the choice to the owner's blur instead of react-aria taking the highlighted option.
 */
export function ComboInput({
  inputRef,
  stateRef,
  lastActive,
  ids,
  error,
  required,
  placeholder,
  className,
  hasOptions,
  holdsEnter,
  holdsEscape,
  requiredAs = 'native',
  popoverRef,
  onType,
  onOpen,
  onNavigate,
  onConfirm,
  onCancel,
  onLeave,
  onOtherKey,
}: ComboInputProps): ReactNode {
  const state = useContext(ComboBoxStateContext) as ComboBoxState<ComboItem> | null;
  const isOpen = state?.isOpen ?? false;
  const hasFocus = useRef(false);
  const ownInput = useRef<HTMLInputElement | null>(null);

  // While the list is open react-aria hides the rest of the page with aria-hidden, as if
  // the list were a modal (react-spectrum issue 4937 asks for a switch): the page stays
  // focusable (axe: aria-hidden-focus) and its heading and landmarks disappear. The
  // WAI-ARIA combobox is not modal: the page's top element holding the field (the app's
  // root, or a modal's overlay) is marked as a layer react-aria keeps visible, until the
  // list closes. This effect runs before react-aria's (children first).
  useEffect(() => {
    const input = ownInput.current;
    if (!isOpen || !input) return;
    const body = input.ownerDocument.body;
    let top: HTMLElement = input;
    while (top.parentElement && top.parentElement !== body) top = top.parentElement;
    if (top === input || top.hasAttribute(TOP_LAYER)) return;
    top.setAttribute(TOP_LAYER, '');
    return () => top.removeAttribute(TOP_LAYER);
  }, [isOpen]);
  useEffect(() => {
    stateRef.current = state;
    if (state?.isOpen) lastActive.current = state.selectionManager.focusedKey;
  });

  const open = () => {
    if (isOpen) return;
    state?.open(null, 'manual');
    onOpen();
  };
  const onKeyDownCapture = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'Enter' || key === 'Escape') {
      if (!isOpen && !(key === 'Enter' ? holdsEnter : holdsEscape)) return;
      event.preventDefault();
      event.stopPropagation();
      if (key === 'Enter') onConfirm();
      else onCancel();
    } else if (key === 'Tab') {
      event.stopPropagation();
    } else if (NAVIGATION_KEYS.includes(key)) {
      if (isOpen) return onNavigate();
      event.preventDefault();
      event.stopPropagation();
      open();
    }
  };

  return (
    <Input
      ref={(element: HTMLInputElement | null) => {
        ownInput.current = element;
        assignRef(inputRef, element);
      }}
      id={ids.inputId}
      className={className}
      placeholder={placeholder}
      required={requiredAs === 'native' ? required : undefined}
      aria-required={requiredAs === 'aria' ? required || undefined : undefined}
      spellCheck={false}
      {...describedBy(ids, error)}
      onKeyDownCapture={onKeyDownCapture}
      onKeyDown={onOtherKey}
      onChange={(event) => {
        state?.open(null, 'input');
        onType(event.target.value);
      }}
      // Typing replaces the shown text: focus selects it (a click selects it again,
      // since the pointer's release would otherwise drop the selection). react-aria
      // also sends focus and blur events to the box as the highlight leaves or enters
      // the list: those are not the field's own.
      onFocus={(event) => {
        if (hasFocus.current) return;
        hasFocus.current = true;
        event.currentTarget.select();
      }}
      onClick={(event) => {
        if (isOpen) return;
        open();
        event.currentTarget.select();
      }}
      onBlur={(event) => {
        const to = event.relatedTarget;
        if (to instanceof Node && popoverRef.current?.contains(to)) return;
        hasFocus.current = false;
        onLeave();
      }}
      render={(props) => (
        <input {...props} aria-controls={hasOptions ? props['aria-controls'] : undefined} />
      )}
    />
  );
}
