/**
 * The lessons registry: every fallacy lesson, technique page and concept page, the category
 * cards and groups, and the links between them. Pages render from here; the route table
 * prerenders from here (`categoryPaths`, `fallacyPaths`, `techniquePaths`, `conceptPaths`);
 * src/content/lessons.test.ts walks it.
 */
import { paths } from '@/config/paths';
import { concepts } from './concepts';
import { fallacyLessons } from './fallacies';
import type { CardItem, Concept, ConceptId, FallacyLesson, Technique } from './schema';
import { techniques } from './techniques';

/** The two categories with a page of their own at /category/{id} (site-spec §2.4). */
export const CATEGORY_PAGE_IDS = ['logical-fallacies', 'rhetorical-techniques'] as const;
export type CategoryPageId = (typeof CATEGORY_PAGE_IDS)[number];

/** The six cards of /categories (site-spec §2.4), in the spec's order. */
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
    count: fallacyLessons.length,
    items: ['Appeals', 'Distractions', 'Other fallacies'],
  },
  {
    id: 'rhetorical-techniques',
    title: 'Rhetorical Techniques',
    description:
      'Fear, nostalgia, framing and five more ways to move a crowd without troubling it with an argument.',
    thumbnail: '🎭',
    to: paths.category('rhetorical-techniques'),
    count: techniques.length,
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

/** A titled group of lessons on a category page. */
export interface LessonGroup {
  id: string;
  title: string;
  description: string;
  cards: CardItem[];
}

/** A page to go to, with the words of its link. */
export interface NavTarget {
  to: string;
  label: string;
}

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
      'Fallacies break the rules of an argument. These skip the argument altogether and go straight for your nerves, your memory or your tribe.',
    description:
      'Eight rhetorical techniques, from appeals to fear to reductio ad absurdum: how each one works on an audience and how to counter it.',
  },
};

// ---------------------------------------------------------------- fallacies

/** Lower-case letters only, so 'AdHominem', 'ad-hominem' and 'adhominem' all meet. */
const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** The one canonical URL of a lesson: the capitalised form of the route table (site-spec §2.5). */
export const fallacyPath = (lesson: Pick<FallacyLesson, 'pascalName'>) => paths.fallacy(lesson.pascalName);

/** The hyphenated form used in the pages' own links. */
export const fallacyHyphenPath = (lesson: Pick<FallacyLesson, 'id'>) => paths.fallacy(lesson.id);

export const listFallacies = (): FallacyLesson[] => fallacyLessons;

/** Finds a lesson by its id (ad-hominem), its capitalised name (AdHominem) or a squashed form (strawman). */
export function getFallacy(slugOrPascal: string): FallacyLesson | undefined {
  const key = squash(slugOrPascal);
  if (!key) return undefined;
  return fallacyLessons.find((l) => squash(l.id) === key || squash(l.pascalName) === key);
}

/** Every URL a lesson answers at under /fallacies: both forms of each. (/fallacy/strawman is listed in the route table.) */
export const fallacyPaths = (): string[] => fallacyLessons.flatMap((l) => [fallacyPath(l), fallacyHyphenPath(l)]);

/** The groups of /category/logical-fallacies (site-spec §2.4). Every lesson is in exactly one. */
export function fallacyGroups(): LessonGroup[] {
  const card = (l: FallacyLesson): CardItem => ({
    id: l.id,
    title: l.name,
    description: l.description,
    to: fallacyPath(l),
    thumbnail: '',
  });
  const isAppeal = (l: FallacyLesson) => l.name.startsWith('Appeal to');
  const isDistraction = (l: FallacyLesson) => l.id === 'red-herring' || l.id === 'straw-man';
  return [
    {
      id: 'appeals',
      title: 'Appeals',
      description: 'Borrowing persuasive force from somewhere other than evidence: authority, feelings, crowds or silence.',
      cards: fallacyLessons.filter(isAppeal).map(card),
    },
    {
      id: 'distractions',
      title: 'Distractions',
      description: 'Winning a different argument from the one on the table, and hoping nobody checks.',
      cards: fallacyLessons.filter(isDistraction).map(card),
    },
    {
      id: 'other',
      title: 'Other Fallacies',
      description: 'Attacks on the arguer, circles, false choices, rushed conclusions and imaginary causes.',
      cards: fallacyLessons.filter((l) => !isAppeal(l) && !isDistraction(l)).map(card),
    },
  ];
}

/** Previous and next lesson in the order of site-spec §2.5 (no wrap-around). */
export function fallacyNeighbours(id: string): { previous?: NavTarget; next?: NavTarget } {
  const i = fallacyLessons.findIndex((l) => l.id === id);
  if (i < 0) return {};
  const prev = fallacyLessons[i - 1];
  const next = fallacyLessons[i + 1];
  return {
    previous: prev && { to: fallacyPath(prev), label: prev.name },
    next: next && { to: fallacyPath(next), label: next.name },
  };
}

// ---------------------------------------------------------------- techniques

/** The canonical URL of a technique page (both /techniques/{id} and /technique/{id} serve it). */
export const techniquePath = (t: Pick<Technique, 'id'>) => paths.technique(t.id);

export const listTechniques = (): Technique[] => techniques;

export function getTechnique(id: string): Technique | undefined {
  return techniques.find((t) => t.id === id.toLowerCase());
}

/** Every technique URL under one prefix: '/techniques' or '/technique' (site-spec §2.6). */
export const techniquePaths = (prefix: string): string[] => techniques.map((t) => `${prefix}/${t.id}`);

export function techniqueCards(): CardItem[] {
  return techniques.map((t) => ({ id: t.id, title: t.name, description: t.description, to: techniquePath(t), thumbnail: '' }));
}

export function techniqueNeighbours(id: string): { previous?: NavTarget; next?: NavTarget } {
  const i = techniques.findIndex((t) => t.id === id);
  if (i < 0) return {};
  const prev = techniques[i - 1];
  const next = techniques[i + 1];
  return {
    previous: prev && { to: techniquePath(prev), label: prev.name },
    next: next && { to: techniquePath(next), label: next.name },
  };
}

// ---------------------------------------------------------------- concepts

export const listConcepts = (): Concept[] => concepts;

export function getConcept(id: string): Concept | undefined {
  return concepts.find((c) => c.id === id.toLowerCase());
}

export const conceptPath = (id: ConceptId) => paths.concept(id);

export const conceptPaths = (): string[] => concepts.map((c) => conceptPath(c.id));

/** The guide's three cards (site-spec §2.9), each opening its concept page. */
export function conceptCards(): CardItem[] {
  return concepts.map((c) => ({
    id: c.id,
    title: c.title,
    description: c.description,
    thumbnail: c.thumbnailEmoji,
    featured: c.featured,
    items: [...c.items],
    to: conceptPath(c.id),
  }));
}

/** The links around a concept page (site-spec §2.9): back to the guide, previous, next, and logos → /categories. */
export interface ConceptLinks {
  back: NavTarget;
  previous?: NavTarget;
  next?: NavTarget;
  /** Where to go once the three pillars are done. */
  onward?: NavTarget;
}

export function conceptLinks(id: ConceptId): ConceptLinks {
  const i = concepts.findIndex((c) => c.id === id);
  const prev = concepts[i - 1];
  const next = concepts[i + 1];
  return {
    back: { to: paths.beginnersGuide, label: "Back to the Beginner's Guide" },
    previous: prev && { to: conceptPath(prev.id), label: prev.title },
    next: next && { to: conceptPath(next.id), label: next.title },
    onward: next ? undefined : { to: paths.categories, label: 'Explore the Categories' },
  };
}

/** Fixed destinations the lesson pages link to. */
export const lessonLinks = {
  fallaciesCategory: { to: paths.category('logical-fallacies'), label: 'Back to Logical Fallacies' },
  techniquesCategory: { to: paths.category('rhetorical-techniques'), label: 'Back to Rhetorical Techniques' },
  categories: { to: paths.categories, label: 'Back to Categories' },
  practice: { to: paths.detective, label: 'Practice this fallacy' },
  testYourKnowledge: { to: paths.detective, label: 'Test Your Knowledge' },
  beginnersGuide: { to: paths.beginnersGuide, label: "Read the Beginner's Guide" },
} satisfies Record<string, NavTarget>;

export const categoryPaths = (): string[] => CATEGORY_PAGE_IDS.map((id) => paths.category(id));

export const isCategoryPageId = (id: string): id is CategoryPageId => (CATEGORY_PAGE_IDS as readonly string[]).includes(id);

/** Every internal link the lesson data and registry hand to pages: the content test checks each resolves. */
export function allLessonLinks(): string[] {
  const out = new Set<string>();
  const add = (t?: { to: string }) => t && out.add(t.to);
  categoryCards.forEach(add);
  fallacyGroups().forEach((g) => g.cards.forEach(add));
  techniqueCards().forEach(add);
  conceptCards().forEach(add);
  Object.values(lessonLinks).forEach(add);
  for (const l of fallacyLessons) {
    const n = fallacyNeighbours(l.id);
    add(n.previous);
    add(n.next);
  }
  for (const t of techniques) {
    const n = techniqueNeighbours(t.id);
    add(n.previous);
    add(n.next);
  }
  for (const c of concepts) {
    const n = conceptLinks(c.id);
    [n.back, n.previous, n.next, n.onward].forEach(add);
  }
  return [...out];
}
