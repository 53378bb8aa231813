import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AnalysisArticle } from '@/content/games/types';
import { foundLabel, foundProgress, guessScore, isAllFound, markFound, rightGuesses, type Guesses } from './logic';
import { fieldSelectors, sliceRoot } from '@/services/store';

export interface RhetoricAnalysisState {
  /** The article on screen (the page names it as it opens); null before then. */
  article: AnalysisArticle | null;
  /** Index of the opened segment (its technique and explanation show); null when none. */
  selected: number | null;
  /** Found segment indexes per article id, sorted, without repeats; kept when switching articles. */
  found: Record<string, number[]>;
  /** Guess first: technique names stay hidden until the learner has picked one of three for a segment. */
  challenge: boolean;
  /** The challenge's picks per article id: the technique picked, by segment index (one pick each). */
  guesses: Record<string, Record<number, string>>;
}

export const initialRhetoricAnalysisState: RhetoricAnalysisState = {
  article: null,
  selected: null,
  found: {},
  challenge: false,
  guesses: {},
};

const EMPTY: number[] = [];
const NO_GUESSES: Guesses = {};

/** What the browser keeps (see storage.ts): the article last on screen and what was found in each. */
export interface RhetoricAnalysisPlace {
  articleId: string;
  found: Record<string, number[]>;
}

const foundIn = (state: RhetoricAnalysisState): number[] =>
  (state.article && state.found[state.article.id]) || EMPTY;

const totalIn = (state: RhetoricAnalysisState): number => state.article?.segments.length ?? 0;

export const rhetoricAnalysisSlice = createSlice({
  name: 'rhetoricAnalysis',
  initialState: initialRhetoricAnalysisState,
  reducers: {
    /** An article is on screen (opened, or switched to); what was found in it before is kept. */
    articleChosen(state, action: PayloadAction<{ article: AnalysisArticle }>) {
      state.article = action.payload.article;
      state.selected = null;
    },
    /** A highlighted segment was clicked: its technique and explanation show. */
    segmentSelected(state, action: PayloadAction<{ index: number }>) {
      const { index } = action.payload;
      if (index >= 0 && index < totalIn(state)) state.selected = index;
    },
    /** The explanation was closed. */
    selectionCleared(state) {
      state.selected = null;
    },
    /** Mark as Found: the segment joins the found set (once). */
    segmentMarkedFound(state, action: PayloadAction<{ index: number }>) {
      const article = state.article;
      if (!article) return;
      state.found[article.id] = markFound(state.found[article.id] ?? [], action.payload.index, article.segments.length);
    },
    /** Resume (a place kept by the browser): what was found comes back, kept only for articles that still have those segments. */
    resumed(state, action: PayloadAction<{ articles: readonly AnalysisArticle[]; place: RhetoricAnalysisPlace }>) {
      const { articles, place } = action.payload;
      for (const [id, indexes] of Object.entries(place.found)) {
        const article = articles.find((a) => a.id === id);
        if (!article) continue;
        const kept = indexes.reduce((found, index) => markFound(found, index, article.segments.length), state.found[id] ?? []);
        if (kept.length > 0) state.found[id] = kept;
      }
    },
    /** Guess first switched on or off (the page remembers the choice); what each mode found is kept. */
    challengeSet(state, action: PayloadAction<{ on: boolean }>) {
      state.challenge = action.payload.on;
      state.selected = null;
    },
    /** A pick for a segment of the current article, in the challenge: the first pick counts, a second is ignored. */
    segmentGuessed(state, action: PayloadAction<{ index: number; technique: string }>) {
      const { index, technique } = action.payload;
      const article = state.article;
      if (!state.challenge || !article || index < 0 || index >= article.segments.length) return;
      const guesses = (state.guesses[article.id] ??= {});
      if (guesses[index] === undefined) guesses[index] = technique;
    },
    /** The challenge's picks kept by the browser come back: only for articles and segments still on the site, and never over a pick made since. */
    guessesRestored(state, action: PayloadAction<{ articles: readonly AnalysisArticle[]; guesses: Record<string, Record<string, string>> }>) {
      const { articles, guesses } = action.payload;
      for (const [id, picks] of Object.entries(guesses)) {
        const article = articles.find((a) => a.id === id);
        if (!article) continue;
        for (const [key, technique] of Object.entries(picks)) {
          const index = Number(key);
          if (!Number.isInteger(index) || index < 0 || index >= article.segments.length || !technique) continue;
          const kept = (state.guesses[id] ??= {});
          kept[index] ??= technique;
        }
      }
    },
    /** Start the current article over: in the mode on screen (read-along finds, or the challenge's picks). */
    articleReset(state) {
      if (state.article) {
        if (state.challenge) delete state.guesses[state.article.id];
        else delete state.found[state.article.id];
      }
      state.selected = null;
    },
  },
  selectors: {
    ...fieldSelectors<RhetoricAnalysisState>()('article', 'challenge'),
    selectSelectedIndex: (state) => state.selected,
    selectSelectedSegment: (state) =>
      state.selected === null ? null : (state.article?.segments[state.selected] ?? null),
    /** Found segment indexes of the current article. */
    selectFound: foundIn,
    selectIsFound: (state, index: number) => foundIn(state).includes(index),
    selectFoundCount: (state) => foundIn(state).length,
    selectTotal: totalIn,
    /** "Found n / total techniques". */
    selectFoundLabel: (state) => foundLabel(foundIn(state).length, totalIn(state)),
    selectProgress: (state) => foundProgress(foundIn(state).length, totalIn(state)),
    selectAllFound: (state) => isAllFound(foundIn(state), totalIn(state)),
    /** How many were found in each article, for the article list. */
    selectFoundByArticle: (state) => state.found,
    /** The challenge's picks in the current article. */
    selectGuesses: (state) => (state.article && state.guesses[state.article.id]) || NO_GUESSES,
    /** Right, wrong and left in the current article's challenge. */
    selectGuessScore: createSelector(
      [(state: RhetoricAnalysisState) => (state.article && state.guesses[state.article.id]) || NO_GUESSES, (state: RhetoricAnalysisState) => state.article?.segments],
      (guesses, segments) => guessScore(guesses, segments ?? []),
    ),
    /** Every pick, per article id: what the browser keeps. */
    selectAllGuesses: (state) => state.guesses,
    /** Segments named right, per article id: the challenge's found sets, for the article list. */
    selectRightByArticle: createSelector(
      [(state: RhetoricAnalysisState) => state.guesses, (_state: RhetoricAnalysisState, articles: readonly AnalysisArticle[]) => articles],
      (guesses, articles) => Object.fromEntries(articles.map((a) => [a.id, rightGuesses(guesses[a.id] ?? NO_GUESSES, a.segments)])),
    ),
    /** The place to keep: null while nothing is found in any article. */
    selectPlace: createSelector(
      [(state: RhetoricAnalysisState) => state.article?.id, (state: RhetoricAnalysisState) => state.found],
      (articleId, found): RhetoricAnalysisPlace | null =>
        articleId && Object.values(found).some((indexes) => indexes.length > 0) ? { articleId, found } : null,
    ),
  },
}).injectInto(sliceRoot);

export const { actions: rhetoricAnalysisActions, selectors: rhetoricAnalysisSelectors } = rhetoricAnalysisSlice;
