import { useState } from 'react';

/**
 * Whether every one of a page's queries has answered (data or error) at least once. A page
 * made of cards, each asking its own query, paints once with this instead of card by card: a
 * card painting on its own answer pushed the ones below it down the screen (layout shift,
 * QUALITY.md P7). Once true it stays true: a card whose query failed asks again when it
 * mounts, which puts that query back to pending; closing the page again would unmount the
 * card, and the card mounting again would ask again, for ever.
 */
export function useAnsweredOnce(...queries: { isPending: boolean }[]): boolean {
  const [answered, setAnswered] = useState(false);
  const now = queries.every((query) => !query.isPending);
  // Setting a component's own state while it renders is how React derives it from props.
  if (now && !answered) setAnswered(true);
  return answered || now;
}
