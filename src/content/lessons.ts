/**
 * The lessons registry: every fallacy lesson, technique page and concept page, the category
 * cards and groups, and the links between them. Pages render from here; the route table
 * prerenders from here (`categoryPaths`, `fallacyPaths`, `techniquePaths`, `conceptPaths`);
 * src/content/lessons.test.ts walks it.
 *
 * Names, paths and card fields come from the small generated index; each lesson's text is a
 * chunk of its own, loaded on demand (`loadFallacy`, `loadTechnique`, `loadConcept`), so a
 * reader of one lesson never downloads the other twenty-three.
 */
import { paths } from '@/config/paths';
import index from './lessonIndex.json';
import { loadOnce } from './loadOnce';
import type { ConceptMeta, FallacyMeta, TechniqueMeta } from './lessonIndex';
import type { CardItem, Concept, ConceptId, FallacyLesson, Technique } from './schema';

export type { ConceptMeta, FallacyMeta, TechniqueMeta } from './lessonIndex';

const fallacyLessons = index.fallacies as FallacyMeta[];
const techniques = index.techniques as TechniqueMeta[];
const concepts = index.concepts as ConceptMeta[];

/** One chunk per lesson, loaded once per page life (`use()`-friendly; see loadOnce). */
function lessonLoader<T>(modules: Record<string, () => Promise<{ default: T }>>, dir: string) {
  return loadOnce((id) => {
    const load = modules[`./${dir}/${id}.ts`];
    return load ? load().then((m) => m.default) : Promise.reject(new Error(`No ${dir} lesson "${id}"`));
  });
}

/** The full text of a fallacy lesson, by id (its own chunk). */
export const loadFallacy = lessonLoader<FallacyLesson>(import.meta.glob<{ default: FallacyLesson }>(['./fallacies/*.ts', '!./fallacies/index.ts']), 'fallacies');
/** The full text of a technique page, by id (its own chunk). */
export const loadTechnique = lessonLoader<Technique>(import.meta.glob<{ default: Technique }>(['./techniques/*.ts', '!./techniques/index.ts']), 'techniques');
/** The full text of a concept page, by id (its own chunk). */
export const loadConcept = lessonLoader<Concept>(import.meta.glob<{ default: Concept }>(['./concepts/*.ts', '!./concepts/index.ts']), 'concepts');

/** The two categories with a page of their own at /category/{id}. */
export const CATEGORY_PAGE_IDS = ['logical-fallacies', 'rhetorical-techniques'] as const;
export type CategoryPageId = (typeof CATEGORY_PAGE_IDS)[number];

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

// ---------------------------------------------------------------- fallacies

/** Lower-case letters only, so 'AdHominem', 'ad-hominem' and 'adhominem' all meet. */
const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** The one canonical URL of a lesson: the capitalised form of the route table. */
export const fallacyPath = (lesson: Pick<FallacyMeta, 'pascalName'>) => paths.fallacy(lesson.pascalName);

/** The hyphenated form used in the pages' own links. */
export const fallacyHyphenPath = (lesson: Pick<FallacyMeta, 'id'>) => paths.fallacy(lesson.id);

export const listFallacies = (): FallacyMeta[] => fallacyLessons;

/** Finds a lesson by its id (ad-hominem), its capitalised name (AdHominem) or a squashed form (strawman). */
export function getFallacy(slugOrPascal: string): FallacyMeta | undefined {
  const key = squash(slugOrPascal);
  if (!key) return undefined;
  return fallacyLessons.find((l) => squash(l.id) === key || squash(l.pascalName) === key);
}

/** Every URL a lesson answers at under /fallacies: both forms of each. (/fallacy/strawman is listed in the route table.) */
export const fallacyPaths = (): string[] => fallacyLessons.flatMap((l) => [fallacyPath(l), fallacyHyphenPath(l)]);

/** The groups of /category/logical-fallacies. Every lesson is in exactly one. */
export function fallacyGroups(): LessonGroup[] {
  const card = (l: FallacyMeta): CardItem => ({
    id: l.id,
    title: l.name,
    description: l.description,
    to: fallacyPath(l),
    thumbnail: '',
  });
  const isAppeal = (l: FallacyMeta) => l.name.startsWith('Appeal to');
  const isDistraction = (l: FallacyMeta) => l.id === 'red-herring' || l.id === 'straw-man';
  return [
    {
      id: 'appeals',
      title: 'Appeals',
      description: 'Leaning on something other than the evidence: status outside its field, feelings, crowds or silence. Each has an honest version (a relevant expert is worth hearing), and each lesson shows where the line runs.',
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

/** Previous and next lesson in teaching order (no wrap-around). */
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
export const techniquePath = (t: Pick<TechniqueMeta, 'id'>) => paths.technique(t.id);

export const listTechniques = (): TechniqueMeta[] => techniques;

export function getTechnique(id: string): TechniqueMeta | undefined {
  return techniques.find((t) => t.id === id.toLowerCase());
}

/** Every technique URL under one prefix: '/techniques' or '/technique'. */
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

export const listConcepts = (): ConceptMeta[] => concepts;

export function getConcept(id: string): ConceptMeta | undefined {
  return concepts.find((c) => c.id === id.toLowerCase());
}

export const conceptPath = (id: ConceptId) => paths.concept(id);

export const conceptPaths = (): string[] => concepts.map((c) => conceptPath(c.id));

export { conceptCards } from './conceptCards';

/** The links around a concept page: back to the guide, previous, next, and logos → /categories. */
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
  practice: { to: paths.fallacyGame, label: 'Practise this fallacy' },
  testYourKnowledge: { to: paths.detective, label: 'Test Your Knowledge' },
  beginnersGuide: { to: paths.beginnersGuide, label: "Read the Beginner's Guide" },
} satisfies Record<string, NavTarget>;

export const categoryPaths = (): string[] => CATEGORY_PAGE_IDS.map((id) => paths.category(id));

export const isCategoryPageId = (id: string): id is CategoryPageId => (CATEGORY_PAGE_IDS as readonly string[]).includes(id);
