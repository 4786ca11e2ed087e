// What the Display Rata script may cost (QUALITY.md P10), in one place: the widget build
// prints its size against it, the bench judges P10 by it, and e2e/tools-widget.spec.ts checks
// the transfer with it.

/** Bytes on the wire, compressed as the server sends it (brotli): 8 kB. */
export const WIDGET_BUDGET_BROTLI = 8 * 1024;

/** Main-thread time for 200 prices on a CPU slowed four times, in ms. */
export const WIDGET_BUDGET_MAIN_THREAD_MS = 50;
