/**
 * Logging out in one tab ends the session in the others of the same browser: they share
 * its cookies, so their pages and half-filled forms would otherwise stay until the next
 * call failed. The tab that logs out says so on a BroadcastChannel; the signed-in layouts of
 * the other tabs listen and go to the login, which says why.
 */

export type SignedOutKind = 'user' | 'admin';

const CHANNEL = 'portal-session';

/** The navigation state of a login opened because another tab logged out. */
export interface SignedOutElsewhereState {
  signedOutElsewhere: true;
}

export const SIGNED_OUT_ELSEWHERE_MESSAGE =
  'Sei uscito in un’altra scheda: accedi di nuovo per continuare. Quello che non avevi ancora inviato in questa scheda non è stato salvato.';

export const signedOutElsewhereState: SignedOutElsewhereState = { signedOutElsewhere: true };

export function isSignedOutElsewhere(state: unknown): state is SignedOutElsewhereState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<SignedOutElsewhereState>).signedOutElsewhere === true
  );
}

// One channel per tab for sending and listening: a channel never hears its own messages,
// so the tab that logs out is not told that another one did.
let channel: BroadcastChannel | null | undefined;
function tabChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return channel;
}

/** Tells the other tabs that this one logged out. */
export function announceLogout(kind: SignedOutKind): void {
  tabChannel()?.postMessage({ type: 'logout', kind });
}

/** Calls `listener` when another tab logs out; the returned function stops listening. */
export function onLogoutElsewhere(listener: (kind: SignedOutKind) => void): () => void {
  const tab = tabChannel();
  if (!tab) return () => undefined;
  const hear = (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; kind?: unknown } | null;
    if (data?.type !== 'logout') return;
    if (data.kind === 'user' || data.kind === 'admin') listener(data.kind);
  };
  tab.addEventListener('message', hear);
  return () => tab.removeEventListener('message', hear);
}
