import type { CardItem } from '../schema';

/** The three cards on the /darkarts hub. */
export const darkArtsCards: CardItem[] = [
  {
    id: 'machiavellian-method',
    title: 'The Machiavellian Method',
    description:
      "Four old tricks for running people, from divide and conquer to the fake alliance. Learn the moves so nobody can run them on you.",
    thumbnail: '🦊',
    to: '/darkarts/machiavellian-method',
    items: ['Divide and conquer', 'Strategic lying', 'Emotional manipulation', 'The fake alliance'],
  },
  {
    id: 'nlp-tactics',
    title: 'NLP Tactics',
    description:
      "Pacing, anchoring and embedded commands: the pseudoscience, the parts that are just sales pressure, and how to keep your wallet shut.",
    thumbnail: '🌀',
    to: '/darkarts/nlp-tactics',
    items: ['Pacing and leading', 'Anchoring (two kinds)', 'Embedded commands', 'What the evidence says'],
  },
  {
    id: 'propaganda-framework',
    title: 'The Propaganda Framework',
    description:
      'How mass persuasion is assembled, piece by piece, with a checklist you can run on any news item in about two minutes.',
    thumbnail: '📢',
    to: '/darkarts/propaganda-framework',
    items: ['Simplification', 'Repetition and the illusory truth effect', 'Emotional pressure', 'Us versus them'],
  },
];
