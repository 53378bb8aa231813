import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { fixtureAd, fixtureArticles, fixtureOpEd } from './fixtures';
import { rhetoricAnalysisActions, rhetoricAnalysisSelectors } from './rhetoricAnalysisSlice';
import { rhetoricAnalysisPlaceSchema } from './storage';


function setup() {
  const store = makeStore();
  return { store, state: () => store.getState() };
}

describe('rhetoricAnalysis slice', () => {
  it('starts with no article; choosing one opens it with nothing found', () => {
    const { store, state } = setup();
    expect(rhetoricAnalysisSelectors.selectArticle(state())).toBeNull();
    store.dispatch(rhetoricAnalysisActions.articleChosen({ article: fixtureOpEd }));
    expect(rhetoricAnalysisSelectors.selectArticle(state())?.id).toBe(fixtureOpEd.id);
    expect(rhetoricAnalysisSelectors.selectFoundLabel(state())).toBe('Found 0 / 4 techniques');
    expect(rhetoricAnalysisSelectors.selectProgress(state())).toBe(0);
  });

  it('selecting a segment shows it; clearing hides it', () => {
    const { store, state } = setup();
    store.dispatch(rhetoricAnalysisActions.articleChosen({ article: fixtureOpEd }));
    store.dispatch(rhetoricAnalysisActions.segmentSelected({ index: 2 }));
    expect(rhetoricAnalysisSelectors.selectSelectedIndex(state())).toBe(2);
    expect(rhetoricAnalysisSelectors.selectSelectedSegment(state())?.technique).toBe('Rhetorical Question');
    store.dispatch(rhetoricAnalysisActions.selectionCleared());
    expect(rhetoricAnalysisSelectors.selectSelectedSegment(state())).toBeNull();
    store.dispatch(rhetoricAnalysisActions.segmentSelected({ index: 9 }));
    expect(rhetoricAnalysisSelectors.selectSelectedIndex(state())).toBeNull();
  });

  it('marking grows the found set without duplicates, up to Found 4 / 4', () => {
    const { store, state } = setup();
    store.dispatch(rhetoricAnalysisActions.articleChosen({ article: fixtureOpEd }));
    store.dispatch(rhetoricAnalysisActions.segmentMarkedFound({ index: 1 }));
    store.dispatch(rhetoricAnalysisActions.segmentMarkedFound({ index: 1 }));
    expect(rhetoricAnalysisSelectors.selectFound(state())).toEqual([1]);
    expect(rhetoricAnalysisSelectors.selectIsFound(state(), 1)).toBe(true);
    expect(rhetoricAnalysisSelectors.selectIsFound(state(), 0)).toBe(false);
    expect(rhetoricAnalysisSelectors.selectFoundLabel(state())).toBe('Found 1 / 4 techniques');
    expect(rhetoricAnalysisSelectors.selectProgress(state())).toBe(25);
    expect(rhetoricAnalysisSelectors.selectAllFound(state())).toBe(false);
    for (const index of [0, 2, 3]) store.dispatch(rhetoricAnalysisActions.segmentMarkedFound({ index }));
    expect(rhetoricAnalysisSelectors.selectFoundLabel(state())).toBe('Found 4 / 4 techniques');
    expect(rhetoricAnalysisSelectors.selectProgress(state())).toBe(100);
    expect(rhetoricAnalysisSelectors.selectAllFound(state())).toBe(true);
  });

  it('keeps what was found in each article when switching between them', () => {
    const { store, state } = setup();
    store.dispatch(rhetoricAnalysisActions.articleChosen({ article: fixtureOpEd }));
    store.dispatch(rhetoricAnalysisActions.segmentMarkedFound({ index: 0 }));
    store.dispatch(rhetoricAnalysisActions.articleChosen({ article: fixtureAd }));
    expect(rhetoricAnalysisSelectors.selectFoundLabel(state())).toBe('Found 0 / 2 techniques');
    store.dispatch(rhetoricAnalysisActions.articleChosen({ article: fixtureOpEd }));
    expect(rhetoricAnalysisSelectors.selectFoundLabel(state())).toBe('Found 1 / 4 techniques');
  });

  it('does not mark anything while no article is open', () => {
    const { store, state } = setup();
    store.dispatch(rhetoricAnalysisActions.segmentMarkedFound({ index: 0 }));
    expect(rhetoricAnalysisSelectors.selectFoundByArticle(state())).toEqual({});
    store.dispatch(rhetoricAnalysisActions.segmentSelected({ index: 0 }));
    expect(rhetoricAnalysisSelectors.selectSelectedSegment(state())).toBeNull();
  });

  it('opening an article closes the segment that was open', () => {
    const { store, state } = setup();
    store.dispatch(rhetoricAnalysisActions.articleChosen({ article: fixtureOpEd }));
    store.dispatch(rhetoricAnalysisActions.segmentSelected({ index: 1 }));
    store.dispatch(rhetoricAnalysisActions.articleChosen({ article: fixtureAd }));
    expect(rhetoricAnalysisSelectors.selectSelectedSegment(state())).toBeNull();
  });

  it('starting over clears the current article only', () => {
    const { store, state } = setup();
    store.dispatch(rhetoricAnalysisActions.articleChosen({ article: fixtureAd }));
    store.dispatch(rhetoricAnalysisActions.segmentMarkedFound({ index: 0 }));
    store.dispatch(rhetoricAnalysisActions.articleChosen({ article: fixtureOpEd }));
    store.dispatch(rhetoricAnalysisActions.segmentMarkedFound({ index: 0 }));
    store.dispatch(rhetoricAnalysisActions.articleReset());
    expect(rhetoricAnalysisSelectors.selectFoundCount(state())).toBe(0);
    expect(rhetoricAnalysisSelectors.selectFoundByArticle(state())[fixtureAd.id]).toEqual([0]);
  });
});

describe('rhetoricAnalysis resume (issue 35)', () => {
  it('keeps nothing until a segment is found, then the article on screen and what was found in each', () => {
    const { store, state } = setup();
    store.dispatch(rhetoricAnalysisActions.articleChosen({ article: fixtureOpEd }));
    expect(rhetoricAnalysisSelectors.selectPlace(state())).toBeNull();
    store.dispatch(rhetoricAnalysisActions.segmentMarkedFound({ index: 2 }));
    store.dispatch(rhetoricAnalysisActions.articleChosen({ article: fixtureAd }));
    store.dispatch(rhetoricAnalysisActions.segmentMarkedFound({ index: 0 }));
    const place = rhetoricAnalysisSelectors.selectPlace(state());
    expect(place).toEqual({ articleId: fixtureAd.id, found: { [fixtureOpEd.id]: [2], [fixtureAd.id]: [0] } });
    expect(rhetoricAnalysisSelectors.selectPlace(state())).toBe(place);
    expect(rhetoricAnalysisPlaceSchema.parse(JSON.parse(JSON.stringify(place)))).toEqual(place);
    // Starting over every article found in leaves nothing to keep.
    store.dispatch(rhetoricAnalysisActions.articleReset());
    store.dispatch(rhetoricAnalysisActions.articleChosen({ article: fixtureOpEd }));
    store.dispatch(rhetoricAnalysisActions.articleReset());
    expect(rhetoricAnalysisSelectors.selectPlace(state())).toBeNull();
  });

  it('resumes what was found, dropping articles and segments the site no longer has', () => {
    const { store, state } = setup();
    store.dispatch(rhetoricAnalysisActions.articleChosen({ article: fixtureOpEd }));
    store.dispatch(rhetoricAnalysisActions.resumed({ articles: fixtureArticles, place: { articleId: fixtureOpEd.id, found: { [fixtureOpEd.id]: [3, 1, 99], gone: [0] } } }));
    expect(rhetoricAnalysisSelectors.selectFound(state())).toEqual([1, 3]);
    expect(rhetoricAnalysisSelectors.selectFoundByArticle(state())).toEqual({ [fixtureOpEd.id]: [1, 3] });
    expect(rhetoricAnalysisSelectors.selectFoundLabel(state())).toBe('Found 2 / 4 techniques');
  });

  describe('guess first', () => {
    const s = rhetoricAnalysisSelectors;

    it('is off at first; picks count only while it is on, the first pick per segment only', () => {
      const { store, state } = setup();
      store.dispatch(rhetoricAnalysisActions.articleChosen({ article: fixtureOpEd }));
      expect(s.selectChallenge(state())).toBe(false);
      store.dispatch(rhetoricAnalysisActions.segmentGuessed({ index: 0, technique: 'Hyperbole' }));
      expect(s.selectGuesses(state())).toEqual({});
      store.dispatch(rhetoricAnalysisActions.challengeSet({ on: true }));
      store.dispatch(rhetoricAnalysisActions.segmentGuessed({ index: 0, technique: 'Anaphora' }));
      store.dispatch(rhetoricAnalysisActions.segmentGuessed({ index: 0, technique: 'Hyperbole' }));
      store.dispatch(rhetoricAnalysisActions.segmentGuessed({ index: 1, technique: 'Anaphora' }));
      store.dispatch(rhetoricAnalysisActions.segmentGuessed({ index: 9, technique: 'Anaphora' }));
      expect(s.selectGuesses(state())).toEqual({ 0: 'Anaphora', 1: 'Anaphora' });
      expect(s.selectGuessScore(state())).toEqual({ right: 1, wrong: 1, left: 2 });
      expect(s.selectRightByArticle(state(), fixtureArticles)).toEqual({ [fixtureOpEd.id]: [1], [fixtureAd.id]: [] });
    });

    it('brings kept picks back for segments still on the site, never over a pick made since', () => {
      const { store, state } = setup();
      store.dispatch(rhetoricAnalysisActions.articleChosen({ article: fixtureOpEd }));
      store.dispatch(rhetoricAnalysisActions.challengeSet({ on: true }));
      store.dispatch(rhetoricAnalysisActions.segmentGuessed({ index: 1, technique: 'Hyperbole' }));
      store.dispatch(
        rhetoricAnalysisActions.guessesRestored({
          articles: fixtureArticles,
          guesses: { [fixtureOpEd.id]: { 0: 'Hyperbole', 1: 'Anaphora', 9: 'Anaphora', x: 'Anaphora' }, gone: { 0: 'Hyperbole' } },
        }),
      );
      expect(s.selectAllGuesses(state())).toEqual({ [fixtureOpEd.id]: { 0: 'Hyperbole', 1: 'Hyperbole' } });
    });

    it('keeps the read-along finds apart, and starting over clears only the mode on screen', () => {
      const { store, state } = setup();
      store.dispatch(rhetoricAnalysisActions.articleChosen({ article: fixtureOpEd }));
      store.dispatch(rhetoricAnalysisActions.segmentMarkedFound({ index: 2 }));
      store.dispatch(rhetoricAnalysisActions.challengeSet({ on: true }));
      store.dispatch(rhetoricAnalysisActions.segmentGuessed({ index: 1, technique: 'Anaphora' }));
      expect(s.selectFound(state())).toEqual([2]);
      store.dispatch(rhetoricAnalysisActions.articleReset());
      expect(s.selectGuesses(state())).toEqual({});
      expect(s.selectFound(state())).toEqual([2]);
      store.dispatch(rhetoricAnalysisActions.challengeSet({ on: false }));
      store.dispatch(rhetoricAnalysisActions.articleReset());
      expect(s.selectFound(state())).toEqual([]);
    });
  });
});
