import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { FieldErrors } from './logic';
import type { ContactFields } from '@/contract/contact';

/** Idle → sending → sent (thank-you panel) or failed (the typed text stays). */
export type ContactStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface ContactState {
  status: ContactStatus;
  values: ContactFields;
  fieldErrors: FieldErrors;
  /** The bot check's payload once solved; null while it is incomplete. */
  botCheck: string | null;
  /** Bumped to give the visitor a fresh bot check (after a send, or a failure). */
  botCheckRound: number;
  error: string | null;
}

const empty: ContactFields = { name: '', email: '', message: '' };

export const initialContactState: ContactState = {
  status: 'idle',
  values: empty,
  fieldErrors: {},
  botCheck: null,
  botCheckRound: 0,
  error: null,
};

export const contactSlice = createSlice({
  name: 'contact',
  initialState: initialContactState,
  reducers: {
    fieldChanged(state, action: PayloadAction<{ field: keyof ContactFields; value: string }>) {
      const { field, value } = action.payload;
      state.values[field] = value;
      if (state.fieldErrors[field] && value.trim()) delete state.fieldErrors[field];
    },
    botCheckSolved(state, action: PayloadAction<string>) {
      state.botCheck = action.payload;
      if (state.error && state.status !== 'failed') state.error = null;
    },
    botCheckLost(state) {
      state.botCheck = null;
    },
    validationFailed(state, action: PayloadAction<{ fieldErrors: FieldErrors; error: string | null }>) {
      state.fieldErrors = action.payload.fieldErrors;
      state.error = action.payload.error;
      if (state.status === 'failed') state.status = 'idle';
    },
    sendStarted(state) {
      state.status = 'sending';
      state.fieldErrors = {};
      state.error = null;
    },
    /** Success clears the fields and the bot check, and shows the thank-you panel. */
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
    selectStatus: (s) => s.status,
    selectValues: (s) => s.values,
    selectFieldErrors: (s) => s.fieldErrors,
    selectBotCheck: (s) => s.botCheck,
    selectBotCheckRound: (s) => s.botCheckRound,
    selectError: (s) => s.error,
  },
});

export const { fieldChanged, botCheckSolved, botCheckLost, validationFailed, sendStarted, sendSucceeded, sendFailed, anotherMessageRequested } =
  contactSlice.actions;

declare module '@/app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof contactSlice> {}
}
