import { useEffect } from 'react';

/** Keeps the active option of an open listbox scrolled into view. */
export function useScrollActiveIntoView(optionId: string | null) {
  useEffect(() => {
    if (!optionId) return;
    // scrollIntoView is missing in some test DOMs.
    document.getElementById(optionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [optionId]);
}
