/**
 * The tu quoque rule, decided once for every game (docs/content-notes.md). Tu quoque is a species of
 * ad hominem (the Tu Quoque lesson says so, as do the standard references): answering "Ad Hominem" to a
 * tu quoque names the right family, so it is never marked wrong. Where the options are drawn (the
 * Detective's cards, a review's choices) the genus is never drawn beside its species, so every drawn
 * set still has exactly one right option; where every fallacy is listed (the Fallacy Game's grid, the
 * check's "Which fallacy?") the genus is accepted and the feedback names the species.
 */

/** Each species the games teach, and the genus it belongs to. */
export const GENUS_OF: Readonly<Record<string, string>> = { 'tu-quoque': 'ad-hominem' };

/** Whether `chosen` is a right answer for an item of fallacy `actual`: its own name, or its genus. */
export function isRightFallacy(actual: string, chosen: string | null | undefined): boolean {
  return chosen != null && (chosen === actual || GENUS_OF[actual] === chosen);
}

/** Whether `chosen` is right only as the genus: the feedback then names the species. */
export function namedTheGenus(actual: string, chosen: string | null | undefined): boolean {
  return chosen != null && chosen !== actual && GENUS_OF[actual] === chosen;
}

/** The options that may be drawn beside `actual` as wrong ones: none of them another right answer. */
export function drawableWrong<T extends string>(actual: string, candidates: readonly T[]): T[] {
  return candidates.filter((id) => !isRightFallacy(actual, id));
}
