import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { initialTranscribeState, transcribeActions, transcribeSelectors, transcribeSlice, type TranscribeState } from './transcribeSlice';

function store(preloaded: Partial<TranscribeState> = {}) {
  return configureStore({ reducer: { transcribe: transcribeSlice.reducer }, preloadedState: { transcribe: { ...initialTranscribeState, ...preloaded } } });
}
const s = transcribeSelectors;

describe('transcribeSlice', () => {
  it('locks, checks, refuses with "Invalid password", then unlocks', () => {
    const st = store();
    st.dispatch(transcribeActions.unlockSubmitted());
    expect(s.selectLock(st.getState())).toBe('checking');
    st.dispatch(transcribeActions.unlockRefused('Invalid password'));
    expect(s.selectLock(st.getState())).toBe('locked');
    expect(s.selectError(st.getState())).toMatchObject({ message: 'Invalid password', place: 'lock' });
    st.dispatch(transcribeActions.unlockSubmitted());
    st.dispatch(transcribeActions.unlockAccepted());
    expect(s.selectLock(st.getState())).toBe('unlocked');
    expect(s.selectError(st.getState())).toBeNull();
  });

  it('holds a picked file until Transcribe, then tracks bytes sent and is busy while uploading or transcribing', () => {
    const st = store({ lock: 'unlocked' });
    st.dispatch(transcribeActions.fileChosen({ fileName: 'talk.wav', size: 1000 }));
    expect(s.selectUpload(st.getState())).toEqual({ status: 'chosen', progress: 0, sent: 0, total: 1000, fileUrl: null });
    expect(s.selectBusy(st.getState())).toBe(false);
    expect(s.selectFileInPlay(st.getState())).toBe(true);
    st.dispatch(transcribeActions.uploadStarted());
    expect(s.selectBusy(st.getState())).toBe(true);
    st.dispatch(transcribeActions.uploadProgressed({ sent: 400, total: 1000 }));
    st.dispatch(transcribeActions.uploadProgressed({ sent: 300, total: 1000 })); // Progress never goes back.
    expect(s.selectUpload(st.getState())).toMatchObject({ progress: 40, sent: 400 });
    st.dispatch(transcribeActions.uploadFinished('https://cdn/x'));
    expect(s.selectUpload(st.getState())).toEqual({ status: 'done', progress: 100, sent: 1000, total: 1000, fileUrl: 'https://cdn/x' });
    expect(s.selectBusy(st.getState())).toBe(false);
    expect(s.selectSource(st.getState())).toBe('https://cdn/x');
    st.dispatch(transcribeActions.transcriptionStarted());
    expect(s.selectBusy(st.getState())).toBe(true);
  });

  it('cancels an upload back to the chosen file, with a message, and is no longer busy', () => {
    const st = store({ lock: 'unlocked' });
    st.dispatch(transcribeActions.fileChosen({ fileName: 'talk.wav', size: 1000 }));
    st.dispatch(transcribeActions.uploadStarted());
    st.dispatch(transcribeActions.uploadProgressed({ sent: 500, total: 1000 }));
    st.dispatch(transcribeActions.uploadCancelled('Upload cancelled.'));
    expect(s.selectUpload(st.getState())).toMatchObject({ status: 'chosen', progress: 0, sent: 0 });
    expect(s.selectBusy(st.getState())).toBe(false);
    expect(s.selectError(st.getState())?.message).toBe('Upload cancelled.');
    st.dispatch(transcribeActions.uploadCancelled('late')); // Nothing is uploading: nothing to cancel.
    expect(s.selectError(st.getState())?.message).toBe('Upload cancelled.');
  });

  it('prefers the uploaded file, else the typed URL, as the source', () => {
    const st = store({ lock: 'unlocked' });
    expect(s.selectSource(st.getState())).toBeNull();
    st.dispatch(transcribeActions.audioUrlChanged('  https://example.com/a.mp3 '));
    expect(s.selectSource(st.getState())).toBe('https://example.com/a.mp3');
  });

  it('polls to completion and keeps the utterances', () => {
    const st = store({ lock: 'unlocked' });
    st.dispatch(transcribeActions.transcriptionStarted());
    st.dispatch(transcribeActions.transcriptPolled({ id: 't1', status: 'queued' }));
    st.dispatch(transcribeActions.transcriptPolled({ id: 't1', status: 'processing' }));
    expect(s.selectTranscription(st.getState()).providerStatus).toBe('processing');
    st.dispatch(transcribeActions.transcriptionCompleted([{ start: 0, speaker: 'A', text: 'Hi.' }]));
    expect(s.selectTranscription(st.getState()).status).toBe('done');
    expect(s.selectTranscriptText(st.getState())).toBe('[00:00] Speaker A: Hi.');
  });

  it('ignores late poll results after Clear', () => {
    const st = store({ lock: 'unlocked' });
    st.dispatch(transcribeActions.transcriptionStarted());
    st.dispatch(transcribeActions.cleared());
    st.dispatch(transcribeActions.transcriptionCompleted([{ start: 0, speaker: 'A', text: 'Late.' }]));
    st.dispatch(transcribeActions.transcriptionFailed('late'));
    expect(s.selectTranscription(st.getState()).status).toBe('idle');
    expect(s.selectError(st.getState())).toBeNull();
  });

  it('Clear resets URL, file name, transcript, error and progress, but not the lock', () => {
    const st = store({ lock: 'unlocked' });
    st.dispatch(transcribeActions.audioUrlChanged('https://x/a.mp3'));
    st.dispatch(transcribeActions.fileChosen({ fileName: 'a.wav', size: 100 }));
    st.dispatch(transcribeActions.uploadStarted());
    st.dispatch(transcribeActions.uploadProgressed({ sent: 50, total: 100 }));
    st.dispatch(transcribeActions.fileRejected('Please upload an audio or video file'));
    st.dispatch(transcribeActions.cleared());
    const state = st.getState().transcribe;
    expect(state).toMatchObject({ lock: 'unlocked', audioUrl: '', fileName: null, error: null, upload: { status: 'idle', progress: 0, sent: 0, fileUrl: null } });
    expect(state.transcription.utterances).toEqual([]);
  });

  it('expires exactly the error its timer was set for', () => {
    const st = store({ lock: 'unlocked' });
    st.dispatch(transcribeActions.noSourceGiven('Please enter an audio URL or upload a file'));
    const first = s.selectError(st.getState())!.seq;
    st.dispatch(transcribeActions.fileRejected('File size must be less than 500MB'));
    st.dispatch(transcribeActions.errorExpired(first));
    expect(s.selectError(st.getState())?.message).toBe('File size must be less than 500MB');
    st.dispatch(transcribeActions.errorExpired(first + 1));
    expect(s.selectError(st.getState())).toBeNull();
  });

  it('drops unfinished work when the page goes away, but keeps a finished transcript', () => {
    const st = store({ lock: 'unlocked' });
    st.dispatch(transcribeActions.fileChosen({ fileName: 'a.wav', size: 100 }));
    st.dispatch(transcribeActions.uploadStarted());
    st.dispatch(transcribeActions.transcriptionStarted());
    st.dispatch(transcribeActions.workAbandoned());
    expect(s.selectFileInPlay(st.getState())).toBe(false);
    expect(s.selectBusy(st.getState())).toBe(false);
    st.dispatch(transcribeActions.transcriptionStarted());
    st.dispatch(transcribeActions.transcriptionCompleted([{ start: 0, speaker: 'A', text: 'Kept.' }]));
    st.dispatch(transcribeActions.workAbandoned());
    expect(s.selectTranscription(st.getState()).status).toBe('done');
  });

  it('relocks and drops the work when the backend refuses the password later', () => {
    const st = store({ lock: 'unlocked' });
    st.dispatch(transcribeActions.fileChosen({ fileName: 'a.wav', size: 100 }));
    st.dispatch(transcribeActions.uploadStarted());
    st.dispatch(transcribeActions.transcriptCopied());
    st.dispatch(transcribeActions.relocked('Invalid password'));
    const state = st.getState().transcribe;
    expect(state.lock).toBe('locked');
    expect(state.fileName).toBeNull();
    expect(state.copy).toBe('idle');
    expect(state.error?.place).toBe('lock');
  });
});
