import { describe, expect, it } from 'vitest';
import { makeStore, rootReducer } from '@/app/store';
import type { QuizQuestion } from '@/content/games/types';
import { fixtureQuestions } from './fixtures';
import {
  finishGameClicked,
  gradeNowClicked,
  nextClicked,
  nextRoundClicked,
  optionPicked,
  playAgainClicked,
  previousRoundClicked,
  replayRoundClicked,
  rhetoricQuizSlice,
  startClicked,
  transitionFinished,
} from './rhetoricQuizSlice';

const injected = rhetoricQuizSlice.injectInto(rootReducer);
const s = injected.selectors;

function setup(questions: QuizQuestion[] = fixtureQuestions) {
  const store = makeStore();
  const state = () => store.getState();
  const game = {
    store,
    state,
    start(seed = 1) {
      store.dispatch(startClicked({ questions }));
      store.dispatch(transitionFinished({ seed }));
    },
    /** Picks the right (or a wrong) option of the current segment. */
    answer(right: boolean) {
      const index = s.selectOptions(state()).findIndex((o) => o.correct === right);
      store.dispatch(optionPicked({ index }));
    },
    /** Answers every remaining segment of the round, `right` of them correctly, ending on the panel. */
    playRound(right: number) {
      const count = s.selectSegmentCount(state());
      for (let i = s.selectSegmentIndex(state()); i < count; i += 1) {
        game.answer(i < right);
        store.dispatch(nextClicked());
      }
    },
    finishTransition(seed = 2) {
      store.dispatch(transitionFinished({ seed }));
    },
  };
  return game;
}

describe('rhetoricQuiz slice', () => {
  it('moves start → play → end → start', () => {
    const game = setup();
    expect(s.selectStatus(game.state())).toBe('start');
    game.store.dispatch(startClicked({ questions: fixtureQuestions }));
    expect(s.selectStatus(game.state())).toBe('transition');
    expect(s.selectIsTransitioning(game.state())).toBe(true);
    game.finishTransition();
    expect(s.selectStatus(game.state())).toBe('playing');
    expect(s.selectRoundNumber(game.state())).toBe(1);
    expect(s.selectSegment(game.state())?.text).toBe(fixtureQuestions[0]!.segments[0]!.text);

    game.playRound(3);
    expect(s.selectStatus(game.state())).toBe('roundComplete');
    game.store.dispatch(gradeNowClicked());
    game.finishTransition();
    expect(s.selectStatus(game.state())).toBe('end');

    game.store.dispatch(playAgainClicked());
    expect(s.selectStatus(game.state())).toBe('start');
    expect(s.selectScore(game.state())).toBe(0);
    expect(s.selectAttempted(game.state())).toBe(0);
  });

  it('does not start without questions', () => {
    const game = setup();
    game.store.dispatch(startClicked({ questions: [] }));
    expect(s.selectStatus(game.state())).toBe('start');
  });

  it('shows three shuffled options per segment, each set complete with one correct', () => {
    const game = setup();
    game.start(5);
    fixtureQuestions[0]!.segments.forEach((segment) => {
      const options = s.selectOptions(game.state());
      expect(options).toHaveLength(3);
      expect(options.filter((o) => o.correct)).toHaveLength(1);
      expect(new Set(options.map((o) => o.text))).toEqual(new Set(segment.options.map((o) => o.text)));
      game.answer(true);
      game.store.dispatch(nextClicked());
    });
  });

  it('a pick locks the options and records a right answer', () => {
    const game = setup();
    game.start();
    expect(s.selectIsLocked(game.state())).toBe(false);
    game.answer(true);
    expect(s.selectStatus(game.state())).toBe('answered');
    expect(s.selectIsLocked(game.state())).toBe(true);
    expect(s.selectPickedOption(game.state())?.correct).toBe(true);
    expect(s.selectScore(game.state())).toBe(1);
    expect(s.selectRoundScore(game.state())).toBe(1);
    expect(s.selectAttempted(game.state())).toBe(1);

    // Locked: a second pick changes nothing.
    const wrong = s.selectOptions(game.state()).findIndex((o) => !o.correct);
    game.store.dispatch(optionPicked({ index: wrong }));
    expect(s.selectPickedOption(game.state())?.correct).toBe(true);
    expect(s.selectAttempted(game.state())).toBe(1);
    expect(s.selectScore(game.state())).toBe(1);
  });

  it('a wrong pick counts as attempted but not correct', () => {
    const game = setup();
    game.start();
    game.answer(false);
    expect(s.selectPickedOption(game.state())?.correct).toBe(false);
    expect(s.selectScore(game.state())).toBe(0);
    expect(s.selectRoundScore(game.state())).toBe(0);
    expect(s.selectAttempted(game.state())).toBe(1);
  });

  it('ignores a pick outside the options', () => {
    const game = setup();
    game.start();
    game.store.dispatch(optionPicked({ index: 3 }));
    expect(s.selectStatus(game.state())).toBe('playing');
    expect(s.selectAttempted(game.state())).toBe(0);
  });

  it('Next moves to the next segment, and after the last to the round-complete panel', () => {
    const game = setup();
    game.start();
    game.store.dispatch(nextClicked()); // not answered yet: nothing happens
    expect(s.selectSegmentIndex(game.state())).toBe(0);
    game.answer(true);
    expect(s.selectRoundProgress(game.state())).toBe(33);
    game.store.dispatch(nextClicked());
    expect(s.selectSegmentIndex(game.state())).toBe(1);
    expect(s.selectStatus(game.state())).toBe('playing');
    expect(s.selectIsLocked(game.state())).toBe(false);
    game.answer(false);
    game.store.dispatch(nextClicked());
    game.answer(true);
    game.store.dispatch(nextClicked());
    expect(s.selectStatus(game.state())).toBe('roundComplete');
    expect(s.selectRoundScore(game.state())).toBe(2);
    expect(s.selectSegmentCount(game.state())).toBe(3);
    expect(s.selectRoundStatus(game.state()).title).toBe('Good!');
  });

  it('round status: Good! at exactly 50%, Needs Work below', () => {
    const two = [fixtureQuestions[1]!, fixtureQuestions[0]!];
    const good = setup(two);
    good.start();
    good.playRound(1); // 1 of 2
    expect(s.selectRoundStatus(good.state())).toEqual({ title: 'Good!', message: "You're getting it! Keep going!" });

    const poor = setup(two);
    poor.start();
    poor.playRound(0);
    expect(s.selectRoundStatus(poor.state())).toEqual({
      title: 'Needs Work',
      message: "Keep trying, you'll get better!",
    });
  });

  it('Previous Round is disabled on round 1 and works on round 2', () => {
    const game = setup();
    game.start();
    game.playRound(3);
    expect(s.selectCanGoBack(game.state())).toBe(false);
    game.store.dispatch(previousRoundClicked());
    expect(s.selectStatus(game.state())).toBe('roundComplete');
    expect(s.selectRoundNumber(game.state())).toBe(1);

    game.store.dispatch(nextRoundClicked());
    game.finishTransition();
    expect(s.selectRoundNumber(game.state())).toBe(2);
    game.playRound(2);
    expect(s.selectCanGoBack(game.state())).toBe(true);
    game.store.dispatch(previousRoundClicked());
    expect(s.selectStatus(game.state())).toBe('transition');
    game.finishTransition();
    expect(s.selectStatus(game.state())).toBe('playing');
    expect(s.selectRoundNumber(game.state())).toBe(1);
    expect(s.selectSegmentIndex(game.state())).toBe(0);
    expect(s.selectRoundScore(game.state())).toBe(0);
  });

  it('Replay Round resets the segment index and round score, keeping the game totals', () => {
    const game = setup();
    game.start();
    game.playRound(2);
    expect(s.selectRoundScore(game.state())).toBe(2);
    game.store.dispatch(replayRoundClicked());
    game.finishTransition();
    expect(s.selectStatus(game.state())).toBe('playing');
    expect(s.selectRoundNumber(game.state())).toBe(1);
    expect(s.selectSegmentIndex(game.state())).toBe(0);
    expect(s.selectRoundScore(game.state())).toBe(0);
    expect(s.selectScore(game.state())).toBe(2);
    expect(s.selectAttempted(game.state())).toBe(3);
  });

  it('Next Round on every round but the last; Finish Game only on the last', () => {
    const game = setup();
    game.start();
    game.playRound(3);
    expect(s.selectAdvanceLabel(game.state())).toBe('Next Round');
    game.store.dispatch(finishGameClicked()); // not the last round: ignored
    expect(s.selectStatus(game.state())).toBe('roundComplete');
    game.store.dispatch(nextRoundClicked());
    game.finishTransition();
    game.playRound(2);
    expect(s.selectIsLastRound(game.state())).toBe(true);
    expect(s.selectAdvanceLabel(game.state())).toBe('Finish Game');
    game.store.dispatch(nextRoundClicked()); // the last round: ignored
    expect(s.selectStatus(game.state())).toBe('roundComplete');
    game.store.dispatch(finishGameClicked());
    game.finishTransition();
    expect(s.selectStatus(game.state())).toBe('end');
    expect(s.selectScore(game.state())).toBe(5);
    expect(s.selectAttempted(game.state())).toBe(5);
    expect(s.selectPercent(game.state())).toBe(100);
    expect(s.selectRank(game.state()).title).toBe('Sophist');
  });

  it('Grade Now ends the game at once on what was attempted', () => {
    const game = setup();
    game.start();
    game.playRound(1); // 1 of 3
    game.store.dispatch(gradeNowClicked());
    expect(s.selectStatus(game.state())).toBe('transition');
    game.finishTransition();
    expect(s.selectStatus(game.state())).toBe('end');
    expect(s.selectScore(game.state())).toBe(1);
    expect(s.selectAttempted(game.state())).toBe(3);
    expect(s.selectPercent(game.state())).toBe(33);
    expect(s.selectRank(game.state()).title).toBe('Novice Analyst');
  });

  it('round buttons do nothing outside the round-complete panel', () => {
    const game = setup();
    game.start();
    for (const action of [gradeNowClicked(), replayRoundClicked(), nextRoundClicked(), finishGameClicked()]) {
      game.store.dispatch(action);
      expect(s.selectStatus(game.state())).toBe('playing');
    }
    game.store.dispatch(playAgainClicked());
    expect(s.selectStatus(game.state())).toBe('playing');
  });

  it('a transition only finishes once', () => {
    const game = setup();
    game.start();
    game.answer(true);
    game.finishTransition();
    expect(s.selectStatus(game.state())).toBe('answered');
    expect(s.selectPending(game.state())).toBeNull();
  });

  it('Play Again starts a fresh game from round 1', () => {
    const game = setup();
    game.start();
    game.playRound(3);
    game.store.dispatch(nextRoundClicked());
    game.finishTransition();
    game.playRound(0);
    game.store.dispatch(finishGameClicked());
    game.finishTransition();
    game.store.dispatch(playAgainClicked());
    game.start(9);
    expect(s.selectRoundNumber(game.state())).toBe(1);
    expect(s.selectSegmentIndex(game.state())).toBe(0);
    expect(s.selectScore(game.state())).toBe(0);
    expect(s.selectAttempted(game.state())).toBe(0);
    expect(s.selectRoundScore(game.state())).toBe(0);
  });
});
