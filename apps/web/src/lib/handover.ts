/**
 * What a page hands to the next one across a page load, in the same tab: a light page
 * (decision 065) leaves for the app with a full load, where the router's navigation state and
 * a toast raised before leaving would be lost. Kept in sessionStorage (this tab only) and
 * forgotten once read; a browser that refuses storage simply hands nothing over.
 */
export type HandoverKey =
  /** A success message for the next page's toast. */
  | 'toast'
  /** The e-mail typed at the login, for «Invia di nuovo il link». */
  | 'email';

const PREFIX = 'portal.handover.';
/** Beside a value: the page it is meant for. */
const PAGE = '.page';

/**
 * `page`: the path of the page it is for; another page reading it gets nothing (the user
 * left for another page before the first had started: its toast would be out of place).
 */
export function handOver(key: HandoverKey, value: string, page?: string): void {
  try {
    sessionStorage.setItem(PREFIX + key, value);
    if (page) sessionStorage.setItem(PREFIX + key + PAGE, page);
    else sessionStorage.removeItem(PREFIX + key + PAGE);
  } catch {
    // Storage refused (private mode, quota): the next page starts without it.
  }
}

/** What was handed over, left in place (a render may run twice). '' when nothing. */
export function peekHandedOver(key: HandoverKey): string {
  try {
    return sessionStorage.getItem(PREFIX + key) ?? '';
  } catch {
    return '';
  }
}

export function forgetHandedOver(key: HandoverKey): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
    sessionStorage.removeItem(PREFIX + key + PAGE);
  } catch {
    // Nothing was kept.
  }
}

/** Reads what was handed over and forgets it; '' on a page it was not meant for (`here`). */
export function takeHandedOver(key: HandoverKey, here?: string): string {
  const value = peekHandedOver(key);
  let page: string | null = null;
  try {
    page = sessionStorage.getItem(PREFIX + key + PAGE);
  } catch {
    // Nothing was kept.
  }
  forgetHandedOver(key);
  return page && here !== undefined && page !== here ? '' : value;
}
