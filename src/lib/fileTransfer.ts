/**
 * Saving text as a file and copying it, written once for every tool that offers either (the
 * parser, the transcription tool, the progress export).
 */

/** Offers `text` as a download named `fileName`; returns that name. */
export function downloadText(text: string, fileName: string, mime = 'text/plain'): string {
  const href = URL.createObjectURL(new Blob([text], { type: `${mime};charset=utf-8` }));
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has started the download by the next task; the object URL may go a little later.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
  return fileName;
}

/** Copies `text` to the clipboard; false (with the error logged under `who`) when the browser refuses. */
export async function copyText(text: string, who: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.error(`[${who}] Could not copy to the clipboard:`, error);
    return false;
  }
}
