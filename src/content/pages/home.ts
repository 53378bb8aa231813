import { paths } from '@/config/paths';
import { DEFAULT_DESCRIPTION } from '@/config/site';
import type { CardItem, ScreenCopy } from '../schema';

/** The home page's hero. */
export const homeScreen: ScreenCopy = {
  meta: { title: 'Sophist: Ethos, Pathos, Logos', description: DEFAULT_DESCRIPTION, path: paths.home, type: 'website' },
  eyebrow: 'Rhetoric, fallacies and critical thinking',
  title: 'Ethos, Pathos, Logos',
  tagline:
    'Three Greek words that explain why your uncle wins arguments he should lose. Learn them, spot them, and stop getting talked into things.',
};


export const homeIntro = {
  heading: 'Persuasion is happening to you right now',
  paragraphs: [
    'Every ad, meeting and group chat is trying to move you somewhere. Aristotle sorted the proofs a speaker builds into three: ethos (trust me), pathos (feel this) and logos (follow this). None of them is evil. All of them can be abused, and most people abusing them are not even doing it on purpose, which is somehow worse.',
    'Sophist teaches you to see the machinery: the fallacies that make bad arguments feel good, the techniques that move crowds, and the habits that keep your own thinking honest. Expect sarcasm. Also expect to be right more often.',
  ],
};

export const homeCards: CardItem[] = [
  {
    id: 'beginners-guide',
    title: "Beginner's Guide",
    description: 'Ethos, pathos and logos without the toga. Start here if "rhetoric" still sounds like a skin condition.',
    thumbnail: '🏛️',
    to: '/beginners-guide',
    items: ['The three pillars', 'Build your first argument', 'Five-minute read'],
  },
  {
    id: 'logical-fallacies',
    title: 'Logical Fallacies',
    description: 'Thirteen classic ways to lose an argument while sounding like you won it. Learn to catch them mid-sentence.',
    thumbnail: '🧠',
    to: '/category/logical-fallacies',
    featured: true,
    items: ['Ad hominem to slippery slope', 'Real-world examples', 'How to answer each one'],
  },
  {
    id: 'cut-the-crap',
    title: 'Cut the Crap',
    description: 'A method for stripping any claim down to what it says and what backs it. Bring a knife; leave the adjectives.',
    thumbnail: '🔪',
    to: '/cut-the-crap',
    items: ['Easy to digest', 'BS detection', 'Truth extraction'],
  },
];

/** The games, under the cards: reading about fallacies is half of it. */
export const homePlay = {
  heading: 'Then practise on something that argues back',
  text: 'Five games, no sign-up, progress kept in your browser. Lose to a chalkboard in private.',
  games: [
    { to: '/logical-fallacy-game', label: 'Logical Fallacy Detective', blurb: 'Three suspects, 45 seconds, five rounds.' },
    { to: '/games/fallacy-identification', label: 'Fallacy Identification', blurb: 'Ten statements, every fallacy on the table, no clock.' },
    { to: '/rhetoricgame', label: 'The Sophist Game', blurb: 'Name the technique in a highlighted phrase.' },
    { to: '/argument', label: 'Argument Construction', blurb: 'Build premise, evidence and conclusion from ethos, pathos and logos.' },
  ],
};
