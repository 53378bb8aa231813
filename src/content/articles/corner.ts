import type { CardItem } from '../schema';

/** /tactical-hemorrhoid-corner: the two animated method cards, each with three bullets. */
export const cornerCards: CardItem[] = [
  {
    id: 'cut-the-crap',
    title: 'Cut the Crap Method',
    description: 'Five steps from a gift-wrapped claim to the single sock inside. Works on ads, headlines and office memos.',
    thumbnail: '🔪',
    to: '/cut-the-crap',
    items: ['Easy to digest', 'BS Detection', 'Truth Extraction'],
  },
  {
    id: 'cut-the-crap-2',
    title: 'Cut the Crap 2.0',
    description: 'The upgrade that points the knife at the person holding it first: your reaction, then the claim.',
    thumbnail: '🧠',
    to: '/cut-the-crap-2',
    items: ['Enhanced Framework', 'Emotional Intelligence', 'Balanced Analysis'],
  },
];

/** The Corner's opening article, listed under the two method cards so it can be found at all. */
export const cornerArticleCard: CardItem = {
  id: 'first-shot',
  title: 'Fire the Cannon',
  description: 'Why the Corner exists: one bad argument at a time, taken apart politely, ruthlessly and with the workings shown.',
  thumbnail: '💥',
  to: '/tactical-hemorrhoid-corner/first-shot',
};

/** Hub introductions: one line in the hero, a short paragraph under it. */
export const hubIntros = {
  darkArts: {
    tagline: 'The tricks manipulators use, explained by someone who would like them to stop working on you.',
    paragraph:
      "This is not a how-to. Well, technically it is, in the same way a lock-picking guide is a how-to: the people who most need it are the ones who own locks. Each article takes one family of manipulation apart, shows it working on invented but painfully familiar people, and ends every tactic with how to spot it and how to resist it.",
  },
  ct: {
    tagline: 'Three essays on thinking for yourself, which is harder than it sounds and rarer than anyone admits.',
    paragraph:
      'Longer reads for when the games have made you cocky. What critical thinking actually is, why a pastor in Nazi Germany feared stupidity more than malice, and how the bargain you strike with a novel gets borrowed by people selling you things.',
  },
  corner: {
    tagline: 'Where bad arguments come to sit down, very uncomfortably, one at a time.',
    paragraph:
      'Two versions of one method for taking claims apart, each with worked examples you can steal. Start with the original if you want a knife; go straight to 2.0 if you suspect the problem might occasionally be you. (It is. It is everyone, occasionally.)',
  },
};
