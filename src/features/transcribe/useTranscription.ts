import { useCallback, useEffect, useRef } from 'react';
import { z } from '@/contract/zod';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { copyText, downloadText } from '@/lib/fileTransfer';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { COPY_CONFIRM_MS, ERROR_CLEAR_MS, EXPORTS, exportFileName, fileProblem, POLL_INTERVAL_MS, UNLOCK_STORAGE_KEY, type ExportFormat } from './logic';
import { TRANSCRIBE_MESSAGES, audioUrlSchema } from '@/contract/transcripts';
import { checkPassword, getTranscript, startTranscript, TranscribeError, uploadFile, type UploadHandle } from './transcribeClient';
import { cleared, copyNoticeExpired, errorExpired, fileRejected, injectedTranscribe, noSourceGiven, relocked, transcribeSelectors, transcriptCopied, transcriptCopyFailed, transcriptionCompleted, transcriptionFailed, transcriptionStarted, transcriptPolled, unlockAccepted, unlockRefused, unlockRestored, unlockSubmitted, uploadFailed, uploadFinished, uploadProgressed, uploadStarted, workAbandoned } from './transcribeSlice';


/** Session storage: the unlock flag and the password the backend checks on every call. */
const unlockSchema = z.object({ unlocked: z.literal(true), password: z.string().min(1) });

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
  /** Bumped by Clear and unmount: a poll loop or upload from an older generation stops quietly. */
  const generation = useRef(0);
  const pollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // What the browser remembers is read after hydration, so server and first client render agree.
  useEffect(() => {
    const stored = readStored(UNLOCK_STORAGE_KEY, unlockSchema, null, 'session');
    if (stored) {
      password.current = stored.password;
      dispatch(unlockRestored());
    }
    const gen = generation;
    const uploading = upload;
    const timer = pollTimer;
    return () => {
      gen.current++;
      uploading.current?.abort();
      clearTimeout(timer.current);
      dispatch(workAbandoned());
    };
  }, [dispatch]);

  const errorSeq = state.error?.seq;
  useEffect(() => {
    if (errorSeq === undefined) return;
    const t = setTimeout(() => dispatch(errorExpired(errorSeq)), ERROR_CLEAR_MS);
    return () => clearTimeout(t);
  }, [errorSeq, dispatch]);

  const copyStatus = state.copy;
  useEffect(() => {
    if (copyStatus === 'idle') return;
    const t = setTimeout(() => dispatch(copyNoticeExpired()), copyStatus === 'copied' ? COPY_CONFIRM_MS : ERROR_CLEAR_MS);
    return () => clearTimeout(t);
  }, [copyStatus, dispatch]);

  const relock = useCallback(
    (message: string) => {
      generation.current++;
      upload.current?.abort();
      clearTimeout(pollTimer.current);
      password.current = '';
      removeStored(UNLOCK_STORAGE_KEY, 'session');
      dispatch(relocked(message));
    },
    [dispatch],
  );

  const unlock = useCallback(
    async (candidate: string) => {
      dispatch(unlockSubmitted());
      try {
        await checkPassword(candidate);
      } catch (error) {
        dispatch(unlockRefused(messageOf(error)));
        return;
      }
      password.current = candidate;
      writeStored(UNLOCK_STORAGE_KEY, { unlocked: true, password: candidate }, 'session');
      dispatch(unlockAccepted());
    },
    [dispatch],
  );

  const chooseFile = useCallback(
    async (file: File) => {
      const problem = fileProblem(file);
      if (problem) {
        dispatch(fileRejected(problem));
        return;
      }
      upload.current?.abort();
      const gen = generation.current;
      dispatch(uploadStarted({ fileName: file.name }));
      let last = -1;
      const handle = uploadFile(file, password.current, (percent) => {
        if (percent === last || gen !== generation.current) return;
        last = percent;
        dispatch(uploadProgressed(percent));
      });
      upload.current = handle;
      try {
        const fileUrl = await handle.done;
        if (gen === generation.current) dispatch(uploadFinished(fileUrl));
      } catch (error) {
        if (gen !== generation.current || upload.current !== handle) return;
        if (error instanceof TranscribeError && error.relock) relock(error.message);
        else dispatch(uploadFailed(messageOf(error)));
      } finally {
        if (upload.current === handle) upload.current = null;
      }
    },
    [dispatch, relock],
  );

  const transcribe = useCallback(async () => {
    const current = injectedTranscribe.selectSlice(store.getState());
    if (transcribeSelectors.selectBusy(store.getState())) return;
    const source = current.upload.fileUrl ?? current.audioUrl.trim();
    if (!source) {
      dispatch(noSourceGiven(TRANSCRIBE_MESSAGES.noSource));
      return;
    }
    if (!current.upload.fileUrl) {
      const url = audioUrlSchema.safeParse(source);
      if (!url.success) {
        dispatch(noSourceGiven(url.error.issues[0]?.message ?? TRANSCRIBE_MESSAGES.unknown));
        return;
      }
    }
    const gen = ++generation.current;
    const live = () => gen === generation.current;
    dispatch(transcriptionStarted());
    try {
      let transcript = await startTranscript(source, password.current);
      for (;;) {
        if (!live()) return;
        dispatch(transcriptPolled({ id: transcript.id, status: transcript.status }));
        if (transcript.status === 'completed') {
          dispatch(transcriptionCompleted(transcript.utterances ?? []));
          return;
        }
        if (transcript.status === 'error') {
          dispatch(transcriptionFailed(transcript.error?.trim() || TRANSCRIBE_MESSAGES.unknown));
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
      else dispatch(transcriptionFailed(messageOf(error)));
    }
  }, [dispatch, relock, store]);

  const clear = useCallback(() => {
    generation.current++;
    upload.current?.abort();
    upload.current = null;
    clearTimeout(pollTimer.current);
    dispatch(cleared());
  }, [dispatch]);

  const copy = useCallback(async () => {
    const text = transcribeSelectors.selectTranscriptText(store.getState());
    dispatch((await copyText(text, 'transcribe')) ? transcriptCopied() : transcriptCopyFailed());
  }, [dispatch, store]);

  const download = useCallback(
    (format: ExportFormat) => {
      const current = injectedTranscribe.selectSlice(store.getState());
      const { mime, render } = EXPORTS[format];
      downloadText(render(current.transcription.utterances), exportFileName(current.fileName ?? current.audioUrl, format), mime);
    },
    [store],
  );

  return { state, unlock, chooseFile, transcribe, clear, copy, download };
}
