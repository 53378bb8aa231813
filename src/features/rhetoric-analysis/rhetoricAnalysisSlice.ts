import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { AnalysisArticle } from '@/content/games/types';
import { foundLabel, foundProgress, isAllFound, markFound } from './logic';
import { rootReducer } from '@/services/store';

export interface RhetoricAnalysisState {
  /** The article on screen (the page names it as it opens); null before then. */
  article: AnalysisArticle | null;
  /** Index of the opened segment (its technique and explanation show); null when none. */
  selected: number | null;
  /** Found segment indexes per article id, sorted, without repeats; kept when switching articles. */
  found: Record<string, number[]>;
}

export const initialRhetoricAnalysisState: RhetoricAnalysisState = {
  article: null,
  selected: null,
  found: {},
};

const EMPTY: number[] = [];

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
    /** Start the current article over. */
    articleReset(state) {
      if (state.article) delete state.found[state.article.id];
      state.selected = null;
    },
  },
  selectors: {
    selectArticle: (state) => state.article,
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
  },
});

declare module '@/services/store' {
  interface LazyLoadedSlices extends WithSlice<typeof rhetoricAnalysisSlice> {}
}

export const { articleChosen, segmentSelected, selectionCleared, segmentMarkedFound, articleReset } =
  rhetoricAnalysisSlice.actions;

/** Its selectors, reading the root state of the games' store (src/services/store.ts), which this module injects the slice into when it first loads. */
export const rhetoricAnalysisSelectors = rhetoricAnalysisSlice.injectInto(rootReducer).selectors;
