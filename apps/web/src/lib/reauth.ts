import { ErrorCode } from '@portal/shared/contracts/error-codes';
import type { RouteContract } from '@portal/shared/routes/define';
import { callApi, type CallInput, type CallOutput } from './api-call';
import { isApiError } from './api-error';

/**
 * Dangerous admin actions need a fresh confirmation of identity (decision 039). The admin
 * area mounts a dialog that asks for the password or a code and registers itself here; a
 * call refused with `REAUTH_REQUIRED` opens it and, once confirmed, is sent again.
 */
type Asker = () => Promise<boolean>;
let asker: Asker | null = null;

/** Registers the dialog; the returned function unregisters it. */
export function registerReauthAsker(ask: Asker): () => void {
  asker = ask;
  return () => {
    if (asker === ask) asker = null;
  };
}

export const isReauthRequired = (error: unknown) =>
  isApiError(error) && error.status === 403 && error.code === ErrorCode.reauthRequired;

/** Runs `call`; if the server wants a re-authentication, asks for it and runs `call` once more. */
export async function withReauth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isReauthRequired(error) || !asker || !(await asker())) throw error;
    return call();
  }
}

/**
 * `callApi` for a contract marked `reauth` (a dangerous admin action): a refusal for want
 * of a fresh confirmation opens the dialog, then the call is sent again. Kept out of
 * `callApi` so the public pages never download it.
 */
export function callWithReauth<C extends RouteContract & { reauth: true }>(
  contract: C,
  input: CallInput<C>,
): Promise<CallOutput<C>> {
  return withReauth(() => callApi(contract, input));
}
