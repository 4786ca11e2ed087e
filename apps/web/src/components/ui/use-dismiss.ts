import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Calls `onDismiss` while `open` when the pointer goes down outside `ref`'s element
 * (an outside click) or when focus moves outside it (Tab away).
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const element = ref.current;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (element && event.target instanceof Node && !element.contains(event.target)) onDismiss();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (element && next instanceof Node && !element.contains(next)) onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [ref, open, onDismiss]);
}
