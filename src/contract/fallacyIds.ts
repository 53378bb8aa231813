/**
 * The 13 built-in fallacy ids, once for the site and the backend: the seed in ./seed, the content's
 * lessons and items (src/content/schema.ts re-exports them) and a class's records all use these.
 */
export const FALLACY_IDS = [
  'ad-hominem',
  'appeal-to-authority',
  'appeal-to-emotion',
  'appeal-to-ignorance',
  'appeal-to-popularity',
  'begging-the-question',
  'false-dichotomy',
  'hasty-generalization',
  'post-hoc',
  'red-herring',
  'slippery-slope',
  'straw-man',
  'tu-quoque',
] as const;
export type FallacyId = (typeof FALLACY_IDS)[number];
