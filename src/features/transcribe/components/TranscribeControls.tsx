import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { Spinner } from '@/components/feedback/Spinner';
import type { TranscriptStatus } from '@/contract/transcripts';

export interface TranscribeControlsProps {
  /** The audio URL typed so far. */
  audioUrl: string;
  /** Called with the new URL on every edit. */
  onAudioUrlChange: (url: string) => void;
  /** A file is in play: the URL box steps aside until Clear. */
  urlDisabled?: boolean;
  /** A file is uploading: Transcribe waits. */
  uploading?: boolean;
  /** The provider is transcribing: Transcribe shows progress and waits. */
  transcribing?: boolean;
  /** Where the provider is: queued, then processing. */
  providerStatus?: TranscriptStatus | null;
  /** The error to announce (it clears itself after 3 s). */
  error?: string | null;
  /** Called on Transcribe. */
  onTranscribe: () => void;
  /** Called on Clear: the URL, file and transcript go. */
  onClear: () => void;
}

const PROVIDER_WORDS: Partial<Record<TranscriptStatus, string>> = {
  queued: 'Queued at the provider. Somebody else is being transcribed first.',
  processing: 'Processing. The provider is listening harder than most people do.',
};

/** The audio URL, Transcribe ("Transcribing..."), Clear, and the error. */
export function TranscribeControls({
  audioUrl,
  onAudioUrlChange,
  urlDisabled = false,
  uploading = false,
  transcribing = false,
  providerStatus = null,
  error = null,
  onTranscribe,
  onClear,
}: TranscribeControlsProps) {
  const busy = uploading || transcribing;
  return (
    <Box
      component="form"
      noValidate
      aria-label="Transcribe"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) onTranscribe();
      }}
    >
      <Stack spacing={2}>
        <TextField
          id="transcribe-audio-url"
          label="Audio URL"
          type="url"
          fullWidth
          placeholder="https://example.com/interview.mp3"
          value={audioUrl}
          onChange={(e) => onAudioUrlChange(e.target.value)}
          disabled={urlDisabled || transcribing}
          helperText={urlDisabled ? 'Using the chosen file. Clear to use a URL instead.' : 'A public link to an audio or video file, or upload one above.'}
          slotProps={{
            htmlInput: { inputMode: 'url', autoCapitalize: 'none', spellCheck: false },
            // Disabled or not, the hint says why: it must stay readable.
            formHelperText: { sx: { color: 'text.secondary', '&.Mui-disabled': { color: 'text.secondary' } } },
          }}
        />
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={transcribing ? <Spinner size={16} color="inherit" /> : undefined}
          >
            {transcribing ? 'Transcribing...' : 'Transcribe'}
          </Button>
          <Button variant="outlined" onClick={onClear}>
            Clear
          </Button>
        </Stack>
        <Box role="status" aria-live="polite">
          {transcribing && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {(providerStatus && PROVIDER_WORDS[providerStatus]) ?? 'Sending the audio to the provider...'} Checking every 3 seconds.
            </Typography>
          )}
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </Box>
  );
}
