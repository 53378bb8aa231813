import { describe, expect, it } from 'vitest';
import * as T from './copy';
import { DETECTED_FALLACY_IDS, ISSUE_CODES, MISTAKE_CODES } from './model';

describe('the spec’s lines, verbatim', () => {
  it('pins the issues and the feedback', () => {
    expect(T.ISSUE_TEXT).toEqual({
      'no-argument': 'No argument provided',
      'missing-premise': 'Missing premise',
      'missing-evidence': 'Missing evidence',
      'missing-conclusion': 'Missing conclusion',
      'emotional-evidence-after-logic': 'Emotional evidence following logical premise',
      'emotional-conclusion-after-credibility': 'Emotional conclusion following credibility-based evidence',
    });
    expect(T.NO_ARGUMENT_FEEDBACK).toBe('No argument provided');
    expect(T.INCOMPLETE_FEEDBACK).toBe('Incomplete argument structure');
    expect(T.FEEDBACK_ALL_THREE).toBe('Excellent use of all rhetorical strategies!');
    expect(T.FEEDBACK_TWO).toBe('Good mix of rhetorical strategies.');
    expect(T.suggestMissingCategories(['ethos', 'pathos'])).toBe('Try adding ethos and pathos to strengthen your argument.');
  });

  it('pins the toasts and the screens’ titles and buttons', () => {
    expect(T.SAVE_SUCCESS).toBe('Game progress saved! You can safely return later.');
    expect(T.SAVE_FAILURE).toBe('Failed to save game progress. Please try again.');
    expect(T.NEW_GAME_TOAST).toBe('Started a new game');
    expect([T.ENTRY_TITLE, T.GAME_TITLE, T.ANALYSIS_TITLE]).toEqual([
      'Argument Construction Game',
      'Construct Your Argument',
      'Argument Analysis',
    ]);
    expect([T.RESUME_GAME, T.OR_SEPARATOR, T.START_NEW_GAME, T.KEEP_PLAYING]).toEqual([
      'Resume Game',
      '- or -',
      'Start New Game',
      'Keep Playing',
    ]);
    expect([T.SAVE_PROGRESS, T.NEW_GAME, T.SUBMIT_ARGUMENT, T.TRY_AGAIN]).toEqual([
      'Save Progress',
      'New Game',
      'Submit Argument',
      'Try Again',
    ]);
  });
});

describe('codes into words', () => {
  it('names every mistake code once: an issue by its text, a fallacy by its name', () => {
    for (const code of ISSUE_CODES) expect(T.MISTAKE_NAME[code]).toBe(T.ISSUE_TEXT[code]);
    for (const id of DETECTED_FALLACY_IDS) expect(T.MISTAKE_NAME[id]).toBe(T.FALLACY_COPY[id].name);
    expect(Object.keys(T.MISTAKE_NAME).sort()).toEqual([...MISTAKE_CODES].sort());
    expect(new Set(Object.values(T.MISTAKE_NAME)).size).toBe(MISTAKE_CODES.length);
    expect(T.MISTAKE_NAME).toMatchObject({
      'ad-hominem': 'Ad Hominem',
      'false-dichotomy': 'False Dichotomy',
      'slippery-slope': 'Slippery Slope',
    });
  });

  it('gives every mistake code its own advice', () => {
    expect(Object.keys(T.MISTAKE_ADVICE).sort()).toEqual([...MISTAKE_CODES].sort());
    expect(new Set(Object.values(T.MISTAKE_ADVICE)).size).toBe(MISTAKE_CODES.length);
    expect(T.MISTAKE_ADVICE['missing-evidence']).toBe('Fill the evidence slot before the clock does it for you. It will not.');
    expect(T.MISTAKE_ADVICE['ad-hominem']).toBe('Attack the claim, not the claimant.');
  });

  it('words a mistake tip from its code and count, and an appeal tip from its appeal', () => {
    expect(T.tipText({ kind: 'mistake', code: 'missing-conclusion', count: 5 })).toBe(
      'Missing conclusion: 5 times in the last 7 days. Land the conclusion. An argument without one is a cliffhanger nobody asked for.',
    );
    expect(T.tipText({ kind: 'mistake', code: 'false-dichotomy', count: 2 })).toBe(
      'False Dichotomy: twice in the last 7 days. Check for a third option before offering only two.',
    );
    expect(T.tipText({ kind: 'mistake', code: 'no-argument', count: 1 })).toMatch(/^No argument provided: once in/);
    expect(T.tipText({ kind: 'appeal', category: 'logos', share: 0 })).toMatch(/^Try more logos/);
  });

  it('explains each detected fallacy', () => {
    for (const id of DETECTED_FALLACY_IDS) expect(T.FALLACY_COPY[id].explanation.length).toBeGreaterThan(40);
  });

  it('joins lists the British way, without a serial comma', () => {
    expect(T.joinWithAnd([])).toBe('');
    expect(T.joinWithAnd(['a'])).toBe('a');
    expect(T.joinWithAnd(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('the end-of-game announcement', () => {
  it('gives the score against what three slots can reach, as the analysis shows it', () => {
    expect(T.gameFinishedText(false, 40, 'Good mix of rhetorical strategies.')).toBe(
      `${T.SUBMITTED_TEXT} Score 40 out of 60. Good mix of rhetorical strategies.`,
    );
  });
});
