import { createHash } from 'node:crypto';

/**
 * The one inline script of the portal (decision 091), written into a prerendered page that
 * is read before it is used (the home, FIMAA, the legal notices, a service's page): it marks
 * `<html data-start="gesture">`, so the app's entry (apps/web/src/main.tsx) waits, and at
 * the visitor's first gesture sets `data-start="now"` and sends `app:gesture`, which starts
 * the app. A pointer move counts only if the pointer moved: Chromium sends one without
 * movement when a page is laid out under a resting cursor, which would start the app at
 * once on every load. Inline, so it listens from the first paint even while the entry is on its way;
 * allowed by its hash in the pages' CSP, no other inline script is.
 */
export const START_ON_GESTURE_SCRIPT =
  "(()=>{const d=document.documentElement,t=['pointerdown','pointermove','touchstart','keydown','focusin','scroll'],g=e=>{if(e.type==='pointermove'&&!e.movementX&&!e.movementY)return;t.forEach(e=>removeEventListener(e,g,!0));d.dataset.start='now';d.dispatchEvent(new Event('app:gesture'))};d.dataset.start='gesture';t.forEach(e=>addEventListener(e,g,{capture:!0,passive:!0}))})()";

/** The script's hash as a CSP source. */
export const START_ON_GESTURE_CSP = `'sha256-${createHash('sha256').update(START_ON_GESTURE_SCRIPT).digest('base64')}'`;
