import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import type { UploadStatus } from '../transcribeSlice';

export interface UploadProgressProps {
  /** The uploading file's name. */
  fileName: string;
  /** 0–100, from XHR upload events. */
  progress: number;
  /** uploading, done or failed. */
  status: Exclude<UploadStatus, 'idle'>;
}

/** Uploading with percent progress, then done or failed. */
export function UploadProgress({ fileName, progress, status }: UploadProgressProps) {
  const percent = Math.round(Math.max(0, Math.min(100, progress)));
  const label =
    status === 'done'
      ? 'Uploaded'
      : status === 'failed'
        ? 'Upload stopped'
        : percent >= 100
          ? 'Sent. The server is filing it away...'
          : 'Uploading...';
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 0.75 }}>
        <Typography variant="body2" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          <strong>{fileName}</strong>
        </Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }} aria-hidden="true">
          {percent}%
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={status === 'failed' ? 'error' : status === 'done' ? 'success' : 'primary'}
        aria-label={`Upload progress for ${fileName}`}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.75 }} role="status" aria-live="polite">
        {status === 'done' && <CheckIcon fontSize="small" sx={{ color: 'success.main' }} aria-hidden="true" />}
        <Typography variant="body2" sx={{ color: status === 'failed' ? 'error.main' : 'text.secondary' }}>
          {label}
        </Typography>
      </Stack>
    </Box>
  );
}
