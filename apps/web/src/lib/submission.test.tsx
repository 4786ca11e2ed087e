import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fingerprint, newIdempotencyKey, useSubmission, type Submission } from './submission';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A send whose every call waits until the test settles it. */
function controlledSend() {
  const calls: { values: unknown; key: string; settle: (ok: boolean) => void }[] = [];
  const send = vi.fn(
    (values: unknown, { idempotencyKey }: Submission) =>
      new Promise<void>((resolve, reject) =>
        calls.push({
          values,
          key: idempotencyKey,
          settle: (ok) => (ok ? resolve() : reject(new Error('rete'))),
        }),
      ),
  );
  return { send, calls };
}

describe('submission', () => {
  it('makes random version-4 UUIDs', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('tells files apart by name, size and date in the fingerprint', () => {
    const a = new File(['x'], 'a.png', { type: 'image/png', lastModified: 1 });
    const b = new File(['xy'], 'a.png', { type: 'image/png', lastModified: 1 });
    expect(fingerprint({ image: a })).not.toBe(fingerprint({ image: b }));
    expect(fingerprint({ image: a })).toBe(
      fingerprint({ image: new File(['y'], 'a.png', { type: 'image/png', lastModified: 1 }) }),
    );
  });

  it('sends once while a submission runs, however often it is asked', async () => {
    const { send, calls } = controlledSend();
    const { result } = renderHook(() => useSubmission(send));
    act(() => {
      result.current.submit({ nome: 'Laura' });
      result.current.submit({ nome: 'Laura' });
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.isPending).toBe(true);
    await act(async () => calls[0]?.settle(true));
    expect(result.current.isPending).toBe(false);
    act(() => result.current.submit({ nome: 'Laura' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps the key when the same content is sent again after a failure, and only then', async () => {
    const { send, calls } = controlledSend();
    const { result } = renderHook(() => useSubmission(send));
    const run = async (values: unknown, ok: boolean) => {
      act(() => result.current.submit(values));
      await act(async () => calls.at(-1)?.settle(ok));
      return calls.at(-1)?.key;
    };
    const first = await run({ nome: 'Laura' }, false);
    expect(first).toMatch(UUID_V4);
    // The network failed: the same submission again keeps its key.
    expect(await run({ nome: 'Laura' }, true)).toBe(first);
    // After a success, the next submission is a new one, even with the same content.
    const third = await run({ nome: 'Laura' }, false);
    expect(third).not.toBe(first);
    // Changed content after a failure is a new submission too.
    expect(await run({ nome: 'Marta' }, true)).not.toBe(third);
  });
});
