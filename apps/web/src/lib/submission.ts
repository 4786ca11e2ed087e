import { useRef, useState } from 'react';

/** What a submission hands to its call: the key that makes a repeat harmless on the server. */
export interface Submission {
  /** Sent as the `Idempotency-Key` header (lib/api-call). */
  idempotencyKey: string;
}

/**
 * A random UUID (version 4) for the `Idempotency-Key` header. Built from
 * `crypto.getRandomValues`, which, unlike `crypto.randomUUID`, also exists on a page
 * served over plain http (an office network).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What identifies the content of a submission: its JSON, with files by name, size and date. */
export function fingerprint(values: unknown): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    value instanceof File
      ? { file: value.name, size: value.size, type: value.type, modified: value.lastModified }
      : value,
  );
}

export interface SubmissionControl<T> {
  /** Sends `values` unless a submission is running (a double click sends once). */
  submit: (values: T) => void;
  /**
   * For a form: takes the only slot at the user's gesture, before any asynchronous
   * validation; false when a submission is already running. `release` gives it back.
   */
  claim: () => boolean;
  release: () => void;
  /** Sends with the slot taken; resolves when the request has ended, whatever its outcome. */
  sendClaimed: (values: T, identity?: unknown) => Promise<void>;
  /** A request is running: show the submit as disabled. */
  isPending: boolean;
}

/**
 * One submission at a time, each with its idempotency key.
 * - The slot is a ref, taken synchronously, so a second click that arrives before React
 *   renders the disabled button is refused (the pending state alone comes too late).
 * - The key is fresh for each new submission and kept when the same content is sent
 *   again after a failure (a lost network, a retry), so the server creates one record.
 *   A success forgets it.
 * - `send` must answer when the request ends (a mutation's `mutateAsync`); its failure is
 *   already shown by the mutation (toast, field messages), so it is not thrown again.
 */
export function useSubmission<T>(
  send: (values: T, submission: Submission) => Promise<unknown>,
): SubmissionControl<T> {
  const busy = useRef(false);
  const [isPending, setPending] = useState(false);
  const attempt = useRef<{ key: string; content: string } | null>(null);

  const claim = () => {
    if (busy.current) return false;
    busy.current = true;
    return true;
  };
  const release = () => {
    busy.current = false;
    setPending(false);
  };
  const sendClaimed = async (values: T, identity?: unknown) => {
    setPending(true);
    const content = fingerprint([values, identity]);
    if (attempt.current?.content !== content)
      attempt.current = { key: newIdempotencyKey(), content };
    try {
      await send(values, { idempotencyKey: attempt.current.key });
      attempt.current = null;
    } catch {
      // Shown by the mutation; the same content sent again keeps the key.
    }
  };
  const submit = (values: T) => {
    if (!claim()) return;
    void sendClaimed(values).finally(release);
  };
  return { submit, claim, release, sendClaimed, isPending };
}

/** The variables of a create mutation: the body, and the key of the submission sending it. */
export interface Keyed<B> {
  body: B;
  idempotencyKey?: string | undefined;
}
