import { describe, expect, it, vi } from 'vitest';
import { deferredPart } from './deferredPart';

const Part = () => null;

describe('deferredPart', () => {
  it('says whether its code is there: not before the fetch, yes after it', async () => {
    const part = deferredPart(() => Promise.resolve(Part));
    expect(part.isLoaded()).toBe(false);
    await part.preload();
    expect(part.isLoaded()).toBe(true);
  });

  it('is not loaded after a failed fetch, and fetches again next time', async () => {
    const load = vi.fn<() => Promise<typeof Part>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Part);
    const part = deferredPart(load);
    await expect(part.preload()).rejects.toThrow('offline');
    expect(part.isLoaded()).toBe(false);
    await part.preload();
    expect(part.isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
