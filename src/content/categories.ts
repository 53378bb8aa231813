/**
 * The category pages' own words: the six cards of /categories and the heroes of the two category
 * pages. Apart from the registry (lessons.ts) so that a lesson page does not download them.
 */
import { paths } from '@/config/paths';
import {
  conceptCards,
  conceptLinks,
  fallacyGroups,
  fallacyNeighbours,
  lessonLinks,
  listConcepts,
  listFallacies,
  listTechniques,
  techniqueCards,
  techniqueNeighbours,
  type CategoryPageId,
} from './lessons';
import type { CardItem } from './schema';

/** The six cards of /categories, in the order a beginner should take them. */
export const categoryCards: CardItem[] = [
  {
    id: 'beginners-guide',
    title: "Beginner's Guide",
    description:
      'Ethos, pathos and logos: the three ways anyone has ever talked anyone into anything. Start here, then build an argument of your own.',
    thumbnail: '🏛️',
    to: paths.beginnersGuide,
    items: ['The three pillars', 'Build an argument', 'No toga required'],
  },
  {
    id: 'logical-fallacies',
    title: 'Logical Fallacies',
    description:
      'Thirteen classic ways to lose an argument while sounding like you won it. Learn to spot each one and answer it calmly.',
    thumbnail: '🧠',
    to: paths.category('logical-fallacies'),
    featured: true,
    count: listFallacies().length,
    items: ['Appeals', 'Distractions', 'Other fallacies'],
  },
  {
    id: 'rhetorical-techniques',
    title: 'Rhetorical Techniques',
    description:
      'Fear, nostalgia, framing and five more ways to move a crowd, most of them without troubling it with an argument.',
    thumbnail: '🎭',
    to: paths.category('rhetorical-techniques'),
    count: listTechniques().length,
    items: ['How each one works', 'Examples you will recognise', 'How to counter it'],
  },
  {
    id: 'dark-arts',
    title: 'Dark Arts',
    description:
      'Manipulation at scale: Machiavelli, so-called NLP tactics and how propaganda is assembled. Learn them so they stop working on you.',
    thumbnail: '🕯️',
    to: paths.darkArts,
    items: ['The Machiavellian method', 'NLP tactics', 'The propaganda framework'],
  },
  {
    id: 'critical-thinking-spotlight',
    title: 'Critical Thinking Spotlight',
    description:
      'Essays on stupidity, belief and thinking clearly, for when a list of fallacies is not enough and you want the why.',
    thumbnail: '🔦',
    to: paths.ct,
    items: ['Bonhoeffer on stupidity', 'Suspension of disbelief', 'What critical thinking is'],
  },
  {
    id: 'tactical-hemorrhoid-corner',
    title: 'Tactical Hemorrhoid Corner',
    description:
      'Personal breakdowns of claims that irritated me enough to take apart, plus the Cut the Crap method for doing it yourself.',
    thumbnail: '🪑',
    to: paths.corner,
    items: ['Cut the Crap', 'Cut the Crap 2.0', 'Fire the Cannon'],
  },
];

/** What each category page shows in its hero. */
export const categoryIntros: Record<CategoryPageId, { title: string; tagline: string; description: string }> = {
  'logical-fallacies': {
    title: 'Logical Fallacies',
    tagline:
      'Arguments that look like reasoning from across the room and fall apart up close. Thirteen of the classics, sorted by how they cheat.',
    description:
      'The 13 classic logical fallacies, grouped into appeals, distractions and the rest: what each one is, why it works and how to answer it.',
  },
  'rhetorical-techniques': {
    title: 'Rhetorical Techniques',
    tagline:
      'Fallacies break the rules of an argument. Most of these go around the argument instead, straight for your nerves, your memory or your tribe. One, reductio ad absurdum, is a valid argument in its own right; the skill is telling it from its imitations.',
    description:
      'Eight rhetorical techniques, from appeals to fear to reductio ad absurdum: how each one works on an audience and how to counter it.',
  },
};

/** Every internal link the lesson data and registry hand to pages: the content test checks each resolves. */
export function allLessonLinks(): string[] {
  const out = new Set<string>();
  const add = (t?: { to: string }) => t && out.add(t.to);
  categoryCards.forEach(add);
  fallacyGroups().forEach((g) => g.cards.forEach(add));
  techniqueCards().forEach(add);
  conceptCards().forEach(add);
  Object.values(lessonLinks).forEach(add);
  for (const l of listFallacies()) {
    const n = fallacyNeighbours(l.id);
    add(n.previous);
    add(n.next);
  }
  for (const t of listTechniques()) {
    const n = techniqueNeighbours(t.id);
    add(n.previous);
    add(n.next);
  }
  for (const c of listConcepts()) {
    const n = conceptLinks(c.id);
    [n.back, n.previous, n.next, n.onward].forEach(add);
  }
  return [...out];
}

/** Under the six cards: the way from reading to practice. */
export const categoryPlay = {
  heading: 'Or learn by losing',
  text: 'Every lesson here has a game that tests it: name the fallacy on the chalkboard, spot the technique in a rant, or build an argument against the clock.',
  gamesLabel: 'Play the games',
  detectiveLabel: 'Start with the Fallacy Detective',
};
