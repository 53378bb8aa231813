import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import type { Statement } from '@/contract/fallacies';
import { fallacyGameActions, fallacyGameSelectors } from './fallacyGameSlice';
import { STATEMENTS_PER_GAME } from './logic';


const TYPES = ['straw-man', 'ad-hominem', 'post-hoc'];
const POOL: Statement[] = Array.from({ length: 25 }, (_, i) => ({
  id: `s${i}`,
  text: `Text ${i}`,
  fallacy_type_id: TYPES[i % 3] as string,
  difficulty: 1,
}));

function setup() {
  const store = makeStore();
  const state = () => store.getState();
  const api = {
    store,
    state,
    start(pool: Statement[] = POOL, seed = 1) {
      store.dispatch(fallacyGameActions.startClicked());
      store.dispatch(fallacyGameActions.gameStarted({ pool, seed }));
    },
    answer(right: boolean) {
      const answer = fallacyGameSelectors.selectStatement(state())!.fallacy_type_id;
      store.dispatch(fallacyGameActions.answerChosen({ fallacyId: right ? answer : TYPES.find((t) => t !== answer)! }));
    },
    /** Plays a whole game with `right` correct answers. */
    play(right: number) {
      for (let i = 0; i < STATEMENTS_PER_GAME; i += 1) {
        api.answer(i < right);
        store.dispatch(fallacyGameActions.nextClicked());
      }
    },
  };
  return api;
}

describe('fallacyGame slice', () => {
  it('scores Ad Hominem on a tu quoque as right (the genus), and Tu Quoque on an ad hominem as wrong', () => {
    const game = setup();
    const pool: Statement[] = [
      { id: 'tq', text: 'You drive too.', fallacy_type_id: 'tu-quoque', difficulty: 1 },
      { id: 'ah', text: 'He irons his jeans.', fallacy_type_id: 'ad-hominem', difficulty: 1 },
    ];
    game.start(pool);
    for (let i = 0; i < 2; i += 1) {
      const statement = fallacyGameSelectors.selectStatement(game.state())!;
      game.store.dispatch(fallacyGameActions.answerChosen({ fallacyId: statement.id === 'tq' ? 'ad-hominem' : 'tu-quoque' }));
      expect(fallacyGameSelectors.selectLastAnswerCorrect(game.state()), statement.id).toBe(statement.id === 'tq');
      game.store.dispatch(fallacyGameActions.nextClicked());
    }
    expect(fallacyGameSelectors.selectScore(game.state())).toBe(1);
  });

  it('starts on the landing screen, shows the spinner after Start Game, then plays ten statements', () => {
    const game = setup();
    expect(fallacyGameSelectors.selectStatus(game.state())).toBe('landing');
    game.store.dispatch(fallacyGameActions.startClicked());
    expect(fallacyGameSelectors.selectStatus(game.state())).toBe('starting');
    game.store.dispatch(fallacyGameActions.gameStarted({ pool: POOL, seed: 3 }));
    expect(fallacyGameSelectors.selectStatus(game.state())).toBe('playing');
    expect(fallacyGameSelectors.selectTotal(game.state())).toBe(10);
    expect(fallacyGameSelectors.selectRoundLabel(game.state())).toBe('Round 1 of 10');
  });

  it('ignores gameStarted without Start Game, and returns to the landing screen with nothing to play', () => {
    const game = setup();
    game.store.dispatch(fallacyGameActions.gameStarted({ pool: POOL, seed: 3 }));
    expect(fallacyGameSelectors.selectStatus(game.state())).toBe('landing');
    game.start([]);
    expect(fallacyGameSelectors.selectStatus(game.state())).toBe('landing');
  });

  it('fills the seed in when the caller gives none', () => {
    const seeds = new Set(Array.from({ length: 5 }, () => fallacyGameActions.gameStarted({ pool: [] }).payload.seed));
    expect(seeds.size).toBeGreaterThan(1);
    expect(fallacyGameActions.retryClicked().payload.seed).not.toBe(fallacyGameActions.retryClicked().payload.seed);
  });

  it('locks the answer once chosen and scores a right one', () => {
    const game = setup();
    game.start();
    game.answer(true);
    expect(fallacyGameSelectors.selectStatus(game.state())).toBe('answered');
    expect(fallacyGameSelectors.selectScore(game.state())).toBe(1);
    expect(fallacyGameSelectors.selectLastAnswerCorrect(game.state())).toBe(true);
    const chosen = fallacyGameSelectors.selectChosen(game.state());
    game.answer(false);
    expect(fallacyGameSelectors.selectChosen(game.state())).toBe(chosen);
    expect(fallacyGameSelectors.selectScore(game.state())).toBe(1);
    expect(fallacyGameSelectors.selectAnswers(game.state())).toHaveLength(1);
  });

  it('marks a wrong answer and scores nothing', () => {
    const game = setup();
    game.start();
    game.answer(false);
    expect(fallacyGameSelectors.selectLastAnswerCorrect(game.state())).toBe(false);
    expect(fallacyGameSelectors.selectScore(game.state())).toBe(0);
  });

  it('moves to the next round on Next, only once answered', () => {
    const game = setup();
    game.start();
    game.store.dispatch(fallacyGameActions.nextClicked());
    expect(fallacyGameSelectors.selectRoundLabel(game.state())).toBe('Round 1 of 10');
    game.answer(true);
    game.store.dispatch(fallacyGameActions.nextClicked());
    expect(fallacyGameSelectors.selectStatus(game.state())).toBe('playing');
    expect(fallacyGameSelectors.selectRoundLabel(game.state())).toBe('Round 2 of 10');
    expect(fallacyGameSelectors.selectChosen(game.state())).toBeNull();
    expect(fallacyGameSelectors.selectLastAnswerCorrect(game.state())).toBeNull();
  });

  it('ends with "Complete!" at 7 of 10', () => {
    const game = setup();
    game.start();
    game.play(7);
    expect(fallacyGameSelectors.selectStatus(game.state())).toBe('finished');
    expect(fallacyGameSelectors.selectScore(game.state())).toBe(7);
    expect(fallacyGameSelectors.selectEndTitle(game.state())).toBe('Complete!');
    expect(fallacyGameSelectors.selectIsComplete(game.state())).toBe(true);
  });

  it('ends with "Over" at 6 of 10', () => {
    const game = setup();
    game.start();
    game.play(6);
    expect(fallacyGameSelectors.selectStatus(game.state())).toBe('finished');
    expect(fallacyGameSelectors.selectEndTitle(game.state())).toBe('Over');
  });

  it('Retry replays the same statements from zero', () => {
    const game = setup();
    game.start();
    const played = game.state().fallacyGame!.statements.map((x) => x.id).sort();
    game.play(3);
    game.store.dispatch(fallacyGameActions.retryClicked({ seed: 9 }));
    expect(fallacyGameSelectors.selectStatus(game.state())).toBe('playing');
    expect(fallacyGameSelectors.selectScore(game.state())).toBe(0);
    expect(fallacyGameSelectors.selectRound(game.state())).toBe(0);
    expect(fallacyGameSelectors.selectAnswers(game.state())).toEqual([]);
    expect(game.state().fallacyGame!.statements.map((x) => x.id).sort()).toEqual(played);
  });

  it('Next game brings statements not just played', () => {
    const game = setup();
    game.start();
    const played = game.state().fallacyGame!.statements.map((x) => x.id);
    game.play(9);
    game.store.dispatch(fallacyGameActions.nextGameClicked({ pool: POOL, seed: 5 }));
    expect(fallacyGameSelectors.selectStatus(game.state())).toBe('playing');
    expect(fallacyGameSelectors.selectScore(game.state())).toBe(0);
    const next = game.state().fallacyGame!.statements.map((x) => x.id);
    expect(next).toHaveLength(10);
    expect(next.some((id) => played.includes(id))).toBe(false);
  });

  it('ignores Retry and Next game before the end', () => {
    const game = setup();
    game.start();
    game.answer(true);
    game.store.dispatch(fallacyGameActions.retryClicked({ seed: 1 }));
    game.store.dispatch(fallacyGameActions.nextGameClicked({ pool: POOL, seed: 1 }));
    expect(fallacyGameSelectors.selectScore(game.state())).toBe(1);
  });
});
