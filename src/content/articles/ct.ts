import type { CardItem } from '../schema';

/** The three essay cards on /ct. */
export const ctCards: CardItem[] = [
  {
    id: 'critical-thinking',
    title: 'What Critical Thinking Is (and Is Not)',
    description:
      'Not contrarianism, not cynicism, not being clever. Just the unglamorous habit of checking, and nine ways to build it.',
    thumbnail: '🧭',
    to: '/ct/critical-thinking',
    featured: true,
    items: ['Sceptic vs cynic', 'Why smart people fool themselves', 'Nine everyday habits'],
  },
  {
    id: 'bonhoeffer-theory',
    title: "Bonhoeffer's Theory of Stupidity",
    description:
      'A pastor in Nazi Germany on why stupidity is more dangerous than malice, and why no argument can reach it.',
    thumbnail: '🕯️',
    to: '/ct/bonhoeffer-theory',
    items: ['A moral defect, not a lack of brains', 'How power makes crowds stupid', 'Why liberation comes first'],
  },
  {
    id: 'suspension-of-disbelief',
    title: 'The Willing Suspension of Disbelief',
    description:
      "Coleridge's bargain with the reader, and the ads, pitches and conspiracy plots that borrow it without asking.",
    thumbnail: '🎭',
    to: '/ct/suspension-of-disbelief',
    items: ['Where the phrase comes from', 'How stories lower your guard', 'Fiction vs a pitch in costume'],
  },
];
