import { Box, Stack, Typography } from '@mui/material';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { Seo } from '@/components/layout/Seo';
import { transcribeScreen } from '@/content/pages/transcribe';
import { FileDropZone } from './components/FileDropZone';
import { PasswordGate } from './components/PasswordGate';
import { TranscribeControls } from './components/TranscribeControls';
import { TranscriptView } from './components/TranscriptView';
import { UploadProgress } from './components/UploadProgress';
import { transcribeActions } from './transcribeSlice';
import { useTranscription } from './useTranscription';
import { useAppDispatch } from '@/app/hooks';

/** /transcribe: the password-gated transcription tool. */
export default function TranscribePage() {
  const dispatch = useAppDispatch();
  const { state, unlock, chooseFile, cancelUpload, transcribe, clear, copy, download } = useTranscription();
  const { upload, transcription, error } = state;
  const transcribing = transcription.status === 'transcribing';
  const fileInPlay = upload.status !== 'idle';

  return (
    <Box>
      <Seo meta={transcribeScreen.meta} />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {transcribeScreen.title}
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary', maxWidth: '70ch' }}>
        {transcribeScreen.intro}
      </Typography>
      <PasswordGate status={state.lock} error={error?.place === 'lock' ? error.message : null} onSubmit={(p) => void unlock(p)}>
        <Stack spacing={3}>
          <LabelledSection outlined id="transcribe-source-heading" title="Your audio" headingSx={{ fontSize: '1.6rem' }} sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={3}>
              <FileDropZone
                onFile={chooseFile}
                disabled={upload.status === 'uploading' || transcribing}
                error={error?.place === 'file' ? error.message : null}
              />
              {state.fileName && upload.status !== 'idle' && (
                <UploadProgress fileName={state.fileName} progress={upload.progress} status={upload.status} sent={upload.sent} total={upload.total} onCancel={cancelUpload} />
              )}
              <TranscribeControls
                audioUrl={state.audioUrl}
                onAudioUrlChange={(url) => dispatch(transcribeActions.audioUrlChanged(url))}
                urlDisabled={fileInPlay}
                uploading={upload.status === 'uploading'}
                transcribing={transcribing}
                providerStatus={transcription.providerStatus}
                error={error?.place === 'general' ? error.message : null}
                onTranscribe={() => void transcribe()}
                onClear={clear}
              />
            </Stack>
          </LabelledSection>
          {transcription.status === 'done' && (
            <TranscriptView utterances={transcription.utterances} copyStatus={state.copy} onCopy={() => void copy()} onDownload={download} />
          )}
        </Stack>
      </PasswordGate>
    </Box>
  );
}
