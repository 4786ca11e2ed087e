import { createHash } from 'node:crypto';

/**
 * The one inline script of the portal (decisions 091 and 099), written into every prerendered
 * page that starts the app at the visitor's first gesture. It marks
 * `<html data-start="gesture">`, so the app's entry (apps/web/src/main.tsx) waits, and at the
 * first gesture sets `data-start="now"` and sends `app:gesture`, which starts the app. A
 * pointer move counts only if the pointer moved: Chromium sends one without movement when a
 * page is laid out under a resting cursor, which would start the app at once on every load.
 *
 * Until the app has taken the page over (it sends `app:ready`, after adopting what was typed
 * into the fields), a press of a button or a form's submission is held, not lost and not sent
 * as a plain HTML form: the last one is pressed again once the app is there. So every control
 * of the page works from the first paint: fields keep what is typed (the browser's own), a
 * button does what it says, a little later. Inline, so it listens from the first paint even
 * while the entry is on its way; allowed by its hash in the pages' CSP, no other inline
 * script is.
 */
export const START_ON_GESTURE_SCRIPT =
  "(()=>{const d=document.documentElement,t=['pointerdown','pointermove','touchstart','keydown','focusin','scroll'],o={capture:!0,passive:!0};let h=null;const g=e=>{if(e.type==='pointermove'&&!e.movementX&&!e.movementY)return;t.forEach(e=>removeEventListener(e,g,o));d.dataset.start='now';d.dispatchEvent(new Event('app:gesture'))},k=e=>{if(d.dataset.start==='ready')return;const x=e.type==='submit'?e.target:e.target.closest&&e.target.closest('button');if(!x)return;e.preventDefault();e.stopPropagation();h=x};d.dataset.start='gesture';t.forEach(e=>addEventListener(e,g,o));addEventListener('click',k,!0);addEventListener('submit',k,!0);d.addEventListener('app:ready',()=>{d.dataset.start='ready';const x=h;h=null;if(x&&x.isConnected)x.tagName==='FORM'?x.requestSubmit():x.click()},{once:!0})})()";

/** The script's hash as a CSP source. */
export const START_ON_GESTURE_CSP = `'sha256-${createHash('sha256').update(START_ON_GESTURE_SCRIPT).digest('base64')}'`;
