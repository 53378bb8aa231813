/** The page's local storage, or null where it is blocked (then nothing is remembered). */
export function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}
