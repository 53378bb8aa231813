/**
 * The shapes of everything Sophist says. Content is data: pages render these,
 * tests walk them. Text fields are plain strings (no markup); paragraphs are arrays.
 * Inline emphasis is not supported on purpose: the voice has to work without bold.
 */

import { FALLACY_IDS, type FallacyId } from '@/contract/fallacyIds';

/** A question and its answer, rendered on the page and as FAQPage JSON-LD. */
export interface Faq {
  question: string;
  answer: string;
}

/** Page metadata. `path` is the canonical path. */
export interface PageMeta {
  title: string;
  description: string;
  path: string;
  image?: string;
  ogImage?: string;
  type?: 'website' | 'article';
  datePublished?: string;
  dateModified?: string;
  keywords?: string[];
  faqs?: Faq[];
}

/**
 * A screen's own words as data: its metadata for search and sharing, and the heading or hero that
 * opens it. `intro` is a string, or a function of the numbers the screen shows (a round's length).
 */
export interface ScreenCopy<Intro = string> {
  meta: PageMeta;
  /** The small line above the title. */
  eyebrow?: string;
  /** The page's one h1. */
  title: string;
  /** One line under the title (a hero's tagline). */
  tagline?: string;
  /** The paragraph that opens the page. */
  intro?: Intro;
}

/** A lesson family's "not found" screen: each line may name what was asked for (its path is that address). */
export interface LessonNotFoundCopy {
  meta: (asked: string) => { title: string; description: string };
  title: (asked: string) => string;
  message: (asked: string) => string;
  /** The one way out. */
  action: { to: string; label: string };
}

/** The "nothing at this address" screen (any page, or an article): the address is shown in code between two sentences. */
export interface AddressNotFoundCopy {
  meta: { title: string; description: string };
  overline: string;
  title: string;
  /** The text before the address and after it. */
  before: string;
  after: string;
}

export interface Quote {
  text: string;
  /** Who said it. Invented speakers are fine ("The Sophist", "Every uncle, ever"). */
  attribution: string;
}

/** One of the 13 built-in fallacy ids (kept in the contract, which the backend shares). */
export { FALLACY_IDS, type FallacyId };

export const TECHNIQUE_IDS = [
  'appeals-to-fear',
  'appeals-to-nostalgia',
  'repetition-catchphrases',
  'polarization-tactics',
  'framing-effects',
  'gaslighting',
  'virtue-signaling',
  'reductio-ad-absurdum',
] as const;
export type TechniqueId = (typeof TECHNIQUE_IDS)[number];

export interface TitledText {
  title: string;
  text: string;
}

/** A fallacy lesson. Served at /fallacies/{pascalName} and /fallacies/{id}. */
export interface FallacyLesson {
  id: FallacyId;
  /** Capitalised path segment from the route table, e.g. 'AdHominem'. */
  pascalName: string;
  name: string;
  /** One sentence for cards and the fallacy-type entity. */
  description: string;
  /** One short example sentence for the fallacy-type entity. */
  example: string;
  tagline: string;
  quote: Quote;
  whatIsIt: string[];
  howItWorks: string[];
  classicExample: { scenario: string; analysis: string[] };
  /** Exactly three. */
  commonCases: [TitledText, TitledText, TitledText];
  /** Beyond the spec: how to respond to it, not just name it. */
  howToAnswer: string[];
  proTip: string;
  /** Only Ad Hominem has the "Example Videos" section. */
  exampleVideos?: boolean;
  meta: Pick<PageMeta, 'title' | 'description'>;
}

/** A rhetorical technique page. */
export interface Technique {
  id: TechniqueId;
  name: string;
  description: string;
  example: string;
  tagline: string;
  quote: Quote;
  meaning: string[];
  mechanics: string[];
  /** Example cards: a concrete case and what it does to you. 3 or more. */
  examples: { title: string; text: string; analysis: string }[];
  counterTips: string[];
  proTip: string;
  /** 3 to 4 pairs. */
  faqs: Faq[];
  keywords: string[];
  datePublished: string;
  dateModified: string;
  metaDescription: string;
}

export type ConceptId = 'ethos' | 'pathos' | 'logos';

/** A concept page (/concept/{id}) and its card on the guide. */
export interface Concept {
  id: ConceptId;
  title: string;
  description: string;
  thumbnailEmoji: string;
  featured: boolean;
  /** Exactly three item labels for the card. */
  items: [string, string, string];
  tagline: string;
  sections: { heading: string; paragraphs: string[]; list?: string[] }[];
  faqs?: Faq[];
  metaDescription: string;
}

/**
 * Article blocks: the only vocabulary long-form content may use.
 * Renderers live in src/components/content/ArticleBody.tsx.
 */
export type Block =
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'p'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  | { type: 'quote'; text: string; attribution?: string }
  | { type: 'callout'; title: string; text: string }
  /** "How to spot it / how to resist it", closing each manipulation tactic. */
  | { type: 'defense'; spot: string; resist: string }
  /** A checklist a reader can run on a news item or claim. */
  | { type: 'checklist'; title: string; items: string[] }
  /** A worked example of a method step on an invented claim. */
  | { type: 'worked'; claim: string; steps: { label: string; text: string }[]; verdict: string };

/** The families of articles: each has its eyebrow and its hub (src/content/articles/families.ts). */
export type ArticleFamilyId = 'dark-arts' | 'spotlight' | 'corner' | 'legal';

/** A long-form article: dark arts, essays, corner, method pages, legal pages. */
export interface Article {
  id: string;
  /** Which family it belongs to: the line above its title, and its hub. */
  family: ArticleFamilyId;
  /** Canonical path, e.g. '/darkarts/nlp-tactics'. */
  path: string;
  title: string;
  subtitle: string;
  /** Card and meta description. */
  description: string;
  /** ISO date; default 2024-01-01. */
  datePublished?: string;
  dateModified?: string;
  blocks: Block[];
  back: { to: string; label: string };
  /** A step forward at the end of the article, instead of only the way back; `forward` draws an arrow after the label. */
  closingAction?: { to: string; label: string; forward?: boolean };
  /** Copying, cutting, dragging, selecting and the context menu are blocked on its text (a deterrent, not security). */
  protected?: boolean;
  keywords?: string[];
}

/** A card on a hub (home, categories, games, dark arts, ct). */
export interface CardItem {
  id: string;
  title: string;
  description: string;
  /** Emoji or short glyph shown as the card's thumbnail. */
  thumbnail: string;
  to: string;
  featured?: boolean;
  count?: number;
  items?: string[];
}
