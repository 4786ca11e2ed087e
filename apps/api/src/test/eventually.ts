/**
 * Asks `check` again every 20 ms until it answers true; fails once `withinMs` has passed
 * without it. For what must happen within a bound: a change heard by every process within
 * the second the product promises, or a mail that leaves after the answer.
 */
export async function eventually(withinMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = performance.now() + withinMs;
  for (;;) {
    if (await check()) return;
    if (performance.now() > deadline) throw new Error(`non avvenuto entro ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
