import { Box, Button, Stack, Typography } from '@mui/material';
import { ProgressBar } from '@/components/feedback/ProgressBar';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import { formatBytes } from '../logic';
import type { UploadStatus } from '../transcribeSlice';

export interface UploadProgressProps {
  /** The chosen file's name. */
  fileName: string;
  /** 0–100, from XHR upload events. */
  progress: number;
  /** chosen (waiting for Transcribe), uploading, done or failed. */
  status: Exclude<UploadStatus, 'idle'>;
  /** Bytes sent so far. */
  sent?: number;
  /** Bytes to send (the file's size until the upload reports its own). */
  total?: number;
  /** Cancel, offered while uploading: the upload stops and the file stays chosen. */
  onCancel?: () => void;
}

/** The chosen file, sent on Transcribe: bytes and percent while uploading (with Cancel), then done or failed. */
export function UploadProgress({ fileName, progress, status, sent = 0, total = 0, onCancel }: UploadProgressProps) {
  const percent = Math.round(Math.max(0, Math.min(100, progress)));
  const tone = status === 'failed' ? 'error' : status === 'done' ? 'success' : 'primary';
  const label =
    status === 'chosen'
      ? `Ready${total ? ` (${formatBytes(total)})` : ''}. It is sent when you press Transcribe.`
      : status === 'done'
        ? 'Uploaded'
        : status === 'failed'
          ? 'Upload stopped'
          : percent >= 100
            ? 'Sent. The server is filing it away...'
            : total
              ? `Uploading... ${formatBytes(sent)} of ${formatBytes(total)}`
              : 'Uploading...';
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 0.75 }}>
        <Typography variant="body2" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          <strong>{fileName}</strong>
        </Typography>
        {status !== 'chosen' && (
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }} aria-hidden="true">
            {percent}%
          </Typography>
        )}
      </Stack>
      {status !== 'chosen' && (
        <ProgressBar
          value={percent}
          color={`${tone}.main`}
          label={`Upload progress for ${fileName}`}
          height={8}
          // The theme's tint of the bar's colour, as the track had before.
          sx={{ bgcolor: `LinearProgress.${tone}Bg` }}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.75, minHeight: 36 }}>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="status" aria-live="polite">
          {status === 'done' && <CheckIcon fontSize="small" sx={{ color: 'success.main' }} aria-hidden="true" />}
          <Typography variant="body2" sx={{ color: status === 'failed' ? 'error.main' : 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
            {label}
          </Typography>
        </Stack>
        {status === 'uploading' && onCancel && (
          <Button size="small" variant="outlined" color="inherit" onClick={onCancel}>
            Cancel upload
          </Button>
        )}
      </Stack>
    </Box>
  );
}
