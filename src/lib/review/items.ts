/**
 * Review examples: a fresh one for each review of a card, drawn from the discernment bank
 * (fallacious arguments and their sound twins) and the rhetoric quiz's segments. Pure: the
 * random source and the recently shown examples are arguments.
 */
import lessonIndex from '@/content/lessonIndex.json';
import { discernmentPairs, type DiscernmentItem, type MinimalPair } from '@/content/discernment';
import { quizQuestions } from '@/content/games/quiz';
import type { FallacyId } from '@/content/schema';
import type { QuizSegment } from '@/content/games/types';
import { paths } from '@/config/paths';
import { FALLACY_IDS } from '@/content/schema';
import { shuffle as shuffled, type Rng } from '@/lib/game/random';
import { drawableWrong } from '@/lib/game/fallacyFamily';
import { DAY_MS, FRESH_DAYS, SOUND_SHARE, parseCardId, type CardKey, type ReviewData } from './model';

export type { Rng };

import { cardLabel, fallacyName } from './labels';

export { cardLabel, fallacyName };

const FALLACY_DESCRIPTIONS = new Map(lessonIndex.fallacies.map((f) => [f.id, f.description]));
export const fallacyDescription = (id: FallacyId): string => FALLACY_DESCRIPTIONS.get(id) ?? '';

/** Fallacy names offered beside the right one when spotting. */
export const SPOT_OPTIONS = 4;
/** Wrong options the hint rules out: of the fallacy names when spotting, of the three devices. */
export const SPOT_HINT_REMOVES = 2;
export const DEVICE_HINT_REMOVES = 1;

export interface ReviewOption {
  id: string;
  label: string;
  /** Why this option is or is not the answer, when the content says (devices). */
  explanation?: string;
}

export interface ReviewItem {
  cardId: string;
  /** The example's id: a discernment item id, or `quiz:<question>:<segment>`. */
  itemId: string;
  kind: 'spot' | 'twin' | 'device';
  /** The question asked about the text. */
  prompt: string;
  text: string;
  options: ReviewOption[];
  answerId: string;
  /** The example is a sound argument (fallacy cards only). */
  sound: boolean;
  /** The hint: wrong options it rules out, or a line of help. */
  hint: { rulesOut: string[] } | { text: string };
  /** The verdict in words, shown after the answer. */
  verdict: string;
  why: string;
  lesson: { href: string; label: string };
  words: number;
}

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * The examples seen in the last FRESH_DAYS days, wherever they were seen: in review (its log),
 * in practice rounds and in checks. Review avoids them while the bank has others.
 */
export function seenWithin(
  review: Pick<ReviewData, 'log' | 'recent'>,
  check: { practice: readonly { itemId: string; at: number }[]; checks: readonly { completedAt: number; answers: readonly { itemId: string }[] }[] } | null,
  now: number,
): string[] {
  const since = now - FRESH_DAYS * DAY_MS;
  return [
    ...review.log.filter((e) => e.t >= since).map((e) => e.i),
    // Shown this session, whether answered yet or not.
    ...review.recent,
    ...(check?.practice ?? []).filter((p) => p.at >= since).map((p) => p.itemId),
    ...(check?.checks ?? []).filter((c) => c.completedAt >= since).flatMap((c) => c.answers.map((a) => a.itemId)),
  ];
}

/** One of `options`, preferring those none of whose ids is in `recent`. */
function pickFresh<T>(options: readonly T[], idOf: (t: T) => string[], recent: readonly string[], rng: Rng): T {
  const seen = new Set(recent);
  const fresh = options.filter((o) => idOf(o).every((id) => !seen.has(id)));
  const pool = fresh.length ? fresh : options;
  return pool[Math.floor(rng() * pool.length)]!;
}

/** An item's "why" without its opening label ("Fine." or the fallacy's name): the verdict says it. */
const whyBody = (why: string) => why.replace(/^[^.]+\.\s+/, '');

function fallacyItem(key: Extract<CardKey, { kind: 'fallacy' }>, id: string, pairs: readonly MinimalPair[], recent: readonly string[], rng: Rng): ReviewItem | null {
  const own = pairs.filter((p) => p.fallacyId === key.fallacyId);
  if (own.length === 0) return null;
  const sound = rng() < SOUND_SHARE;
  const pair = pickFresh(own, (p) => [p.fallacious.id, p.sound.id], recent, rng);
  const item: DiscernmentItem = sound ? pair.sound : pair.fallacious;
  const name = fallacyName(key.fallacyId);
  const verdict = sound ? `Sound. No ${name} here.` : `Fallacious: ${name}.`;
  const lesson = { href: paths.fallacy(key.fallacyId), label: `Read the ${name} lesson` };
  const common = { cardId: id, itemId: item.id, text: item.text, sound, verdict, why: whyBody(item.why), lesson, words: wordCount(item.text) };
  if (key.skill === 'twin') {
    return {
      ...common,
      kind: 'twin',
      prompt: `${name}, or its sound twin?`,
      options: [
        { id: 'fallacious', label: name },
        { id: 'sound', label: 'Sound' },
      ],
      answerId: sound ? 'sound' : 'fallacious',
      hint: { text: `What makes it ${name}: ${fallacyDescription(key.fallacyId)}` },
    };
  }
  // Never the genus beside its species (Ad Hominem on a tu quoque): one right option (src/lib/game/fallacyFamily.ts).
  const others = shuffled(drawableWrong(key.fallacyId, FALLACY_IDS), rng).slice(0, SPOT_OPTIONS - 1);
  const names = shuffled([key.fallacyId, ...others], rng).map((f) => ({ id: f, label: fallacyName(f) }));
  const answerId = sound ? 'sound' : key.fallacyId;
  const wrong = [...names.map((o) => o.id), 'sound'].filter((o) => o !== answerId);
  return {
    ...common,
    kind: 'spot',
    prompt: 'Sound, or which fallacy?',
    options: [...names, { id: 'sound', label: 'Sound: nothing wrong' }],
    answerId,
    hint: { rulesOut: shuffled(wrong, rng).slice(0, SPOT_HINT_REMOVES) },
  };
}

interface PlacedSegment {
  id: string;
  segment: QuizSegment;
}

/** Every quiz segment with its id, once. */
const SEGMENTS: PlacedSegment[] = quizQuestions.flatMap((q) => q.segments.map((segment, i) => ({ id: `quiz:${q.id}:${i}`, segment })));

function deviceItem(device: string, id: string, recent: readonly string[], rng: Rng): ReviewItem | null {
  const own = SEGMENTS.filter((s) => s.segment.options.some((o) => o.correct && o.text === device));
  if (own.length === 0) return null;
  const { id: itemId, segment } = pickFresh(own, (s) => [s.id], recent, rng);
  const options = shuffled(segment.options, rng).map((o) => ({ id: o.text, label: o.text, explanation: o.explanation }));
  const right = segment.options.find((o) => o.correct)!;
  return {
    cardId: id,
    itemId,
    kind: 'device',
    prompt: 'Which device is this mainly using?',
    text: segment.text,
    options,
    answerId: device,
    sound: false,
    hint: { rulesOut: shuffled(options.filter((o) => o.id !== device).map((o) => o.id), rng).slice(0, DEVICE_HINT_REMOVES) },
    verdict: `${device}.`,
    why: right.explanation,
    lesson: { href: paths.rhetoricGame, label: `More ${device.toLowerCase()} in the Sophist Game` },
    words: wordCount(segment.text),
  };
}

/**
 * A fresh example for a card: not one of the `recent` ones where the bank has others. Fallacy
 * cards show the sound twin SOUND_SHARE of the time. Null for a card this version cannot show.
 */
export function drawItem(cardIdValue: string, recent: readonly string[], rng: Rng, pairs: readonly MinimalPair[] = discernmentPairs): ReviewItem | null {
  const key = parseCardId(cardIdValue);
  if (!key) return null;
  return key.kind === 'fallacy' ? fallacyItem(key, cardIdValue, pairs, recent, rng) : deviceItem(key.device, cardIdValue, recent, rng);
}

/** The right answer after a wrong one for a device: why the chosen option was not it. */
export function whyNot(item: ReviewItem, chosen: string): string | null {
  if (chosen === item.answerId) return null;
  return item.options.find((o) => o.id === chosen)?.explanation ?? null;
}
