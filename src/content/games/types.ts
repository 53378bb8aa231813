/**
 * Shapes of the games' content: the rhetoric quiz, its technique guide (cheatsheet),
 * the rhetoric analysis articles and the argument-construction word pools.
 * Text fields are plain strings: no Markdown, no HTML.
 */

/**
 * A game item's blind review: independent readers saw only the item and its answer options, never the label,
 * and `agreed` of them picked the intended answer. An item ships only with full agreement (agreed === readers,
 * at least three readers); the content checks hold every item to that.
 */
export interface BlindReview {
  readers: number;
  agreed: number;
}

export interface QuizOption {
  /** A technique name; it has an entry in the technique guide. */
  text: string;
  correct: boolean;
  /** Why the segment is (or is not) this device. */
  explanation: string;
}

export interface SegmentAnalysis {
  fullExplanation: string;
  relatedTechniques: string[];
  tips: string[];
}

export interface QuizSegment {
  text: string;
  /** Exactly three options, exactly one correct. The UI shuffles them. */
  options: [QuizOption, QuizOption, QuizOption];
  analysis?: SegmentAnalysis;
  /** Read blind with the segment's own three options. */
  review?: BlindReview;
}

export interface QuizQuestion {
  id: string;
  title: string;
  /** The segments' texts joined by single spaces. */
  fullText: string;
  segments: QuizSegment[];
}

export interface TechniqueGuideEntry {
  type: string;
  description: string;
  howToSpot: string[];
  examples: string[];
}

export interface AnalysisSegment {
  text: string;
  technique: string;
  explanation: string;
  /** fullText.slice(startIndex, endIndex) === text. */
  startIndex: number;
  endIndex: number;
  /** Read blind against every technique the articles use. */
  review?: BlindReview;
  /**
   * Techniques a fair reader could also name for this text (a metaphor that also exaggerates):
   * the guess-first challenge never offers them as a wrong answer beside `technique`.
   */
  alsoArguable?: string[];
}

export interface AnalysisArticle {
  id: string;
  title: string;
  source?: string;
  /** ISO date, YYYY-MM-DD. */
  date?: string;
  /** Paragraphs are separated by a blank line ("\n\n"). */
  fullText: string;
  segments: AnalysisSegment[];
  difficulty: 'medium';
  category: 'article';
}

export type Appeal = 'ethos' | 'pathos' | 'logos';
export type WordType = 'premise' | 'evidence' | 'connector' | 'conclusion';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';

export interface WordEntry {
  id: string;
  text: string;
  category: Appeal;
  /** Read blind with the options Ethos, Pathos and Logos (the fallback safety net is not). */
  review?: BlindReview;
  type: WordType;
  tooltip: string;
  /** 1 to 1.5; higher for stronger, more advanced entries. */
  weight: number;
  difficulty: Difficulty;
  tags: string[];
  /**
   * What may follow this entry: premise → evidence or a connector; evidence → conclusion or a connector;
   * conclusion → nothing. For a connector: the slot it may stand before (evidence or conclusion).
   */
  nextAllowed: WordType[];
  structuralHint: string;
}
