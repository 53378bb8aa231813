import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';

/** The site's name after a screen's title, for the argument game's two screens. */
const withSiteName = (title: string) => `${title} | Sophist`;

const ENTRY_TITLE = 'Argument Construction Game';
const GAME_TITLE = 'Construct Your Argument';

/**
 * /argument: the argument game's entry screen. Only its metadata and h1 live here: every other word the
 * game shows is in the game's own copy module, which takes its screen titles from these.
 */
export const argumentEntryScreen: ScreenCopy = {
  meta: {
    title: withSiteName(ENTRY_TITLE),
    description:
      'Build an argument from ethos, pathos and logos: premise, evidence, conclusion, against the clock. Learn which mixes persuade and which ones are fallacies in a nice coat.',
    path: paths.argument,
  },
  title: ENTRY_TITLE,
};

/** /argument-game: the board while playing (the analysis that follows has its own heading in the game's copy). */
export const argumentGameScreen: ScreenCopy = {
  meta: {
    title: withSiteName(GAME_TITLE),
    description:
      'Build an argument from ethos, pathos and logos against the clock: premise, evidence, conclusion. Then read an analysis that is brutally honest about it.',
    path: paths.argumentGame,
  },
  title: GAME_TITLE,
};
