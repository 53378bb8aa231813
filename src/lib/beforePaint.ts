/**
 * Runs `work` in the next frame, just before it is painted. What measures the page (scrolling
 * something into view, moving focus) then reads the layout the browser computes for that paint
 * anyway, instead of forcing it in the task that answered a key press: at 4x CPU that forced
 * layout was the part that took an answer's task over 50 ms. Returns the cancel, for an effect's
 * cleanup.
 */
export function beforePaint(work: () => void): () => void {
  const id = requestAnimationFrame(() => work());
  return () => cancelAnimationFrame(id);
}
