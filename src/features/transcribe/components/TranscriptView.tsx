import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { formatTimestamp, speakerName, type ExportFormat } from '../logic';
import type { Utterance } from '@/contract/transcripts';
import { TRANSCRIBE_MESSAGES } from '@/contract/transcriptSettings';
import type { CopyStatus } from '../transcribeSlice';

export interface TranscriptViewProps {
  /** The transcript, one entry per speaker turn with its times. */
  utterances: Utterance[];
  /** Result of the last Copy: idle, copied or failed (each announced). */
  copyStatus?: CopyStatus;
  /** Called on Copy: the transcript goes to the clipboard. */
  onCopy: () => void;
  /** Called with the chosen format (text, SRT, VTT…) on Download. */
  onDownload: (format: ExportFormat) => void;
}

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'txt', label: 'Plain text' },
  { format: 'srt', label: 'SubRip subtitles' },
  { format: 'vtt', label: 'WebVTT subtitles' },
];

/** One line per utterance, "[MM:SS] Speaker A: text", with copy and downloads. */
export function TranscriptView({ utterances, copyStatus = 'idle', onCopy, onDownload }: TranscriptViewProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="transcript-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography id="transcript-heading" variant="h2" sx={{ fontSize: '1.6rem' }}>
          Transcript
        </Typography>
        <Button variant="contained" color="secondary" startIcon={<ContentCopyIcon />} onClick={onCopy} disabled={!utterances.length}>
          Copy transcript
        </Button>
      </Stack>
      {utterances.length ? (
        <Box
          component="ol"
          aria-label="Transcript lines"
          sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 480, overflowY: 'auto', display: 'grid', gap: 1 }}
          tabIndex={0}
        >
          {utterances.map((u, i) => (
            <Box component="li" key={`${u.start}-${i}`} sx={{ lineHeight: 1.6 }}>
              <Box component="span" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', color: 'text.secondary', fontSize: '0.9rem' }}>
                [{formatTimestamp(u.start)}]
              </Box>{' '}
              <Box component="span" sx={{ fontWeight: 700 }}>
                {speakerName(u.speaker)}:
              </Box>{' '}
              {u.text}
            </Box>
          ))}
        </Box>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>The provider heard nothing worth writing down. Silence is, at least, hard to misquote.</Typography>
      )}
      <Box role="status" aria-live="polite" sx={{ minHeight: 28, mt: 1.5 }}>
        {copyStatus === 'copied' && (
          <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600 }}>
            {TRANSCRIBE_MESSAGES.copied}
          </Typography>
        )}
        {copyStatus === 'failed' && (
          <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
            {TRANSCRIBE_MESSAGES.copyFailed}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mr: 0.5 }}>
          Download:
        </Typography>
        {FORMATS.map(({ format, label }) => (
          <Button
            key={format}
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => onDownload(format)}
            disabled={!utterances.length}
            aria-label={`Download as .${format} (${label})`}
          >
            .{format}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
