import type { FallacyId } from '@/content/schema';

/** Site pages a lesson plan may send a class to (keys of `paths`; a test holds each to a route). */
export const PLAN_PAGES = ['check', 'checkPractice', 'review', 'fallacyGame', 'detective', 'rhetoricAnalysis', 'argument', 'beginnersGuide'] as const;
export type PlanPage = (typeof PLAN_PAGES)[number];

/** A link in a plan: a site page, or a fallacy's lesson. */
export type PlanLink = { page: PlanPage } | { fallacy: FallacyId };

/** One timed part of the period. */
export interface PlanStep {
  minutes: number;
  title: string;
  /** What the teacher does and says, in order. */
  what: string[];
  link?: PlanLink;
  /** Pairs, the whole class, or each pupil on their own. */
  grouping: 'class' | 'pairs' | 'individual';
}

/** An example the teacher puts up, with the answer and why (one defensible answer each). */
export interface PlanAnswer {
  prompt: string;
  verdict: 'sound' | 'fallacious';
  /** The fallacy it commits, or the one whose sound twin it is. */
  fallacyId: FallacyId;
  why: string;
}

/** A lesson plan for one 50–60 minute period. Served at /teach/lessons/{id}. */
export interface LessonPlan {
  id: string;
  title: string;
  /** One or two sentences for the list of plans. */
  summary: string;
  /** Who it suits, in school years. */
  suits: string;
  /** The period's length: the steps' minutes add up to it. */
  minutes: number;
  objectives: string[];
  /** What to do before the lesson (devices, the board, a class code). */
  preparation: string[];
  steps: PlanStep[];
  answers: PlanAnswer[];
  discussion: { question: string; listenFor: string }[];
  /** What to set afterwards, if anything. */
  followUp: string[];
}
