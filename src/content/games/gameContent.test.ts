import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_STATEMENTS } from '../../contract/seed';
import { fallacyLessons } from '../fallacies';
import type { FallacyLesson } from '../schema';
import { analysisArticles } from './analysisArticles';
import { quizQuestions } from './quiz';
import { wordPools } from './wordPools';
import type { BlindReview, QuizSegment } from './types';

/**
 * The games' content checks: every fallacy is practised, the Detective's statements test transfer rather than
 * recall, the quiz keeps its own authoring rules, and every item has passed blind review.
 */

/** Fewest built-in Detective statements a fallacy may have: enough that a full game rarely repeats one. */
export const MIN_STATEMENTS_PER_FALLACY = 5;
/** At least this share of the statements argue the way people do (two or more sentences), not one-line jokes. */
const MIN_SHARE_OF_LONGER_STATEMENTS = 1 / 3;
/** Fewest quiz segments whose answer is Loaded Language. */
const MIN_LOADED_LANGUAGE_ANSWERS = 2;
/** Fewest quiz segments that offer a near miss: the right answer's close neighbour as a wrong option. */
const MIN_NEAR_MISS_SEGMENTS = 10;
/**
 * Built-in statements rewritten after their blind review (docs/content-notes.md): `review: null` until
 * three fresh readers have read them blind, and held back from the games till then. Record the review in
 * statements.json and take the id off this list.
 */
const AWAITING_BLIND_READ: string[] = [];
/** Fewest independent blind readers an item needs, all of whom picked the intended answer. */
const MIN_READERS = 3;

/** The boundaries the technique guide teaches, as unordered pairs of neighbours. */
const NEAR_MISS_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['Simile', 'Analogy'],
  ['Simile', 'Metaphor'],
  ['Juxtaposition', 'Antithesis'],
  ['Anaphora', 'Parallelism'],
  ['Anaphora', 'Repetition'],
  ['Anaphora', 'Rule of Three'],
  ['Parallelism', 'Antithesis'],
  ['Repetition', 'Anaphora'],
  ['Irony', 'Juxtaposition'],
  ['Call to Action', 'Imperative Command'],
  ['Loaded Language', 'Euphemism'],
  ['Loaded Language', 'Colloquialism'],
];

interface SeedStatement {
  id: string;
  text: string;
  fallacy_type_id: string;
  difficulty: number;
  explanation?: string;
  review?: BlindReview | null;
}

const seedDir = path.resolve(import.meta.dirname, '../../contract/seed');
const readSeed = <T>(name: string): T => JSON.parse(readFileSync(path.join(seedDir, name), 'utf8')) as T;
const fallacyTypes = readSeed<{ id: string; name: string }[]>('fallacies.json');
const statements = readSeed<SeedStatement[]>('statements.json');

// ---- Helpers (exported for their own tests below) ------------------------------------------

/** Statements per fallacy id, every seed fallacy listed (a fallacy with none counts 0). */
export function coverage(types: readonly { id: string }[], items: readonly { fallacy_type_id: string }[]): Record<string, number> {
  const counts = Object.fromEntries(types.map((t) => [t.id, 0]));
  for (const item of items) counts[item.fallacy_type_id] = (counts[item.fallacy_type_id] ?? 0) + 1;
  return counts;
}

/** Sentences in a text: runs ending in . ? or ! (a closing quote may follow). */
export function sentenceCount(text: string): number {
  return text.split(/(?<=[.?!]["']?)\s+/).filter((s) => /[A-Za-z]/.test(s)).length;
}

const STOP_WORDS = new Set(
  `the a an and or but if so to of in on at by for with from into onto as is are was were be been being it its it's
  this that these those there their they them then than he she his her him you your we our us i me my not no do does
  did done have has had will would can could should must may might just all any some one every each very too also
  what which who whom how why when where about after before again more most much only own same such up down out over
  let next says said say because per cent either neither nor dont doesnt didnt isnt arent wasnt wont cant couldnt shouldnt wouldnt
  youre theyre theyll youll well were weve ive im hes shes thats whats theres lets`.split(/\s+/),
);

/** The content words of a text, lower-case, with a plural or possessive s trimmed. */
export function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
  return new Set(
    words
      .map((w) => w.replace(/'s$|'$/, '').replace(/'/g, ''))
      .filter((w) => w.length > 2 && !STOP_WORDS.has(w))
      .map((w) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w)),
  );
}

/** Share of the example's content words that the statement reuses (1 = every one of them). */
export function reuse(statement: string, example: string): number {
  const ex = contentWords(example);
  if (ex.size === 0) return 0;
  const st = contentWords(statement);
  let shared = 0;
  for (const w of ex) if (st.has(w)) shared += 1;
  return shared / ex.size;
}

/**
 * A statement repeats a lesson example when it reuses at least REPEAT_SHARE of the example's content words
 * (and at least MIN_SHARED of them), or every one of a short example's words: the learner would be recalling
 * the lesson, not applying it.
 */
const REPEAT_SHARE = 0.4;
const MIN_SHARED = 3;
const MIN_SHARED_WHOLE_EXAMPLE = 2;

export function repeats(statement: string, example: string): boolean {
  const share = reuse(statement, example);
  const shared = Math.round(share * contentWords(example).size);
  return (shared >= MIN_SHARED && share >= REPEAT_SHARE) || (shared >= MIN_SHARED_WHOLE_EXAMPLE && share === 1);
}

/** Every example a lesson shows: its example line, classic scenario, common cases and each quoted line. */
export function lessonExamples(lesson: FallacyLesson): string[] {
  const prose = [...lesson.whatIsIt, ...lesson.howItWorks, ...lesson.classicExample.analysis, ...lesson.howToAnswer, lesson.proTip];
  const quoted = prose.flatMap((p) => [...p.matchAll(/"([^"]+)"/g)].map((m) => m[1] as string)).filter((q) => q.split(/\s+/).length >= 5);
  return [lesson.example, lesson.classicExample.scenario, ...lesson.commonCases.map((c) => c.text), ...quoted];
}

const fullyAgreed = (review: BlindReview | null | undefined) =>
  review != null && review.readers >= MIN_READERS && review.agreed === review.readers;

const answerOf = (segment: QuizSegment) => segment.options.find((o) => o.correct)?.text;
const isNearMiss = (a: string | undefined, b: string) => NEAR_MISS_PAIRS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
const nearMissOf = (segment: QuizSegment) => segment.options.filter((o) => !o.correct && isNearMiss(answerOf(segment), o.text));
const quizSegments = quizQuestions.flatMap((q) => q.segments.map((s, i) => ({ where: `${q.id} segment ${i + 1}`, segment: s })));

// ---- The helpers themselves ----------------------------------------------------------------

describe('the content-check helpers', () => {
  it('count statements per fallacy, including fallacies with none', () => {
    expect(coverage([{ id: 'a' }, { id: 'b' }], [{ fallacy_type_id: 'a' }, { fallacy_type_id: 'a' }])).toEqual({ a: 2, b: 0 });
  });

  it('count sentences, with quotes and question marks', () => {
    expect(sentenceCount('One line only.')).toBe(1);
    expect(sentenceCount('"Did you eat the cake?" "Sugar is a scandal." Really.')).toBe(3);
  });

  it('spot a statement that reuses a lesson example, and let a new situation through', () => {
    const example = '"If we let staff wear jeans on Friday, next they\'ll be coming to work in pyjamas."';
    expect(repeats("If we allow jeans on Fridays, next it's pyjamas, then bathrobes, and by Christmas we'll be holding board meetings in towels.", example)).toBe(true);
    expect(repeats("If the book club lets one member pick a thriller, next month it'll be true crime, then celebrity memoirs.", example)).toBe(false);
    // A short example is repeated when every one of its words comes back.
    expect(repeats('This newsletter is the most trustworthy source in town. It says so.', "This newsletter is trustworthy because it says it's trustworthy.")).toBe(true);
  });
});

// ---- The Fallacy Detective's statements ----------------------------------------------------

describe('the built-in Detective statements', () => {
  it(`give every one of the 13 fallacies at least ${MIN_STATEMENTS_PER_FALLACY} statements`, () => {
    expect(fallacyTypes).toHaveLength(13);
    // Counted among what ships: a statement held back for its re-read does not count.
    const short = Object.entries(coverage(fallacyTypes, BUILTIN_STATEMENTS)).filter(([, n]) => n < MIN_STATEMENTS_PER_FALLACY);
    expect(short).toEqual([]);
  });

  it('use only seed fallacies, unique ids, and explain every answer', () => {
    const ids = statements.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const known = new Set(fallacyTypes.map((f) => f.id));
    expect(statements.filter((s) => !known.has(s.fallacy_type_id)).map((s) => s.id)).toEqual([]);
    expect(statements.filter((s) => !s.explanation?.trim()).map((s) => s.id)).toEqual([]);
  });

  it('are at least a third realistic: two or more sentences, the way people actually argue', () => {
    const longer = statements.filter((s) => sentenceCount(s.text) >= 2).length;
    expect(longer / statements.length).toBeGreaterThanOrEqual(MIN_SHARE_OF_LONGER_STATEMENTS);
  });

  it('test transfer, not recall: none repeats an example from any fallacy lesson', () => {
    const examples = fallacyLessons.flatMap((l) => lessonExamples(l).map((text) => ({ lesson: l.id, text })));
    expect(examples.length).toBeGreaterThan(13 * 5);
    const copies = statements.flatMap((s) =>
      examples.filter((e) => repeats(s.text, e.text)).map((e) => `${s.id} repeats ${e.lesson}: ${e.text}`),
    );
    expect(copies).toEqual([]);
  });

  it('name the genus in every tu quoque explanation (the tu quoque rule: Ad Hominem is accepted on them)', () => {
    const tuQuoque = statements.filter((s) => s.fallacy_type_id === 'tu-quoque');
    expect(tuQuoque.length).toBeGreaterThanOrEqual(MIN_STATEMENTS_PER_FALLACY);
    for (const s of tuQuoque) expect(s.explanation, s.id).toMatch(/kind of ad hominem/);
  });

  it('have each passed blind review with full agreement, or are held back awaiting their re-read', () => {
    // Changed after their review (issue 34): they reach no player until three fresh readers agree again.
    expect(statements.filter((s) => !fullyAgreed(s.review)).map((s) => s.id)).toEqual(AWAITING_BLIND_READ);
    for (const id of AWAITING_BLIND_READ) expect(statements.find((s) => s.id === id)?.review, id).toBeNull();
    expect(BUILTIN_STATEMENTS.filter((s) => AWAITING_BLIND_READ.includes(s.id))).toEqual([]);
    expect(BUILTIN_STATEMENTS.length).toBe(statements.length - AWAITING_BLIND_READ.length);
  });
});

// ---- The rhetoric quiz ---------------------------------------------------------------------

describe('the rhetoric quiz', () => {
  it('has exactly one right answer in every segment, and three different options', () => {
    for (const { where, segment } of quizSegments) {
      expect(segment.options.filter((o) => o.correct), where).toHaveLength(1);
      expect(new Set(segment.options.map((o) => o.text)).size, where).toBe(3);
    }
  });

  it(`makes Loaded Language the answer in at least ${MIN_LOADED_LANGUAGE_ANSWERS} segments`, () => {
    expect(quizSegments.filter(({ segment }) => answerOf(segment) === 'Loaded Language').length).toBeGreaterThanOrEqual(
      MIN_LOADED_LANGUAGE_ANSWERS,
    );
  });

  it(`offers a near miss in at least ${MIN_NEAR_MISS_SEGMENTS} segments, each explained by where the line runs`, () => {
    const nearMisses = quizSegments.filter(({ segment }) => nearMissOf(segment).length > 0);
    expect(nearMisses.length).toBeGreaterThanOrEqual(MIN_NEAR_MISS_SEGMENTS);
    // A near miss's explanation names the right answer or its mark, so it teaches the boundary rather than
    // just saying "no".
    for (const { where, segment } of nearMisses) {
      for (const option of nearMissOf(segment)) {
        expect(option.explanation.length, `${where}: ${option.text}`).toBeGreaterThan(80);
      }
    }
  });

  it('applies one rule to calls to action: written as imperatives, so never offered Imperative Command as wrong', () => {
    const broken = quizSegments.filter(
      ({ segment }) => answerOf(segment) === 'Call to Action' && segment.options.some((o) => o.text === 'Imperative Command'),
    );
    expect(broken.map(({ where }) => where)).toEqual([]);
  });

  it('has every segment passed by blind review with full agreement', () => {
    expect(quizSegments.filter(({ segment }) => !fullyAgreed(segment.review)).map(({ where }) => where)).toEqual([]);
  });
});

// ---- The rhetoric analysis articles ----------------------------------------------------------

describe('the rhetoric analysis articles', () => {
  it('have every marked technique passed by blind review with full agreement', () => {
    const unreviewed = analysisArticles.flatMap((a) => a.segments.filter((s) => !fullyAgreed(s.review)).map((s) => `${a.id}: ${s.text}`));
    expect(unreviewed).toEqual([]);
  });
});

// ---- The argument game's word pools ----------------------------------------------------------

describe('the word pools', () => {
  it('have every entry a learner chooses from passed by blind review with full agreement', () => {
    const choices = [...wordPools.ethos, ...wordPools.pathos, ...wordPools.logos, ...wordPools.conclusions];
    expect(choices.length).toBeGreaterThan(80);
    expect(choices.filter((e) => !fullyAgreed(e.review)).map((e) => e.id)).toEqual([]);
  });
});
