import { useEffect, useState } from 'react';

/** Marks content the promo banner must never float over (the attribute's value is ignored). */
export const PROMO_AVOID_ATTRIBUTE = 'data-promo-avoid';

/** The bottom of the viewport where the banner floats: the lowest fifth. */
const BANNER_ZONE_MARGIN = '-80% 0px 0px 0px';

const FIELD = 'input, select, textarea, [contenteditable="true"], [role="combobox"]';

const isField = (target: EventTarget | null) => target instanceof Element && target.matches(FIELD);

/** Whether a form field has the focus: on a phone the keyboard leaves little room, and the banner would cover it. */
function useFieldFocused(): boolean {
  // No document on the server (a prerendered page, decision 091): no field has the focus there.
  const [focused, setFocused] = useState(
    () => typeof document !== 'undefined' && isField(document.activeElement),
  );
  useEffect(() => {
    const onIn = (event: FocusEvent) => setFocused(isField(event.target));
    // relatedTarget is where the focus goes: no flash of the banner between two fields.
    const onOut = (event: FocusEvent) => setFocused(isField(event.relatedTarget));
    document.addEventListener('focusin', onIn);
    document.addEventListener('focusout', onOut);
    return () => {
      document.removeEventListener('focusin', onIn);
      document.removeEventListener('focusout', onOut);
    };
  }, []);
  return focused;
}

/**
 * Whether an element marked `data-promo-avoid` (the registration form the banner advertises,
 * the Display Rata representative example…) reaches the bottom of the viewport, where the
 * banner floats. Elements that appear later (lazy pages, deferred sections) are picked up.
 */
function useAvoidedContentBelow(): boolean {
  const [crowded, setCrowded] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const inZone = new Set<Element>();
    const update = () => {
      for (const element of inZone) if (!element.isConnected) inZone.delete(element);
      setCrowded(inZone.size > 0);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inZone.add(entry.target);
          else inZone.delete(entry.target);
        }
        update();
      },
      { rootMargin: BANNER_ZONE_MARGIN },
    );
    const observeAll = () => {
      document.querySelectorAll(`[${PROMO_AVOID_ATTRIBUTE}]`).forEach((e) => observer.observe(e));
      update();
    };
    observeAll();
    const mutations = new MutationObserver(observeAll);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      mutations.disconnect();
      observer.disconnect();
    };
  }, []);
  return crowded;
}

/** true while the banner must step aside: a field has the focus, or avoided content is below. */
export function useBannerYields(): boolean {
  const focused = useFieldFocused();
  const crowded = useAvoidedContentBelow();
  return focused || crowded;
}
