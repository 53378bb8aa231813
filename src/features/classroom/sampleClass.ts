/**
 * Made-up classes for the stories and tests of the teacher's view: contract-valid checks built
 * from a few numbers, so every count adds up as the backend demands.
 */
import { FALLACY_IDS, type FallacyId } from '@/contract/fallacyIds';
import type { ClassCheck, ClassCheckKind, ClassView, PupilView } from '@/contract/classes';

export interface CheckSpec {
  kind: ClassCheckKind;
  /** ISO time it was finished. */
  at: string;
  auc: number;
  c: number;
  /** Fallacies missed (one fallacious argument each) and sound twins called fallacious. */
  missed?: FallacyId[];
  overCalled?: FallacyId[];
  confusions?: { actual: FallacyId; chosen: FallacyId; count: number }[];
  se?: number;
}

/**
 * A 24-argument check like the site's (12 fallacious, 12 sound): one fallacious argument and one
 * sound twin for each of the first 12 fallacies, with the named ones missed or over-called.
 */
export function sampleCheck(id: string, spec: CheckSpec): ClassCheck {
  const shown = FALLACY_IDS.slice(0, 12);
  const byFallacy = Object.fromEntries(
    shown.map((f) => [f, { fallacious: 1, hits: spec.missed?.includes(f) ? 0 : 1, sound: 1, falseAlarms: spec.overCalled?.includes(f) ? 1 : 0 }]),
  ) as ClassCheck['byFallacy'];
  const hits = shown.filter((f) => !spec.missed?.includes(f)).length;
  const falseAlarms = shown.filter((f) => spec.overCalled?.includes(f)).length;
  return {
    type: 'check',
    id,
    kind: spec.kind,
    completedAt: spec.at,
    auc: spec.auc,
    se: spec.se ?? 0.09,
    c: spec.c,
    fallacious: 12,
    sound: 12,
    hits,
    falseAlarms,
    byFallacy,
    confusions: spec.confusions ?? [],
  };
}

export function samplePupil(n: number, nickname: string, checks: CheckSpec[], extras: { practice?: number; reviews?: number } = {}): PupilView {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    nickname,
    joinedAt: '2026-11-02T09:00:00.000Z',
    checks: checks.map((spec, i) => sampleCheck(`check-${n}-${i}-abc`, spec)),
    practice: Array.from({ length: extras.practice ?? 0 }, (_, i) => ({ type: 'practice' as const, id: `practice-${n}-${i}`, completedAt: '2026-11-03T09:30:00.000Z', fallacious: 8, sound: 4, hits: 6, falseAlarms: 1, byFallacy: { 'post-hoc': { fallacious: 8, hits: 6, sound: 4, falseAlarms: 1 } } })),
    reviews: Array.from({ length: extras.reviews ?? 0 }, (_, i) => ({ type: 'review' as const, id: `review-${n}-${i}-x`, completedAt: '2026-11-04T09:30:00.000Z', answered: 10, correct: 8, byFallacy: {} })),
  };
}

const BASE = '2026-11-02T09:20:00.000Z';
const POST = '2026-11-02T10:05:00.000Z';
const DELAYED = '2026-11-09T09:20:00.000Z';

/** Six pupils, five of them with a baseline and a post check: sharper on the whole, one more suspicious. */
export const sampleClass: ClassView = {
  id: '6f1c2a9e-1d3b-4c55-9a0e-2b7f3c4d5e6f',
  code: 'K7M4QX',
  name: 'Year 9 English, set 2',
  createdAt: '2026-11-02T08:55:00.000Z',
  lastActivityAt: '2026-11-09T09:20:00.000Z',
  deleteAfter: '2026-12-09T09:20:00.000Z',
  pupils: [
    samplePupil(1, 'Captain Logic', [
      { kind: 'baseline', at: BASE, auc: 0.58, c: -0.2, missed: ['straw-man', 'red-herring', 'post-hoc'], overCalled: ['appeal-to-authority'], confusions: [{ actual: 'straw-man', chosen: 'red-herring', count: 2 }] },
      { kind: 'post', at: POST, auc: 0.79, c: -0.1, missed: ['red-herring'], confusions: [{ actual: 'tu-quoque', chosen: 'ad-hominem', count: 1 }] },
      { kind: 'delayed', at: DELAYED, auc: 0.75, c: 0, missed: ['red-herring', 'post-hoc'] },
    ], { practice: 3, reviews: 2 }),
    samplePupil(2, 'Zebra Queen', [
      { kind: 'baseline', at: BASE, auc: 0.62, c: 0.1, missed: ['straw-man', 'slippery-slope'], overCalled: [] },
      { kind: 'post', at: POST, auc: 0.7, c: -0.5, missed: ['straw-man'], overCalled: ['appeal-to-authority', 'appeal-to-emotion', 'hasty-generalization'], confusions: [{ actual: 'tu-quoque', chosen: 'ad-hominem', count: 2 }] },
    ], { practice: 1 }),
    samplePupil(3, 'Moonpie', [
      { kind: 'baseline', at: BASE, auc: 0.55, c: 0.4, missed: ['straw-man', 'red-herring', 'false-dichotomy', 'begging-the-question'] },
      { kind: 'post', at: POST, auc: 0.72, c: 0.2, missed: ['begging-the-question', 'red-herring'], confusions: [{ actual: 'straw-man', chosen: 'red-herring', count: 1 }] },
    ]),
    samplePupil(4, 'Río', [
      { kind: 'baseline', at: BASE, auc: 0.66, c: -0.3, missed: ['post-hoc'], overCalled: ['appeal-to-authority', 'ad-hominem'] },
      { kind: 'post', at: POST, auc: 0.81, c: -0.3, overCalled: ['appeal-to-authority'] },
    ], { reviews: 4 }),
    samplePupil(5, 'Owl-9', [
      { kind: 'baseline', at: BASE, auc: 0.6, c: 0, missed: ['slippery-slope', 'straw-man'] },
      { kind: 'post', at: POST, auc: 0.74, c: -0.2, missed: ['slippery-slope'], overCalled: ['appeal-to-authority'], confusions: [{ actual: 'tu-quoque', chosen: 'ad-hominem', count: 1 }] },
    ]),
    samplePupil(6, 'Late Larry', [{ kind: 'baseline', at: '2026-11-03T09:20:00.000Z', auc: 0.5, c: 0.9, missed: ['straw-man', 'red-herring', 'post-hoc', 'false-dichotomy', 'slippery-slope'] }]),
  ],
};

/** The same class with only three pupils who have both checks: the under-5 rule's view. */
export const sampleSmallClass: ClassView = { ...sampleClass, pupils: sampleClass.pupils.slice(0, 3) };

/** A class no pupil has joined yet. */
export const sampleEmptyClass: ClassView = { ...sampleClass, pupils: [] };
