import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';

/** /games/rhetoric-analysis: the Rhetoric Analysis Challenge (its articles are in content/games). */
export const rhetoricAnalysisScreen: ScreenCopy = {
  meta: {
    title: 'Rhetoric Analysis Challenge: Find Every Technique',
    description:
      'Read an op-ed or an advert with its rhetorical techniques highlighted. Open each one, learn how it works on you, and mark it found.',
    path: paths.rhetoricAnalysis,
    keywords: ['rhetorical analysis', 'persuasive techniques', 'media literacy', 'rhetoric exercise'],
  },
  title: 'Rhetoric Analysis Challenge',
  tagline:
    'Every highlighted phrase is a technique doing a job on you. Open each one, see how it works, and mark it found. Spoiler: the writer was not being subtle.',
};

/** The guess-first setting: the technique names stay hidden until the learner has picked one of three. */
export const rhetoricAnalysisChallenge = {
  switchLabel: 'Guess first',
  switchHint: 'Hide the names. Pick each technique from three before the article tells you.',
  /** Beside the switch on a wider screen (a phone has room for the label only). */
  switchShortHint: 'names hidden until you pick',
  /** The dialog's title and the options' question, before the pick. */
  question: 'Which technique is this?',
  optionsLabel: 'Techniques to choose from',
  right: (technique: string) => `Right: it is ${technique}.`,
  wrong: (picked: string, technique: string) => `Not quite. You picked ${picked}; it is ${technique}.`,
  /** Under the counter, in the challenge. */
  score: (right: number, wrong: number) => `Right: ${right} · Wrong: ${wrong}`,
  /** Every segment named right: the only time this is said. */
  allRight: 'All found. Nothing gets past you.',
  /** Every segment guessed, some wrong. */
  allGuessed: (right: number, total: number) =>
    `All guessed: ${right} of ${total} named right. The red ones got past you; start this article over for another go.`,
  /** Every segment read and marked in the read-along: reading is not finding. */
  allRead: 'All read. Now switch on Guess first and see how many you can name without the answers.',
  back: 'Back to the article',
} as const;
