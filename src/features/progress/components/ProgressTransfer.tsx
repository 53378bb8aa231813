import { Alert, Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Suspense, lazy, useRef, useState, type CSSProperties } from 'react';
import { srOnly } from '@/theme/tokens';

export interface TransferMessage {
  severity: 'success' | 'error' | 'info';
  text: string;
}

export interface ProgressTransferProps {
  /** Download everything this browser remembers as one JSON file. */
  onExport: () => void;
  /** The file the learner picked; the page reads and validates it. */
  onImport: (file: File) => void;
  /** Forget all progress, after the learner confirms. */
  onReset: () => void;
  /** What the last export, import or reset did (or why an import was refused); null before any. */
  message: TransferMessage | null;
}

// The confirmation loads when asked for, so the progress page's first load does not carry the dialog.
const Modal = lazy(() => import('@/components/feedback/Modal').then((m) => ({ default: m.Modal })));

/** Export progress to a file, import it on another device, or reset it (after a confirmation). */
export function ProgressTransfer({ onExport, onImport, onReset, message }: ProgressTransferProps) {
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack spacing={2}>
      <Typography sx={{ maxWidth: '65ch' }}>
        Your progress lives in this browser only: no account, nothing sent anywhere. To carry it to another device, export it as a file
        and import that file there. Importing replaces the progress in that browser.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" startIcon={<DownloadIcon aria-hidden="true" />} onClick={onExport}>
          Export progress
        </Button>
        <Button variant="outlined" startIcon={<UploadIcon aria-hidden="true" />} onClick={() => input.current?.click()}>
          Import progress
        </Button>
        <Button variant="outlined" color="error" startIcon={<RestartAltIcon aria-hidden="true" />} onClick={() => setConfirming(true)}>
          Reset progress
        </Button>
      </Stack>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        aria-label="Progress file to import"
        // Out of sight and out of the tab order: the Import button opens it.
        tabIndex={-1}
        style={srOnly as CSSProperties}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onImport(file);
        }}
      />
      <div aria-live="polite">{message && <Alert severity={message.severity}>{message.text}</Alert>}</div>
      {confirming && (
        <Suspense fallback={null}>
      <Modal
        open={confirming}
        title="Reset all progress?"
        onClose={() => setConfirming(false)}
        cancelLabel="Keep my progress"
        confirmLabel="Reset everything"
        onConfirm={() => {
          setConfirming(false);
          onReset();
        }}
        maxWidth="xs"
      >
        <Typography>
          This forgets your review deck and its history, the games and lessons you have done, and your Discernment Check results, in this
          browser. Export first if you might want them back.
        </Typography>
      </Modal>
        </Suspense>
      )}
    </Stack>
  );
}
