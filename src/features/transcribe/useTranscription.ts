import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { copyText, downloadText } from '@/lib/fileTransfer';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { COPY_CONFIRM_MS, ERROR_CLEAR_MS, EXPORTS, exportFileName, fileProblem, POLL_INTERVAL_MS, UNLOCK_STORAGE_KEY, type ExportFormat } from './logic';
import { TRANSCRIBE_MESSAGES } from '@/contract/transcriptSettings';
import { checkPassword, getTranscript, loadTranscribeSchemas, startTranscript, TranscribeError, UPLOAD_CANCELLED, uploadFile, type UploadHandle } from './transcribeClient';
import { transcribeActions, transcribeSelectors, transcribeSlice } from './transcribeSlice';

function messageOf(error: unknown): string {
  return error instanceof TranscribeError ? error.message : TRANSCRIBE_MESSAGES.unknown;
}

/** Connects the transcription page to its slice, the backend and the clock. */
export function useTranscription() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const state = {
    lock: useAppSelector(transcribeSelectors.selectLock),
    audioUrl: useAppSelector(transcribeSelectors.selectAudioUrl),
    fileName: useAppSelector(transcribeSelectors.selectFileName),
    upload: useAppSelector(transcribeSelectors.selectUpload),
    transcription: useAppSelector(transcribeSelectors.selectTranscription),
    error: useAppSelector(transcribeSelectors.selectError),
    copy: useAppSelector(transcribeSelectors.selectCopy),
    busy: useAppSelector(transcribeSelectors.selectBusy),
    transcript: useAppSelector(transcribeSelectors.selectTranscriptText),
  };
  const password = useRef('');
  const upload = useRef<UploadHandle | null>(null);
  /** The picked file, sent on Transcribe (a File is not serialisable, so it stays out of the store). */
  const chosen = useRef<File | null>(null);
  /** Set by Cancel, so the upload's rejection reads as a cancel rather than a failure. */
  const cancelling = useRef(false);
  /** Bumped by Clear and unmount: a poll loop or upload from an older generation stops quietly. */
  const generation = useRef(0);
  const pollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // What the browser remembers is read after hydration, so server and first client render agree.
  // Its schema loads first (zod is not part of the page's start).
  useEffect(() => {
    let live = true;
    void loadTranscribeSchemas().then(({ unlockSchema }) => {
      const stored = live ? readStored(UNLOCK_STORAGE_KEY, unlockSchema, null, 'session') : null;
      if (stored) {
        password.current = stored.password;
        dispatch(transcribeActions.unlockRestored());
      }
    });
    const gen = generation;
    const uploading = upload;
    const timer = pollTimer;
    return () => {
      live = false;
      gen.current++;
      uploading.current?.abort();
      clearTimeout(timer.current);
      dispatch(transcribeActions.workAbandoned());
    };
  }, [dispatch]);

  const errorSeq = state.error?.seq;
  useEffect(() => {
    if (errorSeq === undefined) return;
    const t = setTimeout(() => dispatch(transcribeActions.errorExpired(errorSeq)), ERROR_CLEAR_MS);
    return () => clearTimeout(t);
  }, [errorSeq, dispatch]);

  const copyStatus = state.copy;
  useEffect(() => {
    if (copyStatus === 'idle') return;
    const t = setTimeout(() => dispatch(transcribeActions.copyNoticeExpired()), copyStatus === 'copied' ? COPY_CONFIRM_MS : ERROR_CLEAR_MS);
    return () => clearTimeout(t);
  }, [copyStatus, dispatch]);

  const relock = useCallback(
    (message: string) => {
      generation.current++;
      upload.current?.abort();
      clearTimeout(pollTimer.current);
      password.current = '';
      removeStored(UNLOCK_STORAGE_KEY, 'session');
      dispatch(transcribeActions.relocked(message));
    },
    [dispatch],
  );

  const unlock = useCallback(
    async (candidate: string) => {
      dispatch(transcribeActions.unlockSubmitted());
      try {
        await checkPassword(candidate);
      } catch (error) {
        dispatch(transcribeActions.unlockRefused(messageOf(error)));
        return;
      }
      password.current = candidate;
      writeStored(UNLOCK_STORAGE_KEY, { unlocked: true, password: candidate }, 'session');
      dispatch(transcribeActions.unlockAccepted());
    },
    [dispatch],
  );

  /** A picked file waits for Transcribe; nothing is sent yet. */
  const chooseFile = useCallback(
    (file: File) => {
      const problem = fileProblem(file);
      if (problem) {
        dispatch(transcribeActions.fileRejected(problem));
        return;
      }
      chosen.current = file;
      dispatch(transcribeActions.fileChosen({ fileName: file.name, size: file.size }));
    },
    [dispatch],
  );

  /** Sends the chosen file with progress; its URL at the provider, or null (failed, cancelled, gone stale). */
  const sendFile = useCallback(
    async (file: File, live: () => boolean): Promise<string | null> => {
      upload.current?.abort();
      cancelling.current = false;
      dispatch(transcribeActions.uploadStarted());
      const handle = uploadFile(file, password.current, (sent, total) => {
        if (live()) dispatch(transcribeActions.uploadProgressed({ sent, total }));
      });
      upload.current = handle;
      try {
        const fileUrl = await handle.done;
        if (!live()) return null;
        dispatch(transcribeActions.uploadFinished(fileUrl));
        return fileUrl;
      } catch (error) {
        if (!live() || upload.current !== handle) return null;
        if (cancelling.current) dispatch(transcribeActions.uploadCancelled(UPLOAD_CANCELLED));
        else if (error instanceof TranscribeError && error.relock) relock(error.message);
        else dispatch(transcribeActions.uploadFailed(messageOf(error)));
        return null;
      } finally {
        if (upload.current === handle) upload.current = null;
      }
    },
    [dispatch, relock],
  );

  /** Stops the upload under way; the file stays chosen and the form usable. */
  const cancelUpload = useCallback(() => {
    if (!upload.current) return;
    cancelling.current = true;
    upload.current.abort();
  }, []);

  const transcribe = useCallback(async () => {
    const current = transcribeSlice.selectSlice(store.getState());
    if (transcribeSelectors.selectBusy(store.getState())) return;
    // The uploaded file, else the chosen file (sent now), else the typed URL.
    const file = current.upload.status === 'idle' ? null : chosen.current;
    let source: string | null = current.upload.fileUrl ?? (file ? null : current.audioUrl.trim());
    if (source === '') {
      dispatch(transcribeActions.noSourceGiven(TRANSCRIBE_MESSAGES.noSource));
      return;
    }
    if (source !== null && !current.upload.fileUrl) {
      const url = (await loadTranscribeSchemas()).audioUrlSchema.safeParse(source);
      if (!url.success) {
        dispatch(transcribeActions.noSourceGiven(url.error.issues[0]?.message ?? TRANSCRIBE_MESSAGES.unknown));
        return;
      }
    }
    const gen = ++generation.current;
    const live = () => gen === generation.current;
    if (source === null && file) source = await sendFile(file, live);
    if (source === null || !live()) return;
    dispatch(transcribeActions.transcriptionStarted());
    try {
      let transcript = await startTranscript(source, password.current);
      for (;;) {
        if (!live()) return;
        dispatch(transcribeActions.transcriptPolled({ id: transcript.id, status: transcript.status }));
        if (transcript.status === 'completed') {
          dispatch(transcribeActions.transcriptionCompleted(transcript.utterances ?? []));
          return;
        }
        if (transcript.status === 'error') {
          dispatch(transcribeActions.transcriptionFailed(transcript.error?.trim() || TRANSCRIBE_MESSAGES.unknown));
          return;
        }
        // Polled every 3000 ms until completed or error; no timeout.
        await new Promise<void>((resolve) => {
          pollTimer.current = setTimeout(resolve, POLL_INTERVAL_MS);
        });
        if (!live()) return;
        transcript = await getTranscript(transcript.id, password.current);
      }
    } catch (error) {
      if (!live()) return;
      if (error instanceof TranscribeError && error.relock) relock(error.message);
      else dispatch(transcribeActions.transcriptionFailed(messageOf(error)));
    }
  }, [dispatch, relock, sendFile, store]);

  const clear = useCallback(() => {
    generation.current++;
    upload.current?.abort();
    upload.current = null;
    chosen.current = null;
    clearTimeout(pollTimer.current);
    dispatch(transcribeActions.cleared());
  }, [dispatch]);

  const copy = useCallback(async () => {
    const text = transcribeSelectors.selectTranscriptText(store.getState());
    dispatch((await copyText(text, 'transcribe')) ? transcribeActions.transcriptCopied() : transcribeActions.transcriptCopyFailed());
  }, [dispatch, store]);

  const download = useCallback(
    (format: ExportFormat) => {
      const current = transcribeSlice.selectSlice(store.getState());
      const { mime, render } = EXPORTS[format];
      downloadText(render(current.transcription.utterances), exportFileName(current.fileName ?? current.audioUrl, format), mime);
    },
    [store],
  );

  return { state, unlock, chooseFile, cancelUpload, transcribe, clear, copy, download };
}
