/**
 * Every word the Argument Construction Game shows or announces, in one place: the spec's lines verbatim, ours
 * where it left them open. The rules report codes (issues, mistakes, word problems, fallacies); this module
 * turns them into text, so rewording a line here never changes what progress has stored.
 */
import { argumentEntryScreen, argumentGameScreen } from '@/content/pages/argument';
import {
  APPEALS,
  MISTAKE_WINDOW_DAYS,
  PENALTY,
  REACHABLE_SCORE,
  SCORE_PER_CATEGORY,
  SLOTS,
  type Appeal,
  type Difficulty,
  type Slot,
} from './constants';
import type {
  AppealScores,
  DetectedFallacyId,
  Hint,
  IssueCode,
  MistakeCode,
  Tip,
  WordEntry,
  WordProblem,
} from './model';

/** "a", "a and b", "a, b and c". */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------
// Names

export const SLOT_LABELS: Readonly<Record<Slot, string>> = {
  premise: 'Premise',
  evidence: 'Evidence',
  conclusion: 'Conclusion',
};

/** The word pool's group headings, one per slot. */
export const POOL_HEADINGS: Readonly<Record<Slot, string>> = {
  premise: 'Premises',
  evidence: 'Evidence',
  conclusion: 'Conclusions',
};

export const APPEAL_LABELS: Readonly<Record<Appeal, string>> = {
  ethos: 'Ethos',
  pathos: 'Pathos',
  logos: 'Logos',
};

export const LEVEL_LABELS: Readonly<Record<Difficulty, string>> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

// ---------------------------------------------------------------------------------------------
// Screens and toasts (verbatim) and our own lines

/** The two screens' h1s are their titles in the site's screen copy, where their metadata is. */
export const ENTRY_TITLE = argumentEntryScreen.title;
export const GAME_TITLE = argumentGameScreen.title;
export const ANALYSIS_TITLE = 'Argument Analysis';
export const RESUME_GAME = 'Resume Game';
export const START_NEW_GAME = 'Start New Game';
export const OR_SEPARATOR = '- or -';
export const KEEP_PLAYING = 'Keep Playing';
export const NEW_GAME = 'New Game';
export const SAVE_PROGRESS = 'Save Progress';
export const SUBMIT_ARGUMENT = 'Submit Argument';
export const TRY_AGAIN = 'Try Again';

export const SAVE_SUCCESS = 'Game progress saved! You can safely return later.';
export const SAVE_FAILURE = 'Failed to save game progress. Please try again.';
export const NEW_GAME_TOAST = 'Started a new game';
export const NO_SAVED_GAME_TOAST = 'No saved game to resume, so here is a fresh start.';

/** The analysis's line when a game ends with a promotion (never to beginner). */
export const PROMOTION_TEXT: Readonly<Record<Difficulty, string>> = {
  beginner: '',
  intermediate: 'You have been promoted to intermediate: less time, richer words, three hints. Try not to let it go to your head.',
  advanced: 'You have been promoted to advanced: three minutes, the heaviest words, one hint. The Sophist is almost impressed.',
};

/** One line of word scores per appeal and the total, as the board and the analysis show it. */
const scoreLine = (scores: AppealScores) =>
  `${APPEALS.map((a) => `${APPEAL_LABELS[a]} ${scores[a]}`).join(', ')}; total ${scores.total}.`;

/** The /argument screen. */
export const ENTRY_SCREEN = {
  intro:
    'Three slots, one clock, and every appeal in the book. Build an argument that would survive a town meeting, or at least a group chat.',
  howItWorksTitle: 'How it works',
  howItWorks: [
    'Fill three slots in order: a premise, then evidence, then a conclusion. Each slot unlocks the next.',
    `Every appeal you use (ethos, pathos, logos) earns ${SCORE_PER_CATEGORY} points. Variety is the point.`,
    `Two switches cost ${PENALTY} points each and make the argument invalid: emotional evidence after a logical premise, and an emotional conclusion after credibility-based evidence.`,
    'Some entries are traps. The analysis will name the fallacy you walked into.',
    'The clock turns red under a minute. At zero, whatever you built gets judged anyway.',
  ],
  recordTitle: 'Your record',
  level: 'Level',
  arguments: 'Arguments',
  bestScore: 'Best score',
  hintsPerGame: 'Hints a game',
} as const;

/** The board while a game is played. */
export const BOARD = {
  levelChip: (level: Difficulty) => `${LEVEL_LABELS[level]} level`,
  hintButton: (hintsRemaining: number) => (hintsRemaining > 0 ? `Hint (${hintsRemaining} left)` : 'No hints left'),
  slotsTitle: 'Your argument',
  wordScores: (scores: AppealScores) => `Word scores: ${scoreLine(scores)}`,
  hint: (hint: Hint) => `Hint for the ${hint.slot}: “${hint.entryText}”. ${hint.structuralHint}`,
  poolTitle: 'Word pool',
  poolHelp:
    'Choose an entry (Tab to it, then Enter) to put it in its slot. Choosing a new premise clears the evidence and conclusion; new evidence clears the conclusion.',
  /** The bottom bar: how many slots are filled, and the time left when the timer is on. */
  inPlace: (filled: number, clock: string | null) =>
    `${filled} of ${SLOTS.length} in place${clock === null ? '' : ` · ${clock} left`}`,
  slotInPlace: ': in place',
  slotEmpty: ': empty',
  settingUp: 'Setting up the board',
  settingUpLine: 'Setting up the board. Sharpening the chalk.',
} as const;

/** One slot of the board. */
export const SLOT_TEXT = {
  region: (slot: Slot) => `${SLOT_LABELS[slot]} slot`,
  remove: (slot: Slot) => `Remove ${SLOT_LABELS[slot].toLowerCase()}`,
  locked: (slot: Slot) => `Locked until the ${slot === 'evidence' ? 'premise' : 'evidence'} is in.`,
  next: (slot: Slot) => `Empty. Pick a ${SLOT_LABELS[slot].toLowerCase()} below.`,
  empty: 'Empty.',
} as const;

/** The word pool and its cards. */
export const POOL_TEXT = {
  next: (slot: Slot) => `Next: pick one for the ${SLOT_LABELS[slot].toLowerCase()}.`,
  lockedUntil: (before: Slot) => `Locked until you choose ${before === 'premise' ? 'a premise' : 'evidence'}.`,
  nothingOnOffer: 'Nothing on offer. Even the Sophist is speechless.',
  hinted: 'Hint',
  inUse: 'In use',
} as const;

/** The analysis after a submit or a time-out. */
export const ANALYSIS = {
  timedOut: "Time's up. The clock, unlike your audience, never waits for the conclusion.",
  warningsTitle: 'Fallacy warnings',
  warning: (id: DetectedFallacyId, match: string, slot: Slot) =>
    `Possible ${FALLACY_COPY[id].name}: “${match}” in the ${SLOT_LABELS[slot].toLowerCase()}`,
  noWarnings: 'No fallacy keywords spotted. Either you argued cleanly, or you were subtle about it.',
  score: 'Score',
  valid: 'Valid structure',
  notValid: 'Structure not valid yet',
  /** What "valid" means here: the chip judges the shape, not the truth. */
  validMeans:
    '“Valid” here means the structure holds: a premise, evidence and a conclusion, with no appeal undercutting the one before it. It says nothing about whether any of it is true.',
  reachable: (hasWarnings: boolean) =>
    `Three slots score at most ${REACHABLE_SCORE}: ${SCORE_PER_CATEGORY} for each appeal you use.${hasWarnings ? ' The score counts appeals only; the fallacy warnings above still stand.' : ''}`,
  issuesTitle: 'Issues',
  builtTitle: 'Your argument',
  emptySlot: 'Empty',
  wordScores: (scores: AppealScores) => `Word scores (10 × weight): ${scoreLine(scores)}`,
  /** Why the word scores differ from the score above. */
  wordScoresMean:
    'Each word carries a weight from 1 to 1.5, so it scores 10 to 15 for its appeal. These totals show which appeals your words lean on; the score above counts only how many different appeals you used.',
  tipsTitle: 'Tips for next time',
  noTips: 'Nothing to nag about yet. Give it a few more arguments.',
} as const;

/** New Game's confirmation. */
export const NEW_GAME_DIALOG = {
  title: 'Start a new game?',
  body: "Your current argument and its clock will be thrown away. Bold. Some of history's best arguments were abandoned halfway, too.",
} as const;

/** /argument/resume while it restores the game. */
export const RESUMING = {
  title: 'Resuming your argument',
  spinner: 'Restoring your game',
  line: 'Dusting off your premises.',
} as const;

// ---------------------------------------------------------------------------------------------
// Validation: issues (verbatim) and feedback

export const ISSUE_TEXT: Readonly<Record<IssueCode, string>> = {
  'no-argument': 'No argument provided',
  'missing-premise': 'Missing premise',
  'missing-evidence': 'Missing evidence',
  'missing-conclusion': 'Missing conclusion',
  'emotional-evidence-after-logic': 'Emotional evidence following logical premise',
  'emotional-conclusion-after-credibility': 'Emotional conclusion following credibility-based evidence',
};

/** Feedback when nothing was built: the issue's own words. */
export const NO_ARGUMENT_FEEDBACK = ISSUE_TEXT['no-argument'];
export const INCOMPLETE_FEEDBACK = 'Incomplete argument structure';
export const FEEDBACK_ALL_THREE = 'Excellent use of all rhetorical strategies!';
export const FEEDBACK_TWO = 'Good mix of rhetorical strategies.';
/** Feedback for a complete argument with one appeal (our wording; the spec says "a suggestion"). */
export const suggestMissingCategories = (missing: readonly Appeal[]): string =>
  `Try adding ${joinWithAnd(missing)} to strengthen your argument.`;

/** Why an entry was refused for a slot. */
export const WORD_PROBLEM_TEXT: Readonly<Record<WordProblem, string>> = {
  'wrong-slot': 'That entry does not belong in this slot.',
  'too-complex': 'That entry is above this level. Admirable ambition, wrong game.',
  'too-weak': 'That entry is too weak for this level. The audience has heard better.',
};

// ---------------------------------------------------------------------------------------------
// Keyword fallacy warnings

export const FALLACY_COPY: Readonly<Record<DetectedFallacyId, { name: string; explanation: string }>> = {
  'ad-hominem': {
    name: 'Ad Hominem',
    explanation:
      'This goes after a person instead of their point. Insults feel like rebuttals; they are not. Not every insult is an ad hominem, but an insult standing in for a reason is.',
  },
  'false-dichotomy': {
    name: 'False Dichotomy',
    explanation:
      'This squeezes the world into two options. The world, rudely, keeps offering a third. Show that no other option exists before you ask anyone to pick.',
  },
  'slippery-slope': {
    name: 'Slippery Slope',
    explanation:
      'This predicts a chain of consequences without showing each link holds. A chain can be real; then show the links, one at a time.',
  },
};

// ---------------------------------------------------------------------------------------------
// Mistakes and tips

/** How a recorded mistake is named: an issue by its text, a fallacy by its name. */
export const MISTAKE_NAME: Readonly<Record<MistakeCode, string>> = {
  ...ISSUE_TEXT,
  'ad-hominem': FALLACY_COPY['ad-hominem'].name,
  'false-dichotomy': FALLACY_COPY['false-dichotomy'].name,
  'slippery-slope': FALLACY_COPY['slippery-slope'].name,
};

/** Advice for each mistake the game records. */
export const MISTAKE_ADVICE: Readonly<Record<MistakeCode, string>> = {
  'emotional-evidence-after-logic':
    'After a logical premise, back it with facts, not feelings, or the audience notices the switch.',
  'emotional-conclusion-after-credibility':
    'Credible evidence earns a conclusion that follows from it, not a sudden sob story.',
  'missing-premise': 'Start with a premise: an argument with no starting point is just a mood.',
  'missing-evidence': 'Fill the evidence slot before the clock does it for you. It will not.',
  'missing-conclusion': 'Land the conclusion. An argument without one is a cliffhanger nobody asked for.',
  'no-argument': 'Place at least a premise before time runs out. Silence is not a rebuttal.',
  'ad-hominem': 'Attack the claim, not the claimant.',
  'false-dichotomy': 'Check for a third option before offering only two.',
  'slippery-slope': 'Show each link of the chain instead of skipping to the cliff.',
};

export const APPEAL_TIP_TEXT: Readonly<Record<Appeal, string>> = {
  ethos:
    'Try more ethos: give the audience a reason to trust the speaker, such as expertise, track record or fairness.',
  pathos:
    'Try more pathos: people are not spreadsheets. Make them feel why it matters, honestly and in proportion.',
  logos: 'Try more logos: numbers, causes and consequences. Feelings start the conversation; reasons finish it.',
};

const timesText = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** A tip as the analysis shows it. */
export function tipText(tip: Tip): string {
  if (tip.kind === 'appeal') return APPEAL_TIP_TEXT[tip.category];
  return `${MISTAKE_NAME[tip.code]}: ${timesText(tip.count)} in the last ${MISTAKE_WINDOW_DAYS} days. ${MISTAKE_ADVICE[tip.code]}`;
}

// ---------------------------------------------------------------------------------------------
// What the game says while it is played (shown, and announced to screen readers)

export const TIME_WARNING_TEXT = 'Less than a minute left. Wrap it up.';
export const TIMED_OUT_TEXT = "Time's up. Here is what you built.";
export const SUBMITTED_TEXT = 'Argument submitted.';
export const NO_HINTS_TEXT = 'No hints left. You are on your own, as the ancients intended.';
export const NOTHING_TO_HINT_TEXT = 'Every slot is filled. The only hint left is: submit it.';
export const FILL_ALL_SLOTS_TEXT = 'Fill all three slots before you submit.';

/** Why a slot cannot take an entry yet. */
export const lockedText = (slot: Slot): string => {
  const before = SLOTS[SLOTS.indexOf(slot) - 1] ?? 'premise';
  return `${SLOT_LABELS[slot]} is locked until the ${before} is filled.`;
};

export const gameStartedText = (level: Difficulty): string => `New argument at ${level} level. Start with a premise.`;
export const gameResumedText = (seconds: number): string => `Game resumed with ${seconds} seconds left.`;
export const hintText = (hint: Hint): string => `Hint for the ${hint.slot}: ${hint.entryText}. ${hint.structuralHint}`;

/** The line announced when a game ends, submitted or timed out. */
export const gameFinishedText = (timedOut: boolean, score: number, feedback: string): string =>
  `${timedOut ? TIMED_OUT_TEXT : SUBMITTED_TEXT} Score ${score} out of ${REACHABLE_SCORE}. ${feedback}`;

/** The screen-reader line for a slot change. */
export function slotAnnouncement(slot: Slot, entry: WordEntry | null, cleared: readonly Slot[]): string {
  const head = entry ? `${SLOT_LABELS[slot]} set: ${entry.text} (${entry.category}).` : `${SLOT_LABELS[slot]} removed.`;
  if (cleared.length === 0) return head;
  const names = cleared.map((s) => SLOT_LABELS[s].toLowerCase());
  return `${head} Also cleared: ${names.join(' and ')}.`;
}
