import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { transcriptText } from './logic';
import type { TranscriptStatus, Utterance } from '@/contract/transcripts';
import { fieldSelectors, sliceRoot } from '@/services/store';

/** The lock, the upload and the transcription, each a small state machine. */
export type LockStatus = 'locked' | 'checking' | 'unlocked';
/** `chosen`: a file is picked and waits for Transcribe (it is sent only then). */
export type UploadStatus = 'idle' | 'chosen' | 'uploading' | 'done' | 'failed';
export type TranscriptionStatus = 'idle' | 'transcribing' | 'done' | 'failed';
export type CopyStatus = 'idle' | 'copied' | 'failed';
/** Where an error is shown: on the lock, on the file drop zone, or under the controls. */
export type ErrorPlace = 'lock' | 'file' | 'general';

export interface TranscribeState {
  lock: LockStatus;
  audioUrl: string;
  fileName: string | null;
  /** `sent` and `total` are bytes (XHR upload events); `progress` the percent, never going back. */
  upload: { status: UploadStatus; progress: number; sent: number; total: number; fileUrl: string | null };
  transcription: { status: TranscriptionStatus; id: string | null; providerStatus: TranscriptStatus | null; utterances: Utterance[] };
  /** The one error on screen; `seq` lets its 3 s timer clear exactly this one. */
  error: { message: string; place: ErrorPlace; seq: number } | null;
  errorSeq: number;
  copy: CopyStatus;
}

export const initialTranscribeState: TranscribeState = {
  lock: 'locked',
  audioUrl: '',
  fileName: null,
  upload: { status: 'idle', progress: 0, sent: 0, total: 0, fileUrl: null },
  transcription: { status: 'idle', id: null, providerStatus: null, utterances: [] },
  error: null,
  errorSeq: 0,
  copy: 'idle',
};

function showError(state: TranscribeState, message: string, place: ErrorPlace) {
  state.errorSeq += 1;
  state.error = { message, place, seq: state.errorSeq };
}

export const transcribeSlice = createSlice({
  name: 'transcribe',
  initialState: initialTranscribeState,
  reducers: {
    unlockRestored(state) {
      state.lock = 'unlocked';
    },
    unlockSubmitted(state) {
      state.lock = 'checking';
      state.error = null;
    },
    unlockAccepted(state) {
      state.lock = 'unlocked';
      state.error = null;
    },
    unlockRefused(state, action: PayloadAction<string>) {
      state.lock = 'locked';
      showError(state, action.payload, 'lock');
    },
    /** The backend stopped accepting the stored password: back to the lock, work discarded. */
    relocked(state, action: PayloadAction<string>) {
      Object.assign(state, initialTranscribeState, { errorSeq: state.errorSeq });
      showError(state, action.payload, 'lock');
    },
    audioUrlChanged(state, action: PayloadAction<string>) {
      state.audioUrl = action.payload;
    },
    fileRejected(state, action: PayloadAction<string>) {
      showError(state, action.payload, 'file');
    },
    /** A file was picked: it waits for Transcribe. */
    fileChosen(state, action: PayloadAction<{ fileName: string; size: number }>) {
      state.fileName = action.payload.fileName;
      state.upload = { status: 'chosen', progress: 0, sent: 0, total: action.payload.size, fileUrl: null };
      state.error = null;
    },
    uploadStarted(state) {
      state.upload = { ...state.upload, status: 'uploading', progress: 0, sent: 0, fileUrl: null };
      state.error = null;
    },
    uploadProgressed(state, action: PayloadAction<{ sent: number; total: number }>) {
      if (state.upload.status !== 'uploading') return;
      const { sent, total } = action.payload;
      if (total <= 0) return;
      state.upload.sent = Math.max(state.upload.sent, Math.min(total, sent));
      state.upload.total = total;
      state.upload.progress = Math.max(state.upload.progress, Math.min(100, Math.round((sent / total) * 100)));
    },
    uploadFinished(state, action: PayloadAction<string>) {
      state.upload = { ...state.upload, status: 'done', progress: 100, sent: state.upload.total, fileUrl: action.payload };
    },
    uploadFailed(state, action: PayloadAction<string>) {
      state.upload = { ...state.upload, status: 'failed', fileUrl: null };
      showError(state, action.payload, 'file');
    },
    /** Cancel: the file stays chosen, ready to be sent again, and the form stays usable. */
    uploadCancelled(state, action: PayloadAction<string>) {
      if (state.upload.status !== 'uploading') return;
      state.upload = { ...state.upload, status: 'chosen', progress: 0, sent: 0 };
      showError(state, action.payload, 'file');
    },
    noSourceGiven(state, action: PayloadAction<string>) {
      showError(state, action.payload, 'general');
    },
    transcriptionStarted(state) {
      state.transcription = { status: 'transcribing', id: null, providerStatus: null, utterances: [] };
      state.error = null;
      state.copy = 'idle';
    },
    transcriptPolled(state, action: PayloadAction<{ id: string; status: TranscriptStatus }>) {
      if (state.transcription.status !== 'transcribing') return;
      state.transcription.id = action.payload.id;
      state.transcription.providerStatus = action.payload.status;
    },
    transcriptionCompleted(state, action: PayloadAction<Utterance[]>) {
      if (state.transcription.status !== 'transcribing') return;
      state.transcription.status = 'done';
      state.transcription.providerStatus = 'completed';
      state.transcription.utterances = action.payload;
    },
    transcriptionFailed(state, action: PayloadAction<string>) {
      if (state.transcription.status !== 'transcribing') return;
      state.transcription.status = 'failed';
      showError(state, action.payload, 'general');
    },
    /** Clear resets the URL, file name, transcript, error and progress. */
    cleared(state) {
      Object.assign(state, initialTranscribeState, { lock: state.lock, errorSeq: state.errorSeq });
    },
    /** The page went away mid-work: unsent files, unfinished uploads and polls are dropped, results kept. */
    workAbandoned(state) {
      if (state.upload.status === 'uploading' || state.upload.status === 'chosen' || state.upload.status === 'failed') {
        state.upload = initialTranscribeState.upload;
        state.fileName = null;
      }
      if (state.transcription.status === 'transcribing') state.transcription = initialTranscribeState.transcription;
    },
    errorExpired(state, action: PayloadAction<number>) {
      if (state.error?.seq === action.payload) state.error = null;
    },
    transcriptCopied(state) {
      state.copy = 'copied';
    },
    transcriptCopyFailed(state) {
      state.copy = 'failed';
    },
    copyNoticeExpired(state) {
      state.copy = 'idle';
    },
  },
  selectors: {
    ...fieldSelectors<TranscribeState>()('lock', 'audioUrl', 'fileName', 'upload', 'transcription', 'error', 'copy'),
    /** Transcribe is disabled while transcribing or uploading. */
    selectBusy: (state) => state.transcription.status === 'transcribing' || state.upload.status === 'uploading',
    /** The uploaded file wins over a typed URL; the URL box is disabled while a file is in play. */
    selectSource: (state) => state.upload.fileUrl ?? (state.audioUrl.trim() || null),
    /** A file is chosen, uploading or uploaded: it, not the URL, is what Transcribe sends. */
    selectFileInPlay: (state) => state.upload.status !== 'idle',
    selectTranscriptText: (state) => transcriptText(state.transcription.utterances),
  },
}).injectInto(sliceRoot);

export const { actions: transcribeActions, selectors: transcribeSelectors } = transcribeSlice;
