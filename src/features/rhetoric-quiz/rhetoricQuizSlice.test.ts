import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import type { QuizQuestion } from '@/content/games/types';
import { fixtureQuestions } from './fixtures';
import { rhetoricQuizActions, rhetoricQuizSelectors } from './rhetoricQuizSlice';
import { rhetoricQuizPlaceSchema } from './storage';


function setup(questions: QuizQuestion[] = fixtureQuestions) {
  const store = makeStore();
  const state = () => store.getState();
  const game = {
    store,
    state,
    start(seed = 1) {
      store.dispatch(rhetoricQuizActions.startClicked({ questions }));
      store.dispatch(rhetoricQuizActions.transitionFinished({ seed }));
    },
    /** Picks the right (or a wrong) option of the current segment. */
    answer(right: boolean) {
      const index = rhetoricQuizSelectors.selectOptions(state()).findIndex((o) => o.correct === right);
      store.dispatch(rhetoricQuizActions.optionPicked({ index }));
    },
    /** Answers every remaining segment of the round, `right` of them correctly, ending on the panel. */
    playRound(right: number) {
      const count = rhetoricQuizSelectors.selectSegmentCount(state());
      for (let i = rhetoricQuizSelectors.selectSegmentIndex(state()); i < count; i += 1) {
        game.answer(i < right);
        store.dispatch(rhetoricQuizActions.nextClicked());
      }
    },
    finishTransition(seed = 2) {
      store.dispatch(rhetoricQuizActions.transitionFinished({ seed }));
    },
  };
  return game;
}

describe('rhetoricQuiz slice', () => {
  it('moves start → play → end → start', () => {
    const game = setup();
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('start');
    game.store.dispatch(rhetoricQuizActions.startClicked({ questions: fixtureQuestions }));
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('transition');
    expect(rhetoricQuizSelectors.selectIsTransitioning(game.state())).toBe(true);
    game.finishTransition();
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('playing');
    expect(rhetoricQuizSelectors.selectRoundNumber(game.state())).toBe(1);
    expect(rhetoricQuizSelectors.selectSegment(game.state())?.text).toBe(fixtureQuestions[0]!.segments[0]!.text);

    game.playRound(3);
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('roundComplete');
    game.store.dispatch(rhetoricQuizActions.gradeNowClicked());
    game.finishTransition();
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('end');

    game.store.dispatch(rhetoricQuizActions.playAgainClicked());
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('start');
    expect(rhetoricQuizSelectors.selectScore(game.state())).toBe(0);
    expect(rhetoricQuizSelectors.selectAttempted(game.state())).toBe(0);
  });

  it('does not start without questions', () => {
    const game = setup();
    game.store.dispatch(rhetoricQuizActions.startClicked({ questions: [] }));
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('start');
  });

  it('shows three shuffled options per segment, each set complete with one correct', () => {
    const game = setup();
    game.start(5);
    fixtureQuestions[0]!.segments.forEach((segment) => {
      const options = rhetoricQuizSelectors.selectOptions(game.state());
      expect(options).toHaveLength(3);
      expect(options.filter((o) => o.correct)).toHaveLength(1);
      expect(new Set(options.map((o) => o.text))).toEqual(new Set(segment.options.map((o) => o.text)));
      game.answer(true);
      game.store.dispatch(rhetoricQuizActions.nextClicked());
    });
  });

  it('a pick locks the options and records a right answer', () => {
    const game = setup();
    game.start();
    expect(rhetoricQuizSelectors.selectIsLocked(game.state())).toBe(false);
    game.answer(true);
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('answered');
    expect(rhetoricQuizSelectors.selectIsLocked(game.state())).toBe(true);
    expect(rhetoricQuizSelectors.selectPickedOption(game.state())?.correct).toBe(true);
    expect(rhetoricQuizSelectors.selectScore(game.state())).toBe(1);
    expect(rhetoricQuizSelectors.selectRoundScore(game.state())).toBe(1);
    expect(rhetoricQuizSelectors.selectAttempted(game.state())).toBe(1);

    // Locked: a second pick changes nothing.
    const wrong = rhetoricQuizSelectors.selectOptions(game.state()).findIndex((o) => !o.correct);
    game.store.dispatch(rhetoricQuizActions.optionPicked({ index: wrong }));
    expect(rhetoricQuizSelectors.selectPickedOption(game.state())?.correct).toBe(true);
    expect(rhetoricQuizSelectors.selectAttempted(game.state())).toBe(1);
    expect(rhetoricQuizSelectors.selectScore(game.state())).toBe(1);
  });

  it('a wrong pick counts as attempted but not correct', () => {
    const game = setup();
    game.start();
    game.answer(false);
    expect(rhetoricQuizSelectors.selectPickedOption(game.state())?.correct).toBe(false);
    expect(rhetoricQuizSelectors.selectScore(game.state())).toBe(0);
    expect(rhetoricQuizSelectors.selectRoundScore(game.state())).toBe(0);
    expect(rhetoricQuizSelectors.selectAttempted(game.state())).toBe(1);
  });

  it('ignores a pick outside the options', () => {
    const game = setup();
    game.start();
    game.store.dispatch(rhetoricQuizActions.optionPicked({ index: 3 }));
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('playing');
    expect(rhetoricQuizSelectors.selectAttempted(game.state())).toBe(0);
  });

  it('Next moves to the next segment, and after the last to the round-complete panel', () => {
    const game = setup();
    game.start();
    game.store.dispatch(rhetoricQuizActions.nextClicked()); // not answered yet: nothing happens
    expect(rhetoricQuizSelectors.selectSegmentIndex(game.state())).toBe(0);
    game.answer(true);
    expect(rhetoricQuizSelectors.selectRoundProgress(game.state())).toBe(33);
    game.store.dispatch(rhetoricQuizActions.nextClicked());
    expect(rhetoricQuizSelectors.selectSegmentIndex(game.state())).toBe(1);
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('playing');
    expect(rhetoricQuizSelectors.selectIsLocked(game.state())).toBe(false);
    game.answer(false);
    game.store.dispatch(rhetoricQuizActions.nextClicked());
    game.answer(true);
    game.store.dispatch(rhetoricQuizActions.nextClicked());
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('roundComplete');
    expect(rhetoricQuizSelectors.selectRoundScore(game.state())).toBe(2);
    expect(rhetoricQuizSelectors.selectSegmentCount(game.state())).toBe(3);
    expect(rhetoricQuizSelectors.selectRoundStatus(game.state()).title).toBe('Good!');
  });

  it('round status: Good! at exactly 50%, Needs Work below', () => {
    const two = [fixtureQuestions[1]!, fixtureQuestions[0]!];
    const good = setup(two);
    good.start();
    good.playRound(1); // 1 of 2
    expect(rhetoricQuizSelectors.selectRoundStatus(good.state())).toEqual({ title: 'Good!', message: "You're getting it! Keep going!" });

    const poor = setup(two);
    poor.start();
    poor.playRound(0);
    expect(rhetoricQuizSelectors.selectRoundStatus(poor.state())).toEqual({
      title: 'Needs Work',
      message: "Keep trying, you'll get better!",
    });
  });

  it('Previous Round is disabled on round 1 and works on round 2', () => {
    const game = setup();
    game.start();
    game.playRound(3);
    expect(rhetoricQuizSelectors.selectCanGoBack(game.state())).toBe(false);
    game.store.dispatch(rhetoricQuizActions.previousRoundClicked());
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('roundComplete');
    expect(rhetoricQuizSelectors.selectRoundNumber(game.state())).toBe(1);

    game.store.dispatch(rhetoricQuizActions.nextRoundClicked());
    game.finishTransition();
    expect(rhetoricQuizSelectors.selectRoundNumber(game.state())).toBe(2);
    game.playRound(2);
    expect(rhetoricQuizSelectors.selectCanGoBack(game.state())).toBe(true);
    game.store.dispatch(rhetoricQuizActions.previousRoundClicked());
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('transition');
    game.finishTransition();
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('playing');
    expect(rhetoricQuizSelectors.selectRoundNumber(game.state())).toBe(1);
    expect(rhetoricQuizSelectors.selectSegmentIndex(game.state())).toBe(0);
    expect(rhetoricQuizSelectors.selectRoundScore(game.state())).toBe(0);
  });

  it('Replay Round resets the segment index and round score, keeping the game totals', () => {
    const game = setup();
    game.start();
    game.playRound(2);
    expect(rhetoricQuizSelectors.selectRoundScore(game.state())).toBe(2);
    game.store.dispatch(rhetoricQuizActions.replayRoundClicked());
    game.finishTransition();
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('playing');
    expect(rhetoricQuizSelectors.selectRoundNumber(game.state())).toBe(1);
    expect(rhetoricQuizSelectors.selectSegmentIndex(game.state())).toBe(0);
    expect(rhetoricQuizSelectors.selectRoundScore(game.state())).toBe(0);
    expect(rhetoricQuizSelectors.selectScore(game.state())).toBe(2);
    expect(rhetoricQuizSelectors.selectAttempted(game.state())).toBe(3);
  });

  it('Next Round on every round but the last; Finish Game only on the last', () => {
    const game = setup();
    game.start();
    game.playRound(3);
    expect(rhetoricQuizSelectors.selectAdvanceLabel(game.state())).toBe('Next Round');
    game.store.dispatch(rhetoricQuizActions.finishGameClicked()); // not the last round: ignored
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('roundComplete');
    game.store.dispatch(rhetoricQuizActions.nextRoundClicked());
    game.finishTransition();
    game.playRound(2);
    expect(rhetoricQuizSelectors.selectIsLastRound(game.state())).toBe(true);
    expect(rhetoricQuizSelectors.selectAdvanceLabel(game.state())).toBe('Finish Game');
    game.store.dispatch(rhetoricQuizActions.nextRoundClicked()); // the last round: ignored
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('roundComplete');
    game.store.dispatch(rhetoricQuizActions.finishGameClicked());
    game.finishTransition();
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('end');
    expect(rhetoricQuizSelectors.selectScore(game.state())).toBe(5);
    expect(rhetoricQuizSelectors.selectAttempted(game.state())).toBe(5);
    expect(rhetoricQuizSelectors.selectPercent(game.state())).toBe(100);
    expect(rhetoricQuizSelectors.selectRank(game.state()).title).toBe('Sophist');
  });

  it('Grade Now ends the game at once on what was attempted', () => {
    const game = setup();
    game.start();
    game.playRound(1); // 1 of 3
    game.store.dispatch(rhetoricQuizActions.gradeNowClicked());
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('transition');
    game.finishTransition();
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('end');
    expect(rhetoricQuizSelectors.selectScore(game.state())).toBe(1);
    expect(rhetoricQuizSelectors.selectAttempted(game.state())).toBe(3);
    expect(rhetoricQuizSelectors.selectPercent(game.state())).toBe(33);
    expect(rhetoricQuizSelectors.selectRank(game.state()).title).toBe('Novice Analyst');
  });

  it('round buttons do nothing outside the round-complete panel', () => {
    const game = setup();
    game.start();
    for (const action of [rhetoricQuizActions.gradeNowClicked(), rhetoricQuizActions.replayRoundClicked(), rhetoricQuizActions.nextRoundClicked(), rhetoricQuizActions.finishGameClicked()]) {
      game.store.dispatch(action);
      expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('playing');
    }
    game.store.dispatch(rhetoricQuizActions.playAgainClicked());
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('playing');
  });

  it('a transition only finishes once', () => {
    const game = setup();
    game.start();
    game.answer(true);
    game.finishTransition();
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('answered');
    expect(rhetoricQuizSelectors.selectPending(game.state())).toBeNull();
  });

  it('Play Again starts a fresh game from round 1', () => {
    const game = setup();
    game.start();
    game.playRound(3);
    game.store.dispatch(rhetoricQuizActions.nextRoundClicked());
    game.finishTransition();
    game.playRound(0);
    game.store.dispatch(rhetoricQuizActions.finishGameClicked());
    game.finishTransition();
    game.store.dispatch(rhetoricQuizActions.playAgainClicked());
    game.start(9);
    expect(rhetoricQuizSelectors.selectRoundNumber(game.state())).toBe(1);
    expect(rhetoricQuizSelectors.selectSegmentIndex(game.state())).toBe(0);
    expect(rhetoricQuizSelectors.selectScore(game.state())).toBe(0);
    expect(rhetoricQuizSelectors.selectAttempted(game.state())).toBe(0);
    expect(rhetoricQuizSelectors.selectRoundScore(game.state())).toBe(0);
  });
});

describe('rhetoricQuiz resume (issue 35)', () => {
  it('keeps the place while a game is on and resumes the same segment, options in the same order', () => {
    const game = setup();
    expect(rhetoricQuizSelectors.selectPlace(game.state())).toBeNull();
    game.start(7);
    game.answer(true);
    game.store.dispatch(rhetoricQuizActions.nextClicked());
    game.answer(false);
    const place = rhetoricQuizSelectors.selectPlace(game.state())!;
    expect(place).toMatchObject({ status: 'answered', round: 0, segmentIndex: 1, score: 1, attempted: 2, roundScore: 1 });
    // The place survives storage as JSON and passes its schema.
    const kept = rhetoricQuizPlaceSchema.parse(JSON.parse(JSON.stringify(place)));

    const later = setup();
    later.store.dispatch(rhetoricQuizActions.resumed({ questions: fixtureQuestions, place: kept }));
    const a = game.state();
    const b = later.state();
    expect(rhetoricQuizSelectors.selectStatus(b)).toBe('answered');
    expect(rhetoricQuizSelectors.selectSegment(b)).toEqual(rhetoricQuizSelectors.selectSegment(a));
    expect(rhetoricQuizSelectors.selectOptions(b)).toEqual(rhetoricQuizSelectors.selectOptions(a));
    expect(rhetoricQuizSelectors.selectPickedOption(b)).toEqual(rhetoricQuizSelectors.selectPickedOption(a));
    expect(rhetoricQuizSelectors.selectScore(b)).toBe(1);
    expect(rhetoricQuizSelectors.selectAttempted(b)).toBe(2);
    // And plays on from there.
    later.store.dispatch(rhetoricQuizActions.nextClicked());
    expect(rhetoricQuizSelectors.selectSegmentIndex(later.state())).toBe(2);
  });

  it('keeps the round panel under the overlay that leaves it, and nothing at the end', () => {
    const game = setup();
    game.start();
    game.playRound(2);
    expect(rhetoricQuizSelectors.selectPlace(game.state())?.status).toBe('roundComplete');
    game.store.dispatch(rhetoricQuizActions.nextRoundClicked());
    expect(rhetoricQuizSelectors.selectPlace(game.state())).toBeNull();
    game.finishTransition();
    game.playRound(0);
    game.store.dispatch(rhetoricQuizActions.gradeNowClicked());
    game.finishTransition();
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('end');
    expect(rhetoricQuizSelectors.selectPlace(game.state())).toBeNull();
  });

  it('returns the same place object while nothing changes (memoised)', () => {
    const game = setup();
    game.start();
    expect(rhetoricQuizSelectors.selectPlace(game.state())).toBe(rhetoricQuizSelectors.selectPlace(game.state()));
  });

  it('ignores a kept game that no longer fits the content, or comes mid-game', () => {
    const game = setup();
    game.start();
    const place = rhetoricQuizSelectors.selectPlace(game.state())!;
    const fresh = setup();
    fresh.store.dispatch(rhetoricQuizActions.resumed({ questions: fixtureQuestions, place: { ...place, questionIds: ['gone'] } }));
    fresh.store.dispatch(rhetoricQuizActions.resumed({ questions: fixtureQuestions, place: { ...place, order: [[0, 0, 1]] } }));
    fresh.store.dispatch(rhetoricQuizActions.resumed({ questions: fixtureQuestions, place: { ...place, picked: 2 } }));
    expect(rhetoricQuizSelectors.selectStatus(fresh.state())).toBe('start');
    // Mid-game, Resume does nothing.
    game.answer(true);
    game.store.dispatch(rhetoricQuizActions.resumed({ questions: fixtureQuestions, place }));
    expect(rhetoricQuizSelectors.selectStatus(game.state())).toBe('answered');
  });

  it('the schema turns away a place outside the game', () => {
    const game = setup();
    game.start();
    const place = rhetoricQuizSelectors.selectPlace(game.state())!;
    expect(rhetoricQuizPlaceSchema.safeParse(place).success).toBe(true);
    expect(rhetoricQuizPlaceSchema.safeParse({ ...place, round: 9 }).success).toBe(false);
    expect(rhetoricQuizPlaceSchema.safeParse({ ...place, score: 3, attempted: 1 }).success).toBe(false);
  });
});
