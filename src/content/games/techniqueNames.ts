/**
 * The techniques' names, apart from the guide's explanations (./techniqueGuide.ts re-exports them):
 * a page that needs only the names (the analysis game's options) does not carry the guide (issue 36).
 */
/** The 21 devices the quiz uses as correct answers. */
export const QUIZ_DEVICES = [
  'Hyperbole',
  'Metaphor',
  'Simile',
  'Irony',
  'Euphemism',
  'Imagery',
  'Personification',
  'Parallelism',
  'Rhetorical Question',
  'Anecdote',
  'Repetition',
  'Allusion',
  'Alliteration',
  'Anaphora',
  'Call to Action',
  'Rule of Three',
  'Colloquialism',
  'Juxtaposition',
  'Analogy',
  'Antithesis',
  'Imperative Command',
] as const;
export type QuizDevice = (typeof QUIZ_DEVICES)[number];

/** Every name the quiz may offer as an option: the 21 devices plus Loaded Language. */
export type QuizOptionName = QuizDevice | 'Loaded Language';

/** Extra techniques the analysis articles use (persuasion moves rather than figures of speech). */
export const ARTICLE_ONLY_TECHNIQUES = ['Appeal to Fear', 'Bandwagon', 'Testimonial'] as const;

export type TechniqueName = QuizOptionName | (typeof ARTICLE_ONLY_TECHNIQUES)[number];
