import { paths } from '@/config/paths';
import type { CardItem, ScreenCopy } from '../schema';

/** /games: the games hub's hero. */
export const gamesScreen: ScreenCopy = {
  meta: {
    title: 'Games: practise spotting fallacies and rhetoric',
    description:
      'Five games for catching bad arguments: a timed fallacy detective, a rhetoric quiz, fallacy identification, argument building and an analysis challenge.',
    path: paths.games,
    type: 'website',
  },
  eyebrow: 'Practice',
  title: 'Games',
  tagline:
    'Reading about fallacies is like reading about swimming. Get in. The water is full of bad arguments, and you will enjoy drowning them.',
};

/** The hub's two headline games, first and larger: each a description and three bullet points. */
export const featuredGames: CardItem[] = [
  {
    id: 'logical-fallacy-game',
    title: 'Logical Fallacy Game',
    description:
      'Logical Fallacy Detective: a statement on the board, three suspects, 45 seconds. Five rounds, and each one wants 5 of 7 right before it lets you through.',
    thumbnail: '🔎',
    to: paths.detective,
    featured: true,
    items: ['5 rounds of 7 questions', 'Beat the clock, or turn it off', 'Learn why after every answer'],
  },
  {
    id: 'sophist-game',
    title: 'Sophist Game',
    description:
      'Read a passage one highlighted phrase at a time and name the technique doing the work: hyperbole, anaphora, the sneaky rule of three.',
    thumbnail: '🎭',
    to: paths.rhetoricGame,
    featured: true,
    items: ['Real rhetoric, dissected', 'A cheatsheet when you are stuck', 'A rank you can brag about'],
  },
];

/** Every other game, so all five are one click from the hub. */
export const moreGames: CardItem[] = [
  {
    id: 'fallacy-identification',
    title: 'Fallacy Identification',
    description: 'Ten statements and the full list of fallacies. No timer, no multiple choice safety net. Just you and the nonsense.',
    thumbnail: '🧠',
    to: paths.fallacyGame,
    items: ['All 13 fallacy types', '7 of 10 to complete', 'No clock'],
  },
  {
    id: 'argument-construction',
    title: 'Argument Construction',
    description: 'Build an argument from premise, evidence and conclusion, then let the analysis tell you which appeal you leaned on.',
    thumbnail: '🏗️',
    to: paths.argument,
    items: ['Ethos, pathos and logos', 'Save and resume', 'A scored analysis'],
  },
  {
    id: 'rhetoric-analysis',
    title: 'Rhetoric Analysis Challenge',
    description: 'An article full of persuasion tricks. Find every technique hiding in it, and find out how it works on you.',
    thumbnail: '📰',
    to: paths.rhetoricAnalysis,
    items: ['Click to reveal each technique', 'Explanations for every find', 'Track what you have found'],
  },
];
