// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, downloadText } from './fileTransfer';

afterEach(() => vi.restoreAllMocks());

describe('saving and copying text', () => {
  it('offers the text as a file of that name and type, then lets the object URL go', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:x'));
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('notes.json');
      expect(this.href).toBe('blob:x');
    });
    expect(downloadText('{"a":1}', 'notes.json', 'application/json')).toBe('notes.json');
    expect(clicked).toHaveBeenCalledOnce();
    expect(blobs[0]!.type).toBe('application/json;charset=utf-8');
    expect(await blobs[0]!.text()).toBe('{"a":1}');
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:x');
    vi.useRealTimers();
  });

  it('says whether the clipboard took the text, logging a refusal', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await copyText('hello', 'parser')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(await copyText('hello', 'parser')).toBe(false);
    expect(logged.mock.calls[0]![0]).toContain('[parser]');
  });
});
