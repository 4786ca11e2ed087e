import { describe, expect, it, vi } from 'vitest';
import { isNetworkError } from './api-error';
import { onFirstUse } from './on-first-use';

describe('a module fetched on first use', () => {
  it('is fetched once however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve({ value: 1 }));
    const get = onFirstUse(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a NetworkError when the fetch fails, and fetches again next time', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('ok');
    const get = onFirstUse(load);
    const failure = await get().catch((error: unknown) => error);
    expect(isNetworkError(failure)).toBe(true);
    expect(await get()).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
