import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fieldSelectors, sliceRoot } from '@/services/store';

/** Idle → sending → sent (thank-you panel) or failed (the typed text stays: the form holds it). */
export type ContactStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface ContactState {
  status: ContactStatus;
  /** The bot check's payload once solved; null while it is incomplete. */
  botCheck: string | null;
  /** Bumped to give the visitor a fresh bot check (after a send, or a failure). */
  botCheckRound: number;
  error: string | null;
}

export const initialContactState: ContactState = {
  status: 'idle',
  botCheck: null,
  botCheckRound: 0,
  error: null,
};

export const contactSlice = createSlice({
  name: 'contact',
  initialState: initialContactState,
  reducers: {
    botCheckSolved(state, action: PayloadAction<string>) {
      state.botCheck = action.payload;
      if (state.error && state.status !== 'failed') state.error = null;
    },
    botCheckLost(state) {
      state.botCheck = null;
    },
    sendStarted(state) {
      state.status = 'sending';
      state.error = null;
    },
    /** Success clears the bot check and shows the thank-you panel (the form empties its fields). */
    sendSucceeded(state) {
      Object.assign(state, initialContactState, { status: 'sent', botCheckRound: state.botCheckRound + 1 });
    },
    /** The typed text stays; the used bot check is replaced by a fresh one. */
    sendFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
      state.botCheck = null;
      state.botCheckRound += 1;
    },
    anotherMessageRequested(state) {
      Object.assign(state, initialContactState, { botCheckRound: state.botCheckRound + 1 });
    },
  },
  selectors: {
    ...fieldSelectors<ContactState>()('status', 'botCheck', 'botCheckRound', 'error'),
  },
}).injectInto(sliceRoot);

export const { actions: contactActions, selectors: contactSelectors } = contactSlice;
